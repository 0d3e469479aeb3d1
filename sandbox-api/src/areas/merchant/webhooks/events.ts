import { randomBytes } from 'node:crypto';
import type { WebhookEventType, WebhookRequestLogItem } from '@portal/api/catalogue';
import type { PaymentReceived, PaymentReceivedListener } from '../../../platform/payment-received';
import { incomingCredits, moneyText } from './payments';
import { createWebhookDelivery, type MerchantEventsDeps } from './delivery';

export { newEventId, toLogItem } from './delivery';
export type { MerchantEventsDeps } from './delivery';

/**
 * Webhook events of merchants (issue 33 item 2): every event of a business customer is stored as one delivery per
 * enabled webhook of theirs and POSTed at once as JSON (`WebhookEvent`), signed (`X-Portal-Signature`, the shared
 * `signWebhook`), with the event, delivery and timestamp headers. Each attempt is a row of the webhook request log
 * with what was sent and answered; a failed one (no 2xx, no answer, a refused target) is retried after the
 * back-off delays, by a sweep of due retries (`start`: a timer in the running sandbox; tests call `sweep`), and the
 * delivery fails after the last. Deliveries run after the money moved and never fail or slow a transfer: errors are
 * logged, not thrown.
 */

/**
 * An operation of the transfers engine as these events read it (engine.onSettled): the journal it posted, and whether
 * it is a mass transfer, whose rows are journals of their own in one batch.
 */
export interface SettledOperation {
  journalId: number | null;
  plan: { batch?: unknown };
}

