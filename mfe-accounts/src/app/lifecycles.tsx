import { createRemoteLifecycles } from '@portal/remote/lifecycles';
import { QueryProvider } from '@portal/remote/query';
import { AccountsApp } from './accounts-app';

/** The single-spa lifecycles this remote exposes as `./app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'accounts',
  loadTexts: (language) => import(`../locales/${language}.ts`),
  App: AccountsApp,
  Providers: QueryProvider,
});
