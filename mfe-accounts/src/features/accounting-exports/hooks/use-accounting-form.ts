import { useCallback, useState } from 'react';
import type { Account, AccountingExportRequest } from '@portal/api/catalogue';
import { accountFormats, withAvailableFormat } from '../utils/accounting-formats';
import {
  ACCOUNTING_FIELDS,
  accountingRequest,
  utcToday,
  validateAccountingForm,
  type AccountingField,
  type AccountingFieldErrors,
  type AccountingFormValues,
} from '../utils/accounting-period';

/** Ids of the fields, so a refused submit can move focus to the first one in error. */
export const accountingFieldId = (field: AccountingField) => `accounting-${field}`;

/**
 * The accounting export's form state: its values, the errors of the last refused submit (a field's error goes as
 * soon as it is changed), and `prepare`, which checks the form as the server would and answers the request, or
 * shows the errors, focuses the first field in error and answers undefined (DESIGN §4). The format follows the
 * account: one the account cannot have (camt.053 for BTC) moves to the first it can, as the form opens and on
 * every change; an account with no format at all (USDT) is refused on its field.
 */
export function useAccountingForm(initial: () => AccountingFormValues, accounts: readonly Account[]) {
  const [values, setValues] = useState(() => withAvailableFormat(initial(), accounts));
  const [errors, setErrors] = useState<AccountingFieldErrors>({});

  const change = useCallback(
    (patch: Partial<AccountingFormValues>) => {
      setValues((current) => withAvailableFormat({ ...current, ...patch }, accounts));
      setErrors((current) => {
        const cleared = new Set<string>(Object.keys(patch));
        // Another kind of period asks other fields; the order and length errors stand on the last day.
        if ('period' in patch) ['month', 'fromDate', 'toDate'].forEach((field) => cleared.add(field));
        if ('fromDate' in patch) cleared.add('toDate');
        const left = Object.entries(current).filter(([field]) => !cleared.has(field));
        return left.length === Object.keys(current).length ? current : Object.fromEntries(left);
      });
    },
    [accounts],
  );

  const prepare = useCallback(
    (today: string = utcToday()): AccountingExportRequest | 'csv' | undefined => {
      const { available } = accountFormats(accounts, values.accountId);
      const found = validateAccountingForm(values, today, available);
      setErrors(found);
      const first = ACCOUNTING_FIELDS.find((field) => found[field]);
      if (first) {
        document.getElementById(accountingFieldId(first))?.focus();
        return undefined;
      }
      return values.format === 'csv' ? 'csv' : accountingRequest(values, today);
    },
    [values, accounts],
  );

  return { values, errors, change, prepare };
}
