import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { useSubject } from '@portal/session/react';
import { shownError$, shownMessage$ } from './popup-state';

/**
 * The shell's popups and dialogs load their code when one has something to show, or as soon as the user
 * first presses a key or a pointer (so the popup after a click is already there): none is needed to show a
 * page, and /login has a byte budget (issue 11). The state they show is held from the start (popup-state).
 */
const loadPopups = () => import('./popups');
const loadDialogs = () => import('./shell-dialogs');

/**
 * What shows that someone is about to act: a key, a pointer press, or a field filled without either (a password
 * manager's autofill, which then leaves only the press on Sign in).
 */
const INTENTS = ['pointerdown', 'keydown', 'input'] as const;

/**
 * Starts loading the overlays' code on the first intent to act, and what else the next step needs (`alsoLoad`: on
 * the sign-in page that is the signed-in chrome and the landing page's area).
 */
export function loadOverlaysOnIntent(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  alsoLoad: () => unknown = () => undefined,
) {
  const load = () => {
    for (const type of INTENTS) target.removeEventListener(type, load, true);
    void loadPopups();
    void loadDialogs();
    // Nothing waits on it here: a failure is left to the moment the code is needed.
    Promise.resolve(alsoLoad()).catch(() => undefined);
  };
  for (const type of INTENTS) target.addEventListener(type, load, true);
}

function slot<P extends object>(
  Component: ComponentType<P>,
  wanted: (props: P) => boolean,
): ComponentType<P> {
  return function OverlaySlot(props) {
    if (!wanted(props)) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}

const ErrorPopupCode = lazy(async () => ({ default: (await loadPopups()).ErrorPopup }));
const IdleWarningCode = lazy(async () => ({ default: (await loadPopups()).IdleWarning }));
const MessagePopupCode = lazy(async () => ({ default: (await loadDialogs()).MessagePopup }));
const CompanyChoiceCode = lazy(async () => ({ default: (await loadDialogs()).CompanyChoice }));
const CustomApiDialogCode = lazy(async () => ({ default: (await loadDialogs()).CustomApiDialog }));
const EnvironmentBadgeCode = lazy(async () => ({ default: (await loadDialogs()).EnvironmentBadge }));
const ActingBannerCode = lazy(async () => ({ default: (await loadDialogs()).ActingBanner }));

export function ErrorPopup() {
  const error = useSubject(shownError$);
  return error ? (
    <Suspense fallback={null}>
      <ErrorPopupCode />
    </Suspense>
  ) : null;
}

export function MessagePopup() {
  const message = useSubject(shownMessage$);
  return message ? (
    <Suspense fallback={null}>
      <MessagePopupCode />
    </Suspense>
  ) : null;
}

export const IdleWarning = slot<ComponentProps<typeof IdleWarningCode>>(
  IdleWarningCode,
  (p) => p.secondsLeft !== null,
);
export const CompanyChoice = slot<ComponentProps<typeof CompanyChoiceCode>>(
  CompanyChoiceCode,
  (p) => p.accesses !== null,
);
export const CustomApiDialog = slot<ComponentProps<typeof CustomApiDialogCode>>(
  CustomApiDialogCode,
  (p) => p.open,
);
export const EnvironmentBadge = slot<ComponentProps<typeof EnvironmentBadgeCode>>(
  EnvironmentBadgeCode,
  (p) => p.override !== undefined,
);
export const ActingBanner = slot<ComponentProps<typeof ActingBannerCode>>(
  ActingBannerCode,
  (p) => p.customerId !== undefined,
);
