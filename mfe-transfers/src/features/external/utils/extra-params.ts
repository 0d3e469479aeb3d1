import type { ExtraParam } from '@portal/api/contract';

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

/** Required parameters must be filled; a filled one must match its pattern (the whole value). */
export function extraParamErrors(
  visible: readonly ExtraParam[],
  values: Readonly<Record<string, string>>,
): Record<string, ExtraParamError> {
  const errors: Record<string, ExtraParamError> = {};
  for (const param of visible) {
    const value = (values[param.name] ?? '').trim();
    if (value === '') {
      if (param.required) errors[param.name] = 'required';
    } else if (param.pattern && !new RegExp(`^(?:${param.pattern})$`).test(value)) {
      errors[param.name] = 'pattern';
    }
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
