import { createGlobalPayDrafts } from './drafts';
import { createGlobalPayRecipients } from './recipients';
import type { GlobalPayDeps } from './rules';
import { createGlobalPaySettlement } from './settlement';
import { createGlobalPaySubmission } from './submission';
import { createGlobalPaySummary } from './summary';

export {
  GLOBAL_PAY_EXPIRE_DAYS,
  GLOBAL_PAY_FEE_RULE,
  GLOBAL_PAY_FX_MARKUP_PERCENT,
  GLOBAL_PAY_MAX_ROWS,
  GLOBAL_PAY_TEXTS,
  globalPayFee,
  methodsOfCountry,
} from './rules';
export type { GlobalPayDeps } from './rules';

/**
 * Global pay (issue 15 items 2 and 3; spec 02 §4 "Global-pay batch (sender side)", "Global payout (recipient side)").
 *
 * Sender: a CSV file becomes a draft batch (an identical file answers 92 unless ignoreIdenticalBatch); its payments
 * are edited, deleted and restored while it is a draft; submit goes through the approval engine like a single
 * transfer (SubmitResult, the shell's popups, confirmTransaction) and, once executed, one journal moves the amounts
 * and the fees the sender pays from the sender's account into the holding account, and every recipient gets an
 * e-mail with a secret link. Recipient: the secret is the only key (kept as a hash); a wrong, used-up or expired one
 * gets the one answer INVALID_LINK. A payout posts from the holding account to the clearing account (the money
 * leaves the product) and the fee to the fees account; a refusal or an expiry posts the money back to the sender.
 */
export function createGlobalPayService(deps: GlobalPayDeps) {
  const settlement = createGlobalPaySettlement(deps);
  const summary = createGlobalPaySummary(deps, settlement);
  const { activate, reopen } = settlement;

  deps.engine.onSettled(async (operation, executed) => {
    if (operation.plan.details.globalPayBatchId === undefined) return;
    if (executed) await activate(operation);
    else await reopen(operation);
  });

  return {
    activate,
    reopen,

    // --- sender ---
    ...createGlobalPayDrafts(deps, settlement, summary),
    ...createGlobalPaySubmission(deps, settlement, summary),

    // --- recipient ---
    ...createGlobalPayRecipients(deps, settlement),
  };
}

export type GlobalPayService = ReturnType<typeof createGlobalPayService>;
