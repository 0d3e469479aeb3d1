import access from './access/ua';

/**
 * The `auth` namespace in ua as the remote loads it: the sign-in page's texts. The other pages' texts
 * (`pages/`, `security/`) load with their chunks (app/text-parts.ts).
 */
export default access;
