import { Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageFallback, PageNotFound } from '@portal/remote/fallback-pages';
import { preloadablePage, type PagePrefetch, type PageRoute } from '@portal/remote/pages';
import { areaQueryClient } from '@portal/remote/query';
import type { PortalServices } from '@portal/session/app-props';
import { actingCustomerId$ } from '@portal/session/session';
import { helpdeskOf } from '../features/tickets/api/helpdesk';
import { prefetchTicketPage, statsQuery, ticketsQuery } from '../features/tickets/api/tickets';

/** A page as its own chunk over a named export, loaded with its first data as the navigation starts. */
function page<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T & string,
  prefetch?: PagePrefetch,
) {
  return preloadablePage(load, (module) => module[name] as ComponentType, prefetch);
}

/** The first page of tickets of the filter in the address, and the stats. */
const prefetchList = (services: PortalServices) => {
  const client = helpdeskOf(services);
  const filter = new URLSearchParams(window.location.search).get('filter');
  const customerId = actingCustomerId$.value;
  return Promise.all([
    areaQueryClient.prefetchQuery(
      ticketsQuery(
        client,
        customerId,
        filter === 'open' || filter === 'new' || filter === 'closed' ? filter : 'all',
        1,
      ),
    ),
    areaQueryClient.prefetchQuery(statsQuery(client, customerId)),
  ]);
};

/** The ticket of the address, with its conversation and the stats (tickets.ts `prefetchTicketPage`). */
const prefetchTicket: PagePrefetch = (services, { ticketNumber }) =>
  ticketNumber
    ? prefetchTicketPage(areaQueryClient, helpdeskOf(services), actingCustomerId$.value, ticketNumber)
    : Promise.resolve();

/** This remote's routes (DESIGN §1, spec 03 §2 "Support: messages, with an optional ticketNumber parameter"). */
export const SUPPORT_ROUTES: readonly PageRoute[] = [
  {
    path: '/messages',
    page: page(
      () =>
        import(/* webpackChunkName: "first-load:/messages" */ '../features/tickets/components/tickets-page'),
      'TicketsPage',
      prefetchList,
    ),
  },
  {
    path: '/messages/:ticketNumber',
    page: page(
      () =>
        import(
          /* webpackChunkName: "first-load:/messages/:ticketNumber" */ '../features/tickets/components/ticket-page'
        ),
      'TicketPage',
      prefetchTicket,
    ),
  },
];

export function SupportApp() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        {SUPPORT_ROUTES.map(({ path, page: Page }) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<PageNotFound />} />
      </Routes>
    </Suspense>
  );
}
