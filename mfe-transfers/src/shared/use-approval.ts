import { useCallback, useEffect, useRef, useState } from 'react';
import type { Subscription } from 'rxjs';
import type { SubmitResult } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';

/**
 * How an approval ended (spec 02 §4):
 * - `approved`: the transfer is done (`queued` false) or waits in the company's approval queue (`queued` true,
 *   access right 3: 'approval transaction created');
 * - `cancelled`: the user closed the popup (or the page went away); nothing was sent, the form stays filled;
 * - `failed`: a wrong code, a rejection on the device; `message` is what the shell showed.
 */
export type ApprovalOutcome =
  | { status: 'approved'; operationId: string; queued: boolean; transactionId?: number }
  | { status: 'cancelled'; operationId: string }
  | { status: 'failed'; operationId: string; message?: string };

/** What {@link useApproval} gives a page. */
export interface ApprovalRequester {
  /**
   * Asks the shell to approve a submitted transfer (`approval.requested`) and resolves with the shell's answer
   * (`approval.completed` for the same operationId). Never rejects.
   */
  requestApproval: (result: SubmitResult) => Promise<ApprovalOutcome>;
  /** True while an approval popup is open for this page. */
  pending: boolean;
}

interface Waiting {
  subscription: Subscription;
  resolve: (outcome: ApprovalOutcome) => void;
}

/** How a page uses {@link useApproval}. */
export interface ApprovalOptions {
  /**
   * The page shows the outcome itself (an inline result panel): the shell then shows no success popup over it, so
   * the action ends in one success (issue 14). Failures still open the shell's error popup.
   */
  resultShownOnPage?: boolean;
}

/**
 * The approval round trip with the shell (DESIGN §2 "The bus"): the shell owns the popups of every method (push,
 * sms, otp, approvalCode, passkey) and answers at once for `none`. The subscriptions are released on unmount, and an
 * approval still open then resolves as cancelled so no caller waits forever.
 */
export function useApproval({ resultShownOnPage = false }: ApprovalOptions = {}): ApprovalRequester {
  const waiting = useRef(new Map<string, Waiting>());
  const [pendingCount, setPendingCount] = useState(0);

  useEffect(() => {
    const open = waiting.current;
    return () => {
      for (const [operationId, entry] of open) {
        entry.subscription.unsubscribe();
        entry.resolve({ status: 'cancelled', operationId });
      }
      open.clear();
    };
  }, []);

  const requestApproval = useCallback(
    (result: SubmitResult): Promise<ApprovalOutcome> => {
      // The method client turns numeric strings into numbers: the id is compared as text. A missing id stays empty,
      // and the shell answers it with 'Not Operation Id, Fail Operation' (spec 02 §5).
      const operationId = result.operationId == null ? '' : String(result.operationId);
      const open = waiting.current;
      open.get(operationId)?.subscription.unsubscribe();
      return new Promise<ApprovalOutcome>((resolve) => {
        const finish = (outcome: ApprovalOutcome) => {
          const entry = open.get(operationId);
          if (!entry) return;
          entry.subscription.unsubscribe();
          open.delete(operationId);
          setPendingCount((count) => Math.max(0, count - 1));
          resolve(outcome);
        };
        // Subscribe before publishing: the shell may answer synchronously (approveType none).
        const subscription = bus.on('approval.completed', (answer) => {
          if (String(answer.operationId) !== operationId) return;
          if (answer.ok)
            finish({
              status: 'approved',
              operationId,
              queued: result.approvalTransactionCreated === true,
              transactionId: answer.transactionId ?? result.transactionId,
            });
          else if (answer.cancelled) finish({ status: 'cancelled', operationId });
          else finish({ status: 'failed', operationId, message: answer.message });
        });
        open.set(operationId, { subscription, resolve });
        setPendingCount((count) => count + 1);
        bus.publish('approval.requested', {
          operationId,
          approveType: result.approveType,
          approvalSentTo: result.approvalSentTo,
          availableApprovalMethods: result.availableApprovalMethods,
          approvalTransactionCreated: result.approvalTransactionCreated,
          ...(resultShownOnPage ? { resultShownByRemote: true } : {}),
        });
      });
    },
    [resultShownOnPage],
  );

  return { requestApproval, pending: pendingCount > 0 };
}
