import type { GlobalPayMethod, GlobalPayPaymentStatus } from '@portal/api/catalogue';

/**
 * The recipient's claim as a step machine (spec 02 §4 "Global payout (recipient side)"): 1 the payment is read by
 * its secret (the page's query), 2 a country, 3 a method with its currency, 4 and 5 the meta and the extra
 * parameters with the payee details, 6 submit, 7 the code (with resend), or 8 refuse. What the server says about
 * the payment wins over the machine: a payment that is no longer open shows its status (see {@link screenOf}).
 */
export type ClaimStep = 'country' | 'method' | 'details' | 'code' | 'refuse';

export interface ClaimState {
  step: ClaimStep;
  countryCode: string;
  paymentMethod?: GlobalPayMethod;
  currencyCode: string;
  /** The submitted payout's operation, waiting for its code. */
  operationId?: string;
  /** Where the code went (a masked e-mail). */
  approvalSentTo?: string;
  /** Details filled from an earlier payout (last withdrawals), read once by the details form. */
  prefill?: { paymentDetails: Record<string, string>; key: number };
}

export type ClaimEvent =
  | { type: 'country'; countryCode: string }
  | { type: 'method'; paymentMethod: GlobalPayMethod; currencyCode: string }
  | {
      type: 'reuse';
      countryCode: string;
      paymentMethod: GlobalPayMethod;
      currencyCode: string;
      paymentDetails: Record<string, string>;
    }
  | { type: 'submitted'; operationId: string; approvalSentTo?: string }
  /** The submitted payout was cancelled: its details can be changed and sent again. */
  | { type: 'cancelled' }
  | { type: 'back' }
  | { type: 'refuse' }
  /** spec 02 §4: a reset returns the transfer state to its defaults. */
  | { type: 'reset' };

export const INITIAL_CLAIM: ClaimState = { step: 'country', countryCode: '', currencyCode: '' };

/** The next state of the claim after an event. */
export function claimReducer(state: ClaimState, event: ClaimEvent): ClaimState {
  switch (event.type) {
    case 'country':
      // A new country needs a new method: what was chosen for another country does not apply.
      return {
        ...INITIAL_CLAIM,
        step: event.countryCode ? 'method' : 'country',
        countryCode: event.countryCode,
      };
    case 'method':
      if (!state.countryCode) return state;
      return {
        ...state,
        step: 'details',
        paymentMethod: event.paymentMethod,
        currencyCode: event.currencyCode,
        operationId: undefined,
        approvalSentTo: undefined,
      };
    case 'reuse':
      return {
        ...INITIAL_CLAIM,
        step: 'details',
        countryCode: event.countryCode,
        paymentMethod: event.paymentMethod,
        currencyCode: event.currencyCode,
        prefill: { paymentDetails: event.paymentDetails, key: (state.prefill?.key ?? 0) + 1 },
      };
    case 'submitted':
      if (state.step !== 'details') return state;
      return { ...state, step: 'code', operationId: event.operationId, approvalSentTo: event.approvalSentTo };
    case 'cancelled':
      return {
        ...state,
        step: state.paymentMethod ? 'details' : 'country',
        operationId: undefined,
        approvalSentTo: undefined,
      };
    case 'back':
      if (state.step === 'refuse')
        return { ...state, step: state.paymentMethod ? 'details' : state.countryCode ? 'method' : 'country' };
      if (state.step === 'details')
        return { ...state, step: 'method', paymentMethod: undefined, currencyCode: '' };
      if (state.step === 'method') return { ...INITIAL_CLAIM };
      return state;
    case 'refuse':
      return state.step === 'code' ? state : { ...state, step: 'refuse' };
    case 'reset':
      return { ...INITIAL_CLAIM, prefill: undefined };
  }
}

/** What the page shows for a payment status read from the server. */
export type PaymentScreen = 'claim' | 'waitingCode' | 'paid' | 'refused' | 'expired' | 'closed';

/**
 * The screen for the server's status: `new` is open to claim; `pending` waits for the code of a payout sent before
 * (in this tab, or another: it can then be cancelled and sent anew); `completed`, `refused` and `expired` are final.
 * Anything else (a draft's status, `error`) is closed to the recipient.
 */
export function screenOf(status: GlobalPayPaymentStatus): PaymentScreen {
  switch (status) {
    case 'new':
      return 'claim';
    case 'pending':
      return 'waitingCode';
    case 'completed':
      return 'paid';
    case 'refused':
      return 'refused';
    case 'expired':
      return 'expired';
    default:
      return 'closed';
  }
}

/** The claim's steps in order, for the progress line (refusing is a side way, not a step). */
export const CLAIM_STEPS: readonly Exclude<ClaimStep, 'refuse'>[] = ['country', 'method', 'details', 'code'];
