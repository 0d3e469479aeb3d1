import type { LoginHistoryRequest, LoginHistoryResponse } from '@portal/api/catalogue';
import { invalidParameters } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import type { Caller } from '../../../platform/pipeline/authenticate';
import { plainIp } from './ip';
import type { NewLoginHistoryEntry, SecurityRepository } from './repository';
import { METHOD_INPUT_ERROR_STATUS } from './texts';

const DAY_MS = 24 * 60 * 60_000;

/** What the auth service tells the history about each sign-in; the sandbox fills what it cannot know. */
export interface LoginHistoryRecord {
  userId: number;
  customerId: number;
  authFlow: string;
  success: boolean;
  client?: string;
  ip?: string;
  location?: string;
}

export interface LoginHistoryRecorder {
  record(entry: LoginHistoryRecord): Promise<void>;
}

/**
 * A date filter as an instant; a date alone means that whole day (UTC). An upper bound is answered as the
 * first instant after it, so both bounds are inclusive.
 */
function parseDateFilter(field: string, text: string, upper: boolean): Date {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(dateOnly ? `${text}T00:00:00Z` : text);
  // `2026-02-30` may roll over into March: a day that does not read back the same is not a real date.
  const real = !Number.isNaN(date.getTime()) && (!dateOnly || date.toISOString().startsWith(text));
  if (!real) throw invalidParameters([`${field}: is not a valid date`], METHOD_INPUT_ERROR_STATUS);
  if (!upper) return date;
  return new Date(date.getTime() + (dateOnly ? DAY_MS : 1));
}

/** The login history page (spec 02 §7). */
export function createLoginHistoryService({ repository }: { repository: SecurityRepository }) {
  return {
    /** The caller's own sign-ins; an admin acting for another customer sees that customer's users'. */
    async getLoginHistory(
      caller: Caller,
      customerId: number,
      request: LoginHistoryRequest,
    ): Promise<LoginHistoryResponse> {
      const from = request.fromDate ? parseDateFilter('fromDate', request.fromDate, false) : undefined;
      const toBefore = request.toDate ? parseDateFilter('toDate', request.toDate, true) : undefined;
      if (from && toBefore && toBefore <= from) {
        throw invalidParameters(['toDate: must not be before fromDate'], METHOD_INPUT_ERROR_STATUS);
      }
      return repository.pageLoginHistory(
        customerId === caller.customerId ? { userId: caller.userId } : { customerId },
        { from, toBefore },
        { offset: (request.pageNumber - 1) * request.pageSize, limit: request.pageSize },
      );
    },
  };
}

/** The hook the auth service calls on each sign-in and each wrong password (spec 02 §7 "Login history"). */
export function createLoginHistoryRecorder(
  repository: SecurityRepository,
  clock: Clock,
): LoginHistoryRecorder {
  return {
    async record(entry) {
      const row: NewLoginHistoryEntry = {
        userId: entry.userId,
        customerId: entry.customerId,
        occurredAt: clock.now(),
        // The caller's address as the trusted hops (the portal's gateway, HAProxy) forwarded it.
        ip: entry.ip ? plainIp(entry.ip) : 'unknown',
        client: entry.client ?? 'web',
        location: entry.location ?? 'Local network',
        authFlow: entry.authFlow,
        success: entry.success,
      };
      await repository.insertLoginHistory([row]);
    },
  };
}
