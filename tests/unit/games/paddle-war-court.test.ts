import { contrast, NON_TEXT_CONTRAST } from '@/games/kit/contrast';
import { COLORS } from '@/games/kit/theme';
import { BALL_RING, COURT_SCORE, SMASH_COLOR } from '@/games/paddle-war/render';

describe('Paddle War court scores under the ball', () => {
  const balls = [COLORS.amber, SMASH_COLOR];

  it('keeps the big digits dark enough that the ball, and a smashed one, stand out from them by at least 3:1', () => {
    for (const ball of balls)
      for (const digits of [COURT_SCORE.left, COURT_SCORE.right]) {
        expect(contrast(ball, digits)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
        expect(contrast(ball, COLORS.bg)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
      }
  });

  it('still shows the digits on the court, each in its side’s hue', () => {
    for (const digits of [COURT_SCORE.left, COURT_SCORE.right])
      expect(contrast(digits, COLORS.bg)).toBeGreaterThanOrEqual(1.9);
  });

  it('rings the ball in the court’s dark, so it reads over any text it crosses', () => {
    for (const ball of balls) expect(contrast(ball, BALL_RING.color)).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
    expect(BALL_RING.width).toBeGreaterThanOrEqual(2);
  });
});
