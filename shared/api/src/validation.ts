/** Validation rules the spec states once and many forms use. */

// A practical address check (no quoted local parts): name@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** spec 01 §5: the shortest e-mail the back end takes. */
export const EMAIL_MIN_LENGTH = 6;

/** spec 01 §5: a valid e-mail address (the login username among others): at least 6 characters, @ and a dot. */
export function isEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length >= EMAIL_MIN_LENGTH && EMAIL.test(trimmed);
}

/**
 * spec 01 §5 and spec 02 §5: the e-mail existence check runs on at least 6 characters containing @ and a dot;
 * empty is allowed (nothing to check) and an invalid e-mail is never sent.
 */
export function isCheckableEmail(value: string): boolean {
  return isEmail(value);
}
