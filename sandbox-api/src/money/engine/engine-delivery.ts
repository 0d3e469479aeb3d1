import { canSendTransfer, transferCapabilities } from '@portal/api/transfers';
import {
  RESPONSE_CODES,
  type ApproveType,
  type CustomerLimit,
  type SubmitResult,
  type TransferType,
} from '@portal/api/catalogue';
import { methodError } from '../../platform/http/errors';
import { maskEmail, maskPhone } from '../../platform/lib/mask';
import type { TransferPlan } from './engine';
import { roundMoney } from '../fees';
import { customerLimits, limitTypeOf } from './limits';
import type { Actor, OperationRecord, StoredApproveType, TransferQueries } from './repository';
import {
  ENGINE_TEXTS,
  type TransferEngineDeps,
  planFingerprint,
  publicApproveType,
  failureError,
} from './engine-rules';

/** Who may submit, how their submit is approved, where its code or prompt goes, and what a submit answers. */
export function createEngineDelivery({ repository, outbox, prompts, clock, passkeys }: TransferEngineDeps) {
  /** The actor, refused with TNA when their customer type, flags and access right do not allow the kind. */
  async function actorFor(customerId: number, userId: number, type: TransferType): Promise<Actor> {
    const actor = await repository.actor(customerId, userId);
    if (!actor || !canSendTransfer(actor, type))
      throw methodError(RESPONSE_CODES.transferUnavailable, ENGINE_TEXTS.notAllowed);
    return actor;
  }

  async function approvalMethods(customerId: number): Promise<ApproveType[]> {
    // The product offers no switch between methods: the one method is the customer's typeApprove.
    return [await repository.customerApproveMode(customerId)];
  }

  /** How this actor's submit of this kind is approved (spec 02 §4). */
  async function approvalModeOf(actor: Actor, type: TransferType): Promise<StoredApproveType> {
    // Right 3 initiates only (spec 02 §4, §6): every kind waits for a colleague, between own accounts too (issue 12).
    if (transferCapabilities(actor).initiateOnly) return 'queue';
    // Otherwise between own accounts has no code to ask (spec 02 §3 gives it no operationId).
    if (type === 'betweenAccounts') return 'none';
    const mode = actor.approveMode;
    // Without a phone or a device, the code goes by e-mail (otp) rather than nowhere.
    if (mode === 'sms' && !actor.phone) return 'otp';
    if (mode === 'push' && !(await repository.approvedDeviceName(actor.userId))) return 'otp';
    // A passkey approval (issue 50) needs the user's passkey: without one the code goes by e-mail.
    if (mode === 'passkey' && !(await passkeys?.hasPasskey(actor.userId))) return 'otp';
    return mode;
  }

  /** Sends a new code or push prompt for an operation; answers where it went. */
  async function sendApproval(
    operation: Pick<
      OperationRecord,
      'id' | 'userId' | 'customerId' | 'amount' | 'currencyCode' | 'payeeName' | 'payee' | 'plan'
    >,
    mode: StoredApproveType,
    code: string | null,
  ): Promise<string | undefined> {
    const actor = await repository.actor(operation.customerId, operation.userId);
    if (!actor) return undefined;
    const what = `${roundMoney(operation.amount, operation.currencyCode)} ${operation.currencyCode} to ${operation.payeeName || operation.payee}`;
    if (mode === 'push') {
      await prompts.create({
        userId: actor.userId,
        kind: 'transaction',
        // The decision executes only the plan this prompt showed (an amended plan is refused).
        payload: { operationId: operation.id, planFingerprint: planFingerprint(operation.plan) },
        text: `Approve the transfer of ${what}`,
      });
      return (await repository.approvedDeviceName(actor.userId)) ?? undefined;
    }
    if (code === null) return undefined;
    if (mode === 'sms' && actor.phone) {
      // The outbox files SMS under the user's e-mail (as the sign-in SMS), the text names the phone.
      await outbox.send({
        channel: 'sms',
        to: actor.email,
        text: `To ${actor.phone}: your code for the transfer of ${what} is ${code}`,
        code,
      });
      return maskPhone(actor.phone);
    }
    await outbox.send({
      channel: mode === 'approvalCode' ? 'email' : 'otp',
      to: actor.email,
      text: `Your ${mode === 'approvalCode' ? 'approval code' : 'one-time code'} for the transfer of ${what} is ${code}`,
      code,
    });
    return maskEmail(actor.email);
  }

  /** What a stored operation answers to its submit (the first answer, again, for a replayed key). */
  async function answerOf(operation: OperationRecord): Promise<SubmitResult> {
    if (operation.status === 'failed') throw failureError(operation.failureReason);
    if (operation.status === 'declined' || operation.status === 'refused')
      throw methodError(RESPONSE_CODES.approvalFailed, ENGINE_TEXTS.rejected);
    return {
      operationId: operation.id,
      approveType: publicApproveType(operation.approveType),
      ...(operation.approvalSentTo ? { approvalSentTo: operation.approvalSentTo } : {}),
      // What this operation actually uses (sms without a phone, push without a device fall back to otp); a
      // queued one lists the customer's setting.
      availableApprovalMethods:
        operation.approveType === 'queue'
          ? await approvalMethods(operation.customerId)
          : [operation.approveType],
      ...(operation.journalId !== null ? { transactionId: operation.journalId } : {}),
      fee: roundMoney(operation.fee, operation.currencyCode),
      ...(operation.approveType === 'queue' ? { approvalTransactionCreated: true } : {}),
    };
  }

  async function limitsFor(
    queries: TransferQueries,
    plan: TransferPlan,
  ): Promise<{ limits: CustomerLimit[]; limitType: ReturnType<typeof limitTypeOf> }> {
    const limitType = limitTypeOf(plan.type);
    const limits = await customerLimits(queries, plan.customerId, limitType, plan.currencyCode, clock.now());
    return { limits, limitType };
  }

  return { actorFor, approvalMethods, approvalModeOf, sendApproval, answerOf, limitsFor };
}

export type EngineDelivery = ReturnType<typeof createEngineDelivery>;
