import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySymbol } from '@portal/api/money';
import { EmptyState, PageLayout, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { usePaymentInstructions } from '../api/payment-instructions';
import { useGreeting } from '../utils/greeting';
import { CopyableDetail, CopyableDetails } from '../../../shared/copyable-detail';
import { LoadError } from '../../../shared/load-error';
import styles from './home-page.module.css';

const FIELDS = ['beneficiaryName', 'bankAccountNumber', 'bankName', 'swift'] as const;

/**
 * Home for a user without balance access, a representative (spec 01 §3, §6: "sent to company documents only";
 * those are not in the portal yet): the company's accounts as its payment instructions name them, how to pay into
 * each, and no balance, amount or history. The balance inquiry is never called (issue 22).
 */
export function AccountsWithoutFigures({ notice }: { notice?: ReactNode }) {
  const { t } = useTranslation('accounts');
  const greeting = useGreeting();
  const instructions = usePaymentInstructions();

  let body;
  if (instructions.isPending)
    body = (
      <div role="status">
        <VisuallyHidden>{t('loading')}</VisuallyHidden>
        <Skeleton height={160} />
      </div>
    );
  else if (instructions.isError)
    body = (
      <LoadError
        title={t('loadFailed')}
        error={instructions.error}
        onRetry={() => void instructions.refetch()}
      />
    );
  else if (instructions.data.length === 0)
    body = (
      <EmptyState title={t('home.withoutFigures.emptyTitle')} text={t('home.withoutFigures.emptyText')} />
    );
  else
    body = (
      <ul className={styles.grid}>
        {instructions.data.map((instruction) => (
          <li key={instruction.id} className={styles.account}>
            <article
              aria-labelledby={`account-${instruction.accountId}-title`}
              className={styles.accountBody}
            >
              <header className={styles.accountHeader}>
                <span className={styles.currency} aria-hidden="true">
                  {currencySymbol(instruction.currencyCode)}
                </span>
                <div className={styles.accountTitles}>
                  <h3 id={`account-${instruction.accountId}-title`} className={styles.accountName}>
                    {t('accountNumber', { id: instruction.accountId })} · {instruction.currencyCode}
                  </h3>
                </div>
              </header>
              <CopyableDetails>
                {FIELDS.map((field) => (
                  <CopyableDetail
                    key={field}
                    label={t(`home.instructions.fields.${field}`)}
                    value={String(instruction[field])}
                    copyLabel={t('home.instructions.copy', {
                      field: t(`home.instructions.fields.${field}`),
                    })}
                  />
                ))}
              </CopyableDetails>
            </article>
          </li>
        ))}
      </ul>
    );

  return (
    <PageLayout title={greeting} description={t('home.withoutFigures.description')}>
      {notice}
      <section aria-labelledby="accounts-heading">
        <h2 id="accounts-heading" className={styles.sectionTitle}>
          {t('yourAccounts')}
        </h2>
        {body}
      </section>
    </PageLayout>
  );
}
