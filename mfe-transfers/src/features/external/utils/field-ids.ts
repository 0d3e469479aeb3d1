import { type FormField } from './refusal';

/** Ids of the form's own inputs, for labels and for focus after a refused check. */
export const FIELD_IDS: Record<FormField | 'type', string> = {
  countryCode: 'external-country',
  type: 'external-kind',
  accountId: 'external-account',
  amount: 'external-amount',
  reference: 'external-reference',
  templateName: 'external-template-name',
};

export function focusById(id: string) {
  const element = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[name="${id}"]`);
  element?.focus();
}
