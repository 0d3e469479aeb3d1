import { createRemoteLifecycles } from '@portal/remote/lifecycles';
import { ACCOUNTS_TEXTS } from '../locales/texts';
import { AccountsApp } from './accounts-app';

/** The single-spa lifecycles this remote exposes as `./app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'accounts',
  texts: ACCOUNTS_TEXTS,
  App: AccountsApp,
});
