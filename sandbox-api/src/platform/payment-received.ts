// The merchant area's payment event (issue 33 item 2; issue 48): the webhooks slice publishes it for every incoming
// payment to a business customer, the merchant tools (IPN) and the hosted checkout (`PR-{id}`) hear it. A port type on
// the platform floor, so that no slice imports another to speak of it; the area's index.ts wires the listeners.

/** An incoming payment to a business customer, as its webhook event and the IPN listeners see it. */
export interface PaymentReceived {
  customerId: number;
  transactionId: number;
  accountId: number;
  /** Decimal, in the currency's minor units. */
  amount: string;
  currencyCode: string;
  payerEmail: string;
  payerName: string;
  description: string;
  createdAt: string;
}

export type PaymentReceivedListener = (payment: PaymentReceived) => Promise<void>;
