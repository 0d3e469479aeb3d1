import { getIn, type FormikErrors, type FormikProps } from 'formik';
import { FORM_FIELDS, type ContractFormValues } from './contract-form';

export type ContractForm = FormikProps<ContractFormValues>;

/** A field's error once touched (or after a submit); an obligations list's own error or its first item's. */
export function errorOf(form: ContractForm, name: string): string | undefined {
  if (!getIn(form.touched, name) && form.submitCount === 0) return undefined;
  const error = getIn(form.errors, name) as unknown;
  return typeof error === 'string' ? error : undefined;
}

/** The errors in field order, as the alert over the form names them. */
export function errorLines(
  errors: FormikErrors<ContractFormValues>,
  label: (field: string) => string,
): string[] {
  const lines: string[] = [];
  for (const field of FORM_FIELDS) {
    const error = errors[field] as unknown;
    if (field === 'companyId' && !error && errors.counterpartyId) continue;
    if (typeof error === 'string') lines.push(`${label(field)}: ${error}`);
    else if (Array.isArray(error)) {
      const first = error.find((item): item is string => typeof item === 'string');
      if (first) lines.push(`${label(field)}: ${first}`);
    }
  }
  if (errors.counterpartyId && !errors.counterpartyEmail)
    lines.unshift(`${label('counterpartyEmail')}: ${errors.counterpartyId}`);
  return lines;
}
