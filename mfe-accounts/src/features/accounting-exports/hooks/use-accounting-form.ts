import { useCallback, useMemo, useState } from 'react';
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

  // The accounts may come after the form opened (the page's balances still loading): the format shown and sent is
  // always one the chosen account can have.
  const effective = useMemo(() => withAvailableFormat(values, accounts), [values, accounts]);

  const prepare = useCallback(
    (today: string = utcToday()): AccountingExportRequest | 'csv' | undefined => {
      const { available } = accountFormats(accounts, effective.accountId);
      const found = validateAccountingForm(effective, today, available);
      setErrors(found);
      const first = ACCOUNTING_FIELDS.find((field) => found[field]);
      if (first) {
        document.getElementById(accountingFieldId(first))?.focus();
        return undefined;
      }
      return effective.format === 'csv' ? 'csv' : accountingRequest(effective, today);
    },
    [effective, accounts],
  );

  return { values: effective, errors, change, prepare };
}
