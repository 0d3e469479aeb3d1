import { useCallback, useEffect, useRef, useState } from 'react';
import type { MethodClient } from '@portal/api/client';
import type { HistoryExportRequest } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { useServices, useSubject } from '@portal/session/react';
import { actingCustomerId$, user$ } from '@portal/session/session';
import { fetchExportStatus } from '../api/export-status';
import { startHistoryExport } from '../api/export-transaction-history';
import { sendExportToEmail } from '../api/send-export-to-email';
import { absoluteDownloadUrl } from '../utils/download-url';

/** How often a running export's status is read. */
export const EXPORT_POLL_MS = 500;

export interface ExportDone {
  phase: 'done';
  exportId: string;
  rows: number;
  fileName: string;
  /** Absolute download URL (the status's `url` resolved against the API base). */
  url: string;
}

export type ExportState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'running'; exportId: string; progress: number; rows: number }
  | ExportDone
  | { phase: 'failed'; error: unknown };

/** The server said the export failed (status `failed`, or `done` without a file). */
export class ExportFailedError extends Error {
  constructor() {
    super('export failed');
    this.name = 'ExportFailedError';
  }
}

/**
 * How another kind of export starts on the server (an accounting statement, issue 51): it answers the exportId, and
 * from there the export is an ordinary one (status, download, e-mail).
 */
export type ExportStart = (method: MethodClient) => Promise<string>;

/** What an export is started from: a history filter (CSV, spec 02 §7), or another kind's own start. */
export type ExportRequest = HistoryExportRequest | ExportStart;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const clampProgress = (value: unknown) => Math.min(100, Math.max(0, Math.round(Number(value) || 0)));

/**
 * An export (spec 02 §7): a CSV of history, a month's statement, or any kind that starts with an
 * {@link ExportStart} and is followed as they are (an accounting statement, issue 51). Start it, poll its status every
 * {@link EXPORT_POLL_MS} showing progress and rows, then hand the file to the user through the shell
 * (`download.requested`: a browser download, or the host app in embedded mode, spec 01 §1). One export at a time;
 * starting again, cancelling or unmounting stops the polling of the previous one.
 */
export function useHistoryExport() {
  const { method, apiBaseUrl } = useServices();
  const user = useSubject(user$);
  const actingCustomerId = useSubject(actingCustomerId$);
  const [state, setState] = useState<ExportState>({ phase: 'idle' });
  // Each start gets a number; an answer for an older number is ignored (cancelled or superseded).
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const download = useCallback((done: Pick<ExportDone, 'url' | 'fileName'>) => {
    bus.publish('download.requested', { url: done.url, fileName: done.fileName });
  }, []);

  /**
   * Runs an export to its end. With `download` (the default) the file goes to the user when ready. Answers the
   * finished export, or undefined when it failed or was cancelled.
   */
  const start = useCallback(
    async (
      request: ExportRequest,
      { download: deliver = true }: { download?: boolean } = {},
    ): Promise<ExportDone | undefined> => {
      run.current += 1;
      const mine = run.current;
      const current = () => run.current === mine;
      setState({ phase: 'starting' });
      try {
        const exportId =
          typeof request === 'function' ? await request(method) : await startHistoryExport(method, request);
        if (!current()) return undefined;
        setState({ phase: 'running', exportId, progress: 0, rows: 0 });
        for (;;) {
          const status = await fetchExportStatus(method, exportId);
          if (!current()) return undefined;
          if (status.status === 'failed' || (status.status === 'done' && !status.url))
            throw new ExportFailedError();
          if (status.status === 'done') {
            const done: ExportDone = {
              phase: 'done',
              exportId,
              rows: Number(status.rows) || 0,
              fileName: status.fileName,
              url: absoluteDownloadUrl(status.url as string, apiBaseUrl),
            };
            setState(done);
            if (deliver) download(done);
            return done;
          }
          setState({
            phase: 'running',
            exportId,
            progress: clampProgress(status.progress),
            rows: Number(status.rows) || 0,
          });
          await wait(EXPORT_POLL_MS);
          if (!current()) return undefined;
        }
      } catch (error) {
        if (current()) setState({ phase: 'failed', error });
        return undefined;
      }
    },
    [method, apiBaseUrl, download],
  );

  /** Stops following the export (the server has no cancel; the file simply expires). */
  const cancel = useCallback(() => {
    run.current += 1;
    setState({ phase: 'idle' });
  }, []);

  /**
   * Export send to email (spec 02 §7) of a finished export; a business user acting for a company sends its
   * customer id as fromCustomerId.
   */
  const sendToEmail = useCallback(
    (exportId: string, email: string) =>
      sendExportToEmail(method, {
        exportId,
        email: email.trim(),
        ...(user?.customerType === 1 && actingCustomerId !== undefined
          ? { fromCustomerId: actingCustomerId }
          : {}),
      }),
    [method, user?.customerType, actingCustomerId],
  );

  return { state, start, cancel, download, sendToEmail };
}
