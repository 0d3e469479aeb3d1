import {
  NOTIFICATION_DEFAULT_SEVERITY,
  NOTIFICATION_MAX_PAGE_SIZE,
  NOTIFICATION_PAGE_SIZE,
  type MarkNotificationsReadRequest,
  type MarkNotificationsReadResponse,
  type NotificationListRequest,
  type NotificationListResponse,
  type NotificationParams,
  type NotificationSeverity,
  type NotificationType,
  type PortalNotification,
} from '@portal/api/catalogue';
import type { Clock } from '../clock/clock';
import type { Database } from '../db/client';
import { invalidParameters } from '../http/errors';
import type { LivePublisher } from '../live/service';
import { createNotificationRepository } from './repository';

/** What a module says to a customer (spec 03 §3 "Notification"; issue 31 item 4). */
export interface NotificationInput {
  type: NotificationType;
  /** `info` unless given. */
  severity?: NotificationSeverity;
  text: string;
  params?: NotificationParams;
}

/**
 * Notifications per customer: stored, then pushed on the live channel. Every module that tells a customer something
 * goes through `notify` (the support provider's replies, document decisions, identity checks, contracts).
 */
export interface NotificationService {
  notify(customerId: number, input: NotificationInput): Promise<PortalNotification>;
  /** `getNotifications`: the customer's, newest first, a page of 20 unless asked (at most 100), with the counts. */
  list(customerId: number, request: NotificationListRequest): Promise<NotificationListResponse>;
  /** `markNotificationsRead`: the given ids of the customer's (others' are left alone), or all; the unread left. */
  markRead(customerId: number, request: MarkNotificationsReadRequest): Promise<MarkNotificationsReadResponse>;
  /** The customer of the user with this e-mail (the `/sandbox/notify` tool), or null. */
  customerIdByEmail(email: string): Promise<number | null>;
  customerExists(customerId: number): Promise<boolean>;
}

/** A method API refusal of its input is answered with HTTP 200 and TA1 (spec 01 §8). */
const METHOD_INPUT_ERROR_STATUS = 200;

/** What `/sandbox/notify` says when the developer writes no text: a plain English line per type. */
export function defaultNotificationText(type: NotificationType, params: NotificationParams = {}): string {
  const name = params.name ? ` ${params.name}` : '';
  const ticket = params.ticketNumber ? ` #${params.ticketNumber}` : '';
  const contract = params.contractId ? ` ${params.contractId}` : '';
  switch (type) {
    case 'info':
      return 'There is news about your account.';
    case 'documentFailed':
      return `Your document${name} could not be read. Please upload it again.`;
    case 'documentRejected':
      return `Your document${name} was rejected. Please upload a new one.`;
    case 'documentExpired':
      return `Your document${name} has expired. Please upload a new one.`;
    case 'documentExpSoon':
      return `Your document${name} expires soon. Please upload a new one before then.`;
    case 'usernameChangeFailed':
      return 'Your sign-in e-mail could not be changed.';
    case 'usernameChanged':
      return `Your sign-in e-mail was changed${params.name ? ` to ${params.name}` : ''}.`;
    case 'batchPartially':
      return `Your batch transfer${params.batchId ? ` ${params.batchId}` : ''} was only partly executed.`;
    case 'zohoNewMessage':
      return `Support answered your ticket${ticket}.`;
    case 'zohoClosedNoReply':
      return `Your ticket${ticket} was closed.`;
    case 'acceptTermsLogin':
      return 'Our terms have changed. Please read and accept them.';
    case 'cardClosed':
      return `Your card${name} was closed.`;
    case 'scContractSigned':
      return `Smart contract${contract} was signed.`;
    case 'scContractRejected':
      return `Smart contract${contract} was rejected.`;
    case 'scContractCancelled':
      return `Smart contract${contract} was cancelled.`;
    case 'scContractCreated':
      return `Smart contract${contract} was created.`;
    case 'scContractTerminated':
      return `Smart contract${contract} was terminated.`;
    case 'scContractTerminationRequest':
      return `Termination of smart contract${contract} was requested.`;
    case 'scContractTerminationCancelled':
      return `Termination of smart contract${contract} was cancelled.`;
    case 'scContractSignerIdentified':
      return `A signer of smart contract${contract} was identified.`;
    case 'scContractSignerIdentificationLoaded':
      return `A signer of smart contract${contract} loaded their identification.`;
    case 'scContractSignerIdentificationFailed':
      return `A signer of smart contract${contract} could not be identified.`;
    case 'identityVerification':
      return 'Your identity check was decided.';
  }
}

/** Stores each notification of a customer, then pushes it live (payload: contract live.ts `notification`). */
export function createNotificationService({
  db,
  live,
  clock,
}: {
  db: Database;
  live: LivePublisher;
  clock: Clock;
}): NotificationService {
  const repository = createNotificationRepository(db);
  return {
    async notify(customerId, input) {
      const notification = await repository.insert(customerId, {
        type: input.type,
        severity: input.severity ?? NOTIFICATION_DEFAULT_SEVERITY[input.type],
        text: input.text,
        params: input.params ?? {},
        createdAt: clock.now(),
      });
      live.publish(customerId, {
        type: 'notification',
        payload: {
          id: notification.id,
          kind: notification.type,
          text: notification.text,
          severity: notification.severity,
          params: notification.params,
          createdAt: notification.createdAt,
        },
      });
      return notification;
    },

    async list(customerId, request) {
      const pageSize = Math.min(request.pageSize ?? NOTIFICATION_PAGE_SIZE, NOTIFICATION_MAX_PAGE_SIZE);
      const pageNumber = request.pageNumber ?? 1;
      return repository.list(customerId, {
        offset: (pageNumber - 1) * pageSize,
        limit: pageSize,
        unreadOnly: request.unreadOnly === true,
      });
    },

    async markRead(customerId, request) {
      const all = request.all === true;
      const ids = request.ids;
      if (all && ids !== undefined)
        throw invalidParameters(['ids: give either ids or all, not both'], METHOD_INPUT_ERROR_STATUS);
      if (!all && (ids === undefined || ids.length === 0))
        throw invalidParameters(['ids: give the ids to mark read, or all'], METHOD_INPUT_ERROR_STATUS);
      return { unread: await repository.markRead(customerId, all ? 'all' : ids!, clock.now()) };
    },

    customerIdByEmail: (email) => repository.customerIdByEmail(email),
    customerExists: (customerId) => repository.customerExists(customerId),
  };
}
