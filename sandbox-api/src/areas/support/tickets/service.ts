import {
  SUPPORT_WIDGET_ID,
  type SupportAgent,
  type SupportJwtResponse,
  type SupportStats,
  type SupportTicketSummary,
} from '@portal/api/catalogue';
import { SignJWT } from 'jose';
import { HELPDESK_SERVICE_PATHS } from '../../../providers/helpdesk/config';
import type { HelpdeskEvent } from '../../../providers/helpdesk/events';
import type { Clock } from '../../../platform/clock/clock';
import type { NotificationService } from '../../../platform/notifications/service';
import type { SupportRepository } from './repository';

/** The product's JWT for the provider's remote auth lives 5 minutes (contract SupportJwtResponse). */
export const SUPPORT_JWT_TTL_SECONDS = 300;

export const SUPPORT_TEXTS = {
  widget: 'widgetId: unknown help-desk widget',
  businessOnly: 'Only a business customer has a manager agent.',
  providerDown: 'The help desk does not answer; try again later.',
  newMessage: (ticketNumber: string) => `Support answered your ticket #${ticketNumber}.`,
  closedNoReply: (ticketNumber: string) => `Your ticket #${ticketNumber} was closed.`,
} as const;

export class HelpdeskUnavailableError extends Error {}

/** spec 03 §3 "unreadTicketNumbers": an agent wrote after the customer last read, or closed without a reply unread. */
export function unreadTicketNumbers(tickets: SupportTicketSummary[]): string[] {
  return tickets
    .filter((ticket) => {
      const readAt = ticket.customerReadAt ? Date.parse(ticket.customerReadAt) : -Infinity;
      if (ticket.status === 'Closed-no-reply') return ticket.customerReadAt === null;
      return ticket.lastThread?.to === 'customer' && Date.parse(ticket.lastThread.createdAt) > readAt;
    })
    .map((ticket) => ticket.ticketNumber);
}

/**
 * The product side of support (spec 03 §7): the JWT the portal exchanges at the provider, and what the sandbox
 * reads from the provider server to server (a customer's tickets, the manager agent) with its service key.
 */
export function createSupportService({
  repository,
  clock,
  notifications,
  helpdeskUrl,
  sharedSecret,
  serviceKey,
  fetchImpl = fetch,
}: {
  /** The customer and user reads (repository.ts). */
  repository: SupportRepository;
  clock: Clock;
  notifications: Pick<NotificationService, 'notify'>;
  helpdeskUrl: string;
  sharedSecret: string;
  serviceKey: string;
  fetchImpl?: typeof fetch;
}) {
  const key = new TextEncoder().encode(sharedSecret);
  const base = `${helpdeskUrl.replace(/\/+$/, '')}/helpdesk/api/v1`;

  async function fromProvider<T>(path: string): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        headers: { authorization: `Bearer ${serviceKey}` },
        signal: AbortSignal.timeout(5000),
        redirect: 'error',
      });
    } catch {
      throw new HelpdeskUnavailableError(SUPPORT_TEXTS.providerDown);
    }
    if (!response.ok) throw new HelpdeskUnavailableError(SUPPORT_TEXTS.providerDown);
    return (await response.json()) as T;
  }
  const forCustomer = (template: string, customerId: number) =>
    template.replace(':customerId', String(customerId));

  return {
    isWidget: (widgetId: string) => widgetId === SUPPORT_WIDGET_ID,

    /** Whether the customer is a business (only one has a manager agent). */
    isBusiness: (customerId: number): Promise<boolean> => repository.isBusiness(customerId),

    /** `sub` is the customer (the company when a business user acts), with the acting user's e-mail and name. */
    async jwt(customerId: number, userId: number): Promise<SupportJwtResponse> {
      const user = await repository.user(userId);
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const jwt = await new SignJWT({
        email: user?.email ?? '',
        name: user?.name ?? '',
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(customerId))
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + SUPPORT_JWT_TTL_SECONDS)
        .sign(key);
      return { jwt, expiresIn: SUPPORT_JWT_TTL_SECONDS };
    },

    async tickets(customerId: number): Promise<SupportTicketSummary[]> {
      const body = await fromProvider<{ tickets: SupportTicketSummary[] }>(
        forCustomer(HELPDESK_SERVICE_PATHS.tickets, customerId),
      );
      return body.tickets;
    },

    async stats(customerId: number): Promise<SupportStats> {
      return { unreadTicketNumbers: unreadTicketNumbers(await this.tickets(customerId)) };
    },

    async agent(customerId: number): Promise<SupportAgent | null> {
      const body = await fromProvider<{ agent: SupportAgent | null }>(
        forCustomer(HELPDESK_SERVICE_PATHS.agent, customerId),
      );
      return body.agent;
    },

    /** The provider's event, its signature already checked: an agent's answer or a close without one. */
    async onEvent(event: HelpdeskEvent) {
      const params = { ticketNumber: event.ticketNumber };
      if (event.type === 'agentReply')
        return notifications.notify(event.customerId, {
          type: 'zohoNewMessage',
          severity: 'info',
          text: SUPPORT_TEXTS.newMessage(event.ticketNumber),
          params,
        });
      if (event.type === 'ticketClosed' && event.status === 'Closed-no-reply')
        return notifications.notify(event.customerId, {
          type: 'zohoClosedNoReply',
          severity: 'info',
          text: SUPPORT_TEXTS.closedNoReply(event.ticketNumber),
          params,
        });
      return null;
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
