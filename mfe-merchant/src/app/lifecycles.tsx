import { withEnglish } from '@portal/i18n/i18n';
import { createRemoteLifecycles } from '@portal/remote/lifecycles';
import { QueryProvider } from '@portal/remote/query';
import english from '../locales/en';
import { MERCHANT_ROUTES, MerchantApp } from './merchant-app';

/** The single-spa lifecycles this remote exposes as `./app`. */
export const { bootstrap, mount, unmount, preload } = createRemoteLifecycles({
  namespace: 'merchant',
  // Only the language files: a test beside them must never become a chunk of the product.
  loadTexts: withEnglish(
    english,
    (language) => import(/* webpackInclude: /[\\/](es|ro|ru|ua|pt)\.ts$/ */ `../locales/${language}.ts`),
  ),
  App: MerchantApp,
  Providers: QueryProvider,
  routes: MERCHANT_ROUTES,
});
