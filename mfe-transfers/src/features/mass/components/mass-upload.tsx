import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/api/catalogue';
import { type MassMethod } from '@portal/api/mass';
import { Alert, Button, Card, TextField } from '@portal/ui/components';
import { AccountSelect } from '../../../shared/account-select';
import shared from '../../../shared/shared.module.css';
import { massProblemText } from '../utils/mass-texts';
import { MASS_FILE_ACCEPT } from '../utils/read-mass-file';
import { type UploadField } from '../schemas/mass-upload';
import { FIELD_IDS, useMassUpload } from '../hooks/use-mass-upload';
import { MassRowEditor } from './mass-row-editor';
import { MassRowsTable } from './mass-rows-table';
import { MassSampleLinks } from './mass-sample-links';
import styles from './mass.module.css';

/**
 * The upload of one method's batch (spec 02 §4 "Mass transfer (two steps)", issue 15 item 1): a file or pasted rows
 * are read and every row checked in the browser before anything is sent; the customer fixes or removes rows, can
 * download the rejected ones, and sees repeated rows flagged. Then the summary pass (onlySummary) with its upload
 * progress, and on to the confirm page.
 */
export function MassUpload({ method, accounts }: { method: MassMethod; accounts: readonly Account[] }) {
  const { t } = useTranslation('transfers');
  const {
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
  } = useMassUpload({ method, accounts });

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
