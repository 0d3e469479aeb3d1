import { useTranslation } from 'react-i18next';
import type { Beneficiary, RecentTransfer } from '@portal/api/catalogue';
import { formatMoney } from '@portal/api/money';
import { Button, Card, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { useBeneficiaries } from '../api/beneficiaries';
import { countryLabel } from '../api/countries';
import { useRecentExternalTransfers } from '../api/recent-transfers';
import { isExternalType, isUsableBeneficiary } from '../utils/saved-payees';
import styles from './external-transfer.module.css';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className={styles.lines}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={44} />
      <Skeleton height={44} width="80%" />
    </div>
  );
}

function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('transfers');
  return (
    <div className={styles.stack}>
      <p className={styles.note}>{t('external.saved.failed')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('retry')}
      </Button>
    </div>
  );
}

/**
 * Templates and recent external transfers (spec 02 §3, §5, §7): a template is usable when its wire or eft status
 * is 1 or 2, the others are shown disabled; recent transfers flagged isDisabled are hidden (by the query).
 */
export function SavedPayees({
  onTemplate,
  onRecent,
  busy,
}: {
  onTemplate: (beneficiary: Beneficiary) => void;
  onRecent: (transfer: RecentTransfer) => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('transfers');
  const beneficiaries = useBeneficiaries();
  const recent = useRecentExternalTransfers();
  // Templates of person-to-person payees belong to the p2p page.
  const templates = (beneficiaries.data?.beneficiaries ?? []).filter((beneficiary) =>
    isExternalType(beneficiary.type),
  );
  return (
    <aside className={styles.side} aria-label={t('external.saved.title')}>
      <Card title={t('external.saved.templates')} titleLevel={2}>
        {beneficiaries.isPending ? (
          <Loading label={t('external.loading')} />
        ) : beneficiaries.isError ? (
          <Failed onRetry={() => void beneficiaries.refetch()} />
        ) : templates.length === 0 ? (
          <p className={styles.note}>{t('external.saved.noTemplates')}</p>
        ) : (
          <ul className={styles.list}>
            {templates.map((beneficiary) => {
              const usable = isUsableBeneficiary(beneficiary);
              return (
                <li key={beneficiary.id}>
                  <button
                    type="button"
                    className={styles.payeeButton}
                    disabled={!usable || busy}
                    onClick={() => onTemplate(beneficiary)}
                  >
                    <span className={styles.payeeName}>{beneficiary.templateName}</span>
                    <span className={styles.payeeMeta}>
                      {[
                        t(`external.kinds.${beneficiary.type as 'wire'}`, { defaultValue: beneficiary.type }),
                        beneficiary.countryCode && countryLabel(beneficiary.countryCode, i18n.language),
                        beneficiary.currencyCode,
                        usable ? undefined : t('external.saved.notVerified'),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </Card>
      <Card title={t('external.saved.recent')} titleLevel={2}>
        {recent.isPending ? (
          <Loading label={t('external.loading')} />
        ) : recent.isError ? (
          <Failed onRetry={() => void recent.refetch()} />
        ) : recent.data.length === 0 ? (
          <p className={styles.note}>{t('external.saved.noRecent')}</p>
        ) : (
          <ul className={styles.list}>
            {recent.data.map((transfer) => (
              <li key={transfer.transactionId}>
                <button
                  type="button"
                  className={styles.payeeButton}
                  disabled={busy}
                  onClick={() => onRecent(transfer)}
                >
                  <span className={styles.payeeName}>{transfer.payeeName}</span>
                  <span className={styles.payeeMeta}>
                    {[
                      t(`external.kinds.${transfer.type as 'wire'}`, { defaultValue: transfer.type }),
                      transfer.payee,
                      formatMoney(String(transfer.amount), transfer.currencyCode, i18n.language),
                      new Date(transfer.createdAt).toLocaleDateString(
                        i18n.language === 'ua' ? 'uk' : i18n.language,
                      ),
                    ].join(' · ')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </aside>
  );
}
