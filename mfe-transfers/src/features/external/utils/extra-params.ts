import type { ExtraParam } from '@portal/api/catalogue';
import { visibleExtraParams } from '@portal/api/validation';
import { PAYEE_FIELDS, type ExternalFormValues } from './form-values';

/**
 * The extra parameters' values as the parameters see them: the form's own, and the payee fields that answer a
 * parameter of the same name (eft bank and branch, the instant key type), which are filled once, as payee fields.
 */
export function extraParamValuesOf(
  values: Pick<ExternalFormValues, 'extraParams' | 'payee'>,
): Record<string, string> {
  const merged: Record<string, string> = { ...values.extraParams };
  for (const field of PAYEE_FIELDS) if (values.payee[field] !== '') merged[field] = values.payee[field];
  return merged;
}

/** Whether a parameter is asked as a payee field rather than among the extra parameters. */
export const isPayeeParam = (param: ExtraParam) => (PAYEE_FIELDS as readonly string[]).includes(param.name);

/** The visible parameters (see {@link visibleExtraParams}) the extra parameters' fields show: not the payee's. */
export function shownExtraParams(
  params: readonly ExtraParam[],
  values: Pick<ExternalFormValues, 'extraParams' | 'payee'>,
): ExtraParam[] {
  return visibleExtraParams(params, extraParamValuesOf(values)).filter((param) => !isPayeeParam(param));
}
