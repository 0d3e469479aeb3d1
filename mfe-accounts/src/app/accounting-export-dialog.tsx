import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCOUNTING_FORMATS, type Account, type HistoryExportRequest } from '@portal/api/catalogue';
import { startAccountingExport } from '../features/accounting-exports/api/export-accounting-statement';
import { AccountingExportFields } from '../features/accounting-exports/components/accounting-export-fields';
import { useAccountingForm } from '../features/accounting-exports/hooks/use-accounting-form';
import {
  initialAccountingForm,
  utcToday,
  type ExportFormat,
} from '../features/accounting-exports/utils/accounting-period';
import { ExportDialog } from '../features/exports/components/export-dialog';
import type { ExportRequest } from '../features/exports/hooks/use-history-export';

/**
 * The export of a statement for accounting software (issue 51 item 1), in the exports' dialog: a format, an account
 * and a period, then progress, download or e-mail as every export. With `csv` (the history's export) the CSV of the
 * filter on screen is the first format, chosen at first, and the accounting formats take the filter's account and
 * dates. Combines two features, so it lives in app/; the pages load it, with its texts, when it is opened.
 */
export function AccountingExportDialog({
  accounts,
  accountId,
  fromDate,
  toDate,
  csv,
  onClose,
}: {
  accounts: readonly Account[];
  /** The page's account, chosen at first. */
  accountId?: number;
  /** The history filter's dates, the period chosen at first; else the last complete month. */
  fromDate?: string;
  toDate?: string;
  csv?: { request: HistoryExportRequest; summary: ReactNode };
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  // The day the form was opened: its month list and date limits do not move while it is filled in.
  const [today] = useState(utcToday);
  // An account camt.053 cannot carry (BTC) starts at MT940: the form gives every account a format it can have.
  const form = useAccountingForm(
    () => initialAccountingForm({ accountId, fromDate, toDate, format: csv ? 'csv' : 'camt053' }, today),
    accounts,
  );
  const formats: readonly ExportFormat[] = csv ? ['csv', ...ACCOUNTING_FORMATS] : ACCOUNTING_FORMATS;
  const isCsv = form.values.format === 'csv';

  const prepare = (): ExportRequest | undefined => {
    const chosen = form.prepare(today);
    if (chosen === 'csv') return csv?.request;
    return chosen && ((method) => startAccountingExport(method, chosen));
  };

  return (
    <ExportDialog
      open
      title={isCsv ? undefined : t('accounting.title')}
      intro={isCsv ? undefined : t('accounting.intro')}
      summary={isCsv ? csv?.summary : undefined}
      prepare={prepare}
      onClose={onClose}
    >
      <AccountingExportFields
        accounts={accounts}
        formats={formats}
        values={form.values}
        errors={form.errors}
        today={today}
        onChange={form.change}
      />
    </ExportDialog>
  );
}
