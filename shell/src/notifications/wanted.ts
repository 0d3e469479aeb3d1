import { BehaviorSubject } from 'rxjs';

/**
 * Whether the notifications' code is wanted on this page (issue 31 item 3): from the first live notification, or with
 * the secondary data 5 s after sign-in (spec 03 §9), never with the first signed-in screen (issue 28's /home budget).
 * The header keeps the bell's place until then, so nothing moves when it comes.
 */
export const notificationsWanted$ = new BehaviorSubject<boolean>(false);
