/**
 * Trigonometry and exponentials that give the same bits in every JavaScript engine. `Math.sin`, `Math.exp` and their
 * kin may differ in the last bits between engines (ECMAScript leaves their precision open), so a run replayed on the server
 * could drift from the one played in the browser. These use only what IEEE 754 fixes: `+ - * /`, `Math.sqrt` and
 * `Math.round`. Range reduction and Taylor polynomials on the reduced range: within a few units in the last place of `Math`.
 */

// π/2 split in three: the first two parts have 33 significant bits, so k·part is exact for |k| < 2^20.
const PIO2_1 = 1.5707963267341256;
const PIO2_2 = 6.077100506303966e-11;
const PIO2_3 = 2.0222662487959506e-21;
// ln 2 split in two: the first part has 32 significant bits.
const LN2_1 = 0.6931471806019545;
const LN2_2 = -4.2009150726810846e-11;

/** Σ c[i]·z^i by Horner's rule. */
function poly(z: number, c: readonly number[]): number {
  let sum = 0;
  for (let i = c.length - 1; i >= 0; i -= 1) sum = sum * z + (c[i] as number);
  return sum;
}

const factorial = (n: number): number => (n < 2 ? 1 : n * factorial(n - 1));
/** Coefficients c[i] = f(i) for i < count; pure, so a bundle drops the tables its game does not use. */
const table = (count: number, f: (i: number) => number): number[] => Array.from({ length: count }, (_, i) => f(i));
const sign = (i: number): number => (i % 2 ? -1 : 1);

/** Taylor coefficients in z = r²: sin r = r·Σ SIN[i]·z^i and cos r = Σ COS[i]·z^i, for |r| ≤ π/4. */
const SIN = /* @__PURE__ */ table(10, (i) => sign(i) / factorial(2 * i + 1));
const COS = /* @__PURE__ */ table(10, (i) => sign(i) / factorial(2 * i));
/** atan h = h·Σ ATAN[i]·(h²)^i for |h| ≤ tan(π/16). */
const ATAN = /* @__PURE__ */ table(13, (i) => sign(i) / (2 * i + 1));
/** e^r = Σ EXP[i]·r^i for |r| ≤ ln2 / 2. */
const EXP = /* @__PURE__ */ table(16, (i) => 1 / factorial(i));

/**
 * sin(x + shift·π/2): x = k·π/2 + r with k the nearest integer and |r| ≤ π/4, then the series for sin or cos of r by
 * the quadrant (k + shift) mod 4 (`& 3` keeps the two low bits of any integer a double holds exactly).
 */
function sinShifted(x: number, shift: number): number {
  const k = Math.round(x / (Math.PI / 2));
  const r = x - k * PIO2_1 - k * PIO2_2 - k * PIO2_3;
  const quadrant = (k + shift) & 3;
  const value = quadrant & 1 ? poly(r * r, COS) : r * poly(r * r, SIN);
  return quadrant & 2 ? -value : value;
}

export function sin(x: number): number {
  return x === 0 ? x : sinShifted(x, 0);
}

export function cos(x: number): number {
  return sinShifted(x, 1);
}

/**
 * atan t for 0 ≤ t ≤ 1: above tan(π/8), atan t = π/4 + atan((t − 1) / (t + 1)); then one halving,
 * atan u = 2·atan(u / (1 + √(1 + u²))), brings the argument under tan(π/16) for the series.
 */
function atanUnit(t: number): number {
  const above = t > 0.41421356237309503;
  const u = above ? (t - 1) / (t + 1) : t;
  const h = u / (1 + Math.sqrt(1 + u * u));
  return (above ? Math.PI / 4 : 0) + 2 * h * poly(h * h, ATAN);
}

/** The angle of the point (x, y) from the +x axis, in [−π, π], as `Math.atan2` (signed zeros and infinities included). */
export function atan2(y: number, x: number): number {
  if (x !== x || y !== y) return NaN;
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  let angle: number;
  if (ax === Infinity && ay === Infinity) angle = Math.PI / 4;
  else if (ay === 0 || ax === Infinity) angle = 0;
  else if (ax === 0 || ay === Infinity) angle = Math.PI / 2;
  else angle = ay <= ax ? atanUnit(ay / ax) : Math.PI / 2 - atanUnit(ax / ay);
  if (x < 0 || (x === 0 && 1 / x < 0)) angle = Math.PI - angle;
  return y < 0 || (y === 0 && 1 / y < 0) ? -angle : angle;
}

/** e^x: x = k·ln2 + r with |r| ≤ ln2 / 2, then e^r by its series, times 2^k. */
export function exp(x: number): number {
  if (x !== x) return NaN;
  if (x > 709.8) return Infinity;
  if (x < -745.2) return 0;
  const k = Math.round(x / (LN2_1 + LN2_2));
  const r = x - k * LN2_1 - k * LN2_2;
  let value = poly(r, EXP);
  // Times 2^k, one exact doubling or halving at a time (k is 0 for the small arguments games use).
  for (let n = k; n > 0; n -= 1) value *= 2;
  for (let n = k; n < 0; n += 1) value /= 2;
  return value;
}

/** √(x² + y²) (no guard against overflow: game coordinates stay far from it). */
export function hypot(x: number, y: number): number {
  return Math.sqrt(x * x + y * y);
}
