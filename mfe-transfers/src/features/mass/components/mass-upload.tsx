import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { number, object, string } from 'yup';
import type { Account } from '@portal/api/catalogue';
import {
  checkMassRows,
  describeMassProblem,
  massRowsToCsv,
  normalizeMassRow,
  parseMassText,
  type MassMethod,
  type MassProblem,
  type MassRow,
} from '@portal/api/mass';
import { Alert, Button, Card, TextField } from '@portal/ui/components';
import { AccountSelect } from '../../../shared/account-select';
import { fieldProblem, schemaErrors } from '../../../shared/form-validation';
import { serverRefusal, type ServerRefusal } from '../../../shared/server-refusal';
import shared from '../../../shared/shared.module.css';
import { useMassBlockedBins } from '../api/blocked-bins';
import { useMassSummary } from '../api/transfer-mass';
import { massDraft } from '../utils/mass-draft';
import { massProblemText } from '../utils/mass-texts';
import { originalLine, serverRowProblems } from '../utils/server-rows';
import { massConfirmPath } from '../utils/mass-tabs';
import { timed, timedAsync } from '../utils/timing';
import { MASS_FILE_ACCEPT, readMassFile } from '../utils/read-mass-file';
import { MassRowEditor } from './mass-row-editor';
import { MassRowsTable } from './mass-rows-table';
import { MassSampleLinks } from './mass-sample-links';
import styles from './mass.module.css';

/** Ours: a batch name people can tell apart in the approval queue and the history. */
export const BATCH_NAME_MAX = 100;

interface UploadValues {
  batchName: string;
  accountId: number | undefined;
  source: 'file' | 'paste';
  text: string;
}
type UploadField = keyof UploadValues | 'file';

interface UploadContext {
  fileChosen: boolean;
}

/** The mass form before its rows are read: a batch name, the paying account, and a file or pasted rows. */
const uploadSchema = object({
  batchName: string()
    .default('')
    .test('required', fieldProblem('mass.errors.batchNameRequired'), (value) => (value ?? '').trim() !== '')
    .test(
      'length',
      fieldProblem('mass.errors.batchNameLength', { max: BATCH_NAME_MAX, count: BATCH_NAME_MAX }),
      (value) => (value ?? '').trim().length <= BATCH_NAME_MAX,
    ),
  accountId: number().required(fieldProblem('mass.errors.accountRequired')),
  source: string().oneOf(['file', 'paste']).required(),
  text: string()
    .default('')
    .test('required', fieldProblem('mass.errors.textRequired'), function (value) {
      return this.parent.source !== 'paste' || (value ?? '').trim() !== '';
    }),
  file: string().test('required', fieldProblem('mass.errors.fileRequired'), function () {
    const context = this.options.context as UploadContext | undefined;
    return this.parent.source !== 'file' || context?.fileChosen === true;
  }),
});

const FIELD_IDS: Record<UploadField, string> = {
  batchName: 'mass-batch-name',
  accountId: 'mass-account',
  source: 'mass-source-file',
  text: 'mass-text',
  file: 'mass-file',
};

/** What was read: the rows (as fixed since) and the problems of the file as a whole. */
interface ReadRows {
  rows: MassRow[];
  fileProblems: MassProblem[];
  /** The file's name, or undefined for pasted text. */
  fileName?: string;
}

type Progress = { phase: 'upload'; percent: number } | { phase: 'summary' };

/**
 * The upload of one method's batch (spec 02 §4 "Mass transfer (two steps)", issue 15 item 1): a file or pasted rows
 * are read and every row checked in the browser before anything is sent; the customer fixes or removes rows, can
 * download the rejected ones, and sees repeated rows flagged. Then the summary pass (onlySummary) with its upload
 * progress, and on to the confirm page.
 */
