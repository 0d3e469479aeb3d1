import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandConfig } from '@portal/brands/brands';
import type { SessionEndReason } from '@portal/events/bus';
import { useSubject } from '@portal/session/react';
import { tokens$, user$ } from '@portal/session/session';
import { Alert } from '@portal/ui/components';
import { matchRoute, type RemoteName } from '../app/route-table';
import { AreaSlot } from './area-slot';
import { ExternalLayout, MainLayout, type MenuItem } from './layouts';
import { NotFound } from './not-found';
import { ErrorPopup, IdleWarning } from './popups';
import { MessagePopup } from './shell-dialogs';

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

const MENU: Array<MenuItem & { remote: RemoteName; adminOnly?: boolean }> = [
  {
    path: '/home',
    labelKey: 'menu.home',
    remote: 'mfe_accounts',
    icon: (
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3" y="6" width="18" height="13" rx="2" />
        <path d="M3 10h18M7 15h4" />
      </svg>
    ),
  },
  {
    path: '/cards',
    labelKey: 'menu.cards',
    remote: 'mfe_accounts',
    icon: (
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="2" y="5" width="20" height="14" rx="2" />
        <path d="M2 10h20M6 15h3" />
      </svg>
    ),
  },
  {
    path: '/history',
    labelKey: 'menu.history',
    remote: 'mfe_accounts',
    icon: (
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
    ),
  },
  {
    path: '/statements',
    labelKey: 'menu.statements',
    remote: 'mfe_accounts',
    icon: (
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M6 3h9l4 4v14H6z" />
        <path d="M9 12h7M9 16h7M14 3v5h5" />
      </svg>
    ),
  },
  {
    path: '/receive',
    labelKey: 'menu.receive',
    remote: 'mfe_accounts',
    icon: (
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M12 4v12M6 10l6 6 6-6M5 20h14" />
      </svg>
    ),
  },
  {
    path: '/news',
    labelKey: 'menu.news',
    remote: 'mfe_accounts',
    icon: (
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 5h13v14H6a2 2 0 0 1-2-2z" />
        <path d="M17 9h3v8a2 2 0 0 1-2 2M8 9h5M8 13h5" />
      </svg>
    ),
  },
  {
    path: '/setting',
    labelKey: 'menu.security',
    remote: 'mfe_auth',
    icon: (
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="5" y="11" width="14" height="9" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </svg>
    ),
  },
  {
    path: '/admin-overview',
    labelKey: 'menu.admin',
    remote: 'mfe_auth',
    adminOnly: true,
    icon: (
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="11" cy="11" r="6" />
        <path d="m20 20-4.5-4.5" />
      </svg>
    ),
  },
];

export interface ShellAppProps {
  brand: BrandConfig;
  areaHost: HTMLElement;
  deployed: ReadonlySet<RemoteName>;
  idleSecondsLeft: number | null;
  sessionEnded: SessionEndReason | null;
  onStaySignedIn: () => void;
  onSignOut: () => void;
  /** Shown above the area in the main layout (the acting-as banner). */
  banner?: ReactNode;
  /** The shell's other dialogs and badges. */
  overlays?: ReactNode;
}

/** The shell's chrome: picks the layout for the route and places the area host in it. */
export function ShellApp({
  brand,
  areaHost,
  deployed,
  idleSecondsLeft,
  sessionEnded,
  onStaySignedIn,
  onSignOut,
  banner,
  overlays,
}: ShellAppProps) {
  const { t } = useTranslation('common');
  const path = useLocationPath();
  const tokens = useSubject(tokens$);
  const user = useSubject(user$);
  const route = matchRoute(path);
  const owned = route !== undefined && deployed.has(route.remote);
  const notFound = path !== '/' && !owned;
  const layout = route ? route.layout : tokens ? 'main' : 'external';
  const content = (
    <>
      {notFound ? <NotFound /> : null}
      <AreaSlot host={areaHost} hidden={notFound} />
    </>
  );
  return (
    <>
      {layout === 'main' || layout === 'restricted' ? (
        <MainLayout
          brand={brand}
          user={user}
          menu={
            layout === 'main'
              ? MENU.filter((item) => deployed.has(item.remote) && (!item.adminOnly || user?.isAdmin))
              : []
          }
          currentPath={path}
          onSignOut={onSignOut}
        >
          {path === '/admin-overview' ? null : banner}
          {content}
        </MainLayout>
      ) : (
        <ExternalLayout brand={brand}>
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
