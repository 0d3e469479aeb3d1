import { useTranslation } from 'react-i18next';
import { shellPopupShown$ } from '@portal/events/bus';
import { useSubject } from '@portal/session/react';
import { Alert, Button, Dialog } from '@portal/ui/components';
import { formatDate } from '../../../shared/date-format';
import type { Announcement } from '@portal/api/catalogue';
import { confirmationPromptDismissed$ } from '../utils/confirmation-prompt';
import { AnswerButtons } from './answer-buttons';
import styles from './news-page.module.css';

/**
 * The prompt for the announcements waiting for an answer (spec 02 §4, §7): a dialog with Accept and Decline for each;
 * put off, it becomes a banner that opens the dialog again. Its own chunk, fetched only when something waits.
 */
export function AnnouncementsPrompt({ waiting }: { waiting: readonly Announcement[] }) {
  const { t, i18n } = useTranslation('accounts');
  const dismissed = useSubject(confirmationPromptDismissed$);
  // One modal at a time: the shell's popup (an activation's "Done", an error) is read and closed first.
  const shellPopup = useSubject(shellPopupShown$);

  return (
    <>
      {dismissed ? (
        <Alert tone="warning" title={t('news.prompt.bannerTitle')}>
          <p className={styles.bannerText}>{t('news.prompt.bannerText', { count: waiting.length })}</p>
          <Button size="sm" variant="secondary" onClick={() => confirmationPromptDismissed$.next(false)}>
            {t('news.prompt.review')}
          </Button>
        </Alert>
      ) : null}
      <Dialog
        open={!dismissed && !shellPopup}
        size="lg"
        title={t('news.prompt.title')}
        closeLabel={t('close')}
        closeOnBackdropClick={false}
        onClose={() => confirmationPromptDismissed$.next(true)}
        actions={
          <Button variant="ghost" onClick={() => confirmationPromptDismissed$.next(true)}>
            {t('news.prompt.later')}
          </Button>
        }
      >
        <p className={styles.promptLead}>{t('news.prompt.text')}</p>
        <ul className={styles.promptList}>
          {waiting.map((announcement) => (
            <li key={announcement.id} className={styles.promptItem}>
              <article aria-labelledby={`prompt-${announcement.id}`}>
                <h3 id={`prompt-${announcement.id}`} className={styles.promptTitle}>
                  {String(announcement.title)}
                </h3>
                <p className={styles.promptDate}>
                  <time dateTime={announcement.date}>
                    {formatDate(announcement.date, i18n.language, false)}
                  </time>
                </p>
                <p className={styles.text}>{String(announcement.body)}</p>
                <AnswerButtons announcement={announcement} />
              </article>
            </li>
          ))}
        </ul>
      </Dialog>
    </>
  );
}
