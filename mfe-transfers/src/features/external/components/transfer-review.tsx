import { useTranslation } from 'react-i18next';
import type { Account, ExtraParam } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { formatIban } from '@portal/api/transfers';
import { Alert, Button, Card } from '@portal/ui/components';
import { accountOptionLabel } from '../../../shared/account-label';
import type { ExternalFormValues } from '../utils/form-values';
import styles from './external-transfer.module.css';

/** What the review shows of the money: the amount, the fee once known, and their total. */
export interface ReviewMoney {
  amount: string;
  fee?: string;
  total?: string;
  /** The fee of this amount is on its way: its rows hold their place, saying so. */
  feePending?: boolean;
  currencyCode: string;
}

/** A card number as the review shows it: only the last four digits (spec 02 §9: numbers are masked). */
export function maskCardNumber(cardNumber: string): string {
  const digits = cardNumber.replace(/\s+/g, '');
  return digits.length > 4 ? `•••• ${digits.slice(-4)}` : digits;
}

/** The payee's lines of the review, labelled as on the form. */
function payeeLines(
  values: ExternalFormValues,
  details: Readonly<Record<string, string>>,
  t: ReturnType<typeof useTranslation<'transfers'>>['t'],
  savedCardLabel?: string,
): [string, string][] {
  const label: Record<string, string> = {
    iban: t('external.wire.iban'),
    accountNumber: t('external.wire.accountNumber'),
    swift: t('external.wire.swift'),
    beneficiaryName: t('external.wire.beneficiaryName'),
    beneficiaryAddress: t('external.wire.beneficiaryAddress'),
    bankCode: t('external.eft.bankCode'),
    branchCode: t('external.eft.branchCode'),
    cardNumber: t('external.oct.cardNumber'),
    externalCardId: t('external.oct.savedCard'),
    network: t('external.crypto.network'),
    address: t('external.crypto.address'),
    instantKeyType: t('external.instant.keyType'),
    instantKey: t('external.instant.key'),
    toEmail: t('external.interac.toEmail'),
    securityQuestion: t('external.interac.securityQuestion'),
    securityAnswer: t('external.interac.securityAnswer'),
  };
  return Object.entries(details).map(([field, value]) => {
    let shown = value;
    if (field === 'iban') shown = formatIban(value);
    else if (field === 'cardNumber') shown = maskCardNumber(value);
    else if (field === 'externalCardId') shown = savedCardLabel ?? value;
    else if (field === 'network') shown = t(`external.crypto.networks.${value}`, { defaultValue: value });
    else if (field === 'instantKeyType')
      shown = t(`external.instant.keyTypes.${value as 'cpf'}`, { defaultValue: value });
    else if (field === 'securityAnswer') shown = '•'.repeat(Math.min(value.length, 8));
    return [label[field] ?? field, shown];
  });
}

/**
 * The review step (issue 5): everything that will be sent, the fee and the total; sending makes the one
 * idempotency key of this review count, so a double click sends once.
 */
export function TransferReview({
  values,
  account,
  countryName,
  details,
  extraParams,
  extraValues,
  money,
  savedCardLabel,
  sending,
  notice,
  onEdit,
  onSend,
}: {
  values: ExternalFormValues;
  account: Account;
  countryName: string;
  details: Readonly<Record<string, string>>;
  extraParams: readonly ExtraParam[];
  extraValues: Readonly<Record<string, string>>;
  money: ReviewMoney;
  savedCardLabel?: string;
  sending: boolean;
  notice?: { tone: 'info' | 'error'; title?: string; text?: string };
  onEdit: () => void;
  onSend: () => void;
}) {
  const { t, i18n } = useTranslation('transfers');
  const format = (amount: string) => formatMoney(amount, money.currencyCode, i18n.language);
  const extraLines = extraParams
    .filter((param) => (extraValues[param.name] ?? '').trim() !== '')
    .map((param) => {
      const value = extraValues[param.name] ?? '';
      const option = param.options?.find((candidate) => candidate.value === value);
      return [param.label, option?.label ?? value] as const;
    });
  const lines: (readonly [string, string])[] = [
    [t('summary.from'), accountOptionLabel(t, account, i18n.language)],
    [t('external.kind'), `${t(`external.kinds.${values.type as 'wire'}`)} · ${countryName}`],
    ...payeeLines(values, details, t, savedCardLabel),
    ...extraLines,
    [t('summary.amount'), format(money.amount)],
    ...(money.fee !== undefined
      ? [[t('summary.fee'), format(money.fee)] as const]
      : money.feePending
        ? [[t('summary.fee'), t('external.feeLoading')] as const]
        : []),
    ...(money.total !== undefined
      ? [[t('summary.total'), format(money.total)] as const]
      : money.feePending
        ? [[t('summary.total'), '—'] as const]
        : []),
    ...(values.reference.trim() ? [[t('summary.reference'), values.reference.trim()] as const] : []),
    ...(values.saveTemplate ? [[t('external.templateName'), values.templateName.trim()] as const] : []),
  ];
  return (
    <Card title={t('external.reviewTitle')} titleLevel={2}>
      <div className={styles.stack}>
        {notice ? (
          <Alert tone={notice.tone} title={notice.title}>
            {notice.text}
          </Alert>
        ) : null}
        <dl className={styles.summary} data-testid="external-review">
          {lines.map(([term, value], index) => (
            <div key={`${term}-${index}`} className={styles.summaryRow}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onEdit} disabled={sending}>
            {t('edit')}
          </Button>
          <Button onClick={onSend} loading={sending}>
            {money.total !== undefined
              ? t('external.send', { total: format(money.total) })
              : t('confirmSend')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
