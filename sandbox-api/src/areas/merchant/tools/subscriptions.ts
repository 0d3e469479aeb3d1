import {
  RESPONSE_CODES,
  type Installment,
  type InstallmentsResponse,
  type PageRequest,
  type Subscriber,
  type SubscribersResponse,
} from '@portal/api/catalogue';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import { METHOD_INPUT_ERROR_STATUS } from '../../../money/amounts';
import { formatAmount } from '../../../money/fees';
import type { InstallmentRow, SubscriptionRow } from './repository';
import { iso, MERCHANT_TEXTS, pageOf, type MerchantContext } from './merchant-context';

function toSubscriber(row: SubscriptionRow): Subscriber {
  return {
    subscriptionId: row.id,
    customerName: row.customerName,
    email: row.email,
    planName: row.planName,
    amount: formatAmount(row.amount, row.currencyCode),
    currencyCode: row.currencyCode,
    period: row.period as Subscriber['period'],
    status: row.status as Subscriber['status'],
    startedAt: row.startedAt.toISOString(),
    nextPaymentAt: iso(row.nextPaymentAt),
    cancelledAt: iso(row.cancelledAt),
  };
}

function toInstallment(row: InstallmentRow): Installment {
  return {
    installmentId: row.id,
    customerName: row.customerName,
    email: row.email,
    description: row.description,
    total: formatAmount(row.total, row.currencyCode),
    paid: formatAmount(row.paid, row.currencyCode),
    currencyCode: row.currencyCode,
    count: row.count,
    paidCount: row.paidCount,
    nextDueDate: row.nextDueDate,
    status: row.status as Installment['status'],
  };
}

/** The merchant's subscribers and installments (spec 03 §7, §9: page 50). */
export function createSubscriptionOperations({ clock, repository, assertMerchant, emit }: MerchantContext) {
  return {
    async subscribers(customerId: number, request: PageRequest): Promise<SubscribersResponse> {
      await assertMerchant(customerId);
      const { rows, total } = await repository.subscriptions(customerId, pageOf(request));
      return { subscribers: rows.map(toSubscriber), totalCount: total };
    },

    /** Cancels a subscription and tells the merchant's webhooks (`subscription.cancelled`). */
    async cancelSubscription(customerId: number, subscriptionId: number): Promise<Record<string, never>> {
      await assertMerchant(customerId);
      const found = await repository.subscription(customerId, subscriptionId);
      if (!found) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.subscriptionNotFound);
      const row = await repository.cancelSubscription(customerId, subscriptionId, clock.now());
      if (!row) throw invalidParameters([MERCHANT_TEXTS.alreadyCancelled], METHOD_INPUT_ERROR_STATUS);
      const subscriber = toSubscriber(row);
      await emit(customerId, 'subscription.cancelled', {
        subscriptionId: subscriber.subscriptionId,
        email: subscriber.email,
        customerName: subscriber.customerName,
        planName: subscriber.planName,
        amount: subscriber.amount,
        currencyCode: subscriber.currencyCode,
        period: subscriber.period,
        cancelledAt: subscriber.cancelledAt,
      });
      return {};
    },

    async installments(customerId: number, request: PageRequest): Promise<InstallmentsResponse> {
      await assertMerchant(customerId);
      const { rows, total } = await repository.installments(customerId, pageOf(request));
      return { installments: rows.map(toInstallment), totalCount: total };
    },
  };
}
