import { useTranslation } from 'react-i18next';
import type { LegalInfoItem } from '@portal/api/catalogue';
import { Alert, Button, Card, PageLayout, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { formatDay } from '../../../shared/dates';
import { useDownloadAgreement } from '../api/download-agreement';
import { useLegalInfo } from '../api/legal-info';
import styles from './legal-page.module.css';

/** One document: its name, version and whether the customer agreed to it, and its PDF. */
function LegalDocument({ item }: { item: LegalInfoItem }) {
  const { t, i18n } = useTranslation('onboarding');
  const download = useDownloadAgreement();
  const name = t(`legal.kinds.${item.kind}`, { defaultValue: item.kind });
  return (
    <li className={styles.document}>
      <div className={styles.row}>
        <div className={styles.text}>
          <h2 className={styles.name}>{name}</h2>
          <p className={styles.meta}>
            {t('legal.version', {
              version: item.version,
              date: formatDay(item.effectiveFrom, i18n.language),
            })}
          </p>
          <p className={styles.meta}>
            {item.acceptedAt
              ? t('legal.agreed', { date: formatDay(item.acceptedAt, i18n.language) })
              : t('legal.forInformation')}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          loading={download.isPending}
          onClick={() => download.mutate(item.id)}
        >
          {t('legal.download')}
          <VisuallyHidden> {name}</VisuallyHidden>
        </Button>
      </div>
      <p role="status" className={styles.status}>
        {download.isPending
          ? t('legal.downloading')
          : download.isSuccess
            ? t('legal.downloaded', { document: name })
            : ''}
      </p>
      {download.isError ? (
        <Alert tone="error" className={styles.failed}>
          <p>{t('legal.downloadFailed', { document: name })}</p>
        </Alert>
      ) : null}
    </li>
  );
}

/**
 * The `legal` page (spec 02 §2, §3 "Legal info items", §7 "Legal info. Agreement download (id, PDF)"): the
 * documents of the customer the user acts for, each with its PDF on the brand's letterhead.
 */
export function LegalPage() {
  const { t } = useTranslation('onboarding');
  const documents = useLegalInfo();

  let body;
  if (documents.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('legal.loading')}</VisuallyHidden>
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  else if (documents.isError)
    body = (
      <Alert tone="error" title={t('loadFailed')}>
        <p>{t('loadFailedText')}</p>
        <Button variant="secondary" size="sm" onClick={() => void documents.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else if (documents.data.length === 0) body = <p>{t('legal.empty')}</p>;
  else
    body = (
      <ul className={styles.documents}>
        {documents.data.map((item) => (
          <LegalDocument key={item.id} item={item} />
        ))}
      </ul>
    );

  return (
    <PageLayout title={t('legal.title')} description={t('legal.description')}>
      <Card>{body}</Card>
    </PageLayout>
  );
}
