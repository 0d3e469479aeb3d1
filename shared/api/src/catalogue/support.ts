/**
 * Support tickets through a help-desk provider (spec 03 §3 "Support ticket", §4 "Support tickets", §6 business users,
 * §7 "Support", §8 429, §9 page sizes and the new-ticket window; issue 31 items 1, 2, 4).
 *
 * Two services:
 * - the product (the sandbox, REST on the back end, access declared here): `GET zoho/jwt`, `zoho/agent`,
 *   `zoho/tickets/stats`, `zoho/tickets`;
 * - the help-desk provider (a service of its own in the sandbox workspace, its own Fastify app, port and tables): the
 *   paths of `HELPDESK_PATHS`, under `HELPDESK_API_PATH`, reached with the provider's own access token, which the portal
 *   gets by exchanging the product's JWT at the provider's remote auth (`HELPDESK_PATHS.remoteAuth`).
 *
 * The spec names the paths, not the shapes; the shapes here are ours, modelled on a help desk's usual REST API.
 */
import { READS, type OperationAccess } from './authorization';

// ---------------------------------------------------------------------------------------------------------------
// The product side (the sandbox)
// ---------------------------------------------------------------------------------------------------------------

/** spec 03 §7 "Support", product side. Each takes `fromCustomerId` when a business user or an admin acts (spec 03 §6). */
export const SUPPORT_PATHS = {
  /** `GET zoho/jwt?widgetId&fromCustomerId`: a short-lived JWT naming the customer, for the provider's remote auth. */
  jwt: '/zoho/jwt',
  /** `GET zoho/agent?fromCustomerId`: the company's manager agent (business users only, spec 03 §6). */
  agent: '/zoho/agent',
  /** `GET zoho/tickets/stats?fromCustomerId`: which tickets have news the customer has not read. */
  stats: '/zoho/tickets/stats',
  /** `GET zoho/tickets?fromCustomerId`: the customer's tickets as the product knows them (number, status, read time). */
  tickets: '/zoho/tickets',
} as const;

export type SupportOperation = 'getSupportJwt' | 'getSupportAgent' | 'getSupportStats' | 'getSupportTickets';

/**
 * Who may call each: any signed-in user of the customer reads support (a ticket is the customer's, as a statement
 * is), an administrator acting may read too; the manager agent is asked by business users only (the route refuses a
 * personal customer with `ENOA`).
 */
export const SUPPORT_ACCESS: Record<SupportOperation, OperationAccess> = {
  getSupportJwt: READS,
  getSupportAgent: READS,
  getSupportStats: READS,
  getSupportTickets: READS,
};

/** The portal's help-desk widget id (spec 03 §7 `widgetId`); the sandbox accepts this one. */
export const SUPPORT_WIDGET_ID = 'portal-web';

export interface SupportJwtResponse {
  /** HS256, signed with the secret the product shares with the provider; `sub` is the customer id, 5 minutes. */
  jwt: string;
  /** Seconds. */
  expiresIn: number;
}

/** The manager agent (spec 03 §3 "Support state holds ... a manager agent"). */
export interface SupportAgent {
  id: string;
  name: string;
  email: string;
  /** Working hours in words, as the provider keeps them. */
  hours: string;
}

/** spec 03 §3 "Ticket stats hold unreadTicketNumbers". */
export interface SupportStats {
  unreadTicketNumbers: string[];
}

export interface SupportTicketSummary {
  ticketNumber: string;
  status: HelpdeskTicketStatus;
  /** ISO; null when the customer never opened it. */
  customerReadAt: string | null;
  lastThread: HelpdeskLastThread | null;
}
export interface SupportTicketsResponse {
  tickets: SupportTicketSummary[];
}

// ---------------------------------------------------------------------------------------------------------------
// The help-desk provider
// ---------------------------------------------------------------------------------------------------------------

/** Where the provider's API lives on its own origin, and on the portal's (the gateway forwards `/helpdesk/`). */
export const HELPDESK_API_PATH = '/helpdesk/api/v1';
/** The provider's agent console (its own page, on its own origin). */
export const HELPDESK_CONSOLE_PATH = '/helpdesk/console';

/** spec 03 §7 "Help-desk provider", relative to `HELPDESK_API_PATH`. */
export const HELPDESK_PATHS = {
  /** `POST`: exchanges the product's JWT for the provider's access token ("the provider's remote auth"). */
  remoteAuth: '/oauth/remote-auth',
  /** `POST /me`: the signed-in contact (made from the JWT's claims on first use). */
  me: '/me',
  /** `POST /composetickets`: a new ticket from the new-ticket form (the fields of `/ticketsFields`, upload ids). */
  composeTickets: '/composetickets',
  /** `GET /tickets?from&limit&status`: the contact's tickets; `POST /tickets` the same with a filter in the body. */
  tickets: '/tickets',
  ticket: '/tickets/:ticketId',
  thread: '/tickets/:ticketId/threads/:threadId',
  /** `GET ?from&limit` (100, or 2 for previews), newest first. */
  conversations: '/tickets/:ticketId/conversations',
  /** `POST`: a reply (content and upload ids). */
  threads: '/tickets/:ticketId/threads',
  ticketsFields: '/ticketsFields',
  /** `POST` multipart, one file part named `file`. */
  uploads: '/uploads',
  attachmentContent: '/tickets/:ticketId/threads/:threadId/attachments/:attachmentId/content',
} as const;

