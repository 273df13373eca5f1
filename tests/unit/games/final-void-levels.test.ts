import { mkdtempSync, readFileSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPLAY_SEED, checkLevels } from '@/games/final-void/check';
import { parseLevel } from '@/games/final-void/level';
import { STEP, decodeReplay, encodeReplay, frameOf, playReplay } from '@/games/final-void/replay';
import { RESPAWN_DELAY, createState, update } from '@/games/final-void/sim';

const DIR = join(process.cwd(), 'games', 'final-void');
const IDS = ['1-ruins', '2-caverns', '3-tower'];
const read = (sub: string, id: string) => readFileSync(join(DIR, sub, `${id}.txt`), 'utf8');

describe('Final Void levels', () => {
  /**
   * Seconds the expert replay of each level takes (README: a first-timer takes about 1.5 times that plus deaths): the
   * ruins, the first level, are short, so a first-timer sees their exit within a couple of minutes.
   */
  const EXPERT: Readonly<Record<string, readonly [number, number]>> = {
    '1-ruins': [30, 45],
    '2-caverns': [60, 100],
    '3-tower': [60, 100],
  };

  it.each(IDS)('%s is finished by its recorded replay with a fixed seed, without dying, in its expert time', (id) => {
    const level = parseLevel(id, read('levels', id));
    const end = playReplay(level, decodeReplay(read('replays', id)), REPLAY_SEED);
    const [least, most] = EXPERT[id] ?? [60, 100];
    expect(end.done).toBe(true);
    expect(end.deaths).toBe(0);
    expect(end.time).toBeGreaterThanOrEqual(least);
    expect(end.time).toBeLessThan(most);
    expect(level.checkpoints.length).toBeGreaterThanOrEqual(6);
  });

  it.each(IDS)('%s: every checkpoint respawns the hero standing on ground, safe for a second', (id) => {
    const level = parseLevel(id, read('levels', id));
    for (const checkpoint of level.checkpoints) {
      let s = { ...createState(level, REPLAY_SEED), checkpoint, dead: RESPAWN_DELAY, deaths: 1 };
      for (let i = 0; i < 60 * (RESPAWN_DELAY + 1); i += 1) s = update(s, frameOf([], []), STEP);
      expect({ checkpoint, deaths: s.deaths, onGround: s.hero.onGround }).toEqual({
        checkpoint,
        deaths: 1,
        onGround: true,
      });
      expect(Math.floor(s.hero.x / 16)).toBe(checkpoint.x);
    }
  });

  it('needs the dash shrine in the caverns and has the looming shape only in the tower', () => {
    const [ruins, caverns, tower] = IDS.map((id) => parseLevel(id, read('levels', id)));
    expect(ruins?.dash).toBe(false);
    expect(caverns?.tiles).toContain('D');
    expect(caverns?.tiles).toContain('=');
    expect(caverns?.light).toBeLessThan(ruins?.light ?? 0);
    expect(tower?.chase).toBeGreaterThan(0);
    expect(tower?.sweepers.length).toBeGreaterThan(0);
    expect(tower && tower.rows > tower.cols).toBe(true);
  });

  it('a replay that stops short does not reach the exit', () => {
    const level = parseLevel('1-ruins', read('levels', '1-ruins'));
    const steps = decodeReplay(read('replays', '1-ruins'));
    expect(playReplay(level, steps.slice(0, steps.length / 2), REPLAY_SEED).done).toBe(false);
    expect(decodeReplay(encodeReplay(steps))).toEqual(steps);
  });

  it('rejects a broken level with a message naming it', () => {
    const good = read('levels', '1-ruins');
    // Edits go to the map, under the header (whose hints are words that may hold any letter).
    const [head, map = ''] = good.split('---\n');
    const inMap = (edit: (m: string) => string) => `${head}---\n${edit(map)}`;
    expect(() =>
      parseLevel(
        'bad',
        inMap((m) => m.replace('E', '.')),
      ),
    ).toThrow('Level "bad": needs exactly one exit E');
    expect(() =>
      parseLevel(
        'bad',
        inMap((m) => m.replace('S', '?')),
      ),
    ).toThrow(/Level "bad": unknown tile "\?"/);
    expect(() => parseLevel('bad', good.replace('theme: ruins', 'theme: beach'))).toThrow(/Level "bad": theme/);
    const rows = map.split('\n');
    rows[4] = `${rows[4]}#`;
    expect(() =>
      parseLevel(
        'bad',
        inMap(() => rows.join('\n')),
      ),
    ).toThrow(/Level "bad": row 5 has/);
    expect(() => parseLevel('bad', good.replace('hint: 3,18,8:', 'hint: 3,18:'))).toThrow(/Level "bad": hint/);
  });

  it('the build check passes on the real levels and names a level whose replay fails', () => {
    expect(checkLevels(DIR)).toHaveLength(3);
    const copy = mkdtempSync(join(tmpdir(), 'fv-'));
    cpSync(join(DIR, 'levels'), join(copy, 'levels'), { recursive: true });
    cpSync(join(DIR, 'replays'), join(copy, 'replays'), { recursive: true });
    writeFileSync(join(copy, 'replays', '2-caverns.txt'), 'R60');
    expect(() => checkLevels(copy)).toThrow(/Level "2-caverns": its replay no longer reaches the exit/);
  });
});
