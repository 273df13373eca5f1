import { isAllowedInitials, isInitials } from '@/games/kit/initials';
import refused from '@/games/kit/refused-initials.json';

describe('arcade initials', () => {
  it('takes exactly three capital letters A–Z', () => {
    for (const good of ['AAA', 'ZED', 'JMB', 'QXZ']) expect(isAllowedInitials(good)).toBe(true);
    for (const bad of ['', 'AB', 'ABCD', 'abc', 'Abc', 'A B', 'AB1', 'ÀBC', ' AB', 'AB\n', 'ＡＢＣ']) {
      expect(isInitials(bad)).toBe(false);
      expect(isAllowedInitials(bad)).toBe(false);
    }
  });

  it('refuses slurs and obscenities in three letters, and never a word for who someone is', () => {
    for (const refused of ['ASS', 'FUK', 'SEX', 'CNT', 'TWT', 'FGT', 'DCK', 'SPK', 'JAP', 'DYK', 'NGA', 'NGR']) {
      expect(isInitials(refused)).toBe(true);
      expect([refused, isAllowedInitials(refused)]).toEqual([refused, false]);
    }
    for (const allowed of ['ASH', 'GAY', 'JEW', 'LES', 'BOB', 'ANA', 'DAM', 'RAP'])
      expect([allowed, isAllowedInitials(allowed)]).toEqual([allowed, true]);
  });

  it('refuses exactly what the maintained word lists give (regenerate with scripts/build/refused-initials.mjs)', async () => {
    const { refusedInitials, threeLetterForms } = await import('@/scripts/build/refused-initials.mjs');
    expect(refused).toEqual(refusedInitials());
    expect(threeLetterForms('faggot')).toContain('FGT');
    expect(threeLetterForms('nigga')).toContain('NGA');
    expect(threeLetterForms('spic')).toEqual(expect.arrayContaining(['SPC', 'SPK']));
  });
});
