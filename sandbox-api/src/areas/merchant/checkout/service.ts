import type { ButtonType, MerchantPaymentRequest } from '@portal/api/catalogue';
import { formatAmount } from '../../../money/fees';
import type { Clock } from '../../../platform/clock/clock';
import type { PaymentReceived } from '../../../platform/payment-received';
import { buttonAmountProblem, type ButtonAmountProblem } from '@portal/api/merchant-buttons';
import type { CheckoutRepository } from './repository';

/**
 * The hosted checkout of saved buttons (issue 33 item 4; ours, the spec shows none): what a payer sees of a button is
 * read from the saved button alone, never from what the merchant's page posted (a page can be edited by anyone who
 * views it); "Continue to payment" creates an open payment request of the merchant (the public merchant API's own
 * creation, `createPaymentRequest`, through the `PaymentRequests` port), paid by a p2p transfer to the merchant's
 * e-mail with `PR-{id}` in its description; the payment marks the request paid (`markPaid`, an `onPaymentReceived`
 * listener of the merchant events). The saved button and the payment requests belong to other slices of the area
 * (the merchant tools, the public merchant API): the checkout reaches them through the ports below, which the area's
 * index.ts wires.
 */

/** The payment reference a payer writes in the transfer's description, e.g. `PR-5001`. */
export const paymentReference = (requestId: number) => `PR-${requestId}`;
const REFERENCE = /\bPR-(\d{1,10})\b/gi;

const INT32_MAX = 2_147_483_647;

export interface CheckoutView {
  buttonId: number;
  customerId: number;
  companyName: string;
  /** The merchant's default logo (`Logo.file`, served by the back end), if any. */
  logoUrl: string | undefined;
  buttonType: ButtonType;
  itemName: string;
  itemNumber: string | undefined;
  /** Decimal in the currency's minor units; undefined for a donation whose amount the payer types. */
  amount: string | undefined;
  currencyCode: string;
  period: string | undefined;
  successUrl: string | undefined;
  cancelUrl: string | undefined;
  /** The e-mail a p2p transfer reaches the merchant by: its full-access (else first) active user's. */
  payeeEmail: string | undefined;
}

/** What is wrong with a typed amount: the button form's own rules (`ButtonAmountProblem`). */
export type CheckoutAmountProblem = ButtonAmountProblem;

/** A typed amount's problem: a decimal over 0 with at most the currency's minor units (as the button form checks). */
export const typedAmountProblem = (text: string, currencyCode: string): CheckoutAmountProblem | undefined =>
  buttonAmountProblem(text, 'buyNow', currencyCode);

/** A saved button as the checkout reads it (the merchant tools' row). */
export interface CheckoutButtonRow {
  id: number;
  customerId: number;
  buttonType: string;
  itemName: string;
  itemNumber: string | null;
  /** Decimal; null for a donation whose amount the payer types. */
  amount: string | null;
  currencyCode: string;
  period: string | null;
  successUrl: string | null;
  cancelUrl: string | null;
}

/** What the checkout reads of the merchant tools (tools/checkout-reads.ts; the area's index.ts wires it). */
export interface CheckoutButtons {
  /** A saved button of a business customer, with the company's name; undefined for an unknown (or deleted) one. */
  savedButton(
    buttonId: number,
  ): Promise<{ button: CheckoutButtonRow; companyName: string | null } | undefined>;
  /** The merchant's default logo (`Logo.file`, served by the back end), if any. */
  defaultLogoUrl(customerId: number): Promise<string | undefined>;
}

/** A new open payment request of a merchant, as the checkout asks for one (no API key asked). */
export interface CheckoutPaymentRequest {
  customerId: number;
  apiKeyId: null;
  amount: string;
  currencyCode: string;
  description: string;
  reference: string;
}

/**
 * The merchant's payment requests, made and kept by the public merchant API (webhooks/merchant-api.ts); the area's
 * index.ts wires them, so that the checkout reads and writes no table of that slice.
 */
