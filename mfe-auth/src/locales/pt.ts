import access from './access/pt';
import security from './security/pt';

/** The `auth` namespace in pt: each feature group keeps its texts in its own folder. */
export default { ...access, ...security };
