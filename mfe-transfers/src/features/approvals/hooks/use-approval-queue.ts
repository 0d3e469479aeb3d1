import {
  PASSKEY_TEXTS,
  RESPONSE_CODES,
  type ApproveRequestsResponse,
  type MassApprovalItem,
  type PasskeyApprovalOptions,
  type WebAuthnJSON,
} from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@portal/api/money';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { serverRefusal } from '../../../shared/server-refusal';
import { useApprovalCounts } from '../api/approval-counts';
import { useApprovalRequests, type ApprovalFilters } from '../api/approval-requests';
import { useApproveMassRequest, useApproveRequests } from '../api/approve-requests';
import {
  useApproveMassRequestWithPasskey,
  useApproveRequestsWithPasskey,
  usePasskeyQueueApproval,
} from '../api/approve-with-passkey';
import { useBusinessUsers } from '../api/business-users';
import { useMassApprovalRequests } from '../api/mass-approval-requests';
import { isSelectable, pruneSelection } from '../utils/selection';
import { passkeysAvailable } from '@portal/session/passkey-support';
import { localStore } from '@portal/session/storage';

export type Tab = 'payments' | 'batches';
export const TABS: readonly Tab[] = ['payments', 'batches'];

/** What the approver is about to confirm. */
export type Decision =
  | { kind: 'single'; ids: number[]; declined: boolean }
  | { kind: 'mass'; batch: MassApprovalItem; declined: boolean };

/** The approver has no passkey: the plain approval is theirs (the server takes it from them). */
function isWithoutPasskey(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === RESPONSE_CODES.approvalFailed &&
    error.message === PASSKEY_TEXTS.noPasskey
  );
}

