import access from './access/es';
import security from './security/es';

/** The `auth` namespace in es: each feature group keeps its texts in its own folder. */
export default { ...access, ...security };
