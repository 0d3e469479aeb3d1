import { extraParamPath, payeePath } from '../api/transfer-external';
import { extraParamId } from '../components/extra-param-fields';
import { payeeFieldId } from '../components/payee-field-props';
import { FIELD_IDS } from './field-ids';
import { PAYEE_FIELDS } from './form-values';
import type { FormField, Refusal } from './refusal';

/** The first field to fix after a check before the review, in the form's order; a server refusal counts too. */
export function firstProblemId(
  problems: Readonly<Record<string, string | undefined>>,
  refusal: Refusal | undefined,
  shownParams: readonly { name: string }[],
): string | undefined {
  const formOrder: (FormField | 'type')[] = ['countryCode', 'type', 'accountId'];
  for (const field of formOrder)
    if (problems[field] || (field !== 'type' && refusal?.fields[field])) return FIELD_IDS[field];
  for (const field of PAYEE_FIELDS)
    if (problems[payeePath(field)] || refusal?.payee[field]) return payeeFieldId(field);
  if (problems.instantHolderConfirmed) return payeeFieldId('instantHolderConfirmed');
  for (const param of shownParams)
    if (problems[extraParamPath(param.name)] || refusal?.extraParams[param.name])
      return extraParamId(param.name);
  for (const field of ['amount', 'reference', 'templateName'] as const)
    if (problems[field] || refusal?.fields[field]) return FIELD_IDS[field];
  return undefined;
}

/** The first field the server refused (its notice when none is a field), to take the focus there. */
export function firstRefusedId(laidOut: Refusal): string | undefined {
  for (const field of PAYEE_FIELDS) if (laidOut.payee[field]) return payeeFieldId(field);
  const param = Object.keys(laidOut.extraParams)[0];
  if (param) return extraParamId(param);
  for (const field of ['countryCode', 'accountId', 'amount', 'reference', 'templateName'] as const)
    if (laidOut.fields[field]) return FIELD_IDS[field];
  return 'external-notice';
}
