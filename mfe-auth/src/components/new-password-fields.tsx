import type { FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { unmetPasswordRules } from '@portal/api/validation';
import { TextField } from '@portal/ui/components';
import { PasswordRules } from './password-rules';

/** A new password and its repeat, as the forms that set one hold them. */
export interface NewPasswordValues {
  password: string;
  repeat: string;
}

/** The problems of the pair, as text keys under `formErrors`: both needed, the password rule, the repeat equal. */
export function newPasswordErrors({
  password,
  repeat,
}: NewPasswordValues): Partial<Record<keyof NewPasswordValues, string>> {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  if (!password) errors.password = 'passwordRequired';
  else if (unmetPasswordRules(password).length > 0) errors.password = 'passwordRules';
  if (!repeat) errors.repeat = 'repeatRequired';
  else if (password && repeat !== password) errors.repeat = 'passwordsDiffer';
  return errors;
}

/** The pair's formik `validate`: {@link newPasswordErrors} as the user's texts. */
export function useNewPasswordValidate(): (
  values: NewPasswordValues,
) => Partial<Record<keyof NewPasswordValues, string>> {
  const { t } = useTranslation('auth');
  return (values) =>
    Object.fromEntries(
      Object.entries(newPasswordErrors(values)).map(([field, key]) => [field, t(`formErrors.${key}`)]),
    );
}

/**
 * The new password, its rules ticking off as the user types, and its repeat (activation of an employee, password
 * reset); the form's `validate` is {@link useNewPasswordValidate}.
 */
export function NewPasswordFields({
  form,
  rulesId,
  passwordLabel,
  repeatLabel,
}: {
  form: FormikProps<NewPasswordValues>;
  /** The id of the rules checklist the password field references. */
  rulesId: string;
  passwordLabel: string;
  repeatLabel: string;
}) {
  return (
    <>
      <TextField
        label={passwordLabel}
        name="password"
        type="password"
        autoComplete="new-password"
        aria-describedby={rulesId}
        value={form.values.password}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.password ? form.errors.password : undefined}
      />
      <PasswordRules id={rulesId} value={form.values.password} />
      <TextField
        label={repeatLabel}
        name="repeat"
        type="password"
        autoComplete="new-password"
        value={form.values.repeat}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
        error={form.touched.repeat ? form.errors.repeat : undefined}
      />
    </>
  );
}