export function MassUpload({ method, accounts }: { method: MassMethod; accounts: readonly Account[] }) {
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
        const result = await timedAsync('mass-read', () =>
          values.source === 'file' && file
            ? readMassFile(method, file)
            : Promise.resolve(parseMassText(method, values.text)),
        );
        setRead({ rows: result.rows, fileProblems: result.problems, fileName: file?.name });
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

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <form
          noValidate
          className={styles.form}
          aria-label={t('mass.formLabel')}
          onSubmit={(event) => {
            form.handleSubmit(event);
            // A refused check moves focus to the first field in question (DESIGN §4).
            void form.validateForm().then((errors) => {
              const first = (Object.keys(FIELD_IDS) as UploadField[]).find(
                (field) => (errors as Partial<Record<UploadField, string>>)[field],
              );
              if (first) document.getElementById(FIELD_IDS[first])?.focus();
            });
          }}
        >
          <div className={shared.grid2}>
            <TextField
              id={FIELD_IDS.batchName}
              name="batchName"
              label={t('mass.batchName')}
              value={values.batchName}
              required
              autoComplete="off"
              error={shown('batchName')}
              onChange={form.handleChange}
              onBlur={form.handleBlur}
            />
            <AccountSelect
              id={FIELD_IDS.accountId}
              name="accountId"
              label={t('mass.account')}
              accounts={accounts}
              value={values.accountId}
              error={shown('accountId')}
              required
              onBlur={form.handleBlur}
              onChange={(accountId) => void form.setFieldValue('accountId', accountId)}
            />
          </div>
          <fieldset className={shared.fieldset}>
            <legend className={shared.legend}>{t('mass.source.legend')}</legend>
            <div className={styles.choice}>
              <label className={shared.checkbox}>
                <input
                  type="radio"
                  id={FIELD_IDS.source}
                  name="source"
                  value="file"
                  checked={values.source === 'file'}
                  onChange={() => void form.setFieldValue('source', 'file')}
                />
                {t('mass.source.file')}
              </label>
              <label className={shared.checkbox}>
                <input
                  type="radio"
                  name="source"
                  value="paste"
                  checked={values.source === 'paste'}
                  onChange={() => void form.setFieldValue('source', 'paste')}
                />
                {t('mass.source.paste')}
              </label>
            </div>
            {values.source === 'file' ? (
              <div className={styles.field}>
                <label htmlFor={FIELD_IDS.file} className={styles.label}>
                  {t('mass.file')}
                </label>
                <input
                  id={FIELD_IDS.file}
                  name="file"
                  type="file"
                  accept={MASS_FILE_ACCEPT}
                  className={styles.fileInput}
                  aria-invalid={shown('file') ? true : undefined}
                  aria-describedby={`${FIELD_IDS.file}-hint${shown('file') ? ` ${FIELD_IDS.file}-error` : ''}`}
                  onChange={(event) => setFile(event.target.files?.[0])}
                />
                <p id={`${FIELD_IDS.file}-hint`} className={styles.hint}>
                  {t('mass.fileHint')}
                </p>
                {shown('file') ? (
                  <p id={`${FIELD_IDS.file}-error`} className={styles.fieldError}>
                    {shown('file')}
                  </p>
                ) : null}
              </div>
            ) : (
              <div className={styles.field}>
                <label htmlFor={FIELD_IDS.text} className={styles.label}>
                  {t('mass.text')}
                </label>
                <textarea
                  id={FIELD_IDS.text}
                  name="text"
                  rows={8}
                  className={styles.textarea}
                  value={values.text}
                  spellCheck={false}
                  // One payment a line: long rows scroll sideways rather than wrap into what looks like two.
                  wrap="off"
                  aria-invalid={shown('text') ? true : undefined}
                  aria-describedby={`${FIELD_IDS.text}-hint${shown('text') ? ` ${FIELD_IDS.text}-error` : ''}`}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                />
                <p id={`${FIELD_IDS.text}-hint`} className={styles.hint}>
                  {t('mass.textHint', { columns: t(`mass.columnOrder.${method}`) })}
                </p>
                {shown('text') ? (
                  <p id={`${FIELD_IDS.text}-error`} className={styles.fieldError}>
                    {shown('text')}
                  </p>
                ) : null}
              </div>
            )}
          </fieldset>
          {readFailed ? (
            <Alert tone="error" title={t('mass.readFailed')}>
              {t('mass.readFailedText')}
            </Alert>
          ) : null}
          <div className={shared.actions}>
            <Button type="submit" variant={read ? 'secondary' : 'primary'} loading={reading}>
              {t('mass.check')}
            </Button>
          </div>
        </form>

        {read ? (
          <section className={styles.results} aria-labelledby="mass-results-title">
            <h2 id="mass-results-title" ref={resultsHeading} tabIndex={-1} className={styles.resultsTitle}>
              {t('mass.results.title')}
            </h2>
            {fileRefused ? (
              <Alert tone="error" title={t('mass.results.fileRefused')}>
                <ul className={styles.problems}>
                  {read.fileProblems.map((problem) => (
                    <li
                      key={`${problem.field ?? ''}-${problem.code}-${String(problem.values?.column ?? '')}`}
                    >
                      {massProblemText(t, problem)}
                    </li>
                  ))}
                </ul>
              </Alert>
            ) : wrong.length > 0 ? (
              <Alert tone="error" title={t('mass.results.rowsWrong', { count: wrong.length })}>
                {t('mass.results.rowsWrongText', { count: checked.length })}
              </Alert>
            ) : (
              <Alert tone="success" title={t('mass.results.allGood', { count: checked.length })}>
                {t('mass.results.allGoodText')}
              </Alert>
            )}
            {duplicates.length > 0 ? (
              <Alert tone="warning" title={t('mass.results.duplicates', { count: duplicates.length })}>
                <label className={shared.checkbox}>
                  <input
                    type="checkbox"
                    checked={duplicatesAccepted}
                    onChange={(event) => setDuplicatesAccepted(event.target.checked)}
                  />
                  {t('mass.results.acceptDuplicates')}
                </label>
              </Alert>
            ) : null}
            <div className={styles.toolbar}>
              <Button size="sm" variant="secondary" onClick={() => setShowAll((value) => !value)}>
                {showAll
                  ? t('mass.results.showProblems')
                  : t('mass.results.showAll', { count: checked.length })}
              </Button>
              {wrong.length > 0 ? (
                <Button size="sm" variant="secondary" onClick={downloadRejected}>
                  {t('mass.results.downloadRejected')}
                </Button>
              ) : null}
            </div>
            <MassRowsTable
              method={method}
              rows={shownRows}
              serverProblems={serverProblems}
              caption={showAll ? t('mass.table.captionAll') : t('mass.table.captionProblems')}
              onFix={setEditing}
              onRemove={(line) => updateRows(line, (rows) => rows.filter((row) => row.line !== line))}
            />
            <MassRowEditor
              method={method}
              row={editingRow}
              options={{ accountCurrency: account?.currencyCode, blockedBins: blockedBins.data }}
              onClose={() => setEditing(undefined)}
              onSave={(line, fixed) => {
                updateRows(line, (rows) =>
                  rows.map((row) => (row.line === line ? { line, values: fixed } : row)),
                );
                setEditing(undefined);
              }}
            />
            {refusal ? (
              <Alert tone="error" title={t('mass.summary.refused')}>
                <p>
                  {serverProblems.size > 0
                    ? t('mass.summary.rowsRefused', { count: serverProblems.size })
                    : refusal.message}
                </p>
              </Alert>
            ) : null}
            {continueTried && !ready ? (
              <p className={styles.fieldError} role="alert">
                {t('mass.results.fixFirst')}
              </p>
            ) : continueTried && duplicates.length > 0 && !duplicatesAccepted ? (
              <p className={styles.fieldError} role="alert">
                {t('mass.results.acceptDuplicatesFirst')}
              </p>
            ) : null}
            {progress ? (
              <div className={styles.progress} role="status">
                {progress.phase === 'upload' ? (
                  <>
                    <label htmlFor="mass-upload-progress">{t('mass.summary.uploading')}</label>
                    <progress id="mass-upload-progress" max={100} value={progress.percent}>
                      {progress.percent}%
                    </progress>
                  </>
                ) : (
                  <>
                    <label htmlFor="mass-summary-progress">{t('mass.summary.calculating')}</label>
                    <progress id="mass-summary-progress" />
                  </>
                )}
              </div>
            ) : null}
            <div className={shared.actions}>
              <Button onClick={() => void proceed()} loading={progress !== undefined}>
                {t('mass.summary.continue')}
              </Button>
            </div>
          </section>
        ) : null}
      </div>
      <aside className={styles.side}>
        <Card title={t('mass.samples.title')} titleLevel={2}>
          <MassSampleLinks method={method} />
        </Card>
      </aside>
    </div>
  );
}
