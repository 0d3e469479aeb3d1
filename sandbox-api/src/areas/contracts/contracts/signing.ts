import {
  CONTRACT_SIGN_PAGE_PATH,
  CONTRACT_TERMINATION_NOTICE_DAYS,
  type CheckSignerResponse,
  type ContractSignUrlResponse,
  type SmartContract,
} from '@portal/api/catalogue';
import type { ContractPatch, SmartContractRow } from './contract-queries';
import { transitionFor, TransitionRefused, type Mover } from './machine';
import type { ContractLinks } from './links';
import { addDays, type ContractMoves } from './moves';
import { MOVE_NOTIFICATIONS, type ContractNotices, type Pending } from './notices';
import type { ContractServiceOptions } from './options';
import { notFound, refused } from './refusals';
import { machineOf, type ContractViews } from './views';

/** The parties' moves: sign (here or on the e-signature page), cancel, reject and the terminations. */
export function createContractSigning(
  {
    repository,
    clock,
    sandboxOrigin,
  }: Pick<ContractServiceOptions, 'repository' | 'clock' | 'sandboxOrigin'>,
  { today, applyMove, applyClock, withContract, readRow }: ContractMoves,
  { sendAll, tell }: ContractNotices,
  { viewOf }: Pick<ContractViews, 'viewOf'>,
  { createLink, useLink, pageView }: ContractLinks,
) {
  /** sign (recorded with the signer's name), cancel, reject, terminate, terminateCancel, terminateNow. */
  async function partyMove(
    customerId: number,
    contractId: number,
    event: 'sign' | 'cancel' | 'reject' | 'terminate' | 'terminateCancel' | 'terminateNow',
    details: { note?: string; signerName?: string } = {},
  ): Promise<SmartContract> {
    const row = await withContract(customerId, contractId, async (tx, current, pending) => {
      const mover: Mover = { kind: 'party', customerId };
      const now = clock.now();
      let patch: ContractPatch = {};
      if (event === 'sign') {
        const payer = current.senderId === customerId;
        patch = payer
          ? { senderSignedAt: now, ...(details.signerName ? { senderSignerName: details.signerName } : {}) }
          : {
              beneficiarySignedAt: now,
              ...(details.signerName ? { beneficiarySignerName: details.signerName } : {}),
            };
      } else if (event === 'terminate') {
        const activeTo = addDays(today(), CONTRACT_TERMINATION_NOTICE_DAYS);
        patch = {
          activeTo,
          terminatedAt: new Date(`${activeTo}T00:00:00Z`),
          terminateNote: details.note ?? null,
          terminatedBy: customerId,
        };
      } else if (event === 'terminateCancel') {
        patch = { activeTo: null, terminatedAt: null, terminateNote: null, terminatedBy: null };
      } else if (event === 'terminateNow') {
        patch = {
          activeTo: today(),
          terminatedAt: now,
          terminatedBy: customerId,
          ...(details.note !== undefined ? { terminateNote: details.note } : {}),
        };
      }
      let moved = await applyMove(tx, current, event, mover, patch, details.note ?? null);
      tell(pending, moved, customerId, MOVE_NOTIFICATIONS[event]);
      // Signed by both with the payer identified: active at once when its day has come.
      moved = await applyClock(tx, moved, pending);
      return moved;
    });
    return viewOf(customerId, row);
  }

  /** The name the viewer signs as: their side's signer name, else their first user's name. */
  async function pageViewFor(customerId: number, row: SmartContractRow): Promise<string | null> {
    const side = row.senderId === customerId ? row.senderSignerName : row.beneficiarySignerName;
    if (side) return side;
    const login = await repository.firstLogin(customerId);
    return login ? `${login.firstName} ${login.lastName}` : null;
  }

  return {
    async checkSigner(customerId: number, contractId: number): Promise<CheckSignerResponse> {
      const row = await readRow(customerId, contractId);
      const view = await pageViewFor(customerId, row);
      try {
        transitionFor(machineOf(row), 'sign', { kind: 'party', customerId });
        return { canSign: true, signerName: view };
      } catch (error) {
        if (!(error instanceof TransitionRefused)) throw error;
        return { canSign: false, signerName: view, message: error.message };
      }
    },

    cancel: (customerId: number, contractId: number) => partyMove(customerId, contractId, 'cancel'),
    reject: (customerId: number, contractId: number) => partyMove(customerId, contractId, 'reject'),
    terminate: (customerId: number, contractId: number, note?: string) =>
      partyMove(customerId, contractId, 'terminate', { note: note?.trim() || undefined }),
    terminateCancel: (customerId: number, contractId: number) =>
      partyMove(customerId, contractId, 'terminateCancel'),
    terminateNow: (customerId: number, contractId: number) =>
      partyMove(customerId, contractId, 'terminateNow'),

    async signUrl(customerId: number, contractId: number): Promise<ContractSignUrlResponse> {
      const row = await readRow(customerId, contractId);
      try {
        transitionFor(machineOf(row), 'sign', { kind: 'party', customerId });
      } catch (error) {
        if (error instanceof TransitionRefused) throw refused(error.message);
        throw error;
      }
      const { token, clientId } = await createLink(contractId, customerId, 'sign');
      return { signUrl: `${sandboxOrigin}${CONTRACT_SIGN_PAGE_PATH.replace(':token', token)}`, clientId };
    },

    /** The e-signature page's view for its token, or undefined for a link that is not (or no longer) valid. */
    signPageView: (token: string) => pageView(token, 'sign'),

    /** The e-signature page's decision: `sign` signs as the link's party (through the state machine); one use. */
    async signByLink(
      token: string,
      decision: 'sign' | 'decline',
      signerName: string,
    ): Promise<SmartContract> {
      const pending: Pending[] = [];
      let customerId = 0;
      let row: SmartContractRow;
      try {
        row = await repository.transaction(async (tx) => {
          const link = await useLink(tx, token, 'sign');
          customerId = link.customerId;
          const locked = await tx.lockedContract(link.contractId);
          if (!locked) throw notFound();
          let current = await applyClock(tx, locked, pending);
          if (decision === 'decline') return current;
          const payer = current.senderId === customerId;
          current = await applyMove(
            tx,
            current,
            'sign',
            { kind: 'party', customerId },
            payer
              ? { senderSignedAt: clock.now(), senderSignerName: signerName }
              : { beneficiarySignedAt: clock.now(), beneficiarySignerName: signerName },
          );
          tell(pending, current, customerId, 'scContractSigned');
          return applyClock(tx, current, pending);
        });
      } catch (error) {
        if (error instanceof TransitionRefused) throw refused(error.message);
        throw error;
      }
      await sendAll(pending);
      return viewOf(customerId, row);
    },
  };
}
