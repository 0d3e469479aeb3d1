import { RESPONSE_CODES } from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../platform/http/errors';
import type { SandboxClock } from '../../../platform/clock/clock';
import type { ContractScheduler } from '../../contracts/contracts/scheduler';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  cancelStandingPaymentRequestSchema,
  clockMoveSchema,
  clockReadSchema,
  emptyObjectSchema,
  standingPaymentsRequestSchema,
  standingPaymentsResponseSchema,
} from './schemas';
import type { StandingService } from './service';

/** Standing payments of the method API (spec 02 §7 "Standing payments"): list and cancel, for the acting customer. */
export function createStandingMethods(
  standing: StandingService,
): Pick<MethodDefinitions, 'getStandingPayments' | 'cancelStandingPayment'> {
  return {
    getStandingPayments: {
      requestSchema: standingPaymentsRequestSchema,
      responseSchema: standingPaymentsResponseSchema,
      handle: async (context) => standing.list(await context.actingCustomerId(), context.request),
    },
    cancelStandingPayment: {
      requestSchema: cancelStandingPaymentRequestSchema,
      responseSchema: emptyObjectSchema,
      handle: async (context) => {
        await standing.cancel(await context.actingCustomerId(), context.request.id);
        return {};
      },
    },
  };
}

/**
 * `/sandbox/clock` (a sandbox tool, issue 15): GET answers the sandbox clock's now; POST moves it forward by `days`
 * or to `date` (for every instance: the offset is the database's), runs every standing order that fell due, and
 * applies the contracts' moves that fell due (issue 47 item 3), answering how many payments were made or skipped and
 * how many contracts moved.
 */
export const clockToolRoutes: FastifyPluginAsync<{
  clock: SandboxClock;
  standing: StandingService;
  contracts: Pick<ContractScheduler, 'tick'>;
}> = async (app, { clock, standing, contracts }) => {
  app.get('/sandbox/clock', { schema: clockReadSchema }, async () => {
    await clock.sync();
    return { now: clock.now().toISOString() };
  });

  app.post<{ Body: { days?: number; date?: string } }>(
    '/sandbox/clock',
    { schema: clockMoveSchema },
    async (request) => {
      const { days, date } = request.body;
      if (days !== undefined) await clock.advance(days);
      else {
        const to = new Date(date!.length === 10 ? `${date}T00:00:00Z` : date!);
        if (Number.isNaN(to.getTime()) || (await clock.set(to)) === false)
          throw new ApiError(400, {
            responseCode: RESPONSE_CODES.invalidParameters,
            responseDescription: 'Invalid parameters',
            validationErrors: ['date: must be a valid date not before the sandbox clock'],
          });
      }
      const summary = await standing.runDue();
      // Waiting for a tick under way elsewhere: it may have read the clock before this move.
      const { moved } = await contracts.tick({ wait: true });
      return { now: clock.now().toISOString(), ...summary, contractMoves: moved };
    },
  );
};
