import { BehaviorSubject } from 'rxjs';
import { bus } from '@portal/events/bus';

/**
 * Whether the customer put off the announcements waiting for an answer: the dialog after sign-in then becomes a
 * banner until the session ends. Kept while the remote is loaded, so moving between pages does not bring the
 * dialog back.
 */
export const confirmationPromptDismissed$ = new BehaviorSubject(false);

bus.on('session.ended', () => confirmationPromptDismissed$.next(false));
