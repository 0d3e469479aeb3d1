import { PASSWORD_RULE } from '@portal/api/catalogue';

/**
 * What is wrong with a new password, as TA1 `field: reason` lines: the shared PASSWORD_RULE lengths, and at
 * least one letter and one digit. Empty when it is fine. The forms check the same rule before sending.
 */
export function passwordRuleViolations(field: string, password: string): string[] {
  const lines: string[] = [];
  if (password.length < PASSWORD_RULE.minLength)
    lines.push(`${field}: must be at least ${PASSWORD_RULE.minLength} characters`);
  if (password.length > PASSWORD_RULE.maxLength)
    lines.push(`${field}: must be at most ${PASSWORD_RULE.maxLength} characters`);
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password))
    lines.push(`${field}: must contain at least one letter and one digit`);
  return lines;
}
