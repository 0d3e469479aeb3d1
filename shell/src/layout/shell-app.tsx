import { lazy, Suspense, use, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Unavailability } from '@portal/api/client';
import type { BrandConfig } from '@portal/brands/brands';
import type { SessionEndReason } from '@portal/events/bus';
import { useSubjectInTransition } from '@portal/session/react';
import { tokens$ } from '@portal/session/session';
import { Alert } from '@portal/ui/components';
import { tracked, type Tracked } from '@portal/ui/tracked';
import { matchRoute, type RemoteName } from '../app/route-table';
import { AreaSlot } from './area-slot';
import { ExternalLayout } from './layouts';
import { ComingSoon, NotFound } from './not-found';
import { followPageHeading } from './page-heading';
import { SigningIn } from './signing-in';
import type * as SignedInLayoutCode from './signed-in-layout';
import { ErrorPopup, IdleWarning, MessagePopup } from './overlay-slots';

type SignedInLayoutModule = typeof SignedInLayoutCode;
let signedInLayout: Tracked<SignedInLayoutModule> | undefined;

/**
 * The signed-in chrome's code, asked for when a session starts (sign-in pressed, or a page that starts signed in)
 * and awaited before the first signed-in page shows: the chrome then renders without suspending. A Suspense
 * fallback here would hold the new page for React's 300 ms reveal throttle, which spans the areas' roots too
 * (issue 11: sign-in → balances waited ≈250 ms for it).
 */
export function loadSignedInLayout(): Promise<SignedInLayoutModule> {
  if (!signedInLayout) {
    const loading = tracked(import(/* webpackChunkName: "first-load:signed-in" */ './signed-in-layout'));
    // A chunk that failed to load is asked for again next time.
    loading.catch(() => {
      if (signedInLayout === loading) signedInLayout = undefined;
    });
    signedInLayout = loading;
  }
  return signedInLayout;
}

function SignedInLayout(props: ComponentProps<SignedInLayoutModule['SignedInLayout']>) {
  const { SignedInLayout: Layout } = use(loadSignedInLayout());
  return <Layout {...props} />;
}
// Only needed while the back end is away, so not in the first load (the /login byte budget).
const ServerUnavailable = lazy(async () => ({
  default: (await import('./server-unavailable')).ServerUnavailable,
}));

/** The current path, following single-spa navigation and the browser's back and forward. */
function useLocationPath(): string {
  const [path, setPath] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    window.addEventListener('single-spa:routing-event', update);
    window.addEventListener('popstate', update);
    return () => {
      window.removeEventListener('single-spa:routing-event', update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return path;
}

export interface ShellAppProps {
  brand: BrandConfig;
  areaHost: HTMLElement;
  deployed: ReadonlySet<RemoteName>;
  idleSecondsLeft: number | null;
  sessionEnded: SessionEndReason | null;
  /** The back end is away while the shell needs it (issue 22): said in the page's place, with a retry. */
  serverUnavailable?: { cause: Unavailability; onRetry: () => void } | null;
  onStaySignedIn: () => void;
  onSignOut: () => void;
  /** Business users with several companies choose again from the header (issue 14). */
  onSwitchCompany?: () => void;
  /** Shown under the header in the main layout (the acting-as mode). */
  banner?: ReactNode;
  /** The shell's other dialogs and badges. */
  overlays?: ReactNode;
  /** A customer arrived with a code to exchange: the page's place says so until a page is shown. */
  signingIn?: boolean;
}

/** The shell's chrome: picks the layout for the route and places the area host in it. */
export function ShellApp({
  brand,
  areaHost,
  deployed,
  idleSecondsLeft,
  sessionEnded,
  serverUnavailable,
  onStaySignedIn,
  onSignOut,
  onSwitchCompany,
  banner,
  overlays,
  signingIn = false,
}: ShellAppProps) {
  const { t } = useTranslation('common');
  const path = useLocationPath();
  // A new session re-renders the whole chrome: in slices, as a transition (issue 28 item 1).
  const tokens = useSubjectInTransition(tokens$);
  const route = matchRoute(path);
  const owned = route !== undefined && deployed.has(route.remote);
  const notFound = path !== '/' && route === undefined;
  const notDeployed = route !== undefined && !owned;
  const layout = route ? route.layout : tokens ? 'main' : 'external';
  // Titles and focus follow the page shown, whichever layout holds it (DESIGN §4).
  useEffect(() => followPageHeading({ brandName: brand.projectName }), [brand.projectName]);
  const content = (
    <>
      {serverUnavailable ? (
        <Suspense fallback={null}>
          <ServerUnavailable {...serverUnavailable} />
        </Suspense>
      ) : null}
      {notFound ? <NotFound /> : null}
      {notDeployed ? <ComingSoon brandName={brand.projectName} signedIn={tokens !== null} /> : null}
      {signingIn && owned && !route.public ? <SigningIn host={areaHost} /> : null}
      <AreaSlot host={areaHost} hidden={notFound || notDeployed} />
    </>
  );
  return (
    <>
      {layout === 'main' || layout === 'restricted' ? (
        // The area host waits, detached, until the signed-in chrome has loaded (a few ms after sign-in): moving it
        // while someone types in it could lose what they typed.
        <Suspense fallback={null}>
          <SignedInLayout
            brand={brand}
            deployed={deployed}
            withMenu={layout === 'main'}
            currentPath={path}
            onSignOut={onSignOut}
            onSwitchCompany={onSwitchCompany}
            banner={path === '/admin-overview' ? null : banner}
          >
            {content}
          </SignedInLayout>
        </Suspense>
      ) : (
        <ExternalLayout brand={brand} tall={route?.tall}>
          <div style={{ width: '100%' }}>
            {sessionEnded && sessionEnded !== 'logout' ? (
              <div style={{ maxWidth: 440, margin: '0 auto 16px' }}>
                <Alert tone="warning">{t(`sessionEnded.${sessionEnded}`)}</Alert>
              </div>
            ) : null}
            {content}
          </div>
        </ExternalLayout>
      )}
      <ErrorPopup />
      <IdleWarning secondsLeft={idleSecondsLeft} onStay={onStaySignedIn} onSignOut={onSignOut} />
      <MessagePopup />
      {overlays}
    </>
  );
}
