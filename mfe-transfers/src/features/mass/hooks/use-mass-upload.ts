import {
  type MassProblem,
  type MassRow,
  type Pain001Details,
  checkMassRows,
  describeMassProblem,
  massRowsToCsv,
  normalizeMassRow,
  parseMassText,
  type MassMethod,
} from '@portal/api/mass';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Account } from '@portal/api/catalogue';
import { schemaErrors } from '../../../shared/form-validation';
import { serverRefusal, type ServerRefusal } from '../../../shared/server-refusal';
import { type UploadField, type UploadValues, uploadSchema } from '../schemas/mass-upload';
import { useMassBlockedBins } from '../api/blocked-bins';
import { useMassSummary } from '../api/transfer-mass';
import { massDraft } from '../utils/mass-draft';
import { originalLine, serverRowProblems } from '../utils/server-rows';
import { massConfirmPath } from '../utils/mass-tabs';
import { nextTask, timed, timedAsync } from '../utils/timing';
import { isPaymentXml, readMassFile } from '../utils/read-mass-file';

export const FIELD_IDS: Record<UploadField, string> = {
  batchName: 'mass-batch-name',
  accountId: 'mass-account',
  source: 'mass-source-file',
  text: 'mass-text',
  file: 'mass-file',
};

/** What was read: the rows (as fixed since) and the problems of the file as a whole. */
export interface ReadRows {
  rows: MassRow[];
  fileProblems: MassProblem[];
  /** The file's name, or undefined for pasted text. */
  fileName?: string;
  /**
   * Read from a pain.001 (issue 51 item 4): its rows are numbered by their order in the file, and what it says of
   * its debtor account and execution date is shown, never acted on (empty when refused or silent on both).
   */
  pain001?: Pain001Details;
}

export type Progress = { phase: 'upload'; percent: number } | { phase: 'summary' };

