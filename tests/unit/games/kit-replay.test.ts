import { LogError, dailySeed, decodeLog, encodeLog, utcDay, validChoices } from '@/games/kit/replay';

describe('input logs', () => {
  it('run-length encodes codes and reads them back', () => {
    const codes = [
      [0, 0],
      [0, 0],
      [0, 0],
      [1, -5],
      [0, 0],
      [0, 0],
    ];
    const log = encodeLog(codes);
    expect(log).toBe('0,0*3 1,-5 0,0*2');
    expect(decodeLog(log, 2)).toEqual(codes);
    expect(decodeLog('', 2)).toEqual([]);
  });

  it('accepts only the one spelling encodeLog writes', () => {
    for (const log of [
      '0,0*1',
      '0,0 0,0',
      '00,1',
      '-0,1',
      '+1,1',
      '1,1*01',
      '1,1*',
      '1,1**2',
      '1',
      '1,1,1',
      ' 1,1',
      '1,1 ',
      '1,1  2,2',
      '1.5,1',
      '1e3,1',
    ])
      expect(() => decodeLog(log, 2)).toThrow(LogError);
  });

  it('refuses a log past the step limit before expanding it', () => {
    expect(() => decodeLog('0*999999', 1, 1000)).toThrow(/longer than 1000 steps/);
    expect(decodeLog('0*1000', 1, 1000)).toHaveLength(1000);
  });
});

describe('title choices', () => {
  const menu = [{ id: 'opponent', label: 'Versus', choices: ['Easy', 'Hard'] }];
  it('accepts the menu’s own labels only', () => {
    expect(validChoices(menu, { opponent: 'Hard' })).toBe(true);
    expect(validChoices(menu, {})).toBe(true);
    expect(validChoices(menu, { opponent: 'Impossible' })).toBe(false);
    expect(validChoices(undefined, { opponent: 'Easy' })).toBe(false);
    expect(validChoices(menu, { toString: 'Easy' })).toBe(false);
  });
});

describe("today's run", () => {
  it('gives every player one seed per game and UTC day', () => {
    expect(dailySeed('game-a', '2026-11-25')).toBe(dailySeed('game-a', '2026-11-25'));
    expect(dailySeed('game-a', '2026-11-25')).not.toBe(dailySeed('game-a', '2026-11-26'));
    expect(dailySeed('game-a', '2026-11-25')).not.toBe(dailySeed('game-b', '2026-11-25'));
    expect(utcDay(new Date('2026-11-25T23:59:59-05:00'))).toBe('2026-11-26');
  });
});
