import { createConsoleService } from './console-service';
import { createTicketService } from './tickets-service';
import type { HelpdeskServiceDeps } from './ticket-store';
import { createTokenService } from './tokens-service';

export { HelpdeskApiError, notFound } from './errors';
export { FIRST_TICKET_NUMBER, type Clock, type HelpdeskServiceDeps } from './ticket-store';
export { TICKET_CATEGORIES, TICKET_FIELDS } from './tickets-service';
export { hashToken, type HelpdeskCaller } from './tokens-service';

/** The help desk the sandbox plays: contacts and tokens, the customer's tickets, the agent console. */
export function createHelpdeskService(deps: HelpdeskServiceDeps) {
  return {
    ...createTokenService(deps),
    ...createTicketService(deps),
    ...createConsoleService(deps),
  };
}

export type HelpdeskService = ReturnType<typeof createHelpdeskService>;