/** The state, queries and actions of `ApprovalQueue`: the page lays out what this returns. */
export function useApprovalQueue({ approves }: { approves: boolean }) {
  const { t, i18n } = useTranslation('transfers');
  const user = useSubject(user$);
  const users = useBusinessUsers();
  const counts = useApprovalCounts();
  const [tab, setTab] = useState<Tab>('payments');
  const [filters, setFilters] = useState<ApprovalFilters>({});
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [decision, setPlainDecision] = useState<Decision>();
  const [results, setResults] = useState<ApproveRequestsResponse['results']>();
  const [failure, setFailure] = useState<string>();

  // Who "you" are: the business user whose e-mail is the signed-in login.
  const currentUserId = users.data?.find(
    (item) => item.email.toLowerCase() === user?.login.toLowerCase(),
  )?.userId;
  // Initiators see their own requests (spec 02 §4: the initiator sees the outcome).
  const effectiveFilters: ApprovalFilters =
    approves || currentUserId === undefined ? filters : { ...filters, createdBy: currentUserId };
  const ready = approves || users.isSuccess || users.isError;
  const payments = useApprovalRequests(effectiveFilters, page, tab === 'payments' && ready);
  const batches = useMassApprovalRequests(effectiveFilters, page, tab === 'batches' && ready);
  const approve = useApproveRequests();
  const approveMass = useApproveMassRequest();
  const passkeyApproval = usePasskeyQueueApproval();
  const approveWithPasskey = useApproveRequestsWithPasskey();
  const approveMassWithPasskey = useApproveMassRequestWithPasskey();
  /** The browser's passkey dialog is open. */
  const [passkeyWaiting, setPasskeyWaiting] = useState(false);
  /** The browser's dialog failed (not the customer's cancel): said in the decision dialog. */
  const [passkeyProblem, setPasskeyProblem] = useState<string>();
  // Issue 50: a customer whose approval method is passkey approves (not declines) with one, unless this approver
  // has none.
  // Where no passkey can answer (the app's webview, a browser without WebAuthn) nothing of passkeys shows: the plain
  // approval is sent, and the server's refusal says to approve with the passkey elsewhere.
  const [passkeysHere] = useState(() => passkeysAvailable(localStore));
  const passkeyMode = user?.approvalCodeMode === 'passkey' && passkeysHere;
  const withPasskey =
    passkeyMode && decision !== undefined && !decision.declined && !isWithoutPasskey(passkeyApproval.error);
  const money = (amount: string, currency: string) => formatMoney(amount, currency, i18n.language);

  const rows = useMemo(() => payments.data?.requests ?? [], [payments.data]);
  const selectableIds = useMemo(
    () => rows.filter((row) => isSelectable(row, currentUserId, approves)).map((row) => row.id),
    [rows, currentUserId, approves],
  );
  useEffect(() => setSelected((current) => pruneSelection(current, selectableIds)), [selectableIds]);

  const switchTab = (next: Tab) => {
    setTab(next);
    setPage(1);
    setSelected(new Set());
    setResults(undefined);
    setFailure(undefined);
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.indexOf(tab) + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    if (!next) return;
    switchTab(next);
    document.getElementById(`approvals-tab-${next}`)?.focus();
  };

  /** Opens or closes the decision dialog; a passkey approval asks for its challenge and payments at once. */
  const setDecision = (next: Decision | undefined) => {
    setPlainDecision(next);
    setPasskeyProblem(undefined);
    passkeyApproval.reset();
    if (next && !next.declined && passkeyMode)
      passkeyApproval.mutate(
        next.kind === 'single' ? { transactionIds: next.ids } : { batchId: next.batch.batchId },
      );
  };

  /** The browser's dialog; undefined when the customer closed it, or it failed (then said). */
  const passkeyAssertion = async (approval: PasskeyApprovalOptions): Promise<WebAuthnJSON | undefined> => {
    setPasskeyProblem(undefined);
    setPasskeyWaiting(true);
    try {
      // WebAuthn's library comes with the first passkey approval, not with the page.
      const passkeys = await import('@portal/session/passkeys');
      try {
        return await passkeys.approveWithPasskey(approval);
      } catch (error) {
        if (!passkeys.isPasskeyCancel(error)) setPasskeyProblem(t('approvals.passkey.failed'));
        return undefined;
      }
    } catch {
      setPasskeyProblem(t('approvals.passkey.failed'));
      return undefined;
    } finally {
      setPasskeyWaiting(false);
    }
  };

  const decideWithPasskey = async (current: Decision, approval: PasskeyApprovalOptions) => {
    const credential = await passkeyAssertion(approval);
    if (!credential) return;
    setFailure(undefined);
    const assertion = { challengeId: approval.challengeId, credential };
    try {
      const answer =
        current.kind === 'single'
          ? await approveWithPasskey.mutateAsync({ transactionIds: current.ids, ...assertion })
          : await approveMassWithPasskey.mutateAsync({ batchId: current.batch.batchId, ...assertion });
      setResults(answer.results ?? []);
      setSelected(new Set());
    } catch (error) {
      setFailure(serverRefusal(error, t).message);
    } finally {
      setDecision(undefined);
    }
  };

  const decide = async () => {
    if (!decision) return;
    if (withPasskey) {
      if (passkeyApproval.data) await decideWithPasskey(decision, passkeyApproval.data);
      return;
    }
    setFailure(undefined);
    try {
      const answer =
        decision.kind === 'single'
          ? await approve.mutateAsync({ transactionIds: decision.ids, declined: decision.declined })
          : await approveMass.mutateAsync({ batchId: decision.batch.batchId, declined: decision.declined });
      setResults(answer.results ?? []);
      setSelected(new Set());
    } catch (error) {
      setFailure(serverRefusal(error, t).message);
    } finally {
      setDecision(undefined);
    }
  };

  return {
    users,
    counts,
    tab,
    filters,
    setFilters,
    page,
    setPage,
    selected,
    setSelected,
    decision,
    setDecision,
    results,
    failure,
    currentUserId,
    payments,
    batches,
    approve,
    approveMass,
    withPasskey,
    passkeyApproval,
    passkeyProblem,
    busy:
      approve.isPending ||
      approveMass.isPending ||
      approveWithPasskey.isPending ||
      approveMassWithPasskey.isPending ||
      passkeyWaiting,
    money,
    rows,
    selectableIds,
    switchTab,
    onTabKey,
    decide,
  };
}
