import '@portal/ui/tokens.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { navigateToUrl, start, triggerAppChange } from 'single-spa';
import { createAuthClient, createMethodClient, createSecurityClient, reportError } from '@portal/api/client';
import { HELPDESK_API_PATH, RESPONSE_CODES, type CustomerAccess } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { DEFAULT_BRAND, brandCssVariables, isBrandKey, resolveBrand } from '@portal/brands/brands';
import { bus, type SessionEndReason } from '@portal/events/bus';
import { changeLanguage, i18n, initI18n, normaliseLanguage } from '@portal/i18n/i18n';
import {
  actAs,
  actingCustomerId$,
  createTokenSource,
  endSession,
  isSignedIn,
  lastKnownUser,
  rememberTargetPath,
  rememberUser,
  signOut,
  toUserState,
  tokens$,
  user$,
  watchIdle,
  IDLE_WARNING_MS,
  type IdleWatch,
} from '@portal/session/session';
import type { PortalServices } from '@portal/session/app-props';
import {
  effectiveApiBaseUrl,
  readApiOverride,
  writeApiOverride,
  type ApiOverride,
} from './app/api-environment';
import { areaHost, pageOffered, preloadAreaCode, preloadOnIntent, registerAreas } from './app/applications';
import { loadApprovalsWhenSignedIn } from './approvals/approval-loader';
import { ApprovalPopupsSlot } from './approvals/approval-popups-slot';
import { startBrowserDownloads } from './app/downloads';
import { detectEmbedded, startEmbeddedBridge } from './app/embedded';
import { lazyConnection } from './app/lazy-connection';
import { startCodeArrival } from './app/code-arrival';
import { createOutage } from './app/outage';
import {
  LANDING_PATH,
  accessChoiceTarget,
  businessAccessTarget,
  type PostLoginTarget,
} from './app/post-login-routing';
import { parseQuery, type QueryAction } from './app/query-handling';
import { warmIntl } from './app/warm-intl';
import { yieldToBrowser } from './app/yield';
import { matchRoute } from './app/route-table';
import { createAfterSignIn } from './app/after-sign-in';
import { applyApiAction, createQueryActions } from './app/query-actions';
import { checkApiUrl, loadRemotesManifest, loadRuntimeConfig } from './app/runtime-config';
import { ShellApp, loadSignedInLayout } from './layout/shell-app';
import { watchContractStats } from './layout/contract-stats';
import { watchSupportUnread } from './layout/support-unread';
import {
  ActingBanner,
  CompanyChoice,
  CustomApiDialog,
  EnvironmentBadge,
  loadOverlaysOnIntent,
} from './layout/overlay-slots';

