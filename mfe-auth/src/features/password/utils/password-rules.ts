import { PASSWORD_RULE, type ChangePasswordRequest } from '@portal/api/catalogue';
import { passwordProblem, type PasswordProblem } from '@portal/api/validation';

export type PasswordField = keyof ChangePasswordRequest;

/** A broken rule: the text key under `security.password.errors` and its values. */
export interface RuleError {
  key: string;
  values?: Record<string, number>;
}

/** The texts of the shared password rule's problems under `security.password.errors`. */
const NEW_PASSWORD_ERRORS: Record<PasswordProblem, RuleError> = {
  passwordShort: {
    key: 'tooShort',
    values: { min: PASSWORD_RULE.minLength, count: PASSWORD_RULE.minLength },
  },
  passwordLong: { key: 'tooLong', values: { max: PASSWORD_RULE.maxLength, count: PASSWORD_RULE.maxLength } },
  passwordMix: { key: 'letterAndDigit' },
};

/**
 * spec 02 §5: all three fields are needed; the new password follows the shared rule (PASSWORD_RULE: length) and
 * has a letter and a digit, differs from the current one, and is repeated exactly.
 */
export function passwordChangeErrors(
  values: ChangePasswordRequest,
): Partial<Record<PasswordField, RuleError>> {
  const errors: Partial<Record<PasswordField, RuleError>> = {};
  const { password, passwordNew, passwordNewRepeat } = values;
  if (!password) errors.password = { key: 'currentRequired' };
  const problem = passwordNew ? passwordProblem(passwordNew) : undefined;
  if (!passwordNew) errors.passwordNew = { key: 'newRequired' };
  else if (problem) errors.passwordNew = NEW_PASSWORD_ERRORS[problem];
  else if (passwordNew === password) errors.passwordNew = { key: 'sameAsCurrent' };
  if (!passwordNewRepeat) errors.passwordNewRepeat = { key: 'repeatRequired' };
  else if (passwordNew && passwordNewRepeat !== passwordNew) errors.passwordNewRepeat = { key: 'mismatch' };
  return errors;
}
