import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
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
