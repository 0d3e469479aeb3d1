import { createRemoteLifecycles } from '@portal/remote/lifecycles';
import { QueryProvider } from '@portal/remote/query';
import { TRANSFERS_ROUTES, TransfersApp } from './transfers-app';

/** The single-spa lifecycles this remote exposes as `./app`. */
export const { bootstrap, mount, unmount, preload } = createRemoteLifecycles({
  namespace: 'transfers',
  loadTexts: (language) => import(`../locales/${language}.ts`),
  App: TransfersApp,
  Providers: QueryProvider,
  routes: TRANSFERS_ROUTES,
});
