import type { ExternalFormValues, PayeeField } from '../utils/form-values';

/** What every kind's payee fields get from the page. */
export interface PayeeFieldsProps {
  values: ExternalFormValues;
  /** The message to show on a field now (the browser's check once touched, or the server's refusal). */
  errorOf: (field: PayeeField | 'instantHolderConfirmed') => string | undefined;
  onChange: (field: PayeeField, value: string) => void;
  onBlur: (field: PayeeField) => void;
  /** Several fields at once (a saved card fills the number and the holder). */
  onPatch: (patch: Partial<ExternalFormValues>) => void;
}

/** Stable ids of the payee inputs: labels in tests and focus after a refusal use them. */
export const payeeFieldId = (field: string) => `external-${field}`;