export interface PaymentRequests {
  /**
   * A new open payment request (`createPaymentRequest`, the one way one is made). Input it refuses is thrown as an
   * error with `statusCode` 400, which the checkout's routes answer with the 400 page.
   */
  create(now: Date, request: CheckoutPaymentRequest): Promise<MerchantPaymentRequest>;
  /**
   * Marks paid the open request `id` of the merchant in the payment's currency for at most `amount`; answers its id,
   * or undefined when none matched.
   */
  markPaid(payment: {
    id: number;
    customerId: number;
    currencyCode: string;
    amount: string;
  }): Promise<number | undefined>;
}

export interface CheckoutServiceDeps {
  /** The checkout's own reads (repository.ts). */
  repository: CheckoutRepository;
  clock: Clock;
  buttons: CheckoutButtons;
  paymentRequests: PaymentRequests;
}

export function createCheckoutService({ repository, clock, buttons, paymentRequests }: CheckoutServiceDeps) {
  return {
    /** The saved button behind a checkout, with its merchant; undefined for an unknown (or deleted) button. */
    async view(buttonId: number): Promise<CheckoutView | undefined> {
      if (!Number.isSafeInteger(buttonId) || buttonId <= 0 || buttonId > INT32_MAX) return undefined;
      const row = await buttons.savedButton(buttonId);
      if (!row) return undefined;
      const { button } = row;
      const logoUrl = await buttons.defaultLogoUrl(button.customerId);
      const payeeEmail = await repository.payeeEmail(button.customerId);
      return {
        buttonId: button.id,
        customerId: button.customerId,
        companyName: row.companyName ?? '',
        logoUrl,
        buttonType: button.buttonType as ButtonType,
        itemName: button.itemName,
        itemNumber: button.itemNumber ?? undefined,
        amount: button.amount === null ? undefined : formatAmount(button.amount, button.currencyCode),
        currencyCode: button.currencyCode,
        period: button.buttonType === 'subscribe' ? (button.period ?? undefined) : undefined,
        successUrl: button.successUrl ?? undefined,
        cancelUrl: button.cancelUrl ?? undefined,
        payeeEmail,
      };
    },

    /**
     * What the payer pays: the button's amount; for a donation without one, the amount typed (a decimal over 0 with
     * at most the currency's minor units), else its problem.
     */
    amountOf(
      view: CheckoutView,
      typed: string | undefined,
    ): { amount: string } | { problem: CheckoutAmountProblem } {
      if (view.amount !== undefined) return { amount: view.amount };
      const text = (typed ?? '').trim();
      const problem = typedAmountProblem(text, view.currencyCode);
      return problem ? { problem } : { amount: formatAmount(text, view.currencyCode) };
    },

    /** An open payment request of the merchant for the button (the public API's creation). */
    async createRequest(view: CheckoutView, amount: string): Promise<MerchantPaymentRequest> {
      const period = view.period ? ` (every ${view.period})` : '';
      return paymentRequests.create(clock.now(), {
        customerId: view.customerId,
        apiKeyId: null,
        amount,
        currencyCode: view.currencyCode,
        description: `${view.itemName}${period}`.slice(0, 500),
        reference: view.itemNumber ?? `button-${view.buttonId}`,
      });
    },

    /**
     * An incoming payment to a merchant: the first `PR-{id}` in its transfer's description, reference or note that
     * names an open request of that merchant in the payment's currency for at most the amount paid is marked paid.
     * Answers the id marked, if any.
     */
    async markPaid(payment: PaymentReceived): Promise<number | undefined> {
      const journal = await repository.journalTexts(payment.transactionId);
      const texts = [payment.description, journal?.description, journal?.reference, journal?.note];
      const ids = new Set<number>();
      for (const text of texts)
        for (const match of (text ?? '').matchAll(REFERENCE)) {
          const id = Number(match[1]);
          if (id > 0 && id <= INT32_MAX) ids.add(id);
        }
      for (const id of ids) {
        const paid = await paymentRequests.markPaid({
          id,
          customerId: payment.customerId,
          currencyCode: payment.currencyCode,
          amount: payment.amount,
        });
        if (paid !== undefined) return paid;
      }
      return undefined;
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