async function startShell(): Promise<void> {
  // A customer the app sends in with a code to exchange (spec 01 §2) is signing in: the page asked for stays, in the
  // signed-in chrome, while the code is exchanged; the sign-in form is never shown between (issue 28: it was, for
  // about 600 ms, with the sign-in area's code loaded and rendered for nothing and focus moved as if navigated).
  const startActions = parseQuery(window.location.search).actions;
  const arrivedCode = startActions.find(
    (action): action is Extract<QueryAction, { kind: 'exchangeCode' }> => action.kind === 'exchangeCode',
  );
  const arrivingWithCode = arrivedCode !== undefined;
  // A page that starts signed in shows the signed-in chrome at once, never behind a Suspense fallback (its code
  // loads beside the configuration).
  const chrome = isSignedIn() || arrivingWithCode ? loadSignedInLayout().catch(() => undefined) : undefined;
  const [config, manifest] = await Promise.all([loadRuntimeConfig(), loadRemotesManifest()]);
  const brandKey = isBrandKey(config.brand) ? config.brand : DEFAULT_BRAND;
  const brand = resolveBrand(brandKey);
  for (const [name, value] of Object.entries(brandCssVariables(brand)))
    document.documentElement.style.setProperty(name, value);
  document.documentElement.dataset.brand = brandKey;
  document.title = brand.projectName;

  let askForApiUrl = false;
  const startApi = startActions.find((action) => action.kind === 'api');
  if (startApi?.kind === 'api') askForApiUrl = applyApiAction(startApi) === 'prompt';
  const apiOverride: ApiOverride | undefined = readApiOverride();
  const apiBase = effectiveApiBaseUrl(config.apiBaseUrl, brand, apiOverride);

  const auth = createAuthClient(apiBase);
  // The code's exchange and the new session's customer info go out from here, beside the rest of the start.
  const arrival =
    arrivedCode &&
    startCodeArrival({
      auth,
      apiBase,
      code: arrivedCode.code,
      codeVerifier: arrivedCode.codeVerifier,
      language: () => i18n.language,
      infoAhead:
        !startActions.some((action) => action.kind === 'actAs') && actingCustomerId$.value === undefined,
    });
  // The code's exchange is on its way: the texts are read in a task of their own (issue 28 item 1).
  await yieldToBrowser();
  await initI18n(brand.availableLangs);
  // The texts are in: the rest of the start is a task of its own (issue 28 item 1).
  await yieldToBrowser();
  const tokens = createTokenSource(auth);
  const method = createMethodClient({
    baseUrl: apiBase,
    tokens,
    context: {
      language: () => i18n.language,
      actingCustomerId: () => actingCustomerId$.value,
      isBusiness: () => user$.value?.customerType === 1,
    },
  });
  const security = createSecurityClient({ baseUrl: apiBase, tokens });
  // Calls the shell cannot go on without wait for a back end that is away instead of ending the session (issue 22).
  const outage = createOutage({ keepWaiting: isSignedIn });
  const services: PortalServices = {
    method,
    auth,
    security,
    brand,
    apiBaseUrl: apiBase,
    tokens,
    helpdeskBaseUrl: (config.helpdeskBaseUrl ?? `${apiBase.replace(/\/$/, '')}${HELPDESK_API_PATH}`).replace(
      /\/$/,
      '',
    ),
  };
  const deployed = registerAreas(manifest, services);
  const intents = preloadOnIntent(deployed, services);
  // The first page's area code (the first HTML carries its manifest and runs its entry) loads beside the shell's
  // start instead of after its first render: single-spa would ask for it only once started (issue 11). A reload of
  // a session whose user is known from its last customer info asks for the page's first data too, beside the
  // customer info, not after it (issue 28 item 3); a query that changes the session or the customer acted for
  // (a code to exchange, act-as) waits for the user as before.
  const firstRoute = matchRoute(window.location.pathname);
  const sessionQuery = startActions.some(
    (action) => action.kind === 'exchangeCode' || action.kind === 'actAs',
  );
  if (firstRoute && !firstRoute.public && isSignedIn() && !sessionQuery && lastKnownUser())
    void intents.preload(window.location.pathname);
  else if (firstRoute && (firstRoute.public || isSignedIn() || arrivingWithCode))
    void preloadAreaCode(window.location.pathname, deployed);

  // The first page's code and data are on their way: the rest of the start is a task of its own (issue 28 item 1).
  await yieldToBrowser();
  // A signed-in page formats money and dates: their locale data is loaded while its data is on its way (also when
  // the session is still to be exchanged from the query's code).
  if (firstRoute && !firstRoute.public) warmIntl(i18n.language);

  const embedded = detectEmbedded();
  document.documentElement.dataset.embedded = String(embedded);
  if (embedded) {
    startEmbeddedBridge({
      allowedOrigins: config.embeddedOrigins ?? [],
      brand: brandKey,
      language: () => i18n.language,
      onLanguage: (language) => void changeLanguage(normaliseLanguage(language, brand.availableLangs)),
      onSignOut: () => void signOut(auth),
    });
  } else startBrowserDownloads();

  // Transfers ask the shell for approval popups and the menu shows approvers' counters (spec 02 §4, §5).
  loadApprovalsWhenSignedIn({
    bus,
    method,
    embedded,
    tokens$,
    user$,
    actingCustomerId$,
    countsWanted: deployed.has('mfe_transfers'),
    companyWanted: deployed.has('mfe_onboarding'),
  });
  // The Support menu item's unread badge (issue 31 item 2): 5 s after sign-in, and on each support reload.
  watchSupportUnread({
    apiBaseUrl: apiBase,
    helpdeskBaseUrl: services.helpdeskBaseUrl,
    tokens,
    bus,
    tokens$,
    user$,
    actingCustomerId$,
    wanted: deployed.has('mfe_support'),
  });
  // The smart contracts item's badge (issue 32, spec 03 §2): 5 s after sign-in, and on each contracts reload.
  watchContractStats({
    apiBaseUrl: apiBase,
    tokens,
    bus,
    tokens$,
    user$,
    actingCustomerId$,
    wanted: deployed.has('mfe_contracts') && brand.contractsEnable,
  });

  let idleSecondsLeft: number | null = null;
  let sessionEnded: SessionEndReason | null = null;
  let idle: IdleWatch | undefined;
  // The channels' code loads when one opens (after sign-in, or while a sign-in waits for a device).
  const liveChannel = lazyConnection(async () => (await import('./app/live-channel')).connectLiveChannel);
  const signInChannel = lazyConnection(async () => (await import('./app/live-channel')).connectSignInChannel);
  let countdown: ReturnType<typeof setInterval> | undefined;
  /** Customer info answered TE: every signed-in page waits behind the terms page (spec 01 §3, §4). */
  let termsPending = false;
  let companyChoice: {
    accesses: readonly CustomerAccess[];
    savedPath?: string;
    /** Opened from the header to switch company: it may be left without signing out (issue 14). */
    switching?: boolean;
  } | null = null;

  /** The header's "Switch company": the same choice as after sign-in (spec 01 §4 rule 4), which may be left. */
  const switchCompany = async () => {
    const answer = await outage
      .retrying(() => method.call('getCustomerAccesses', {}, { popup: false }))
      .catch(() => undefined);
    const next = accessChoiceTarget(answer?.accesses);
    if (next.kind !== 'choose') return;
    companyChoice = { accesses: next.accesses, switching: true };
    render();
  };

  // The first key, press or filled field on a signed-out page starts on what a sign-in leads to: the chrome and the
  // landing page's area (its code; its data needs the session).
  loadOverlaysOnIntent(window, () =>
    isSignedIn()
      ? loadSignedInLayout()
      : Promise.all([loadSignedInLayout(), preloadAreaCode(LANDING_PATH, deployed)]),
  );
  await chrome;
  const root = createRoot(document.getElementById('root')!);
  // The chrome renders as a transition (issue 28 item 1): React renders it in slices, yielding to the browser every
  // few milliseconds, instead of one task as long as the whole chrome (about 50 ms at 1× CPU for the signed-in one);
  // a later state (the idle countdown, an outage) shows the one before until it has rendered, never a fallback.
  const render = () => startTransition(renderNow);
  const renderNow = () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ShellApp
          brand={brand}
          areaHost={areaHost}
          deployed={deployed}
          idleSecondsLeft={idleSecondsLeft}
          sessionEnded={sessionEnded}
          serverUnavailable={
            outage.cause$.value ? { cause: outage.cause$.value, onRetry: outage.retryNow } : null
          }
          onStaySignedIn={() => {
            clearInterval(countdown);
            idleSecondsLeft = null;
            idle?.touch();
            render();
          }}
          onSignOut={() => void signOut(auth)}
          onSwitchCompany={() => void switchCompany()}
          signingIn={arrivingWithCode && sessionEnded === null}
          banner={
            user$.value?.isAdmin ? (
              <ActingBanner
                customerId={actingCustomerId$.value}
                user={user$.value}
                method={method}
                onStop={() => {
                  actAs(undefined);
                  render();
                  navigateToUrl('/admin-overview');
                }}
              />
            ) : null
          }
          overlays={
            <>
              <ApprovalPopupsSlot />
              <EnvironmentBadge override={apiOverride} />
              <CompanyChoice
                accesses={companyChoice?.accesses ?? null}
                onChoose={(access) => {
                  const savedPath = companyChoice?.savedPath;
                  companyChoice = null;
                  actAs(access.customerId);
                  render();
                  // The pages follow the user's access to the chosen company, so they wait for it (issue 22).
                  void userLoad.then((outcome) => {
                    const user = user$.value;
                    if (outcome === 'ok' && user)
                      void offeredOrHome(businessAccessTarget(user, access, savedPath)).then(go);
                  });
                }}
                onSignOut={() => {
                  companyChoice = null;
                  void signOut(auth);
                }}
                onCancel={
                  companyChoice?.switching
                    ? () => {
                        companyChoice = null;
                        render();
                      }
                    : undefined
                }
              />
              <CustomApiDialog
                open={askForApiUrl}
                onCheck={(url) => checkApiUrl(config.apiBaseUrl, url)}
                onSave={(override) => {
                  writeApiOverride(override);
                  window.location.reload();
                }}
                onCancel={() => {
                  askForApiUrl = false;
                  render();
                }}
              />
            </>
          }
        />
      </I18nextProvider>,
    );
  actingCustomerId$.subscribe(() => render());
  outage.cause$.subscribe(() => render());

  const { go, routeAfterSignIn } = createAfterSignIn({
    method,
    auth,
    outage,
    onChoose: (accesses, savedPath) => {
      companyChoice = { accesses, savedPath };
      render();
    },
  });

  /**
   * Loads the user after sign-in or a reload; TE sends to the terms page, any other refusal ends the session. A back
   * end that is unreachable or failing is no refusal: the session stays, the page says so and the call is retried
   * until it answers, then the shell goes on where it was (issue 22).
   */
  const loadUser = async (): Promise<'ok' | 'terms' | 'failed'> => {
    try {
      const ask = () => method.call('getCustomerInfo', {}, { popup: false });
      // The answer asked ahead for this session (a code's) serves the first attempt only; if it failed, and on a
      // retry, the customer info is asked again.
      let ahead =
        actingCustomerId$.value === undefined
          ? arrival?.takeCustomerInfo(tokens$.value?.accessToken)?.catch(ask)
          : undefined;
      const info = await outage.retrying(() => {
        const first = ahead;
        ahead = undefined;
        return first ?? ask();
      });
      termsPending = false;
      const user = toUserState(info);
      rememberUser(user, actingCustomerId$.value);
      user$.next(user);
      render();
      return 'ok';
    } catch (error) {
      if (error instanceof ApiError && error.code === RESPONSE_CODES.termsError) {
        termsPending = true;
        navigateToUrl('/legal-terms');
        return 'terms';
      }
      // A customer the user may not act for is no reason to end the session: back to their own (spec 01 §6).
      if (error instanceof ApiError && error.code === RESPONSE_CODES.noAccess && actingCustomerId$.value) {
        reportError(error);
        actAs(undefined);
        return 'failed';
      }
      endSession('expired');
      return 'failed';
    }
  };

  /**
   * The user's access right, balance access and support mode belong to the customer acted for (spec 01 §3, §6;
   * issue 22): acting for another one loads the user again, and what waits for the new access (the company
   * choice) waits for this load.
   */
  let userCustomer = actingCustomerId$.value;
  let userLoad: Promise<'ok' | 'terms' | 'failed'> = Promise.resolve('ok');
  actingCustomerId$.subscribe((customerId) => {
    if (customerId === userCustomer) return;
    userCustomer = customerId;
    if (isSignedIn() && user$.value) userLoad = loadUser();
  });

  /**
   * A page that is not there (its area not deployed, or its release not offering it yet: company documents, for
   * one) leads home instead of to "not found" or "coming soon".
   */
  const offeredOrHome = async (target: PostLoginTarget): Promise<PostLoginTarget> => {
    if (target.kind !== 'path') return target;
    return (await pageOffered(target.path, deployed)) ? target : { kind: 'path', path: LANDING_PATH };
  };

  const { handleQuery, isExchanging } = createQueryActions({
    method,
    auth,
    arrival,
    onApiPrompt: () => {
      askForApiUrl = true;
      render();
    },
  });

  /** The sign-in guard and the root redirect (spec 01 §2), run before every route. */
  const guard = (): boolean => {
    if (!handleQuery()) return false;
    const { pathname, search } = window.location;
    if (pathname === '/') {
      navigateToUrl(isSignedIn() ? LANDING_PATH : '/login');
      return false;
    }
    const route = matchRoute(pathname);
    if (route && !route.public && !isSignedIn()) {
      rememberTargetPath(pathname + search);
      // A code from the query is being exchanged: the page waits for it (its area mounts once signed in).
      if (isExchanging()) return true;
      navigateToUrl('/login');
      return false;
    }
    if (route && !route.public && termsPending) {
      navigateToUrl('/legal-terms');
      return false;
    }
    if (route?.pattern === '/login' && isSignedIn() && user$.value) {
      routeAfterSignIn();
      return false;
    }
    return true;
  };

  const startSignedIn = () => {
    sessionEnded = null;
    signInChannel.close();
    liveChannel.open(apiBase, tokens);
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

  bus.on('session.signedIn', ({ authFlow }) => {
    startSignedIn();
    const chrome = loadSignedInLayout().catch(() => undefined);
    void loadUser().then(async (outcome) => {
      // The signed-in chrome is there before the first signed-in page (it loaded beside the user).
      await chrome;
      triggerAppChange();
      if (outcome === 'ok') routeAfterSignIn(authFlow);
    });
  });
  bus.on('session.reloadUser', () => {
    const wasPending = termsPending;
    void loadUser().then((outcome) => {
      if (outcome === 'ok' && wasPending) routeAfterSignIn();
    });
  });
  bus.on('live.awaitLogin', (request) => {
    if (request) signInChannel.open(apiBase, request.temporaryToken);
    else signInChannel.close();
  });
  bus.on('session.ended', ({ reason }) => {
    // Calls waiting for the back end give up (a sign-out while it is away goes on to the sign-in page).
    outage.retryNow();
    liveChannel.close();
    idle?.stop();
    clearInterval(countdown);
    idleSecondsLeft = null;
    sessionEnded = reason;
    termsPending = false;
    companyChoice = null;
    render();
    // Activation signs out any current session first and carries on (spec 01 §2): it stays where it is.
    if (window.location.pathname !== '/activate' || reason !== 'logout') navigateToUrl('/login');
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
