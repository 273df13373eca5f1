import { IDLE, NOVICE, playModelled, SKILLED, type ModelledGame, type PlayerModel } from '@/games/kit/players';
import { decodeLog, replay, type GameRules } from '@/games/kit/replay';
import { paddleWarModel } from '@/games/paddle-war/model';

/** A toy game: a step counter and a log of the inputs given, each tagged with the step of the picture it was decided on. */
interface Toy {
  step: number;
  inputs: number[];
}

const toyRules: GameRules<Toy, number> = {
  id: 'toy',
  create: () => ({ step: 0, inputs: [] }),
  step: (s, input) => ({ step: s.step + 1, inputs: [...s.inputs, input] }),
  isOver: (s) => s.step >= 60 * 600,
  score: (s) => s.inputs.filter((i) => i > 0).length,
  encode: (i) => [i],
  decode: ([i = 0]) => i,
  inputWidth: 1,
};

/** Decides "the step of the picture I saw, plus one" (so 0 stays the idle input), or -1 on a slip. */
const toy = (hold?: (input: number) => number): ModelledGame<Toy, number> => ({
  rules: toyRules,
  decide: (seen, decider) => (decider.slips() ? -1 : seen.step + 1),
  idle: 0,
  hold,
  milestones: (s) => Math.floor(s.step / 60),
  limit: 5,
});

describe("the kit's modelled players", () => {
  it('defines idle, novice and skilled as a person is: slower, less precise and more often wrong as a novice', () => {
    expect(IDLE.plays).toBe(false);
    expect(NOVICE.reaction).toBeGreaterThan(SKILLED.reaction);
    expect(NOVICE.aimError).toBeGreaterThan(SKILLED.aimError);
    expect(NOVICE.slips).toBeGreaterThan(SKILLED.slips);
    expect(NOVICE.reaction).toBeCloseTo(0.4);
    expect(SKILLED.reaction).toBeCloseTo(0.2);
  });

  it('idle gives the idle input at every step, and the run stops at the limit unless the rules end it', () => {
    const run = playModelled(toy(), IDLE, 1);
    expect(run.state.inputs.every((i) => i === 0)).toBe(true);
    expect(run.seconds).toBe(5);
    expect(run.ended).toBe(false);
    expect(run.milestones).toBe(5);
  });

  it.each([NOVICE, SKILLED])(
    '$name decides on a picture its reaction time old, and holds each decision until the next',
    (model: PlayerModel) => {
      const run = playModelled(toy(), model, 3);
      const late = Math.round(model.reaction * 60);
      const every = Math.round(model.decideEvery * 60);
      run.state.inputs.forEach((input, step) => {
        const decidedAt = step - (step % every);
        if (input !== -1) expect(input).toBe(Math.max(0, decidedAt - late) + 1);
      });
    },
  );

  it('slips about as often as the model says, and applies `hold` to the steps after a decision', () => {
    const decisions = playModelled({ ...toy(), limit: 600 }, NOVICE, 5).state.inputs.filter(
      (_, step) => step % 12 === 0,
    );
    const slipped = decisions.filter((i) => i === -1).length / decisions.length;
    expect(slipped).toBeGreaterThan(NOVICE.slips / 2);
    expect(slipped).toBeLessThan(NOVICE.slips * 2);
    const tapped = playModelled(
      toy(() => 0),
      SKILLED,
      1,
    ).state.inputs;
    expect(tapped.filter((i) => i !== 0).length).toBe(Math.ceil(tapped.length / 6));
  });

  it('misses by about its aim error, and plays the same run again from the same seed', () => {
    const misses: number[] = [];
    const aiming: ModelledGame<Toy, number> = {
      ...toy(),
      decide: (_seen, decider) => (misses.push(decider.miss(100)), 1),
    };
    playModelled({ ...aiming, limit: 600 }, NOVICE, 2);
    const sd = Math.sqrt(misses.reduce((sum, m) => sum + m * m, 0) / misses.length);
    expect(sd).toBeGreaterThan(NOVICE.aimError * 100 * 0.8);
    expect(sd).toBeLessThan(NOVICE.aimError * 100 * 1.2);
    expect(playModelled(toy(), NOVICE, 9)).toEqual(playModelled(toy(), NOVICE, 9));
  });
});

describe('a recorded modelled run', () => {
  it('carries the log the browser would post, which replays to the same end and score', () => {
    const game = paddleWarModel('easy');
    const run = playModelled(game, NOVICE, 3, { record: true });
    expect(run.ended).toBe(true);
    const result = replay(game.rules, 3, game.choices ?? {}, decodeLog(run.log ?? '', game.rules.inputWidth));
    expect(result).toMatchObject({ score: run.score, endsAtLastStep: true });
    expect(playModelled(game, NOVICE, 3).log).toBeUndefined();
  });
});
