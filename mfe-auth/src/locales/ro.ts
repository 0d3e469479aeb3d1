import access from './access/ro';
import security from './security/ro';

/** The `auth` namespace in ro: each feature group keeps its texts in its own folder. */
export default { ...access, ...security };
