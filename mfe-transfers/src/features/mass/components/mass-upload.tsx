import { useTranslation } from 'react-i18next';
import type { Account } from '@portal/api/catalogue';
import { type MassMethod } from '@portal/api/mass';
import { formatIban } from '@portal/api/transfers';
import { Alert, Button, Card, TextField } from '@portal/ui/components';
import { AccountSelect } from '../../../shared/account-select';
import shared from '../../../shared/shared.module.css';
import { localIsoDate } from '../../../shared/standing-order';
import { dayText, isPain001Problem, massProblemText } from '../utils/mass-texts';
import { massFileAccept } from '../utils/read-mass-file';
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
  const { t, i18n } = useTranslation('transfers');
  const massUpload = useMassUpload({ method, accounts });
  // What a pain.001 read says of where and when it pays (issue 51 review): told, never acted on. A batch is paid from
  // the account chosen on the page, when it is confirmed; a requested day that is past or today needs no word.
  const pain001 = massUpload.fileRefused ? undefined : massUpload.read?.pain001;
  const debtorIban = pain001?.debtorIban;
  const laterDate =
    pain001?.executionDate !== undefined && pain001.executionDate > localIsoDate()
      ? pain001.executionDate
      : undefined;

  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <form
          noValidate
          className={styles.form}
          aria-label={t('mass.formLabel')}
          onSubmit={(event) => {
            massUpload.form.handleSubmit(event);
            // A refused check moves focus to the first field in question (DESIGN §4).
            void massUpload.form.validateForm().then((errors) => {
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
              value={massUpload.values.batchName}
              required
              autoComplete="off"
              error={massUpload.shown('batchName')}
              onChange={massUpload.form.handleChange}
              onBlur={massUpload.form.handleBlur}
            />
            <AccountSelect
              id={FIELD_IDS.accountId}
              name="accountId"
              label={t('mass.account')}
              accounts={accounts}
              value={massUpload.values.accountId}
              error={massUpload.shown('accountId')}
              required
              onBlur={massUpload.form.handleBlur}
              onChange={(accountId) => void massUpload.form.setFieldValue('accountId', accountId)}
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
                  checked={massUpload.values.source === 'file'}
                  onChange={() => void massUpload.form.setFieldValue('source', 'file')}
                />
                {t('mass.source.file')}
              </label>
              <label className={shared.checkbox}>
                <input
                  type="radio"
                  name="source"
                  value="paste"
                  checked={massUpload.values.source === 'paste'}
                  onChange={() => void massUpload.form.setFieldValue('source', 'paste')}
                />
                {t('mass.source.paste')}
              </label>
            </div>
            {massUpload.values.source === 'file' ? (
              <div className={styles.field}>
                <label htmlFor={FIELD_IDS.file} className={styles.label}>
                  {method === 'wire' ? t('mass.fileWire') : t('mass.file')}
                </label>
                <input
                  id={FIELD_IDS.file}
                  name="file"
                  type="file"
                  accept={massFileAccept(method)}
                  className={styles.fileInput}
                  aria-invalid={massUpload.shown('file') ? true : undefined}
                  aria-describedby={`${FIELD_IDS.file}-hint${massUpload.shown('file') ? ` ${FIELD_IDS.file}-error` : ''}`}
                  onChange={(event) => massUpload.setFile(event.target.files?.[0])}
                />
                <p id={`${FIELD_IDS.file}-hint`} className={styles.hint}>
                  {/* The same short hint on every tab (the wire tab's label and samples name pain.001): a longer one
                      became the page's largest text, painted only after the scripts (issue 49's LCP). */}
                  {t('mass.fileHint')}
                </p>
                {massUpload.shown('file') ? (
                  <p id={`${FIELD_IDS.file}-error`} className={styles.fieldError}>
                    {massUpload.shown('file')}
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
                  value={massUpload.values.text}
                  spellCheck={false}
                  // One payment a line: long rows scroll sideways rather than wrap into what looks like two.
                  wrap="off"
                  aria-invalid={massUpload.shown('text') ? true : undefined}
                  aria-describedby={`${FIELD_IDS.text}-hint${massUpload.shown('text') ? ` ${FIELD_IDS.text}-error` : ''}`}
                  onChange={massUpload.form.handleChange}
                  onBlur={massUpload.form.handleBlur}
                />
                <p id={`${FIELD_IDS.text}-hint`} className={styles.hint}>
                  {t('mass.textHint', { columns: t(`mass.columnOrder.${method}`) })}
                </p>
                {massUpload.shown('text') ? (
                  <p id={`${FIELD_IDS.text}-error`} className={styles.fieldError}>
                    {massUpload.shown('text')}
                  </p>
                ) : null}
              </div>
            )}
          </fieldset>
          {massUpload.readFailed ? (
            <Alert tone="error" title={t('mass.readFailed')}>
              {t('mass.readFailedText')}
            </Alert>
          ) : null}
          <div className={shared.actions}>
            <Button
              type="submit"
              variant={massUpload.read ? 'secondary' : 'primary'}
              loading={massUpload.reading}
            >
              {t('mass.check')}
            </Button>
          </div>
        </form>

        {massUpload.read ? (
          <section className={styles.results} aria-labelledby="mass-results-title">
            <h2
              id="mass-results-title"
              ref={massUpload.resultsHeading}
              tabIndex={-1}
              className={styles.resultsTitle}
            >
              {t('mass.results.title')}
            </h2>
            {massUpload.fileRefused ? (
              <Alert
                tone="error"
                title={
                  massUpload.read.fileProblems.some(isPain001Problem)
                    ? t('mass.results.pain001Refused')
                    : t('mass.results.fileRefused')
                }
              >
                <ul className={styles.problems}>
                  {massUpload.read.fileProblems.map((problem, index) => (
                    // A file's problems never change once read: their order is their identity.
                    <li key={`${index}-${problem.code}`}>{massProblemText(t, problem)}</li>
                  ))}
                </ul>
              </Alert>
            ) : massUpload.wrong.length > 0 ? (
              <Alert tone="error" title={t('mass.results.rowsWrong', { count: massUpload.wrong.length })}>
                {t('mass.results.rowsWrongText', { count: massUpload.checked.length })}
              </Alert>
            ) : (
              <Alert tone="success" title={t('mass.results.allGood', { count: massUpload.checked.length })}>
                {t('mass.results.allGoodText')}
              </Alert>
            )}
            {pain001 ? <p className={styles.muted}>{t('mass.results.pain001Lines')}</p> : null}
            {debtorIban !== undefined || laterDate !== undefined ? (
              <Alert tone="info">
                {debtorIban !== undefined ? (
                  <p>{t('mass.results.pain001Debtor', { iban: formatIban(debtorIban) })}</p>
                ) : null}
                {laterDate !== undefined ? (
                  <p>{t('mass.results.pain001ExecutionDate', { date: dayText(laterDate, i18n.language) })}</p>
                ) : null}
              </Alert>
            ) : null}
            {massUpload.duplicates.length > 0 ? (
              <Alert
                tone="warning"
                title={t('mass.results.duplicates', { count: massUpload.duplicates.length })}
              >
                <label className={shared.checkbox}>
                  <input
                    type="checkbox"
                    checked={massUpload.duplicatesAccepted}
                    onChange={(event) => massUpload.setDuplicatesAccepted(event.target.checked)}
                  />
                  {t('mass.results.acceptDuplicates')}
                </label>
              </Alert>
            ) : null}
            {/* A file refused whole has no rows: no empty table, no "Show all 0 rows". */}
            {massUpload.checked.length > 0 ? (
              <>
                <div className={styles.toolbar}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => massUpload.setShowAll((value) => !value)}
                  >
                    {massUpload.showAll
                      ? t('mass.results.showProblems')
                      : t('mass.results.showAll', { count: massUpload.checked.length })}
                  </Button>
                  {massUpload.wrong.length > 0 ? (
                    <Button size="sm" variant="secondary" onClick={massUpload.downloadRejected}>
                      {t('mass.results.downloadRejected')}
                    </Button>
                  ) : null}
                </div>
                <MassRowsTable
                  method={method}
                  rows={massUpload.shownRows}
                  serverProblems={massUpload.serverProblems}
                  caption={massUpload.showAll ? t('mass.table.captionAll') : t('mass.table.captionProblems')}
                  onFix={massUpload.setEditing}
                  onRemove={(line) =>
                    massUpload.updateRows(line, (rows) => rows.filter((row) => row.line !== line))
                  }
                />
              </>
            ) : null}
            <MassRowEditor
              method={method}
              row={massUpload.editingRow}
              options={{
                accountCurrency: massUpload.account?.currencyCode,
                blockedBins: massUpload.blockedBins.data,
              }}
              onClose={() => massUpload.setEditing(undefined)}
              onSave={(line, fixed) => {
                massUpload.updateRows(line, (rows) =>
                  rows.map((row) => (row.line === line ? { line, values: fixed } : row)),
                );
                massUpload.setEditing(undefined);
              }}
            />
            {massUpload.refusal ? (
              <Alert tone="error" title={t('mass.summary.refused')}>
                <p>
                  {massUpload.serverProblems.size > 0
                    ? t('mass.summary.rowsRefused', { count: massUpload.serverProblems.size })
                    : massUpload.refusal.message}
                </p>
              </Alert>
            ) : null}
            {massUpload.continueTried && !massUpload.ready ? (
              <p className={styles.fieldError} role="alert">
                {t('mass.results.fixFirst')}
              </p>
            ) : massUpload.continueTried &&
              massUpload.duplicates.length > 0 &&
              !massUpload.duplicatesAccepted ? (
              <p className={styles.fieldError} role="alert">
                {t('mass.results.acceptDuplicatesFirst')}
              </p>
            ) : null}
            {massUpload.progress ? (
              <div className={styles.progress} role="status">
                {massUpload.progress.phase === 'upload' ? (
                  <>
                    <label htmlFor="mass-upload-progress">{t('mass.summary.uploading')}</label>
                    <progress id="mass-upload-progress" max={100} value={massUpload.progress.percent}>
                      {massUpload.progress.percent}%
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
              <Button onClick={() => void massUpload.proceed()} loading={massUpload.progress !== undefined}>
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
