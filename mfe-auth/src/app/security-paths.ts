/** The sign-in history (spec 01 §2 login-history). */
export const LOGIN_HISTORY_PATH = '/login-history';
/** The actions by support, a view of the login history (issue 22); the security settings link to it. */
export const SUPPORT_ACTIONS_PATH = `${LOGIN_HISTORY_PATH}?view=support`;
