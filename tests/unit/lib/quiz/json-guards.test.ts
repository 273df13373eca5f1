import { isArrayOf, isCount, isRecord, parseJsonText } from '@/lib/quiz/json-guards';

describe('json guards', () => {
  it('tells plain objects from null, arrays and primitives', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(JSON.parse('{"__proto__": {"x": 1}}'))).toBe(true);
    expect([null, [], 'text', 3, undefined].some(isRecord)).toBe(false);
  });

  it('counts only whole numbers from zero up', () => {
    expect([0, 1, 250].every(isCount)).toBe(true);
    expect([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '3', null, 2 ** 60].some(isCount)).toBe(false);
  });

  it('checks every item of an array', () => {
    expect(isArrayOf([0, 2, 3], isCount)).toBe(true);
    expect(isArrayOf([0, -2], isCount)).toBe(false);
    expect(isArrayOf({ length: 0 }, isCount)).toBe(false);
  });

  it('parses JSON text and answers undefined for anything else', () => {
    expect(parseJsonText('{"a":[1]}')).toEqual({ a: [1] });
    expect(parseJsonText('{not json')).toBeUndefined();
  });
});
