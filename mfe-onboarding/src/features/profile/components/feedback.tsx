import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui/components';
import { failureLines } from '../../../shared/failure-lines';
import styles from './profile.module.css';

/** What the last change did; `focus` when the control that made it went away (a dialog closed, a row changed). */
type Feedback = { tone: 'success' | 'error'; text: string; focus: boolean } | null;

/** How a section tells the page what a change did. */
export interface FeedbackActions {
  say(text: string, focus?: boolean): void;
  fail(error: unknown): void;
  clear(): void;
}

/**
 * The page's message about the last change: an alert region that takes the focus when the control that made the
 * change went away, so a keyboard user is not left on nothing (DESIGN §4).
 */
export function useFeedback() {
  const { t } = useTranslation('onboarding');
  const [feedback, setFeedback] = useState<Feedback>(null);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback?.focus) ref.current?.focus();
  }, [feedback]);
  const say = useCallback((text: string, focus = true) => setFeedback({ tone: 'success', text, focus }), []);
  const fail = useCallback(
    (error: unknown) => setFeedback({ tone: 'error', text: failureLines(error, t).join(', '), focus: true }),
    [t],
  );
  const clear = useCallback(() => setFeedback(null), []);
  const region = (
    <div ref={ref} tabIndex={-1} className={styles.feedback}>
      {feedback ? (
        <Alert tone={feedback.tone}>
          <p>{feedback.text}</p>
        </Alert>
      ) : null}
    </div>
  );
  return { region, actions: { say, fail, clear } satisfies FeedbackActions };
}

/** Moves the focus to a form's first invalid field once the errors are rendered (DESIGN §4). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
