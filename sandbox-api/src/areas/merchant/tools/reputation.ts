import type { ReputationItem, ReputationRequest, ReputationResponse } from '@portal/api/catalogue';
import type { PayerFacts } from './repository';
import { pageOf, type MerchantContext } from './merchant-context';

/**
 * A payer's reputation from their facts (ours): 50 to start, 2.5 a payment (up to 20 payments), 10 off a refund, 25
 * off a dispute, kept within 0 and 100; good from 70, risky below 40.
 */
export function reputationOf(facts: PayerFacts): ReputationItem {
  const raw = 50 + Math.min(facts.payments, 20) * 2.5 - facts.refunds * 10 - facts.disputes * 25;
  const score = Math.max(0, Math.min(100, Math.round(raw)));
  return {
    email: facts.email,
    paymentsCount: facts.payments,
    refundsCount: facts.refunds,
    disputesCount: facts.disputes,
    score,
    level: score >= 70 ? 'good' : score >= 40 ? 'neutral' : 'risky',
    firstSeenAt: facts.firstSeenAt.toISOString(),
    lastSeenAt: facts.lastSeenAt.toISOString(),
  };
}

/** Payers' reputation (spec 03 §5: the search trims the e-mail; §9: page 100). */
export function createReputationOperations({ repository, refunds, assertMerchant }: MerchantContext) {
  return {
    async reputation(customerId: number, request: ReputationRequest): Promise<ReputationResponse> {
      await assertMerchant(customerId);
      const search = request.email?.trim().toLowerCase() ?? '';
      const items = (await repository.payerFacts(customerId, refunds))
        .filter((facts) => !search || facts.email.includes(search))
        .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || a.email.localeCompare(b.email))
        .map(reputationOf);
      const { limit, offset } = pageOf(request);
      return { items: items.slice(offset, offset + limit), totalCount: items.length };
    },
  };
}
