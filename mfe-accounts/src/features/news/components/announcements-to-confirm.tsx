import { lazy, Suspense } from 'react';
import { useMayCall } from '../../../shared/use-may-call';
import { useAnnouncementsToConfirm } from '../api/announcements';

const AnnouncementsPrompt = lazy(() =>
  import('./announcements-prompt').then((module) => ({ default: module.AnnouncementsPrompt })),
);

/**
 * The announcements waiting for an answer (getAnnouncements withConfirmation, spec 02 §4, §7), shown on home after
 * sign-in: a dialog with Accept and Decline for each; each answer re-fetches the list, and the dialog closes when
 * none is left. Put off, it becomes a banner that opens the dialog again. The prompt's code is fetched only when
 * something waits (issue 28: home's first screen does not carry it).
 */
export function AnnouncementsToConfirm() {
  const toConfirm = useAnnouncementsToConfirm();
  const waiting = toConfirm.data?.filter((announcement) => !announcement.answer) ?? [];
  // Nothing to ask of support acting as the customer: they may not answer for the user (issue 22).
  const mayAnswer = useMayCall('answerAnnouncement');
  if (waiting.length === 0 || !mayAnswer) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementsPrompt waiting={waiting} />
    </Suspense>
  );
}
