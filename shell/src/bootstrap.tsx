import '@portal/ui/tokens.css';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { navigateToUrl, start, triggerAppChange } from 'single-spa';
import { createAuthClient, createMethodClient } from '@portal/api/client';
import { brandCssVariables, resolveBrand } from '@portal/brands/brands';
import { bus, type SessionEndReason } from '@portal/events/bus';
import { i18n, initI18n } from '@portal/i18n/i18n';
import {
  actingCustomerId$,
  createTokenSource,
  endSession,
  isSignedIn,
  rememberTargetPath,
  signOut,
  takeTargetPath,
  toUserState,
  user$,
  watchIdle,
  IDLE_WARNING_MS,
  type IdleWatch,
} from '@portal/session/session';
import type { PortalServices } from '@portal/session/app-props';
import { areaHost, registerAreas } from './app/applications';
import { connectLiveChannel } from './app/live-channel';
import { postLoginTarget } from './app/post-login-routing';
import { matchRoute } from './app/route-table';
import { loadRemotesManifest, loadRuntimeConfig } from './app/runtime-config';
import { ShellApp } from './layout/shell-app';

async function startShell(): Promise<void> {
  const [config, manifest] = await Promise.all([loadRuntimeConfig(), loadRemotesManifest()]);
  const brand = resolveBrand(config.brand);
  for (const [name, value] of Object.entries(brandCssVariables(brand)))
    document.documentElement.style.setProperty(name, value);
  document.title = brand.projectName;
  await initI18n(brand.availableLangs);

  const auth = createAuthClient(config.apiBaseUrl);
  const tokens = createTokenSource(auth);
  const method = createMethodClient({
    baseUrl: config.apiBaseUrl,
    tokens,
    context: {
      language: () => i18n.language,
      actingCustomerId: () => actingCustomerId$.value,
      isBusiness: () => user$.value?.customerType === 1,
    },
  });
  const services: PortalServices = { method, auth, brand, apiBaseUrl: config.apiBaseUrl };
  const deployed = registerAreas(manifest, services);

  let idleSecondsLeft: number | null = null;
  let sessionEnded: SessionEndReason | null = null;
  let idle: IdleWatch | undefined;
  let stopLive: (() => void) | undefined;
  let countdown: ReturnType<typeof setInterval> | undefined;

  const root = createRoot(document.getElementById('root')!);
  const render = () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ShellApp
          brand={brand}
          areaHost={areaHost}
          deployed={deployed}
          idleSecondsLeft={idleSecondsLeft}
          sessionEnded={sessionEnded}
          onStaySignedIn={() => {
            clearInterval(countdown);
            idleSecondsLeft = null;
            idle?.touch();
            render();
          }}
          onSignOut={() => void signOut(auth)}
        />
      </I18nextProvider>,
    );

  /** The sign-in guard and the root redirect (spec 01 §2), run before every route. */
  const guard = (): boolean => {
    const { pathname, search } = window.location;
    if (pathname === '/') {
      navigateToUrl(isSignedIn() ? '/home' : '/login');
      return false;
    }
    const route = matchRoute(pathname);
    if (route && !route.public && !isSignedIn()) {
      rememberTargetPath(pathname + search);
      navigateToUrl('/login');
      return false;
    }
    if (route?.pattern === '/login' && isSignedIn() && user$.value) {
      routeAfterSignIn();
      return false;
    }
    return true;
  };

  const routeAfterSignIn = () => {
    const user = user$.value;
    if (!user) return;
    const target = postLoginTarget(user, {
      savedPath: takeTargetPath(),
      customCustomerId: actingCustomerId$.value,
    });
    if (target.kind === 'external') window.location.assign(target.url);
    else navigateToUrl(target.path);
  };

  /** Loads the user after sign-in or a reload; a session the server refuses ends here. */
  const loadUser = async (): Promise<void> => {
    try {
      const info = await method.call('getCustomerInfo', {}, { popup: false });
      user$.next(toUserState(info));
    } catch {
      endSession('expired');
    }
  };

  const startSignedIn = () => {
    sessionEnded = null;
    stopLive = connectLiveChannel(config.apiBaseUrl, tokens);
    idle = watchIdle({
      onWarn: (msLeft) => {
        idleSecondsLeft = Math.round(msLeft / 1000);
        render();
        clearInterval(countdown);
        countdown = setInterval(() => {
          idleSecondsLeft = Math.max(0, (idleSecondsLeft ?? 0) - 1);
          render();
        }, 1000);
      },
      onIdle: () => void signOut(auth, 'idle'),
      warningMs: IDLE_WARNING_MS,
    });
  };

  bus.on('session.signedIn', () => {
    startSignedIn();
    void loadUser().then(() => {
      triggerAppChange();
      routeAfterSignIn();
    });
  });
  bus.on('session.ended', ({ reason }) => {
    stopLive?.();
    idle?.stop();
    clearInterval(countdown);
    idleSecondsLeft = null;
    sessionEnded = reason;
    render();
    navigateToUrl('/login');
  });
  window.addEventListener('single-spa:before-routing-event', guard);

  render();
  if (isSignedIn()) {
    startSignedIn();
    await loadUser();
  }
  // The guard also runs on single-spa's first routing event, so a protected deep link is remembered here.
  start({ urlRerouteOnly: true });
}

void startShell();
