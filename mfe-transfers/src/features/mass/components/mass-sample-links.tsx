import { useTranslation } from 'react-i18next';
import { MASS_SAMPLE_TYPES, type MassMethod } from '@portal/api/mass';
import { Spinner } from '@portal/ui/components';
import { useServices } from '@portal/session/react';
import { useMassSampleLinks } from '../api/mass-sample-links';
import styles from './mass.module.css';

/**
 * The sample files of the method's type (spec 02 §7 "Mass sample link list"), in each format offered: CSV and .xlsx,
 * and for wires a pain.001 (issue 51 item 4).
 */
export function MassSampleLinks({ method }: { method: MassMethod }) {
  const { t } = useTranslation('transfers');
  const { apiBaseUrl } = useServices();
  const links = useMassSampleLinks();
  if (links.isPending) return <Spinner label={t('mass.samples.loading')} />;
  const mine = (links.data ?? []).filter((link) => link.type === MASS_SAMPLE_TYPES[method]);
  if (mine.length === 0) return <p className={styles.muted}>{t('mass.samples.none')}</p>;
  return (
    <div className={styles.samples}>
      <p className={styles.muted}>{t('mass.samples.text')}</p>
      <ul className={styles.sampleList}>
        {mine.map((link) => (
          <li key={link.url}>
            {/* The sandbox names a path under its base URL (as invoices' urlPdf). */}
            <a href={new URL(link.url, apiBaseUrl).href} download className={styles.link}>
              {t('mass.samples.link', {
                // The pain.001 sample (issue 51 item 4) is named by its message, not by "XML" alone.
                format: link.format === 'xml' ? t('mass.samples.formatXml') : link.format.toUpperCase(),
                method: t(`mass.tabs.${method}`),
              })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
