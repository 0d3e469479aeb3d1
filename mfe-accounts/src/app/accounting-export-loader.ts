import { useCallback, useState } from 'react';
import { ensureAccountingTexts } from '../features/accounting-exports/texts';
import type { AccountingExportDialog } from './accounting-export-dialog';

type Dialog = typeof AccountingExportDialog;

let loading: Promise<Dialog> | undefined;

/**
 * The accounting export's dialog and its texts, fetched once (again after a failure): a chunk of their own, so the
 * statements and history pages that open it carry none of it on their first load (issue 51, the pages' byte budget).
 */
export function loadAccountingExportDialog(): Promise<Dialog> {
  loading ??= Promise.all([import('./accounting-export-dialog'), ensureAccountingTexts('accounting')]).then(
    ([module]) => module.AccountingExportDialog,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts fetching the dialog on a sign of intent (a pointer over or focus on its button); a failure waits for the press. */
export function preloadAccountingExportDialog(): void {
  loadAccountingExportDialog().catch(() => undefined);
}

/**
 * Opening the accounting export from a page: `open` fetches the dialog if need be and shows it (`Dialog` is set
 * while it is open); `failed` when its code could not be fetched (pressing again retries).
 */
export function useAccountingExportDialog() {
  const [phase, setPhase] = useState<'closed' | 'loading' | 'open' | 'failed'>('closed');
  const [component, setComponent] = useState<Dialog>();

  const open = useCallback(() => {
    setPhase('loading');
    loadAccountingExportDialog().then(
      (loaded) => {
        setComponent(() => loaded);
        setPhase('open');
      },
      () => setPhase('failed'),
    );
  }, []);
  const close = useCallback(() => setPhase('closed'), []);

  return {
    Dialog: phase === 'open' ? component : undefined,
    loading: phase === 'loading',
    failed: phase === 'failed',
    open,
    close,
  };
}
