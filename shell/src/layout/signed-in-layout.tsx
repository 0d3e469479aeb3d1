import { lazy, Suspense, type ReactNode } from 'react';
import type { BrandConfig } from '@portal/brands/brands';
import { useSubjectInTransition } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import type { RemoteName } from '../app/route-table';
import { approvalCounts$, companyAttention$ } from '../approvals/approval-state';
import { verificationSummary$ } from '../approvals/verification-state';
import { MainLayout } from './main-layout';
import { mainMenu } from './menu';
import { notificationsWanted$ } from '../notifications/wanted';
import styles from './layouts.module.css';
import { contractStats$ } from './contract-stats';
import { supportUnread$ } from './support-unread';

/** The verification warning's code loads only when there is a warning to show (the /home budget). */
const VerificationBanner = lazy(() =>
  import('../approvals/verification-banner').then((module) => ({ default: module.VerificationBanner })),
);

/** The notifications' button and toasts (issue 31 item 3): their own chunk, after the signed-in page. */
const NotificationsButton = lazy(() =>
  import('../notifications/notifications-button').then((module) => ({ default: module.NotificationsButton })),
);
const NotificationToasts = lazy(() =>
  import('../notifications/notification-toasts').then((module) => ({ default: module.NotificationToasts })),
);

/**
 * The main and restricted layouts with the menu (spec 02 §2, §6): a chunk of its own, so that the sign-in page does
 * not download the signed-in chrome (the /login byte budget, e2e/tests/shell/budget.spec.ts).
 */
export function SignedInLayout({
  brand,
  deployed,
  withMenu,
  currentPath,
  onSignOut,
  onSwitchCompany,
  banner,
  children,
}: {
  brand: BrandConfig;
  deployed: ReadonlySet<RemoteName>;
  /** The restricted layout has no menu. */
  withMenu: boolean;
  currentPath: string;
  onSignOut: () => void;
  onSwitchCompany?: () => void;
  /** Under the header: the acting-as mode. */
  banner?: ReactNode;
  children: ReactNode;
}) {
  // The chrome follows the session in transitions: a sign-in's user re-renders header, menu and footer in slices, not
  // one task (issue 28 item 1).
  const user = useSubjectInTransition(user$);
  const approvalCounts = useSubjectInTransition(approvalCounts$);
  const companyAttention = useSubjectInTransition(companyAttention$);
  const verification = useSubjectInTransition(verificationSummary$);
  const supportUnread = useSubjectInTransition(supportUnread$);
  const contractStats = useSubjectInTransition(contractStats$);
  const notificationsWanted = useSubjectInTransition(notificationsWanted$);
  // spec 03 §2: the profile item is highlighted when required actions exist.
  const profileAttention = (verification?.actions.length ?? 0) > 0;
  const verificationWarns = verification?.warns === true;
  return (
    <MainLayout
      brand={brand}
      user={user}
      // On a signed-in reload the chrome renders before the customer info is in: its entries come all at once with
      // the user, never the few that need no access pushed down by the rest (issue 11: CLS ≤ 0.02).
      menu={
        withMenu && user
          ? mainMenu({
              user,
              deployed,
              approvalCounts,
              companyAttention,
              profileAttention,
              supportUnread,
              contractsEnable: brand.contractsEnable,
              contractStats,
            })
          : []
      }
      currentPath={currentPath}
      onSignOut={onSignOut}
      onSwitchCompany={onSwitchCompany}
      headerActions={
        user ? (
          notificationsWanted ? (
            <Suspense fallback={<span className={styles.bellSlot} />}>
              <NotificationsButton />
            </Suspense>
          ) : (
            <span className={styles.bellSlot} />
          )
        ) : null
      }
      banner={
        <>
          {banner}
          {withMenu && verificationWarns ? (
            <Suspense fallback={null}>
              <VerificationBanner currentPath={currentPath} />
            </Suspense>
          ) : null}
        </>
      }
    >
      {children}
      {notificationsWanted ? (
        <Suspense fallback={null}>
          <NotificationToasts />
        </Suspense>
      ) : null}
    </MainLayout>
  );
}
