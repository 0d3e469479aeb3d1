import { useTranslation } from 'react-i18next';
import type { Announcement } from '@portal/api/catalogue';
import { Alert, Button } from '@portal/ui/components';
import { useMayCall } from '../../../shared/use-may-call';
import { useErrorText } from '../../../shared/load-error';
import { useAnswerAnnouncement } from '../api/answer-announcement';
import styles from './news-page.module.css';

/**
 * Accept or Decline of an announcement that asks (spec 02 §4), or the answer once given; nothing for a user who
 * may not answer.
 */
export function AnswerButtons({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation('accounts');
  const answer = useAnswerAnnouncement();
  const errorText = useErrorText();
  const mayAnswer = useMayCall('answerAnnouncement');
  if (announcement.answer)
    return <p className={styles.answered}>{t(`news.answered.${announcement.answer}`)}</p>;
  // Support acting as a customer does not answer for the user (issue 22).
  if (!mayAnswer) return null;
  const choosing = answer.isPending ? answer.variables?.accept : undefined;
  const send = (accept: boolean) => answer.mutate({ id: announcement.id, accept });
  return (
    <div className={styles.answer}>
      <div
        className={styles.answerButtons}
        role="group"
        aria-label={t('news.answerLabel', { title: announcement.title })}
      >
        <Button
          variant="secondary"
          size="sm"
          loading={choosing === false}
          disabled={answer.isPending}
          onClick={() => send(false)}
        >
          {t('news.decline')}
        </Button>
        <Button size="sm" loading={choosing === true} disabled={answer.isPending} onClick={() => send(true)}>
          {t('news.accept')}
        </Button>
      </div>
      {answer.isError ? (
        <Alert tone="error" title={t('news.answerFailed')}>
          {errorText(answer.error)}
        </Alert>
      ) : null}
    </div>
  );
}
