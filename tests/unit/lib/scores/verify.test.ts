import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRandom } from '@/games/kit/random';
import { MAX_STEPS, decodeLog, encodeLog, loggedSteps, replay, type GameRules } from '@/games/kit/replay';
import { recordedLevelRun } from '@/games/final-void/recorded-run';
import { getAllGames } from '@/lib/games/games';
import { createVerifier, type RunSubmission } from '@/lib/scores/verify.server';
import { mashingRun, type PostedRun } from '@/tests/fixtures/mashing-run';

type AnyRules = GameRules<unknown, unknown>;

/** One step's input from a player who mashes anything: random integers, which each game's codec reads its own way. */
const anyCode = (rules: AnyRules, r: ReturnType<typeof createRandom>): number[] =>
  Array.from({ length: rules.inputWidth }, () => r.int(-64, 720));

type Run = PostedRun;

/** Every game with rules the server replays (games/<id>/rules.ts). */
const GAMES: AnyRules[] = getAllGames()
  .filter((game) => existsSync(join(process.cwd(), 'games', game.id, 'rules.ts')))
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  .map((game) => (require(`@/games/${game.id}/rules`) as { rules: AnyRules }).rules);
const dir = join(process.cwd(), '.games-replay');
let verifier: ReturnType<typeof createVerifier>;
let versions: Record<string, string>;

// The rules bundles are built by Jest's global setup (tests/fixtures/build-game-rules.mjs).
beforeAll(() => {
  versions = JSON.parse(readFileSync(join(dir, 'versions.json'), 'utf8'));
  verifier = createVerifier(dir);
});
afterAll(() => verifier.close());

describe.each(GAMES.map((rules) => [rules.id, rules] as const))('%s', (id, rules) => {
  let run: Run;
  const submission = (): RunSubmission => ({ game: id, version: versions[id]!, ...run });

  beforeAll(() => {
    // Final Void's levels end only for a player who knows the way: its recorded route of level 1.
    run = id === 'final-void' ? recordedLevelRun(1) : mashingRun(rules, 1234);
  });

  it('verifies a recorded run, with the browser’s score', async () => {
    await expect(verifier.verifyRun(submission())).resolves.toEqual({ ok: true, score: run.score });
  });

  it('refuses a log with its last step cut off', async () => {
    const codes = decodeLog(run.log, rules.inputWidth);
    const verdict = await verifier.verifyRun({ ...submission(), log: encodeLog(codes.slice(0, -1)) });
    expect(verdict).toMatchObject({ ok: false, reason: 'unverified', field: 'log' });
  });

  it('refuses a log changed in a short stretch of steps', async () => {
    const codes = decodeLog(run.log, rules.inputWidth);
    const original = replay(rules, run.seed, run.choices, codes);
    // The run's states from one replay; a change from step k then costs only the steps after it. From the last step
    // back, the first change that alters how the run ends is near the end, so this stays linear in the run's length.
    // A quarter second of other input: one step of it moves a ship by a pixel or two, which may change nothing.
    const stretch = 15;
    const states = [rules.create(run.seed, run.choices)];
    for (const code of codes) states.push(rules.step(states.at(-1)!, rules.decode(code)));
    const random = createRandom(99);
    let tampered: string | null = null;
    for (let k = codes.length - 1; k >= 0 && tampered === null; k -= 1) {
      const code = rules.encode(rules.decode(anyCode(rules, random)));
      const changed = codes.map((c, i) => (i >= k && i < k + stretch ? code : c));
      let state: unknown = states[k];
      let endsAtLastStep = true;
      for (let i = k; i < codes.length && endsAtLastStep; i += 1) {
        state = rules.step(state, rules.decode(changed[i]!));
        endsAtLastStep = i === codes.length - 1 || !rules.isOver(state);
      }
      if (!endsAtLastStep || !rules.isOver(state) || rules.score(state) !== original.score)
        tampered = encodeLog(changed);
    }
    expect(tampered).not.toBeNull();
    await expect(verifier.verifyRun({ ...submission(), log: tampered! })).resolves.toMatchObject({
      ok: false,
      reason: 'unverified',
    });
  });

  it('refuses a changed claimed score', async () => {
    await expect(verifier.verifyRun({ ...submission(), score: run.score + 1 })).resolves.toMatchObject({
      ok: false,
      reason: 'unverified',
      field: 'score',
    });
  });

  it('judges the run under another seed by its own replay', async () => {
    const other = replay(rules, run.seed + 1, run.choices, decodeLog(run.log, rules.inputWidth));
    const holds = other.endsAtLastStep && other.score === run.score;
    // Final Void's levels do not depend on the seed; every arcade game's run does.
    expect(holds).toBe(id === 'final-void');
    await expect(verifier.verifyRun({ ...submission(), seed: run.seed + 1 })).resolves.toMatchObject(
      holds ? { ok: true } : { ok: false, reason: 'unverified' },
    );
  });

  it('refuses a build the server does not have', async () => {
    await expect(verifier.verifyRun({ ...submission(), version: 'old-build' })).resolves.toMatchObject({
      ok: false,
      reason: 'conflict',
      field: 'version',
    });
  });
});

