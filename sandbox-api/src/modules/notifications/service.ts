import { randomUUID } from 'node:crypto';
import type {
  NotificationParams,
  NotificationSeverity,
  NotificationType,
  PortalNotification,
} from '@portal/api/contract';
import type { Clock } from '../../lib/clock';
import type { Database } from '../../db/client';
import type { LivePublisher } from '../live/service';

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
}

/** SKELETON (issue 31, being written): pushes live without storing yet. */
export function createNotificationService({
  live,
  clock,
}: {
  db: Database;
  live: LivePublisher;
  clock: Clock;
}): NotificationService {
  return {
    async notify(customerId, input) {
      const notification: PortalNotification = {
        id: randomUUID(),
        type: input.type,
        severity: input.severity ?? 'info',
        text: input.text,
        params: input.params ?? {},
        createdAt: clock.now().toISOString(),
        readAt: null,
      };
      live.publish(customerId, {
        type: 'notification',
        payload: { id: notification.id, kind: notification.type, text: notification.text },
      });
      return notification;
    },
  };
}
