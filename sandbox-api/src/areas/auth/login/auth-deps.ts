import type { SandboxConfig } from '../../../platform/config';
import type { RateLimiter } from '../../../platform/http/rate-limit';
import type { Clock } from '../../../platform/clock/clock';
import type { DeviceShortInfo } from '@portal/api/catalogue';
import type { LivePublisher } from '../../../platform/live/service';
import type { Caller, SignInAddressGate } from '../../../platform/pipeline/authenticate';
import type { OutboxSender } from '../../../platform/outbox';
import type { ResendablePushPrompts } from '../../../platform/push/prompts';
import type { AuthRepository } from './repository';

export type TokenOwner = Pick<Caller, 'userId' | 'customerId'>;

/** Where each sign-in and each wrong password is recorded for the login history (spec 02 §7). */
export interface LoginHistoryRecorder {
  record(entry: {
    userId: number;
    customerId: number;
    authFlow: string;
    success: boolean;
    client?: string;
    /** The caller's address (spec 02 §7 "Login history"). */
    ip?: string;
  }): Promise<void>;
}

/** The user's approved devices, listed in a migration block (the devices slice's repository answers it). */
export interface ApprovedDevices {
  approvedDeviceInfo(userId: number): Promise<DeviceShortInfo[]>;
}

export interface AuthServiceDeps {
  repository: AuthRepository;
  devices: ApprovedDevices;
  prompts: ResendablePushPrompts;
  live: LivePublisher;
  outbox: OutboxSender;
  clock: Clock;
  limits: RateLimiter;
  config: Pick<SandboxConfig, 'jwtSecret' | 'accessTokenTtlSeconds'>;
  /** Optional, so the auth service works without the security module. */
  loginHistory?: LoginHistoryRecorder;
  /** The IP whitelist; without one every address may sign in. */
  addressGate?: SignInAddressGate;
}