/** The state, queries and actions of `MassUpload`: the page lays out what this returns. */
export function useMassUpload({ method, accounts }: { method: MassMethod; accounts: readonly Account[] }) {
  const { t } = useTranslation('transfers');
  const navigate = useNavigate();
  const kept = massDraft.get();
  const restored = kept?.method === method ? kept : undefined;
  const [read, setRead] = useState<ReadRows | undefined>(
    restored ? { rows: restored.rows, fileProblems: [] } : undefined,
  );
  const [file, setFile] = useState<File>();
  const [reading, setReading] = useState(false);
  const [readFailed, setReadFailed] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [editing, setEditing] = useState<number>();
  const [duplicatesAccepted, setDuplicatesAccepted] = useState(false);
  const [continueTried, setContinueTried] = useState(false);
  const [progress, setProgress] = useState<Progress>();
  const [refusal, setRefusal] = useState<ServerRefusal>();
  // What the sandbox refused of rows the browser passed, by line; a fixed or removed row loses its own.
  const [serverProblems, setServerProblems] = useState<ReadonlyMap<number, readonly string[]>>(new Map());
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  // Each reading moves focus to its results once they are on the page (not before React has rendered them).
  const [readCount, setReadCount] = useState(0);
  useEffect(() => {
    if (readCount > 0) resultsHeading.current?.focus();
  }, [readCount]);
  const blockedBins = useMassBlockedBins(method === 'oct');
  const summary = useMassSummary();

  const form = useFormik<UploadValues>({
    initialValues: {
      batchName: restored?.batchName ?? '',
      accountId: restored?.accountId ?? (accounts.length === 1 ? accounts[0]?.accountId : undefined),
      source: 'file',
      text: '',
    },
    validate: (values) => schemaErrors(uploadSchema, values, { fileChosen: file !== undefined }, t),
    onSubmit: async (values) => {
      setReading(true);
      setReadFailed(false);
      setRefusal(undefined);
      try {
        // Measured for `npm run bench` (issue 15: the browser's check of a 5,000-row file).
        // Pasted rows are parsed after a yield, as a file is after its reading: the busy button paints first
        // (issue 49 item 3: long work yields and shows progress).
        const result = await timedAsync('mass-read', () =>
          values.source === 'file' && file
            ? readMassFile(method, file)
            : nextTask().then(() => parseMassText(method, values.text)),
        );
        const fromFile = values.source === 'file' ? file : undefined;
        setRead({
          rows: result.rows,
          fileProblems: result.problems,
          fileName: fromFile?.name,
          pain001: fromFile !== undefined && isPaymentXml(fromFile) ? (result.pain001 ?? {}) : undefined,
        });
        setServerProblems(new Map());
        setShowAll(false);
        setDuplicatesAccepted(false);
        setContinueTried(false);
        setReadCount((count) => count + 1);
      } catch {
        setReadFailed(true);
      } finally {
        setReading(false);
      }
    },
  });
  const { values } = form;
  const account = accounts.find((item) => item.accountId === values.accountId);

  // A file chosen or removed changes what the schema checks.
  useEffect(() => {
    if (form.submitCount > 0) void form.validateForm();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  const checked = useMemo(
    () =>
      read
        ? timed('mass-check', () =>
            checkMassRows(method, read.rows, {
              accountCurrency: account?.currencyCode,
              blockedBins: blockedBins.data,
            }),
          )
        : [],
    [read, method, account?.currencyCode, blockedBins.data],
  );
  const wrong = checked.filter((row) => row.problems.length > 0 || serverProblems.has(row.line));
  const duplicates = checked.filter((row) => row.duplicateOf !== undefined);
  const shownRows = showAll
    ? checked
    : checked.filter(
        (row) => row.problems.length > 0 || row.duplicateOf !== undefined || serverProblems.has(row.line),
      );
  const fileRefused = (read?.fileProblems ?? []).length > 0;
  const editingRow = read?.rows.find((row) => row.line === editing);

  const shown = (field: UploadField) =>
    form.submitCount > 0 || form.touched[field as keyof UploadValues]
      ? (form.errors as Partial<Record<UploadField, string>>)[field]
      : undefined;

  const updateRows = (line: number, change: (rows: MassRow[]) => MassRow[]) => {
    setRead((current) => (current ? { ...current, rows: change(current.rows) } : current));
    setServerProblems((current) => {
      const next = new Map(current);
      next.delete(line);
      return next;
    });
    setRefusal(undefined);
  };

  const downloadRejected = () => {
    const csv = massRowsToCsv(
      method,
      wrong.map((row) => ({
        values: row.values,
        extra: [
          String(row.line),
          [...row.problems.map(describeMassProblem), ...(serverProblems.get(row.line) ?? [])].join('; '),
        ],
      })),
      { extraHeaders: ['line', 'problems'] },
    );
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${values.batchName.trim() || method}-rejected.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const ready = read !== undefined && !fileRefused && checked.length > 0 && wrong.length === 0;
  const proceed = async () => {
    setContinueTried(true);
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      void form.submitForm();
      return;
    }
    if (!ready || !account || (duplicates.length > 0 && !duplicatesAccepted)) return;
    const rows = checked.map((row) => ({ line: row.line, values: normalizeMassRow(method, row.values) }));
    const csv = massRowsToCsv(method, rows);
    const batchName = values.batchName.trim();
    setRefusal(undefined);
    setProgress({ phase: 'upload', percent: 0 });
    try {
      const answer = await summary.mutateAsync({
        request: { batchName, accountId: account.accountId, method },
        file: new File([csv], `${method}-batch.csv`, { type: 'text/csv' }),
        onUploadProgress: ({ loaded, total }) => {
          // Once the file is up the sandbox adds every row's fee: a progress of its own (no percentage to tell).
          if (total > 0 && loaded >= total) setProgress({ phase: 'summary' });
          else setProgress({ phase: 'upload', percent: total > 0 ? Math.round((loaded / total) * 100) : 0 });
        },
      });
      massDraft.set({
        method,
        batchName,
        accountId: account.accountId,
        currencyCode: account.currencyCode,
        rows,
        summary: answer,
      });
      void navigate(massConfirmPath(method));
    } catch (failure) {
      // The sandbox counts lines of the file sent; the table shows the customer's own lines.
      const rowsRefused = new Map(
        [...serverRowProblems(failure)].map(
          ([line, problems]) => [originalLine(line, rows), problems] as const,
        ),
      );
      setServerProblems(rowsRefused);
      setRefusal(serverRefusal(failure, t));
      if (rowsRefused.size > 0) setShowAll(false);
    } finally {
      setProgress(undefined);
    }
  };

  return {
    read,
    setFile,
    reading,
    readFailed,
    showAll,
    setShowAll,
    setEditing,
    duplicatesAccepted,
    setDuplicatesAccepted,
    continueTried,
    progress,
    refusal,
    serverProblems,
    resultsHeading,
    blockedBins,
    form,
    values,
    account,
    checked,
    wrong,
    duplicates,
    shownRows,
    fileRefused,
    editingRow,
    shown,
    updateRows,
    downloadRejected,
    ready,
    proceed,
  };
}
