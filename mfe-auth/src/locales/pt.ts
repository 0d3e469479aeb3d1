import access from './access/pt';

/**
 * The `auth` namespace in pt as the remote loads it: the sign-in page's texts. The other pages' texts
 * (`pages/`, `security/`) load with their chunks (app/text-parts.ts).
 */
export default access;
