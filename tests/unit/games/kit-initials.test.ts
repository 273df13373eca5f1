import { isAllowedInitials, isInitials } from '@/games/kit/initials';

describe('arcade initials', () => {
  it('takes exactly three capital letters A–Z', () => {
    for (const good of ['AAA', 'ZED', 'JMB', 'QXZ']) expect(isAllowedInitials(good)).toBe(true);
    for (const bad of ['', 'AB', 'ABCD', 'abc', 'Abc', 'A B', 'AB1', 'ÀBC', ' AB', 'AB\n', 'ＡＢＣ']) {
      expect(isInitials(bad)).toBe(false);
      expect(isAllowedInitials(bad)).toBe(false);
    }
  });

  it('refuses the offensive combinations, which are well formed otherwise', () => {
    for (const refused of ['ASS', 'FUK', 'KKK', 'NIG', 'SEX', 'KYS']) {
      expect(isInitials(refused)).toBe(true);
      expect(isAllowedInitials(refused)).toBe(false);
    }
    expect(isAllowedInitials('ASH')).toBe(true);
  });
});
