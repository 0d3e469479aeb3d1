import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import * as yup from 'yup';
import type { Logo } from '@portal/api/catalogue';
import { useServices } from '@portal/session/react';
import { Button, Card, Dialog, EmptyState, Table, TextField, type TableColumn } from '@portal/ui/components';
import { MerchantPageLayout } from '../../../shared/merchant-page-layout';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { LoadState } from '../../../shared/load-state';
import { useMayCall } from '../../../shared/may-call';
import styles from '../../../shared/merchant.module.css';
import { StatusChip } from '../../../shared/status-chip';
import { logoUrl, useDeleteLogo, useLogos, useUpdateLogo } from '../api/logos';
import { LogoUpload } from './logo-upload';

/** Rename a logo: its name only; the default stays as it is. */
function RenameDialog({ logo, onClose }: { logo: Logo | null; onClose: (renamed?: string) => void }) {
  const { t } = useTranslation('merchant');
  const update = useUpdateLogo();
  const form = useFormik({
    initialValues: { name: logo?.name ?? '' },
    enableReinitialize: true,
    validationSchema: yup.object({
      name: yup.string().trim().required(t('logos.errors.name')).max(100, t('logos.errors.nameMax')),
    }),
    onSubmit: async ({ name }) => {
      if (!logo) return;
      try {
        await update.mutateAsync({ id: logo.id, name: name.trim(), isDefault: logo.isDefault });
        onClose(name.trim());
      } catch {
        // The client showed the response popup (spec 03 §8).
      }
    },
  });
  return (
    <Dialog
      open={logo !== null}
      title={t('logos.rename.title')}
      closeLabel={t('shared.close')}
      closeOnBackdropClick={false}
      onClose={() => onClose()}
    >
      <form noValidate className={styles.form} onSubmit={form.handleSubmit}>
        <TextField
          label={t('logos.upload.name')}
          name="name"
          required
          value={form.values.name}
          error={form.touched.name || form.submitCount > 0 ? form.errors.name : undefined}
          onChange={form.handleChange}
          onBlur={form.handleBlur}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => onClose()}>
            {t('logos.rename.cancel')}
          </Button>
          <Button type="submit" loading={form.isSubmitting}>
            {t('logos.rename.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * `/merchant/buttons/business_logos` (spec 03 §3 "Logo: id, name, isDefault, file", §7 "Logo list (pageSize 1000),
 * create (multipart), get, update, delete"; issue 33 item 4): the logos with their thumbnails, upload with progress,
 * rename, set the default, delete after a confirmation.
 */
export function BusinessLogosPage() {
  const { t } = useTranslation('merchant');
  const { apiBaseUrl } = useServices();
  const logos = useLogos();
  const mayChange = useMayCall('createLogo');
  const update = useUpdateLogo();
  const remove = useDeleteLogo();
  const [renaming, setRenaming] = useState<Logo | null>(null);
  const [deleting, setDeleting] = useState<Logo | null>(null);
  const [notice, setNotice] = useState('');

  const makeDefault = async (logo: Logo) => {
    try {
      await update.mutateAsync({ id: logo.id, name: logo.name, isDefault: true });
      setNotice(t('logos.list.madeDefault', { name: logo.name }));
    } catch {
      // The client showed the response popup (spec 03 §8).
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    const { id, name } = deleting;
    setDeleting(null);
    try {
      await remove.mutateAsync(id);
      setNotice(t('logos.list.deleted', { name }));
    } catch {
      // The client showed the response popup (spec 03 §8).
    }
  };

  const columns: TableColumn<Logo>[] = [
    {
      key: 'file',
      header: t('logos.list.image'),
      phone: 'secondary',
      render: (row) => (
        <img
          className={styles.thumb}
          src={logoUrl(apiBaseUrl, row)}
          alt={t('logos.list.imageOf', { name: row.name })}
        />
      ),
    },
    { key: 'name', header: t('logos.list.name'), phone: 'primary' },
    {
      key: 'isDefault',
      header: t('logos.list.default'),
      phone: 'status',
      render: (row) =>
        row.isDefault ? <StatusChip tone="neutral">{t('logos.list.isDefault')}</StatusChip> : null,
    },
    {
      key: 'size',
      header: t('logos.list.size'),
      align: 'end',
      phoneLabel: true,
      render: (row) => t('logos.list.kilobytes', { size: Math.max(1, Math.round(row.size / 1024)) }),
    },
    ...(mayChange
      ? [
          {
            key: 'actions',
            header: t('logos.list.actions'),
            phone: 'actions' as const,
            render: (row: Logo) => (
              <div className={styles.rowActions}>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t('logos.list.renameFor', { name: row.name })}
                  onClick={() => setRenaming(row)}
                >
                  {t('logos.list.rename')}
                </Button>
                {row.isDefault ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('logos.list.makeDefaultFor', { name: row.name })}
                    onClick={() => void makeDefault(row)}
                  >
                    {t('logos.list.makeDefault')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('logos.list.deleteFor', { name: row.name })}
                  onClick={() => setDeleting(row)}
                >
                  {t('logos.list.delete')}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <MerchantPageLayout title={t('logos.title')} description={t('logos.description')}>
      <div role="status" className={styles.muted}>
        {notice}
      </div>
      {mayChange ? <LogoUpload /> : null}
      <Card title={t('logos.list.title')} titleLevel={2}>
        <LoadState
          pending={logos.isPending}
          error={logos.isError}
          label={t('logos.list.loading')}
          failedTitle={t('logos.list.failed')}
          onRetry={() => void logos.refetch()}
        >
          <Table
            caption={t('logos.list.title')}
            hideCaption
            columns={columns}
            rows={logos.data ?? []}
            rowKey="id"
            empty={
              <EmptyState
                title={t('logos.list.emptyTitle')}
                text={t('logos.list.emptyText')}
                headingLevel={3}
              />
            }
          />
        </LoadState>
      </Card>
      <RenameDialog
        logo={renaming}
        onClose={(renamed) => {
          if (renamed) setNotice(t('logos.list.renamed', { name: renamed }));
          setRenaming(null);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('logos.delete.title')}
        confirmLabel={t('logos.delete.confirm')}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>{t('logos.delete.text', { name: deleting?.name ?? '' })}</p>
      </ConfirmDialog>
    </MerchantPageLayout>
  );
}
