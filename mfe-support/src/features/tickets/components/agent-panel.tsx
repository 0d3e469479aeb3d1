import { useTranslation } from 'react-i18next';
import { Card } from '@portal/ui/components';
import { useAgent } from '../api/tickets';
import styles from './support.module.css';

/**
 * The company's manager agent (spec 03 §3 "Support state holds ... a manager agent", §6: business users only), asked
 * for as the page mounts and shown once `shown` (the page's own content is in, so its arrival moves nothing).
 */
export function AgentPanel({ shown }: { shown: boolean }) {
  const { t } = useTranslation('support');
  const { business, agent } = useAgent();
  if (!shown || !business || !agent.data) return null;
  return (
    <Card>
      <section aria-labelledby="support-agent" className={styles.agent}>
        <h2 id="support-agent" className={styles.sectionTitle}>
          {t('agent.title')}
        </h2>
        <p className={styles.agentName}>{agent.data.name}</p>
        <p>
          <a href={`mailto:${agent.data.email}`}>{agent.data.email}</a>
        </p>
        <p className={styles.meta}>{t('agent.hours', { hours: agent.data.hours })}</p>
      </section>
    </Card>
  );
}
