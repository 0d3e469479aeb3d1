import { createRemoteLifecycles } from '@portal/remote/lifecycles';
import { AUTH_TEXTS } from '../locales/texts';
import { AuthApp } from './auth-app';

/** The single-spa lifecycles this remote exposes as `./app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({ namespace: 'auth', texts: AUTH_TEXTS, App: AuthApp });
