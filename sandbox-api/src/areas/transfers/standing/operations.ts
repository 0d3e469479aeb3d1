import { emptySchema } from '../../../platform/http/schemas';
import type { MethodDefinitions } from '../../../platform/pipeline/types';
import {
  cancelStandingPaymentRequestSchema,
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
      responseSchema: emptySchema,
      handle: async (context) => {
        await standing.cancel(await context.actingCustomerId(), context.request.id);
        return {};
      },
    },
  };
}
