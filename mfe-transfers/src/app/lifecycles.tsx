import { createRemoteLifecycles } from '@portal/remote/lifecycles';
import { QueryProvider } from '@portal/remote/query';
import { TransfersApp } from './transfers-app';

/** The single-spa lifecycles this remote exposes as `./app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  namespace: 'transfers',
  loadTexts: (language) => import(`../locales/${language}.ts`),
  App: TransfersApp,
  Providers: QueryProvider,
});