/** The provider's token: `Authorization: Bearer <accessToken>`; it expires, and a 401 asks for a new one. */
export interface HelpdeskTokenResponse {
  accessToken: string;
  /** Seconds. */
  expiresIn: number;
}

export interface HelpdeskContact {
  id: string;
  /** The product's customer id (the JWT's `sub`). */
  customerId: number;
  name: string;
  email: string;
}

/** The provider's statuses; `Closed-no-reply` is a ticket an agent closed without answering it. */
export const HELPDESK_TICKET_STATUSES = ['Open', 'On Hold', 'Closed', 'Closed-no-reply'] as const;
export type HelpdeskTicketStatus = (typeof HELPDESK_TICKET_STATUSES)[number];

/** spec 03 §3 "lastThread (createdAt, to)": `to` is `customer` when the agent wrote last. */
export interface HelpdeskLastThread {
  createdAt: string;
  to: 'customer' | 'agent';
}

/** spec 03 §3 "Support ticket": id, ticketNumber, status, lastThread, updatedAt, createdAt (statusId is derived). */
export interface HelpdeskTicket {
  id: string;
  ticketNumber: string;
  subject: string;
  status: HelpdeskTicketStatus;
  category: string;
  lastThread: HelpdeskLastThread | null;
  /** The customer's read time (`PUT /tickets/{id}` with `customerReadAt` sets it; spec 03 §4). */
  customerReadAt: string | null;
  threadCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface HelpdeskTicketList {
  data: HelpdeskTicket[];
  /** How many match, for paging by `from`. */
  total: number;
}

/** `POST /tickets`: the list with a filter (the portal's all, open, new, closed, spec 03 §4). */
export interface HelpdeskTicketQuery {
  /** 0-based offset. */
  from?: number;
  /** spec 03 §9: 20. */
  limit?: number;
  statusId?: SupportStatusId | 'all';
  search?: string;
}

/** `PUT /tickets/{id}`: what the customer may change. */
export interface HelpdeskTicketUpdate {
  customerReadAt?: string;
}

export interface HelpdeskAttachment {
  id: string;
  name: string;
  size: number;
  contentType: string;
}

/** A thread (a message in a ticket's conversation). */
export interface HelpdeskThread {
  id: string;
  /** `in`: from the customer; `out`: from an agent. */
  direction: 'in' | 'out';
  author: { name: string; type: 'END_USER' | 'AGENT' };
  /** Plain text. */
  content: string;
  /** The first 200 characters, for the list. */
  summary: string;
  attachments: HelpdeskAttachment[];
  createdAt: string;
}
export interface HelpdeskConversations {
  data: HelpdeskThread[];
  total: number;
}

/** `POST /tickets/{id}/threads`. */
export interface HelpdeskReply {
  content: string;
  /** Ids from `POST /uploads`. */
  uploads?: string[];
}

/** `GET /ticketsFields`: the new-ticket form, as the provider configures it. */
export interface HelpdeskTicketField {
  apiName: string;
  displayLabel: string;
  type: 'Text' | 'Textarea' | 'Picklist';
  isMandatory: boolean;
  maxLength?: number;
  allowedValues?: string[];
}

/** `POST /composetickets`: the new-ticket form's values by apiName (subject, category, description…), upload ids. */
export interface HelpdeskComposeTicket {
  fields: Record<string, string>;
  uploads?: string[];
}

/** `POST /uploads`. */
export interface HelpdeskUpload {
  id: string;
  name: string;
  size: number;
}

/** The provider's failure body (400, 401, 404, 413, 422, 429). */
export interface HelpdeskError {
  errorCode: string;
  message: string;
  /** On 429, seconds until the token may call again. */
  retryAfter?: number;
}

/** An upload is at most 10 MB; a reply at most 5 of them; a reply's text at most 32,000 characters. */
export const HELPDESK_UPLOAD_MAX_BYTES = 10_000_000;
export const HELPDESK_REPLY_MAX_UPLOADS = 5;
export const HELPDESK_REPLY_MAX_LENGTH = 32_000;

// ---------------------------------------------------------------------------------------------------------------
// The portal's rules (spec 03 §4, §9)
// ---------------------------------------------------------------------------------------------------------------

/** spec 03 §4 "Filters: all, open, new, closed", and the derived statusId. */
export type SupportStatusId = 'open' | 'new' | 'closed';
export const SUPPORT_FILTERS = ['all', 'open', 'new', 'closed'] as const;
export type SupportFilter = (typeof SUPPORT_FILTERS)[number];

/** spec 03 §9. */
export const SUPPORT_TICKET_PAGE_SIZE = 20;
export const SUPPORT_CONVERSATION_PAGE_SIZE = 100;
export const SUPPORT_PREVIEW_CONVERSATIONS = 2;
export const SUPPORT_NEW_TICKET_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * spec 03 §4: status Closed gives closed; Closed-no-reply, or a last thread addressed to the user within the last
 * 2 weeks, gives new; otherwise open.
 */
export function supportStatusId(
  ticket: Pick<HelpdeskTicket, 'status' | 'lastThread'>,
  now: number = Date.now(),
): SupportStatusId {
  if (ticket.status === 'Closed') return 'closed';
  if (ticket.status === 'Closed-no-reply') return 'new';
  const last = ticket.lastThread;
  if (last && last.to === 'customer' && now - Date.parse(last.createdAt) <= SUPPORT_NEW_TICKET_WINDOW_MS)
    return 'new';
  return 'open';
}
