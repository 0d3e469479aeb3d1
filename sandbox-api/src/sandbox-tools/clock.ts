import { RESPONSE_CODES } from '@portal/api/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { ApiError } from '../platform/http/errors';
import { errorResponses } from '../platform/http/schemas';
import type { SandboxClock } from '../platform/clock/clock';
import type { ContractScheduler } from '../areas/contracts/contracts/scheduler';
import type { StandingService } from '../areas/transfers/standing/service';

/** `/sandbox/clock`: POST moves it forward by whole days or to a date (ISO 8601). */
export const clockReadSchema = {
  response: {
    200: { type: 'object', properties: { now: { type: 'string' } }, required: ['now'] },
    ...errorResponses,
  },
} as const;

export const clockMoveSchema = {
  body: {
    type: 'object',
    properties: {
      days: { type: 'integer', minimum: 1, maximum: 3660 },
      /** `YYYY-MM-DD` (that day's midnight UTC) or an ISO 8601 instant. */
      date: {
        type: 'string',
        pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}(T[0-9:.]+(Z|[+-][0-9]{2}:[0-9]{2}))?$',
        maxLength: 40,
      },
    },
    oneOf: [{ required: ['days'] }, { required: ['date'] }],
  },
  response: {
    200: {
      type: 'object',
      properties: {
        now: { type: 'string' },
        executed: { type: 'integer' },
        skipped: { type: 'integer' },
        finished: { type: 'integer' },
        /** Contracts the move's due dates changed (activated, expired, terminated). */
        contractMoves: { type: 'integer' },
      },
      required: ['now', 'executed', 'skipped', 'finished', 'contractMoves'],
    },
    ...errorResponses,
  },
} as const;

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
