import { createRemoteLifecycles } from '@portal/remote/lifecycles';
import { AuthApp } from './auth-app';

/** The single-spa lifecycles this remote exposes as `./app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'auth',
  loadTexts: (language) => import(`../locales/${language}.ts`),
  App: AuthApp,
});