export function createMerchantEvents(deps: MerchantEventsDeps) {
  const { repository, clock } = deps;
  const { logError, running, track, send, insertAttempt, eventBody } = createWebhookDelivery(deps);
  const paymentListeners: PaymentReceivedListener[] = [];
  let timer: NodeJS.Timeout | undefined;

  /**
   * Stores a delivery of the event per enabled webhook of the customer and starts delivering them; answers once
   * they are stored (the POSTs run on, retries follow by the sweep).
   */
  async function emit(
    customerId: number,
    type: WebhookEventType,
    data: Record<string, unknown>,
  ): Promise<void> {
    const hooks = await repository.enabledWebhooks(customerId);
    if (hooks.length === 0) return;
    const { event, body } = eventBody(customerId, type, data);
    for (const hook of hooks) {
      const row = await insertAttempt({
        customerId,
        webhookId: hook.id,
        url: hook.url,
        event: type,
        eventId: event.id,
        attempt: 1,
        requestBody: body,
      });
      track(send(row, hook.secret, { retries: true }));
    }
  }

  /** A `ping` to a URL now (a saved webhook's secret signs it when the URL is one; else a one-off secret). */
  async function ping(customerId: number, url: string): Promise<WebhookRequestLogItem> {
    const hook = await repository.webhookOfUrl(customerId, url);
    const { event, body } = eventBody(customerId, 'ping', { message: 'Ping from the portal' });
    const row = await insertAttempt({
      customerId,
      webhookId: hook?.id ?? null,
      url,
      event: 'ping',
      eventId: event.id,
      attempt: 1,
      requestBody: body,
    });
    return send(row, hook?.secret ?? `whsec_${randomBytes(32).toString('hex')}`, { retries: false });
  }

  /**
   * Delivers a logged request again, as a new attempt (same event, same id: the receiver can de-duplicate), signed
   * afresh with the webhook's secret; answers it, or undefined when the customer has no such log item. A request
   * whose webhook is gone cannot be signed any more.
   */
  async function replay(
    customerId: number,
    requestId: number,
  ): Promise<WebhookRequestLogItem | undefined | 'webhookGone'> {
    const original = await repository.webhookRequest(customerId, requestId);
    if (!original) return undefined;
    if (original.webhookId === null) return 'webhookGone';
    const hook = await repository.webhook(original.webhookId);
    if (!hook) return 'webhookGone';
    const row = await insertAttempt({
      customerId,
      webhookId: hook.id,
      url: hook.url,
      event: original.event,
      eventId: original.eventId,
      attempt: 1,
      requestBody: original.requestBody,
      replayOf: original.id,
    });
    return send(row, hook.secret, { retries: false });
  }

  /** Makes the next attempt of every retry that has come due (each once, even with sweeps running side by side). */
  async function sweep(): Promise<number> {
    const due = await repository.dueRetries(clock.now());
    let made = 0;
    for (const previous of due) {
      if (!(await repository.claimRetry(previous.id))) continue;
      const hook = previous.webhookId === null ? undefined : await repository.webhook(previous.webhookId);
      if (!hook || !hook.enabled) {
        // Deleted or switched off meanwhile: the delivery ends here.
        await repository.failRetry(previous.id, `${previous.error ?? 'failed'}; webhook disabled`);
        continue;
      }
      const row = await insertAttempt({
        customerId: previous.customerId,
        webhookId: hook.id,
        url: hook.url,
        event: previous.event,
        eventId: previous.eventId,
        attempt: previous.attempt + 1,
        requestBody: previous.requestBody,
      });
      await send(row, hook.secret, { retries: true });
      made += 1;
    }
    return made;
  }

  /**
   * An operation of the transfers engine settled (engine.onSettled, after its transaction committed): each
   * incoming payment it credited to a business customer is told to the listeners (IPN) and as `payment.received`.
   * Runs in the background: the engine's caller is answered without waiting.
   */
  function onOperationSettled(operation: SettledOperation, executed: boolean): Promise<void> {
    if (executed && operation.journalId !== null) track(paymentsOfOperation(operation));
    return Promise.resolve();
  }

  async function paymentsOfOperation(operation: SettledOperation): Promise<void> {
    let journalIds = [operation.journalId!];
    if (operation.plan.batch) {
      const batchId = await repository.journalBatchId(operation.journalId!);
      if (batchId != null) journalIds = await repository.batchJournalIds(batchId);
    }
    await paymentsOfJournals(journalIds);
  }

  /** Tells of the incoming payments to business customers in these journals (also for other modules' journals). */
  async function paymentsOfJournals(journalIds: readonly number[]): Promise<void> {
    for (const credit of await incomingCredits(repository, journalIds)) {
      if ((await repository.customerType(credit.merchantCustomerId)) !== 1) continue;
      const payer = credit.externalPayer ?? (await repository.partyOf(credit.payerCustomerId));
      const payment: PaymentReceived = {
        customerId: credit.merchantCustomerId,
        transactionId: credit.journalId,
        accountId: credit.accountId,
        amount: moneyText(credit.amount, credit.currencyCode),
        currencyCode: credit.currencyCode,
        payerEmail: payer.email,
        payerName: payer.name,
        description: credit.description,
        createdAt: credit.createdAt.toISOString(),
      };
      for (const listener of paymentListeners)
        await listener(payment).catch((error: unknown) => logError('payment listener failed', error));
      await emit(payment.customerId, 'payment.received', { ...payment });
    }
  }

  return {
    emit,
    ping,
    replay,
    sweep,
    onOperationSettled,
    paymentsOfJournals,
    /** Called for every incoming payment to a business customer (M2: the IPN message). */
    onPaymentReceived(listener: PaymentReceivedListener): void {
      paymentListeners.push(listener);
    },
    /** Runs `emit` in the background (errors logged): for callers that must not wait or fail. */
    emitLater(customerId: number, type: WebhookEventType, data: Record<string, unknown>): void {
      track(emit(customerId, type, data));
    },
    /** Waits until the deliveries started so far (and those they start) have finished. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
    /** Sweeps due retries every `intervalMs` (the running sandbox; server.ts). */
    start(intervalMs: number): void {
      if (timer || intervalMs <= 0) return;
      let sweeping = false;
      timer = setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        void sweep()
          .catch((error: unknown) => logError('sweep failed', error))
          .finally(() => {
            sweeping = false;
          });
      }, intervalMs);
      timer.unref();
    },
    stop(): void {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type MerchantEvents = ReturnType<typeof createMerchantEvents>;
