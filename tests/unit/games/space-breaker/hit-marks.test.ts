import { CARD_TIME, cardShown, newsShown } from '@/games/space-breaker/goals';
import { showsPlayMarks } from '@/games/space-breaker/render';
import { ROCK_POINTS, ROCK_RADIUS } from '@/games/space-breaker/rocks';
import { FLASH_LIFE, NO_INPUT, createState, update, type Rock, type State } from '@/games/space-breaker/sim';

const DT = 1 / 60;

/** A game with one rock of `size` right in front of a bullet about to hit it. */
function aboutToHit(size: Rock['size'], rocks = 1): State {
  const s = createState(5);
  const rock = (i: number): Rock => ({
    id: 100 + i,
    x: 100 + i * 200,
    y: 100,
    vx: 0,
    vy: 0,
    size,
    r: ROCK_RADIUS[size],
    angle: 0,
    spin: 0,
    shape: [1],
  });
  return {
    ...s,
    rocks: Array.from({ length: rocks }, (_, i) => rock(i)),
    bullets: [{ x: 100, y: 100, vx: 0, vy: 0, life: 1 }],
  };
}

describe('Space Breaker: the marks of a hit', () => {
  it('a shot rock flashes where it broke with the points it earned, gone within 0.6 s', () => {
    let s = update(aboutToHit(3), NO_INPUT, DT);
    expect(s.flashes).toEqual([
      { kind: 'break', x: 100, y: 100, r: ROCK_RADIUS[3], points: ROCK_POINTS[3], age: expect.any(Number) },
    ]);
    expect(FLASH_LIFE.break).toBeLessThan(0.6);
    for (let t = 0; t < FLASH_LIFE.break; t += DT) s = update(s, NO_INPUT, DT);
    expect(s.flashes.filter((f) => f.kind === 'break')).toEqual([]);
  });

  it('the shot that clears the field throws a ring from where it struck, brief', () => {
    const s = update(aboutToHit(1), NO_INPUT, DT);
    expect(s.rocks).toEqual([]);
    expect(s.flashes.map((f) => f.kind)).toEqual(['break', 'clear']);
    expect(FLASH_LIFE.clear).toBeLessThanOrEqual(0.6);
    // A small rock shot with others still on the field throws no ring.
    expect(update(aboutToHit(1, 2), NO_INPUT, DT).flashes.map((f) => f.kind)).toEqual(['break']);
  });

  it(`a new wave shows its card for ${CARD_TIME} s, before its news is done; the first wave has its lesson instead`, () => {
    expect(cardShown({ wave: 2, waveTime: 0 })).toBe(true);
    expect(cardShown({ wave: 2, waveTime: CARD_TIME })).toBe(false);
    expect(cardShown({ wave: 1, waveTime: 0 })).toBe(false);
    expect(newsShown({ waveTime: CARD_TIME })).toBe(true);
  });

  it('the marks of play (wrap warnings, last-rock rings) show in play and paused, never behind the title or game over', () => {
    expect(showsPlayMarks('playing')).toBe(true);
    expect(showsPlayMarks('paused')).toBe(true);
    expect(showsPlayMarks('title')).toBe(false);
    expect(showsPlayMarks('gameover')).toBe(false);
  });
});
