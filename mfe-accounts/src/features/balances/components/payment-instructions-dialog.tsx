import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account, PaymentInstruction } from '@portal/api/catalogue';
import { Button, Dialog, EmptyState, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { useMayCall } from '../../../shared/use-may-call';
import { useSetInstructionViewed } from '../api/set-instruction-viewed';
import { accountLabel } from '../../../shared/account-label';
import { CopyableDetail, CopyableDetails } from '../../../shared/copyable-detail';
import { LoadError } from '../../../shared/load-error';
import styles from './home-page.module.css';

type InstructionField = 'beneficiaryName' | 'bankAccountNumber' | 'bankName' | 'swift' | 'reference';
const FIELDS: readonly InstructionField[] = [
  'beneficiaryName',
  'bankAccountNumber',
  'bankName',
  'swift',
  'reference',
];

/**
 * The payment instruction of an account (spec 02 §3, §7): how to pay into it by bank transfer, each detail with a
 * copy button. Opening an unviewed instruction sets it viewed, when the user may (not support acting).
 */
export function PaymentInstructionsDialog({
  account,
  instruction,
  loading,
  error,
  onRetry,
  onClose,
}: {
  account: Account | undefined;
  instruction: PaymentInstruction | undefined;
  /** The instructions list is still loading. */
  loading: boolean;
  /** Why the instructions list failed, if it did. */
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const setViewed = useSetInstructionViewed();
  const { mutate } = setViewed;
  // Support looking on the customer's behalf leaves the customer's "New" badge alone (issue 22).
  const marksViewed = useMayCall('setInstructionViewed');
  const unviewedId = marksViewed && instruction && !instruction.viewed ? instruction.id : undefined;
  useEffect(() => {
    if (unviewedId !== undefined) mutate(unviewedId);
  }, [unviewedId, mutate]);

  return (
    <Dialog
      open={account !== undefined}
      title={t('home.instructions.title')}
      closeLabel={t('close')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('done')}</Button>}
    >
      {account ? <p className={styles.dialogLead}>{accountLabel(t, account)}</p> : null}
      {loading ? (
        <div role="status">
          <VisuallyHidden>{t('home.instructions.loading')}</VisuallyHidden>
          <Skeleton height={160} />
        </div>
      ) : error ? (
        <LoadError title={t('home.instructions.loadFailed')} error={error} onRetry={onRetry} />
      ) : instruction ? (
        <>
          <p>{t('home.instructions.text', { currency: instruction.currencyCode })}</p>
          <CopyableDetails>
            {FIELDS.map((field) => (
              <CopyableDetail
                key={field}
                label={t(`home.instructions.fields.${field}`)}
                value={String(instruction[field])}
                copyLabel={t('home.instructions.copy', { field: t(`home.instructions.fields.${field}`) })}
              />
            ))}
          </CopyableDetails>
          <p className={styles.hint}>{t('home.instructions.referenceHint')}</p>
        </>
      ) : (
        <EmptyState title={t('home.instructions.none')} text={t('home.instructions.noneText')} />
      )}
    </Dialog>
  );
}
