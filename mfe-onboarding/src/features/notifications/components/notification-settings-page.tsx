import { useTranslation } from 'react-i18next';
import { NOTIFICATION_GROUPS } from '@portal/api/catalogue';
import { Alert, Button, Card, PageLayout, Skeleton, VisuallyHidden } from '@portal/ui/components';
import { useNotificationSettings } from '../api/notification-settings';
import { NotificationItem } from './notification-item';
import styles from './notification-settings.module.css';

/**
 * The `profile/notifications` page (spec 02 §2, §3 "Notification item: group, identified, value", §7): the signed-in
 * user's notification items, grouped by their group, each saved on its own as soon as it changes.
 */
export function NotificationSettingsPage() {
  const { t } = useTranslation('onboarding');
  const settings = useNotificationSettings();

  let body;
  if (settings.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('notifications.loading')}</VisuallyHidden>
        <Skeleton height={24} width="40%" />
        <Skeleton height={56} />
        <Skeleton height={56} />
        <Skeleton height={56} />
      </div>
    );
  else if (settings.isError)
    body = (
      <Alert tone="error" title={t('loadFailed')}>
        <p>{t('loadFailedText')}</p>
        <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else if (settings.data.length === 0) body = <p>{t('notifications.empty')}</p>;
  else
    body = NOTIFICATION_GROUPS.map((group) => {
      const items = settings.data.filter((item) => item.group === group);
      if (items.length === 0) return null;
      return (
        <Card
          key={group}
          title={t(`notifications.groups.${group}.title`)}
          description={t(`notifications.groups.${group}.description`)}
        >
          <ul className={styles.items}>
            {items.map((item) => (
              <NotificationItem key={item.identified} item={item} />
            ))}
          </ul>
        </Card>
      );
    });

  return (
    <PageLayout title={t('notifications.title')} description={t('notifications.description')}>
      <div className={styles.groups}>{body}</div>
    </PageLayout>
  );
}
