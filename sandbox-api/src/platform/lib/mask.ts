import { COUNTRIES } from '../db/reference-data';

// Longest first, so +44 is never read as +4.
const PHONE_CODES = [...new Set(COUNTRIES.map((country) => country.phoneCode))].sort(
  (a, b) => b.length - a.length,
);

/** `+447700900123` → `+44 •••• •••123`: the country code and the last three digits (spec 01 §3, sms flow). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const countryCode = PHONE_CODES.find((code) => digits.startsWith(code) && digits.length > code.length + 3);
  const last = digits.slice(-3);
  return countryCode ? `+${countryCode} •••• •••${last}` : `•••• •••${last}`;
}

/**
 * `Paul Payne` → `Paul P.`, `Nordlicht Trading GmbH` → `Nordlicht T. G.`, `Acme` → `A.`: the first word and the
 * initials of the rest, enough to recognise someone one knows, never a whole name.
 */
export function maskName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const initial = (word: string) => `${[...word][0] ?? ''}.`;
  if (!first) return '';
  return rest.length === 0 ? initial(first) : [first, ...rest.map(initial)].join(' ');
}

/** `sam.sms@demo.test` → `s•••@demo.test`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}
