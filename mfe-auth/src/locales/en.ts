import access from './access/en';
import security from './security/en';

/** The `auth` namespace in en: each feature group keeps its texts in its own folder. */
export default { ...access, ...security };
