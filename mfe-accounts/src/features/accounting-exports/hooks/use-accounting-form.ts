import { useCallback, useState } from 'react';
import type { AccountingExportRequest } from '@portal/api/catalogue';
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
 * shows the errors, focuses the first field in error and answers undefined (DESIGN §4).
 */
export function useAccountingForm(initial: () => AccountingFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AccountingFieldErrors>({});

  const change = useCallback((patch: Partial<AccountingFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const cleared = new Set<string>(Object.keys(patch));
      // Another kind of period asks other fields; the order and length errors stand on the last day.
      if ('period' in patch) ['month', 'fromDate', 'toDate'].forEach((field) => cleared.add(field));
      if ('fromDate' in patch) cleared.add('toDate');
      const left = Object.entries(current).filter(([field]) => !cleared.has(field));
      return left.length === Object.keys(current).length ? current : Object.fromEntries(left);
    });
  }, []);

  const prepare = useCallback(
    (today: string = utcToday()): AccountingExportRequest | 'csv' | undefined => {
      const found = validateAccountingForm(values, today);
      setErrors(found);
      const first = ACCOUNTING_FIELDS.find((field) => found[field]);
      if (first) {
        document.getElementById(accountingFieldId(first))?.focus();
        return undefined;
      }
      return values.format === 'csv' ? 'csv' : accountingRequest(values, today);
    },
    [values],
  );

  return { values, errors, change, prepare };
}
