import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/api/money';
import { Card, Spinner } from '@portal/ui/components';
import { useP2pTemplates } from '../api/p2p-templates';
import { useRecentP2pTransfers } from '../api/recent-p2p-transfers';
import styles from './p2p-transfer.module.css';

/** Recent payees (spec 02 §7, limit 3) and saved templates; choosing one fills the payee e-mail. */
export function PayeeSuggestions({ onChoose }: { onChoose: (email: string) => void }) {
  const { t, i18n } = useTranslation('transfers');
  const recent = useRecentP2pTransfers();
  const templates = useP2pTemplates();
  return (
    <>
      <Card title={t('p2p.recent.title')} titleLevel={2}>
        {recent.isPending ? (
          <Spinner size="sm" label={t('p2p.recent.loading')} />
        ) : recent.isError ? (
          <p className={styles.muted}>{t('p2p.recent.failed')}</p>
        ) : recent.data.length === 0 ? (
          <p className={styles.muted}>{t('p2p.recent.empty')}</p>
        ) : (
          <ul className={styles.payeeList}>
            {recent.data.map((transfer) => (
              <li key={transfer.transactionId}>
                <button type="button" className={styles.payeeButton} onClick={() => onChoose(transfer.payee)}>
                  <span>{transfer.payeeName}</span>
                  <span className={styles.payeeMeta}>
                    {transfer.payee} · {formatMoney(transfer.amount, transfer.currencyCode, i18n.language)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t('p2p.templates.title')} titleLevel={2}>
        {templates.isPending ? (
          <Spinner size="sm" label={t('p2p.templates.loading')} />
        ) : templates.isError ? (
          <p className={styles.muted}>{t('p2p.templates.failed')}</p>
        ) : templates.data.length === 0 ? (
          <p className={styles.muted}>{t('p2p.templates.empty')}</p>
        ) : (
          <ul className={styles.payeeList}>
            {templates.data.map((template) => (
              <li key={template.id}>
                <button
                  type="button"
                  className={styles.payeeButton}
                  onClick={() => onChoose(template.details.toEmail ?? '')}
                >
                  <span>{template.templateName}</span>
                  <span className={styles.payeeMeta}>{template.details.toEmail}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}
