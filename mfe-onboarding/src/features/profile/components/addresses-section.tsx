import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Country, ProfileAddress } from '@portal/api/catalogue';
import { countryName } from '@portal/i18n/i18n';
import { Button, Card, Table, VisuallyHidden, type TableColumn } from '@portal/ui/components';
import { useConfirmAddress, useDeleteAddress } from '../api/addresses';
import { addressLine } from '../utils/address';
import { DeleteDialog } from './code-dialog';
import { AddressFormDialog, type AddressFormMode } from './address-form-dialog';
import type { FeedbackActions } from './feedback';
import styles from './profile.module.css';

/**
 * The customer's addresses (spec 03 §3 "Address", §7): each with its status (spec 02 §3 address statuses) and
 * whether the customer confirmed it; added, corrected, replaced (a move), confirmed or deleted (never the only one).
 */
export function AddressesSection({
  addresses,
  countries,
  residenceCountryCode,
  mayChange,
  feedback,
}: {
  addresses: readonly ProfileAddress[];
  countries: readonly Country[];
  residenceCountryCode: string;
  mayChange: boolean;
  feedback: FeedbackActions;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const confirm = useConfirmAddress();
  const remove = useDeleteAddress();
  const [form, setForm] = useState<AddressFormMode | null>(null);
  const [deleting, setDeleting] = useState<ProfileAddress | null>(null);
  const lineOf = (address: ProfileAddress) =>
    addressLine(
      address,
      countryName(
        address.countryCode,
        i18n.language,
        countries.find((country) => country.code === address.countryCode)?.name,
      ),
    );

  const columns: TableColumn<ProfileAddress>[] = [
    {
      key: 'address',
      header: t('profile.addresses.address'),
      phone: 'primary',
      render: (address) => <span className={styles.wrap}>{lineOf(address)}</span>,
    },
    {
      key: 'kind',
      header: t('profile.addresses.kind'),
      phone: 'secondary',
      render: (address) => t(`profile.addresses.kinds.${address.kind}`),
    },
    {
      key: 'status',
      header: t('profile.addresses.state'),
      phone: 'status',
      render: (address) => (
        <span className={styles.statusLines}>
          <span className={address.addressStatus === 1 ? styles.confirmed : styles.unconfirmed}>
            {t(`profile.addresses.status.${address.addressStatus}`)}
          </span>
          <span className={address.confirmed ? styles.muted : styles.warning}>
            {t(address.confirmed ? 'profile.addresses.yours' : 'profile.addresses.notYours')}
          </span>
          {address.isDocumentRequired ? (
            <span className={styles.warning}>{t('profile.addresses.documentRequired')}</span>
          ) : null}
        </span>
      ),
    },
  ];
  if (mayChange)
    columns.push({
      key: 'actions',
      header: t('profile.addresses.actions'),
      phone: 'actions',
      render: (address) => {
        const named = <VisuallyHidden> {lineOf(address)}</VisuallyHidden>;
        return (
          <div className={styles.actions}>
            {!address.confirmed ? (
              <Button
                variant="secondary"
                size="sm"
                loading={confirm.isPending && confirm.variables === address.addressId}
                onClick={() => {
                  feedback.clear();
                  confirm.mutate(address.addressId, {
                    onSuccess: () => feedback.say(t('profile.addresses.confirmed')),
                    onError: feedback.fail,
                  });
                }}
              >
                {t('profile.addresses.confirm')}
                {named}
              </Button>
            ) : null}
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                feedback.clear();
                setForm({ kind: 'edit', address });
              }}
            >
              {t('profile.addresses.edit')}
              {named}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                feedback.clear();
                setForm({ kind: 'replace', address, line: lineOf(address) });
              }}
            >
              {t('profile.addresses.replace')}
              {named}
            </Button>
            {addresses.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  feedback.clear();
                  setDeleting(address);
                }}
              >
                {t('profile.addresses.delete')}
                {named}
              </Button>
            ) : null}
          </div>
        );
      },
    });

  return (
    <Card
      title={t('profile.addresses.title')}
      actions={
        mayChange ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              feedback.clear();
              setForm({ kind: 'create', countryCode: residenceCountryCode });
            }}
          >
            {t('profile.addresses.add')}
          </Button>
        ) : null
      }
    >
      <Table
        caption={t('profile.addresses.caption')}
        hideCaption
        columns={columns}
        rows={addresses}
        rowKey="addressId"
        empty={t('profile.addresses.empty')}
      />
      {form ? (
        <AddressFormDialog
          mode={form}
          onClose={() => setForm(null)}
          onDone={(text) => {
            setForm(null);
            feedback.say(text);
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          title={t('profile.addresses.remove.title')}
          text={t('profile.addresses.remove.text', { address: lineOf(deleting) })}
          confirmLabel={t('profile.addresses.remove.confirm')}
          onDelete={async () => {
            await remove.mutateAsync(deleting.addressId);
            setDeleting(null);
            feedback.say(t('profile.addresses.remove.done'));
          }}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </Card>
  );
}
