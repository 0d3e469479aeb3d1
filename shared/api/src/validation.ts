/** Validation rules the spec states once and many forms use. */

// A practical address check (no quoted local parts): name@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** spec 01 §5: the login username must be a valid e-mail address. */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/**
 * spec 01 §5 and spec 02 §5: the e-mail existence check runs on at least 6 characters containing @ and a dot;
 * empty is allowed (nothing to check) and an invalid e-mail is never sent.
 */
export function isCheckableEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= 6 && trimmed.includes('@') && trimmed.includes('.') && isEmail(trimmed);
}
