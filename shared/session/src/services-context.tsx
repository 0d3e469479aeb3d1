import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { BehaviorSubject } from 'rxjs';
import type { PortalServices } from './app-props';

const ServicesContext = createContext<PortalServices | null>(null);

/** Gives a remote's components the services the shell passed in its props. */
export function ServicesProvider({ services, children }: { services: PortalServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}

/** The current value of a session subject (tokens$, user$, actingCustomerId$), re-rendering on change. */
export function useSubject<T>(subject: BehaviorSubject<T>): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = subject.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    () => subject.value,
  );
}

/**
 * `useSubject` whose re-render on a change runs as a transition (issue 28 item 1): React renders it in slices,
 * yielding to the browser, and shows what was there until it is done. For large trees that follow the session (the
 * signed-in chrome: a sign-in re-rendered the header, menu and footer in one task of 40–80 ms at 1× CPU), not for
 * what must show the instant it changes (a popup's text). The value a render reads is the subject's own until the
 * subscription has taken over, so a change between render and subscription is not missed.
 */
export function useSubjectInTransition<T>(subject: BehaviorSubject<T>): T {
  const [seen, setSeen] = useState(() => ({ subject, value: subject.value }));
  useEffect(() => {
    const subscription = subject.subscribe((value) =>
      startTransition(() =>
        setSeen((before) =>
          before.subject === subject && Object.is(before.value, value) ? before : { subject, value },
        ),
      ),
    );
    return () => subscription.unsubscribe();
  }, [subject]);
  return seen.subject === subject ? seen.value : subject.value;
}