describe('any game', () => {
  const first = GAMES[0]!;
  const base = (): RunSubmission => ({
    game: first.id,
    version: versions[first.id]!,
    seed: 1,
    choices: {},
    log: Array(first.inputWidth).fill(0).join(','),
    score: 0,
  });

  it('refuses a log past 20 minutes, before replaying it', async () => {
    await expect(verifier.verifyRun({ ...base(), log: `${base().log}*${MAX_STEPS + 1}` })).resolves.toMatchObject({
      ok: false,
      reason: 'too-large',
      field: 'log',
    });
  });

  it('accepts a genuine run twenty minutes long, replayed to its end', async () => {
    // A Final Void player who stands at the start until a second is left, then runs level 1's route to the exit.
    const route = loggedSteps(recordedLevelRun(1).log);
    const long = recordedLevelRun(1, { waitSteps: MAX_STEPS - route - 60 });
    expect(loggedSteps(long.log)).toBeGreaterThan(MAX_STEPS - 120);
    await expect(
      verifier.verifyRun({ game: 'final-void', version: versions['final-void']!, ...long }),
    ).resolves.toEqual({ ok: true, score: long.score });
  });

  it('refuses a malformed log', async () => {
    for (const log of ['x', '1,2', '0*1', '0 0', '00', '-0', '0*']) {
      await expect(verifier.verifyRun({ ...base(), log })).resolves.toMatchObject({
        ok: false,
        reason: 'invalid',
        field: 'log',
      });
    }
  });

  it('refuses title-screen choices the game does not have', async () => {
    await expect(verifier.verifyRun({ ...base(), choices: { speed: 'Ludicrous' } })).resolves.toMatchObject({
      ok: false,
      reason: 'invalid',
      field: 'choices',
    });
  });

  it('refuses a match a game does not rank (two players on one device)', async () => {
    const friendly = GAMES.flatMap((rules) =>
      (rules.menu ?? []).flatMap((option) =>
        option.choices.map((label) => ({ rules, choices: { [option.id]: label } })),
      ),
    );
    const unranked = friendly.filter(({ rules, choices }) => rules.ranked && !rules.ranked(rules.create(5, choices)));
    expect(unranked.length).toBeGreaterThan(0);
    for (const { rules, choices } of unranked) {
      const idle = Array<number>(rules.inputWidth).fill(0);
      let state = rules.create(5, choices);
      const codes: number[][] = [];
      while (!rules.isOver(state)) {
        codes.push(idle);
        state = rules.step(state, rules.decode(idle));
      }
      const verdict = await verifier.verifyRun({
        game: rules.id,
        version: versions[rules.id]!,
        seed: 5,
        choices,
        log: encodeLog(codes),
        score: rules.score(state),
      });
      expect(verdict).toMatchObject({ ok: false, reason: 'unverified', field: 'choices' });
    }
  });

  it('refuses an unknown game', async () => {
    await expect(verifier.verifyRun({ ...base(), game: 'pac-man' })).resolves.toMatchObject({
      ok: false,
      reason: 'invalid',
      field: 'game',
    });
  });
});

describe('the replay queue', () => {
  const slow = GAMES.find((rules) => rules.id === 'final-void')!;
  let queue: ReturnType<typeof createVerifier>;
  beforeAll(() => {
    queue = createVerifier(dir, { workers: 1 });
  });
  afterAll(() => queue.close());

  /** A run of the longest log there is, of a player who never moves (so it never ends): a second of replay, refused. */
  const long = (): RunSubmission => ({
    game: slow.id,
    version: versions[slow.id]!,
    seed: 1,
    choices: { level: '1' },
    log: `${Array(slow.inputWidth).fill(0).join(',')}*${MAX_STEPS}`,
    score: 0,
  });
  /** A one-step run: refused at once. */
  const short = (): RunSubmission => ({ ...long(), log: Array(slow.inputWidth).fill(0).join(',') });

  it('counts a log’s steps without decoding it', () => {
    expect(loggedSteps('0,0')).toBe(1);
    expect(loggedSteps('0,0*5 1,0 0,0*72000')).toBe(72_006);
  });

  it('checks one run of an address at a time', async () => {
    const first = queue.verifyRun(long(), { address: 'one' });
    const second = queue.verifyRun(short(), { address: 'one' });
    await expect(second).resolves.toMatchObject({ ok: false, reason: 'too-many' });
    await expect(first).resolves.toMatchObject({ ok: false, reason: 'unverified', field: 'log' });
    await expect(queue.verifyRun(short(), { address: 'one' })).resolves.toMatchObject({
      ok: false,
      reason: 'unverified',
    });
  });

  it('never replays a run whose poster hung up while it waited', async () => {
    const before = queue.started();
    const blocker = queue.verifyRun(long(), { address: 'blocker' });
    const hangUp = new AbortController();
    const abandoned = queue.verifyRun(short(), { address: 'gone', signal: hangUp.signal });
    hangUp.abort();
    await expect(abandoned).resolves.toMatchObject({ ok: false, reason: 'unavailable' });
    await blocker;
    expect(queue.started() - before).toBe(1);
  });

  it('puts an address that replayed much behind a player who has not', async () => {
    await queue.verifyRun(long(), { address: 'flooder' });
    const finished: string[] = [];
    const blocker = queue.verifyRun(long(), { address: 'other' });
    const flood = queue.verifyRun(short(), { address: 'flooder' }).then(() => finished.push('flooder'));
    const player = queue.verifyRun(short(), { address: 'player' }).then(() => finished.push('player'));
    await Promise.all([blocker, flood, player]);
    expect(finished).toEqual(['player', 'flooder']);
  });
});
