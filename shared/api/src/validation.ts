/** Validation rules the spec states once and many forms use. */
import { PASSWORD_RULE } from './catalogue/access';
import type { ExtraParam } from './catalogue/cards';

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

/**
 * The rules a new password must meet, in display order: the length the sandbox enforces (PASSWORD_RULE) plus a
 * letter and a digit. The portal's forms and the sandbox check the same rule.
 */
export const PASSWORD_CHECKS = [
  {
    key: 'length',
    test: (value: string) =>
      value.length >= PASSWORD_RULE.minLength && value.length <= PASSWORD_RULE.maxLength,
  },
  { key: 'letter', test: (value: string) => /\p{L}/u.test(value) },
  { key: 'digit', test: (value: string) => /\p{Nd}/u.test(value) },
] as const;

export type PasswordCheck = (typeof PASSWORD_CHECKS)[number]['key'];

/** The password rules `value` does not meet yet, in display order. */
export function unmetPasswordRules(value: string): PasswordCheck[] {
  return PASSWORD_CHECKS.filter((check) => !check.test(value)).map((check) => check.key);
}

/** Why a new password is refused: too short, too long, or without a letter and a digit. */
export type PasswordProblem = 'passwordShort' | 'passwordLong' | 'passwordMix';

/** The first rule a new password breaks (length first), or undefined when it is fine. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length < PASSWORD_RULE.minLength) return 'passwordShort';
  if (password.length > PASSWORD_RULE.maxLength) return 'passwordLong';
  return unmetPasswordRules(password).length > 0 ? 'passwordMix' : undefined;
}

/**
 * The extra parameters to fill (spec 02 §5: only the parameters without options are used, plus those nested
 * inside options). A parameter with options is the choice itself, shown as a select; of its nested parameters
 * only those of the chosen option apply. Depth first, in the server's order. An option's value may arrive as a
 * number (numeric strings are converted): it is compared as text.
 */
export function visibleExtraParams(
  params: readonly ExtraParam[],
  values: Readonly<Record<string, string>>,
): ExtraParam[] {
  return params.flatMap((param) => {
    if (!param.options || param.options.length === 0) return [param];
    const chosen = param.options.find((option) => String(option.value) === values[param.name]);
    return [param, ...visibleExtraParams(chosen?.extraParams ?? [], values)];
  });
}

export type ExtraParamError = 'required' | 'pattern';

/** A required parameter must be filled; a filled one must match its pattern (the whole value, trimmed). */
export function extraParamProblem(param: ExtraParam, value: string | undefined): ExtraParamError | undefined {
  const text = (value ?? '').trim();
  if (text === '') return param.required ? 'required' : undefined;
  return param.pattern && !new RegExp(`^(?:${param.pattern})$`).test(text) ? 'pattern' : undefined;
}

/** The problems of the visible parameters, by name ({@link extraParamProblem}). */
export function extraParamErrors(
  visible: readonly ExtraParam[],
  values: Readonly<Record<string, string>>,
): Record<string, ExtraParamError> {
  const errors: Record<string, ExtraParamError> = {};
  for (const param of visible) {
    const problem = extraParamProblem(param, values[param.name]);
    if (problem) errors[param.name] = problem;
  }
  return errors;
}

/** The values sent: only those of the visible parameters, trimmed, empty ones left out. */
export function extraParamValues(
  visible: readonly ExtraParam[],
  values: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    visible
      .map((param) => [param.name, (values[param.name] ?? '').trim()] as const)
      .filter(([, value]) => value !== ''),
  );
}
