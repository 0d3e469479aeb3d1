import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFormik, type FormikErrors } from 'formik';
import type { CreateIdentityRequest } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { isEmail } from '@portal/api/validation';
import { Alert, Button, Card, Select, TextField } from '@portal/ui/components';
import { MerchantPageLayout } from '../../../shared/merchant-page-layout';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { ErrorSummary, fieldBlur, useSubmitFocus } from '../../../shared/form-errors';
import { LoadState } from '../../../shared/load-state';
import { useMayCall } from '../../../shared/may-call';
import { useMerchantAccounts } from '../../../shared/merchant-accounts';
import styles from '../../../shared/merchant.module.css';
import { useCreateIdentity, useIdentityFee } from '../api/verification';

interface Values {
  accountId: string;
  email: string;
  firstName: string;
  lastName: string;
}
const FIELDS: readonly (keyof Values)[] = ['accountId', 'email', 'firstName', 'lastName'];
export const HISTORY_PATH = '/merchant/security/verification/history';

/** The fee for the chosen account, told before anything is asked (spec 03 §3 "fee.amount, fee.currencyCode"). */
function Fee({ accountId }: { accountId: number | undefined }) {
  const { t, i18n } = useTranslation('merchant');
  const fee = useIdentityFee(accountId);
  if (accountId === undefined) return <p className={styles.hint}>{t('verification.form.feeChoose')}</p>;
  if (fee.isPending)
    return (
      <p role="status" className={styles.hint}>
        {t('verification.form.feeLoading')}
      </p>
    );
  if (fee.isError)
    return (
      <p role="alert" className={styles.error}>
        {t('verification.form.feeFailed')}
      </p>
    );
  return (
    <p role="status">
      {t('verification.form.fee', {
        fee: formatMoney(String(fee.data.fee.amount), fee.data.fee.currencyCode, i18n.language),
      })}
    </p>
  );
}

