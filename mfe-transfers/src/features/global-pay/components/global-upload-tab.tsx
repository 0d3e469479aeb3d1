import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Account } from '@portal/api/catalogue';
import { Alert, Button, Dialog, EmptyState, Spinner, TextField } from '@portal/ui/components';
import { LoadFailed } from '../../../shared/access-page';
import { AccountSelect } from '../../../shared/account-select';
import { serverRefusal } from '../../../shared/server-refusal';
import { useTransferAccounts } from '../../../shared/transfer-accounts';
import { useMayCall } from '../../../shared/use-may-call';
import { useUploadGlobalPayBatch, type UploadOutcome } from '../api/upload-global-pay-batch';
import { dateTimeText } from '../utils/date-text';
import { GLOBAL_PAY_FILE_ACCEPT, GLOBAL_PAY_FILE_MAX_BYTES } from '@portal/api/catalogue';
import { fileProblem, uploadPercent } from '../utils/upload-file';
import styles from './global-pay.module.css';

/** The summary page of a batch; the id is in the query, so a reload keeps it. */
export const globalSummaryPath = (batchId: number) => `/transfer/external/global-summary?batchId=${batchId}`;

/**
 * The global tab of `transfer/mass` (spec 02 §2, §4 "Global-pay batch (sender side)", §7 "Upload batch file"): a
 * batch name, the account to pay from and a CSV file. Code 92 (an identical batch exists, spec 02 §9) asks for a
 * confirmation naming the earlier batch's date and repeats the upload with ignoreIdenticalBatch; a new batch opens
 * its summary.
 */
export function GlobalUploadTab() {
  const { t } = useTranslation('transfers');
  const mayUpload = useMayCall('uploadGlobalPayBatch');
  const seesBalances = useMayCall('balanceInquiry');
  if (!mayUpload || !seesBalances)
    return <EmptyState headingLevel={2} title={t('noAccess.title')} text={t('noAccess.text')} />;
  return <UploadGate />;
}

function UploadGate() {
  const { t } = useTranslation('transfers');
  const accounts = useTransferAccounts();
  if (accounts.isPending) return <Spinner size="lg" label={t('pageLoading')} />;
  if (accounts.isError) return <LoadFailed onRetry={() => void accounts.refetch()} />;
  if (accounts.data.length === 0)
    return <EmptyState headingLevel={2} title={t('noAccounts.title')} text={t('noAccounts.text')} />;
  return <GlobalUploadForm accounts={accounts.data} />;
}

type UploadField = 'batchName' | 'accountId' | 'file';

/** The upload form and its code-92 confirmation. */
export function GlobalUploadForm({ accounts }: { accounts: readonly Account[] }) {
  const { t, i18n } = useTranslation('transfers');
  const navigate = useNavigate();
  const upload = useUploadGlobalPayBatch();
  const [batchName, setBatchName] = useState('');
  const [accountId, setAccountId] = useState<number | undefined>(
    accounts.length === 1 ? accounts[0]?.accountId : undefined,
  );
  const [file, setFile] = useState<File>();
  const [attempted, setAttempted] = useState(false);
  // Percent of the file sent; undefined while the platform cannot tell (the bar then shows activity).
  const [progress, setProgress] = useState<number>();
  const [failure, setFailure] = useState<string>();
  const [identical, setIdentical] = useState<{ outcome: UploadOutcome; file: File }>();

  const problems: Partial<Record<UploadField, string>> = {};
  if (batchName.trim() === '') problems.batchName = t('globalPay.upload.errors.batchName');
  if (accountId === undefined) problems.accountId = t('globalPay.upload.errors.account');
  const fileIssue = fileProblem(file);
  if (fileIssue)
    problems.file = t(`globalPay.upload.errors.${fileIssue}`, {
      size: `${GLOBAL_PAY_FILE_MAX_BYTES / 1_000_000} MB`,
    });
  const shown = (field: UploadField) => (attempted ? problems[field] : undefined);
  const busy = upload.isPending;

  const send = async (chosen: File, ignoreIdenticalBatch: boolean) => {
    setFailure(undefined);
    setProgress(undefined);
    try {
      const outcome = await upload.mutateAsync({
        fields: {
          accountId: accountId as number,
          batchName: batchName.trim(),
          ...(ignoreIdenticalBatch ? { ignoreIdenticalBatch: true } : {}),
        },
        file: chosen,
        onProgress: ({ loaded, total }) => setProgress(uploadPercent(loaded, total)),
      });
      if (outcome.kind === 'identical') setIdentical({ outcome, file: chosen });
      else navigate(globalSummaryPath(outcome.batchId));
    } catch (error) {
      setFailure(serverRefusal(error, t).message);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const first = (['batchName', 'accountId', 'file'] as const).find((field) => problems[field]);
    if (first) {
      document.getElementById(`global-upload-${first}`)?.focus();
      return;
    }
    if (busy || !file) return;
    await send(file, false);
  };

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className={styles.form}
        aria-label={t('globalPay.upload.formLabel')}
      >
        <p className={styles.muted}>{t('globalPay.upload.description')}</p>
        {failure && (
          <Alert tone="error" title={t('globalPay.upload.failed')}>
            {failure}
          </Alert>
        )}
        <TextField
          id="global-upload-batchName"
          name="batchName"
          label={t('globalPay.upload.batchName')}
          hint={t('globalPay.upload.batchNameHint')}
          value={batchName}
          required
          maxLength={100}
          error={shown('batchName')}
          onChange={(event) => setBatchName(event.target.value)}
        />
        <AccountSelect
          id="global-upload-accountId"
          name="accountId"
          label={t('globalPay.upload.account')}
          accounts={accounts}
          value={accountId}
          required
          error={shown('accountId')}
          onChange={setAccountId}
        />
        <TextField
          id="global-upload-file"
          name="file"
          type="file"
          accept={GLOBAL_PAY_FILE_ACCEPT.join(',')}
          label={t('globalPay.upload.file')}
          hint={t('globalPay.upload.fileHint')}
          required
          error={shown('file')}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setFailure(undefined);
          }}
        />
        {upload.isPending ? (
          <div role="status" className={styles.stack}>
            <progress
              className={styles.progress}
              max={100}
              value={progress}
              aria-label={t('globalPay.upload.uploadingLabel')}
            />
            <span className={styles.muted}>
              {progress === undefined
                ? t('globalPay.upload.uploadingLabel')
                : t('globalPay.upload.uploading', { percent: progress })}
            </span>
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            {t('globalPay.upload.submit')}
          </Button>
        </div>
      </form>
      <Dialog
        open={identical !== undefined}
        title={t('globalPay.upload.identical.title')}
        closeLabel={t('close')}
        onClose={() => setIdentical(undefined)}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                if (identical) navigate(globalSummaryPath(identical.outcome.batchId));
              }}
            >
              {t('globalPay.upload.identical.open')}
            </Button>
            <Button
              loading={upload.isPending}
              onClick={() => {
                if (!identical) return;
                const { file: again } = identical;
                setIdentical(undefined);
                void send(again, true);
              }}
            >
              {t('globalPay.upload.identical.confirm')}
            </Button>
          </>
        }
      >
        <p>
          {identical
            ? t('globalPay.upload.identical.text', {
                date: dateTimeText(identical.outcome.date, i18n.language),
              })
            : null}
        </p>
      </Dialog>
    </>
  );
}
