import { useApproveGlobalPayment } from '../api/approve-global-payment';
import { useCancelGlobalPayment } from '../api/cancel-global-payment';
import { useRefuseGlobalPayment } from '../api/refuse-global-payment';
import { useResendGlobalPaymentCode } from '../api/resend-global-payment-code';
import { useSubmitGlobalPayment } from '../api/submit-global-payment';
import { type claimReducer } from '../utils/recipient-flow';

/** The claim's writes (steps 6 to 8, and cancel), each an operation of its own. */
export function usePayoutActions(secret: string) {
  return {
    submit: useSubmitGlobalPayment(secret),
    approve: useApproveGlobalPayment(secret),
    resend: useResendGlobalPaymentCode(secret),
    refuse: useRefuseGlobalPayment(secret),
    cancel: useCancelGlobalPayment(secret),
  };
}

export type PayoutActions = ReturnType<typeof usePayoutActions>;

export type Dispatch = (event: Parameters<typeof claimReducer>[1]) => void;
