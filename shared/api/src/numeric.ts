/**
 * spec 01 §5: numeric strings in responses become numbers, except address, name, description, bank and
 * card-alias fields. We also keep as strings what must not lose its exact form: money and rates (decimal,
 * never float), codes and numbers that are identifiers (`currencyCode`, `postalCode`, `cardNumber`), and
 * integers beyond the safe range.
 */
const SPEC_EXCEPTIONS = /(address|name|description|bank|alias)/i;
// `annual`, `issue` and `monthly` are the card apply fees (spec 02 §3).
const DECIMAL_FIELDS = /(amount|balance|fees?|total|rate|min|max|value|price|^annual|^issue|^monthly)$/i;
const IDENTIFIER_FIELDS =
  /(code|number|phone|iban|swift|bic|zip|token|secret|password|cvv|reference|content|url)$/i;
const CANONICAL_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;

export function keepsString(key: string): boolean {
  return SPEC_EXCEPTIONS.test(key) || DECIMAL_FIELDS.test(key) || IDENTIFIER_FIELDS.test(key);
}

function toNumber(text: string): number | string {
  if (!CANONICAL_NUMBER.test(text)) return text;
  const value = Number(text);
  if (!text.includes('.') && !Number.isSafeInteger(value)) return text;
  // A fraction that does not survive the round trip stays exact as text.
  return text.includes('.') && String(value) !== text.replace(/\.?0+$/, '') ? text : value;
}

/** Converts numeric strings to numbers throughout a response, honouring the exceptions above. */
export function convertNumericStrings<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (keepsString(key) ? value : toNumber(value)) as T;
  if (Array.isArray(value)) return value.map((item) => convertNumericStrings(item, key)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [childKey, child] of Object.entries(value)) {
      out[childKey] = convertNumericStrings(child, childKey);
    }
    return out as T;
  }
  return value;
}

/** spec 01 §7: null fields are dropped from request bodies (nested too). */
export function dropNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(dropNulls) as T;
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      if (child !== null && child !== undefined) out[key] = dropNulls(child);
    }
    return out as T;
  }
  return value;
}

/** One item or a list (the back end's habit, spec 02 §3) → always a list. */
export function asList<T>(value: T | T[] | undefined | null): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
