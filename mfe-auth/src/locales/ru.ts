import access from './access/ru';
import security from './security/ru';

/** The `auth` namespace in ru: each feature group keeps its texts in its own folder. */
export default { ...access, ...security };
