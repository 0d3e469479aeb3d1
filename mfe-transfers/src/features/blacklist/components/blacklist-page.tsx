import { useFormik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_TYPES, type BlacklistUser, type BlockType } from '@portal/api/catalogue';
import {
  Alert,
  Button,
  Dialog,
  EmptyState,
  Select,
  Spinner,
  Table,
  TextField,
  type TableColumn,
} from '@portal/ui/components';
import { AccessPage, LoadFailed } from '../../../shared/access-page';
import { schemaErrors } from '../../../shared/form-validation';
import { serverRefusal } from '../../../shared/server-refusal';
import { useMayCall } from '../../../shared/use-may-call';
import styles from '../../standing/components/standing.module.css';
import { useAddToBlacklist, useBlacklist, useRemoveFromBlacklist } from '../api/blacklist';
import { blacklistFormSchema, EMPTY_BLACKLIST_FORM, type BlacklistFormValues } from '../utils/blacklist-form';

/**
 * `/payout-blacklist` (spec 02 §2, §3 "Blacklist user", §7 "Security settings", §8): the e-mails the customer
 * refuses to pay out to, each blocking every payout, p2p or global pay. Added in the popup "add a user to the
 * black list" (success: spec 02 §8's text), removed after a confirmation.
 */
export function BlacklistPage() {
  const { t } = useTranslation('transfers');
  const allowed = useMayCall('getPayoutBlacklist');
  return (
    <AccessPage title={t('blacklist.title')} description={t('blacklist.description')} allowed={allowed}>
      <BlacklistManager />
    </AccessPage>
  );
}

function BlacklistManager() {
  const { t, i18n } = useTranslation('transfers');
  const [type, setType] = useState<BlockType | ''>('');
  const list = useBlacklist(type ? { type } : {});
  const mayChange = useMayCall('addPayoutBlacklist');
  const remove = useRemoveFromBlacklist();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BlacklistUser>();
  const [notice, setNotice] = useState<string>();

  const dateText = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language === 'ua' ? 'uk' : i18n.language, { dateStyle: 'medium' }).format(
      new Date(iso),
    );
  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.email);
      setNotice(t('blacklist.removed', { email: removing.email }));
    } catch {
      // The shell's response popup shows the refusal.
    } finally {
      setRemoving(undefined);
    }
  };

  const columns: TableColumn<BlacklistUser>[] = [
    { key: 'email', header: t('blacklist.columns.email'), phone: 'primary' },
    {
      key: 'blockType',
      header: t('blacklist.columns.blockType'),
      phone: 'secondary',
      render: (row) => t(`blacklist.blockTypes.${row.blockType}`),
    },
    {
      key: 'created',
      header: t('blacklist.columns.created'),
      phone: 'secondary',
      phoneLabel: true,
      render: (row) => dateText(row.created),
    },
    ...(mayChange
      ? [
          {
            key: 'actions',
            header: t('blacklist.columns.actions'),
            phone: 'actions' as const,
            render: (row: BlacklistUser) => (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('blacklist.removeOne', { email: row.email })}
                onClick={() => setRemoving(row)}
              >
                {t('blacklist.remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  const rows = list.data?.users ?? [];

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <Select
          id="blacklist-type"
          label={t('blacklist.columns.blockType')}
          placeholder={t('blacklist.allTypes')}
          value={type}
          options={BLOCK_TYPES.map((value) => ({ value, label: t(`blacklist.blockTypes.${value}`) }))}
          onChange={(event) => setType(event.target.value as BlockType | '')}
        />
        {mayChange && (
          <Button
            onClick={() => {
              setNotice(undefined);
              setAdding(true);
            }}
          >
            {t('blacklist.add')}
          </Button>
        )}
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      {list.isPending ? (
        <Spinner size="lg" label={t('blacklist.loading')} />
      ) : list.isError ? (
        <LoadFailed onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState headingLevel={2} title={t('blacklist.empty')} text={t('blacklist.emptyText')} />
      ) : (
        <Table
          caption={t('blacklist.caption')}
          hideCaption
          columns={columns}
          rows={rows}
          rowKey="email"
          empty={t('blacklist.empty')}
        />
      )}
      <AddToBlacklistDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(email) => {
          setAdding(false);
          setNotice(t('blacklist.added', { email }));
        }}
      />
      <Dialog
        open={removing !== undefined}
        title={t('blacklist.confirm.title')}
        closeLabel={t('close')}
        onClose={() => !remove.isPending && setRemoving(undefined)}
        actions={
          <>
            <Button variant="secondary" disabled={remove.isPending} onClick={() => setRemoving(undefined)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => void confirmRemove()}>
              {t('blacklist.remove')}
            </Button>
          </>
        }
      >
        {removing && <p>{t('blacklist.confirm.text', { email: removing.email })}</p>}
      </Dialog>
    </div>
  );
}

/** The popup "add a user to the black list" (spec 02 §2): e-mail and block type. */
function AddToBlacklistDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean;
  onClose: () => void;
  onAdded: (email: string) => void;
}) {
  const { t } = useTranslation('transfers');
  const add = useAddToBlacklist();
  const [failure, setFailure] = useState<string>();
  const form = useFormik<BlacklistFormValues>({
    initialValues: EMPTY_BLACKLIST_FORM,
    validate: (values) => schemaErrors(blacklistFormSchema, values, {}, t),
    onSubmit: async (values, helpers) => {
      setFailure(undefined);
      try {
        const answer = await add.mutateAsync({ email: values.email.trim(), blockType: values.blockType });
        helpers.resetForm();
        onAdded(answer.email);
      } catch (error) {
        const refusal = serverRefusal(error, t);
        if (refusal.fieldErrors.email) helpers.setFieldError('email', refusal.fieldErrors.email);
        else setFailure(refusal.message);
      }
    },
  });
  const close = () => {
    if (form.isSubmitting) return;
    form.resetForm();
    setFailure(undefined);
    onClose();
  };
  const shown = (field: keyof BlacklistFormValues) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;

  return (
    <Dialog
      open={open}
      title={t('blacklist.form.title')}
      closeLabel={t('close')}
      closeOnBackdropClick={false}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" disabled={form.isSubmitting} onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" form="blacklist-add-form" loading={form.isSubmitting}>
            {t('blacklist.form.submit')}
          </Button>
        </>
      }
    >
      <form id="blacklist-add-form" noValidate onSubmit={form.handleSubmit} className={styles.stack}>
        <p className={styles.muted}>{t('blacklist.form.text')}</p>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          id="blacklist-email"
          type="email"
          autoComplete="off"
          label={t('blacklist.form.email')}
          required
          maxLength={254}
          error={shown('email')}
          {...form.getFieldProps('email')}
        />
        <Select
          id="blacklist-block-type"
          label={t('blacklist.form.blockType')}
          required
          error={shown('blockType')}
          options={BLOCK_TYPES.map((value) => ({ value, label: t(`blacklist.blockTypes.${value}`) }))}
          {...form.getFieldProps('blockType')}
        />
      </form>
    </Dialog>
  );
}
