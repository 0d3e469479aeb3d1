/**
 * Where the login page keeps the temporary token of a sign-in that waits for push enablement (strict migration),
 * so /scp and /scp-mobile can finish the enablement of that sign-in (spec 01 §2 scp). It lives for this tab only
 * and is removed when the sign-in completes.
 */
export const SIGN_IN_TOKEN_KEY = 'portal.signInToken';
