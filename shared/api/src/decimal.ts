/**
 * Exact decimal arithmetic for the portal's few money operations (sum, compare, sign, absolute value), on
 * BigInt: a value is `units × 10^-scale`. It replaces decimal.js in the portal (32 KB minified in every area
 * that shows an amount, issue 11); the sandbox, which multiplies and divides, keeps decimal.js.
 */
export interface ExactDecimal {
  readonly units: bigint;
  readonly scale: number;
}

const DECIMAL_TEXT = /^\s*([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?\s*$/;

/** Reads a decimal string (or a number the numeric conversion made of one); anything else throws. */
export function parseDecimal(value: string | number): ExactDecimal {
  const text = typeof value === 'number' ? String(value) : value;
  const match = DECIMAL_TEXT.exec(text);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || (whole === '' && fraction === '')) throw new TypeError(`Not a decimal number: ${text}`);
  let units = BigInt(`${whole}${fraction}` || '0');
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

function aligned(a: ExactDecimal, b: ExactDecimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}

export function plus(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  const [x, y, scale] = aligned(a, b);
  return { units: x + y, scale };
}

export function times(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

/** Rounds half away from zero (decimal.js's ROUND_HALF_UP) to at most `places` decimals. */
export function roundHalfUp(value: ExactDecimal, places: number): ExactDecimal {
  if (value.scale <= places) return value;
  const divisor = 10n ** BigInt(value.scale - places);
  const magnitude = value.units < 0n ? -value.units : value.units;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return { units: value.units < 0n ? -rounded : rounded, scale: places };
}

/** a ÷ b rounded half up to `places` decimals; throws on a zero divisor. */
export function dividedBy(a: ExactDecimal, b: ExactDecimal, places: number): ExactDecimal {
  if (b.units === 0n) throw new RangeError('Division by zero');
  // a.units·10^-a.scale ÷ b.units·10^-b.scale, computed with one digit more than asked, then rounded.
  const shift = places + 1 + b.scale - a.scale;
  const numerator = shift >= 0 ? a.units * 10n ** BigInt(shift) : a.units / 10n ** BigInt(-shift);
  return roundHalfUp({ units: numerator / b.units, scale: places + 1 }, places);
}

export function abs(value: ExactDecimal): ExactDecimal {
  return value.units < 0n ? { units: -value.units, scale: value.scale } : value;
}

/** -1, 0 or 1. */
export function sign(value: ExactDecimal): number {
  return value.units === 0n ? 0 : value.units < 0n ? -1 : 1;
}

/** Plain notation, no exponent and no trailing zeros (as decimal.js's `toFixed()`): "380", "0.3", "-12.5". */
export function toPlainString(value: ExactDecimal): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString();
  let text = digits;
  if (value.scale > 0) {
    const padded = digits.padStart(value.scale + 1, '0');
    const fraction = padded.slice(-value.scale).replace(/0+$/, '');
    text = fraction ? `${padded.slice(0, -value.scale)}.${fraction}` : padded.slice(0, -value.scale);
  }
  return negative && text !== '0' ? `-${text}` : text;
}
