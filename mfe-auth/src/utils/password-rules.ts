import { PASSWORD_RULE } from '@portal/api/contract';

/** The rules a new password must meet: the length the sandbox enforces (PASSWORD_RULE) plus a letter and a digit. */
export const PASSWORD_CHECKS = [
  {
    key: 'length',
    test: (value: string) =>
      value.length >= PASSWORD_RULE.minLength && value.length <= PASSWORD_RULE.maxLength,
  },
  { key: 'letter', test: (value: string) => /\p{L}/u.test(value) },
  { key: 'digit', test: (value: string) => /\d/.test(value) },
] as const;

export type PasswordCheck = (typeof PASSWORD_CHECKS)[number]['key'];

/** The rules `value` does not meet yet, in display order. */
export function unmetPasswordRules(value: string): PasswordCheck[] {
  return PASSWORD_CHECKS.filter((check) => !check.test(value)).map((check) => check.key);
}
