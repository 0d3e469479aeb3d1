import { useEffect } from 'react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { bus, type EventBus, type PortalEventMap } from '@portal/events/bus';

/** What the shell asks the areas to reload (spec 03 §4 "Live events"), by the notification's type. */
export type ReloadScope = PortalEventMap['data.reload']['scope'];

/**
 * Stands for any value at its place in a key pattern: the customer a read is for, a page, a filter. A pattern that
 * ends early matches every longer key, so `['getBatchTransfers']` is every page of the list for every customer.
 */
export const ANY_KEY_PART: unique symbol = Symbol('any key part');

/** The start of a query key, element by element, with {@link ANY_KEY_PART} where any value will do. */
export type QueryKeyPattern = readonly unknown[];

/**
 * Which of an area's queries each scope reloads. A `Record` over every scope, so that a new scope on the bus makes
 * each area say what it reloads for it; `[]` says the area shows nothing of that scope.
 */
export type ReloadMap = Readonly<Record<ReloadScope, readonly QueryKeyPattern[]>>;

export function matchesKeyPattern(queryKey: QueryKey, pattern: QueryKeyPattern): boolean {
  return (
    pattern.length <= queryKey.length &&
    pattern.every((part, index) => part === ANY_KEY_PART || part === queryKey[index])
  );
}

/** Marks the queries of `scope` stale; the ones on screen refetch at once, the rest on their next use. */
export function reloadScope(client: QueryClient, reloads: ReloadMap, scope: ReloadScope): Promise<void> {
  const patterns = reloads[scope];
  if (patterns.length === 0) return Promise.resolve();
  return client.invalidateQueries({
    predicate: (query) => patterns.some((pattern) => matchesKeyPattern(query.queryKey, pattern)),
  });
}

/** Reloads on each `data.reload` of the bus; the caller releases the subscription. */
export function subscribeDataReload(
  client: QueryClient,
  reloads: ReloadMap,
  events: Pick<EventBus, 'on'> = bus,
): ReturnType<EventBus['on']> {
  return events.on('data.reload', ({ scope }) => void reloadScope(client, reloads, scope));
}

/**
 * An area's answer to the shell's `data.reload` (DESIGN §2 "The bus": remotes subscribe and reload their data;
 * spec 03 §4): the queries `reloads` names for the scope are invalidated. Released on unmount.
 */
export function useDataReload(client: QueryClient, reloads: ReloadMap): void {
  useEffect(() => {
    const subscription = subscribeDataReload(client, reloads);
    return () => subscription.unsubscribe();
  }, [client, reloads]);
}
