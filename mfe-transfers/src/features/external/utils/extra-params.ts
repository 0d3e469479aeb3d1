import type { ExtraParam } from '@portal/api/contract';
import { PAYEE_FIELDS, type ExternalFormValues } from './form-values';

/**
 * The extra parameters to fill (spec 02 §5: only the parameters without options are used, plus those nested
 * inside options). A parameter with options is the choice itself, shown as a select; of its nested parameters
 * only those of the chosen option apply. Depth first, in the server's order.
 */
export function visibleExtraParams(
  params: readonly ExtraParam[],
  values: Readonly<Record<string, string>>,
): ExtraParam[] {
  return params.flatMap((param) => {
    if (!param.options || param.options.length === 0) return [param];
    const chosen = param.options.find((option) => option.value === values[param.name]);
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
