import { formatDate, parseDashedDate } from '@/lib/site/dates';

describe('parseDashedDate', () => {
  it('reads day-month-year and month-day-year as UTC days', () => {
    expect(parseDashedDate('25-09-2024', 'DMY')?.toISOString()).toBe('2024-09-25T00:00:00.000Z');
    expect(parseDashedDate('09-25-2024', 'MDY')?.toISOString()).toBe('2024-09-25T00:00:00.000Z');
  });

  it('refuses days that do not exist and text that is not a date', () => {
    expect(parseDashedDate('31-02-2024', 'DMY')).toBeNull();
    expect(parseDashedDate('13-13-2024', 'MDY')).toBeNull();
    expect(parseDashedDate('2024-09-25', 'DMY')).toBeNull();
    expect(parseDashedDate('soon', 'DMY')).toBeNull();
  });
});

describe('formatDate', () => {
  it('formats in English and UTC whatever the machine zone', () => {
    expect(formatDate(new Date('2024-11-08T00:00:00Z'))).toBe('November 8, 2024');
  });
});
