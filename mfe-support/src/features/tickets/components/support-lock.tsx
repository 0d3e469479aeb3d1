import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button } from '@portal/ui/components';
import { SUPPORT_QUERY_KEY, useHelpdesk, useSupportLock } from '../api/helpdesk';

/**
 * The timed support-failure message (spec 03 §4 "A timed support-failure message exists", §8 "429 (support lock)"):
 * while the provider's 429 holds, nothing is asked and the seconds it asked to wait count down; then the customer may
 * try again, and only a success lifts the lock (never the time alone), for the menu's badge too.
 */
export function SupportLockNotice() {
  const { t } = useTranslation('support');
  const lock = useSupportLock();
  const helpdesk = useHelpdesk();
  const queryClient = useQueryClient();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!lock) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [lock]);
  if (!lock) return null;
  const seconds = Math.max(0, Math.ceil((lock.until - now) / 1000));
  return (
    <Alert tone="warning" title={t('lock.title')}>
      {seconds > 0 ? (
        <p>{t('lock.wait', { count: seconds })}</p>
      ) : (
        <>
          <p>{t('lock.again')}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              // The lock lifts on the first answer that is a success, not on the time (spec 03 §4).
              helpdesk.tryAgain();
              void queryClient.refetchQueries({ queryKey: [SUPPORT_QUERY_KEY], type: 'active' });
            }}
          >
            {t('retry')}
          </Button>
        </>
      )}
    </Alert>
  );
}
