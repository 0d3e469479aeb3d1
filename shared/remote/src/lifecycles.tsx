import { Component, type ComponentType, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import singleSpaReact from 'single-spa-react';
import { addNamespace, i18n, type TextsLoader } from '@portal/i18n/i18n';
import type { PortalServices, RemoteAppProps } from '@portal/session/app-props';
import { ServicesProvider } from '@portal/session/react';
import { Alert, Button } from '@portal/ui/components';
import { AreaRouter } from './area-router';
import { AreaVersion, addAreaVersionTexts } from './area-version';
import { preloadRoute, retryFailedPages, type PreloadRoute } from './pages';

/** A render error inside a remote stays inside it (DESIGN §2). */
class AreaErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('[remote] render error', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div style={{ maxWidth: 480, margin: '48px auto' }}>
        <Alert tone="error" title={i18n.t('areaUnavailable.title')}>
          <p>{i18n.t('areaUnavailable.text')}</p>
          <Button
            onClick={() => {
              retryFailedPages();
              this.setState({ failed: false });
            }}
          >
            {i18n.t('areaUnavailable.retry')}
          </Button>
        </Alert>
      </div>
    );
  }
}

const Passthrough = ({ children }: { children: ReactNode }) => children;

/**
 * A lifecycle whose render runs as a transition (issue 28 item 1): React renders the area's first page in slices,
 * yielding to the browser every few milliseconds, instead of one task as long as the whole page (up to 140 ms at
 * 1× CPU for the home). Its code and first data are there already (the mount preloads them), so nothing suspends.
 */
function inTransition<P>(lifecycle: (props: P) => Promise<unknown>): (props: P) => Promise<unknown> {
  return (props) => {
    let mounted: Promise<unknown> = Promise.resolve();
    React.startTransition(() => {
      mounted = lifecycle(props);
    });
    return mounted;
  };
}

/**
 * The single-spa lifecycles of a remote (DESIGN §2): its namespace added to the shell's i18n, its router, the
 * services the shell passed in, and any providers of its own around the app (`QueryProvider` from
 * `@portal/remote/query` for server state).
 */
export function createRemoteLifecycles({
  namespace,
  loadTexts,
  App,
  Providers = Passthrough,
  routes = [],
  version = process.env.PORTAL_BUILD_VERSION,
}: {
  namespace: string;
  /** `(language) => import(\`../locales/${language}.ts\`)`: only the active language is downloaded. */
  loadTexts: TextsLoader;
  App: ComponentType;
  Providers?: ComponentType<{ children: ReactNode }>;
  /** The pages whose code and first data load before the area mounts on them, and on the shell's intent. */
  routes?: readonly PreloadRoute[];
  /** The version of this build (the webpack preset defines it), shown at the end of the area. */
  version?: string;
}) {
  function Root(props: RemoteAppProps) {
    return (
      <AreaErrorBoundary>
        <I18nextProvider i18n={i18n} defaultNS={namespace}>
          <ServicesProvider services={props.services}>
            <Providers>
              <AreaRouter element={props.domElementGetter()}>
                <App />
              </AreaRouter>
            </Providers>
            {version ? <AreaVersion area={props.name} version={version} /> : null}
          </ServicesProvider>
        </I18nextProvider>
      </AreaErrorBoundary>
    );
  }
  const lifecycles = singleSpaReact<RemoteAppProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    // Root's first child, AreaErrorBoundary, catches what the area throws while rendering.
    suppressComponentDidCatchWarning: true,
  });
  /**
   * The area's own texts, added once: by its bootstrap, or earlier by a preload. A page's preload may wait for them
   * (a text part merges only into loaded texts, text-parts.ts), and the shell holds a first navigation, so the
   * bootstrap, until the first page's preload is done: had only the bootstrap added them, that preload would wait
   * out the shell's hold (issue 49: `/cards` stood blank for 1.5 s before its redirect).
   */
  let textsAdded: Promise<void> | undefined;
  const addTexts = () => {
    textsAdded ??= addNamespace(namespace, loadTexts).catch((error: unknown) => {
      textsAdded = undefined;
      throw error;
    });
    return textsAdded;
  };
  /** Loads the code and first data of the page at `pathname` (the shell calls it on a link's intent). */
  const preload = async (pathname: string, services: PortalServices) => {
    if (i18n.isInitialized) void addTexts().catch(() => undefined);
    await preloadRoute(routes, pathname, services);
  };
  return {
    bootstrap: [
      async () => {
        addAreaVersionTexts();
        await addTexts();
      },
      lifecycles.bootstrap,
    ].flat(),
    // The area shows its page complete: its code and first data are there before the first render (no
    // Suspense fallback that React would keep for 300 ms after the page was ready).
    mount: [
      (props: RemoteAppProps) => preload(window.location.pathname, props.services),
      ...[lifecycles.mount].flat().map(inTransition),
    ],
    unmount: lifecycles.unmount,
    preload,
  };
}
