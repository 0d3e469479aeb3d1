import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatMoney } from '@portal/api/money';
import { useServices } from '@portal/session/react';
import { Card, EmptyState, PageLayout, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { CopyableDetail, CopyableDetails } from '../../../shared/copyable-detail';
import { LoadError } from '../../../shared/load-error';
import { isUnknownLink, useReceiveInfo } from '../api/receive-info';
import styles from './receive-page.module.css';

/**
 * The public receive page (`/receive/{id}`, spec 02 §2): anyone with the link sees whom to pay, the amount asked
 * for (if any), the note, the e-mail to pay inside the product, and the bank transfer details. No session: it runs
 * in the clear layout and reads nothing of the signed-in user.
 */
export function ReceiveInfoPage() {
  const { t, i18n } = useTranslation('accounts');
  const { brand } = useServices();
  const { id } = useParams<{ id: string }>();
  const info = useReceiveInfo(id);

  if (info.isPending)
    return (
      <PageLayout title={t('receive.public.loadingTitle')}>
        <div role="status" className={styles.loading}>
          <VisuallyHidden>{t('receive.public.loading')}</VisuallyHidden>
          <Skeleton height={120} />
          <Skeleton height={220} />
        </div>
      </PageLayout>
    );
  if (info.isError)
    return (
      <PageLayout title={t('receive.public.unknownTitle')}>
        {isUnknownLink(info.error) ? (
          <Card>
            <EmptyState title={t('receive.public.unknown')} text={t('receive.public.unknownText')} />
          </Card>
        ) : (
          <LoadError
            title={t('receive.public.loadFailed')}
            error={info.error}
            onRetry={() => void info.refetch()}
          />
        )}
      </PageLayout>
    );

  const data = info.data;
  const payee = String(data.payeeName);
  const field = (key: 'bankAccountNumber' | 'bankName' | 'swift' | 'reference') => {
    const label = t(`home.instructions.fields.${key}`);
    return (
      <CopyableDetail
        key={key}
        mono={key !== 'bankName'}
        label={label}
        value={String(data[key])}
        copyLabel={t('home.instructions.copy', { field: label })}
      />
    );
  };

  return (
    <PageLayout
      title={t('receive.public.title', { name: payee })}
      description={t('receive.public.description', { brand: brand.projectName })}
    >
      <Card title={t('receive.public.request')}>
        {data.amount ? (
          <p className={styles.amount}>
            {formatMoney(String(data.amount), data.currencyCode, i18n.language)}
          </p>
        ) : (
          <p>{t('receive.public.anyAmount', { currency: data.currencyCode })}</p>
        )}
        {data.note ? (
          <blockquote className={styles.note}>
            <VisuallyHidden>{t('receive.public.noteLabel')}</VisuallyHidden>
            {String(data.note)}
          </blockquote>
        ) : null}
      </Card>
      <div className={styles.ways}>
        <Card title={t('receive.public.p2pTitle', { brand: brand.projectName })} titleLevel={2}>
          <p>{t('receive.public.p2pText', { brand: brand.projectName })}</p>
          <CopyableDetails>
            <CopyableDetail
              label={t('receive.public.email')}
              value={data.p2pEmail}
              copyLabel={t('receive.public.copyEmail')}
            />
          </CopyableDetails>
        </Card>
        <Card title={t('receive.public.bankTitle')}>
          <p>{t('receive.public.bankText', { currency: data.currencyCode })}</p>
          <CopyableDetails>
            <CopyableDetail
              label={t('home.instructions.fields.beneficiaryName')}
              value={payee}
              copyLabel={t('home.instructions.copy', {
                field: t('home.instructions.fields.beneficiaryName'),
              })}
            />
            {field('bankAccountNumber')}
            {field('bankName')}
            {field('swift')}
            {field('reference')}
          </CopyableDetails>
          <p className={styles.hint}>{t('home.instructions.referenceHint')}</p>
        </Card>
      </div>
    </PageLayout>
  );
}