function RequestForm() {
  const { t, i18n } = useTranslation('merchant');
  const accounts = useMerchantAccounts();
  const create = useCreateIdentity();
  const { formRef, summaryRef, submitted } = useSubmitFocus();
  const [pending, setPending] = useState<CreateIdentityRequest | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // Four plain rules, checked without a schema library: this is the area's first page (spec 03 §2, the merchant
  // root's target), and its JavaScript stays within the area's first-page budget (issue 33).
  const validate = useMemo(
    () =>
      (values: Values): FormikErrors<Values> => {
        const errors: FormikErrors<Values> = {};
        if (!values.accountId) errors.accountId = t('verification.errors.account');
        const email = values.email.trim();
        if (!email) errors.email = t('verification.errors.required');
        else if (!isEmail(email)) errors.email = t('verification.errors.email');
        for (const field of ['firstName', 'lastName'] as const) {
          const name = values[field].trim();
          if (!name) errors[field] = t('verification.errors.required');
          else if (name.length > 100) errors[field] = t('verification.errors.max');
        }
        return errors;
      },
    [t],
  );
  const form = useFormik<Values>({
    initialValues: { accountId: '', email: '', firstName: '', lastName: '' },
    validate,
    // A valid form first shows the fee to confirm; only the confirmation sends.
    onSubmit: (values) => {
      setDone(null);
      setPending({
        accountId: Number(values.accountId),
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      });
    },
  });
  const accountId = form.values.accountId === '' ? undefined : Number(form.values.accountId);
  const fee = useIdentityFee(accountId);
  const errorOf = (name: keyof Values) =>
    form.touched[name] || form.submitCount > 0 ? form.errors[name] : undefined;
  const lines =
    form.submitCount > 0
      ? FIELDS.filter((name) => form.errors[name]).map(
          (name) => `${t(`verification.form.${name}`)}: ${form.errors[name]}`,
        )
      : [];
  const send = async () => {
    if (!pending) return;
    try {
      const created = await create.mutateAsync(pending);
      setDone(t('verification.form.created', { email: created.email }));
      form.resetForm({ values: { ...form.initialValues, accountId: form.values.accountId } });
    } catch {
      // The client showed the response popup (spec 03 §8).
    } finally {
      setPending(null);
    }
  };
  const feeText = fee.data
    ? formatMoney(String(fee.data.fee.amount), fee.data.fee.currencyCode, i18n.language)
    : '';

  return (
    <LoadState
      pending={accounts.isPending}
      error={accounts.isError}
      label={t('verification.form.accountsLoading')}
      failedTitle={t('verification.form.accountsFailed')}
      onRetry={() => void accounts.refetch()}
    >
      {done ? (
        <Alert tone="success" title={done}>
          <Link to={HISTORY_PATH}>{t('verification.form.toHistory')}</Link>
        </Alert>
      ) : null}
      <form
        ref={formRef}
        noValidate
        className={styles.form}
        aria-label={t('verification.form.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submitForm().then(submitted);
        }}
      >
        <ErrorSummary lines={lines} summaryRef={summaryRef} />
        <Select
          label={t('verification.form.accountId')}
          name="accountId"
          required
          placeholder={t('verification.form.chooseAccount')}
          options={(accounts.data ?? []).map((account) => ({
            value: String(account.accountId),
            label: t('verification.form.accountOption', {
              currency: account.currencyCode,
              id: account.accountId,
              balance: formatMoney(String(account.balance), account.currencyCode, i18n.language),
            }),
          }))}
          value={form.values.accountId}
          error={errorOf('accountId')}
          onChange={form.handleChange}
          onBlur={fieldBlur(form)}
        />
        <Fee accountId={accountId} />
        <TextField
          label={t('verification.form.email')}
          name="email"
          type="email"
          autoComplete="off"
          required
          value={form.values.email}
          error={errorOf('email')}
          onChange={form.handleChange}
          onBlur={fieldBlur(form)}
        />
        <div className={styles.grid}>
          <TextField
            label={t('verification.form.firstName')}
            name="firstName"
            autoComplete="off"
            required
            value={form.values.firstName}
            error={errorOf('firstName')}
            onChange={form.handleChange}
            onBlur={fieldBlur(form)}
          />
          <TextField
            label={t('verification.form.lastName')}
            name="lastName"
            autoComplete="off"
            required
            value={form.values.lastName}
            error={errorOf('lastName')}
            onChange={form.handleChange}
            onBlur={fieldBlur(form)}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={accountId !== undefined && fee.isError}>
            {t('verification.form.continue')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('verification.confirm.title')}
        confirmLabel={t('verification.confirm.send')}
        confirmVariant="primary"
        busy={create.isPending}
        onConfirm={() => void send()}
        onClose={() => setPending(null)}
      >
        <p>
          {t('verification.confirm.text', {
            name: `${pending?.firstName ?? ''} ${pending?.lastName ?? ''}`.trim(),
            email: pending?.email ?? '',
          })}
        </p>
        <p>
          <strong>
            {t('verification.confirm.fee', { fee: feeText, account: pending?.accountId ?? '' })}
          </strong>
        </p>
      </ConfirmDialog>
    </LoadState>
  );
}

/**
 * `/merchant/security/verification`, the merchant root (spec 03 §2, §3 "Identity verification: fee.amount,
 * fee.currencyCode, identities", §7 "Identity fee (accountId); identity ... create"): ask the bank to verify a person
 * the merchant deals with; the fee for the chosen account is shown, and confirmed, before the request goes.
 */
export function VerificationPage() {
  const { t } = useTranslation('merchant');
  const mayCreate = useMayCall('createIdentityVerification');
  return (
    <MerchantPageLayout
      title={t('verification.title')}
      description={t('verification.description')}
      actions={<Link to={HISTORY_PATH}>{t('verification.form.toHistory')}</Link>}
    >
      <Card title={t('verification.form.title')} titleLevel={2}>
        {mayCreate ? <RequestForm /> : <p>{t('verification.form.readOnly')}</p>}
      </Card>
    </MerchantPageLayout>
  );
}
