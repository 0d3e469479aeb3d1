import access from './access/ua';
import security from './security/ua';

/** The `auth` namespace in ua: each feature group keeps its texts in its own folder. */
export default { ...access, ...security };
