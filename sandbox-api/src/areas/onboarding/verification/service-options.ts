import type { Clock } from '../../../platform/clock/clock';
import type { NotificationService } from '../../../platform/notifications/service';
import type { VerificationRepository } from './repository';

export interface VerificationServiceOptions {
  repository: VerificationRepository;
  /** Decisions are told to the customer as stored notifications, pushed live (issue 31). */
  notifications: Pick<NotificationService, 'notify'>;
  clock: Clock;
}
