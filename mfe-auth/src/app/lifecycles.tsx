import { withEnglish } from '@portal/i18n/i18n';
import { createRemoteLifecycles } from '@portal/remote/lifecycles';
import english from '../locales/en';
import { AuthApp } from './auth-app';

/** The single-spa lifecycles this remote exposes as `./app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'auth',
  loadTexts: withEnglish(english, (language) => import(`../locales/${language}.ts`)),
  App: AuthApp,
});
