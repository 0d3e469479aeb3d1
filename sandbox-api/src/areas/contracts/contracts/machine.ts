import {
  CONTRACT_TRANSITIONS,
  type ContractAction,
  type ContractActor,
  type ContractEventType,
  type ContractStatus,
  type IdentificationStatus,
} from '@portal/api/catalogue';

/**
 * The contract's state machine as the sandbox applies it (issue 32 item 2): every move is looked up in the one table
 * `CONTRACT_TRANSITIONS` (contract smart-contracts.ts) by its event, the contract's status and the caller's side; the
 * actions a viewer is offered come from the same table. Pure: the service reads and writes the rows.
 */

/** What the state machine needs of a contract. */
export interface MachineContract {
  status: ContractStatus;
  initiatorId: number;
  senderId: number;
  beneficiaryId: number;
  senderSignedAt: Date | null;
  beneficiarySignedAt: Date | null;
  identificationStatus: IdentificationStatus;
}

/** Who makes a move: a party (by customer id) or the clock and the identity check. */
export type Mover = { kind: 'party'; customerId: number } | { kind: 'system' };

export const isParty = (contract: MachineContract, customerId: number) =>
  contract.senderId === customerId || contract.beneficiaryId === customerId;

/** The sides a party is on: `either` always, initiator or counterparty, and payer when they pay. */
export function sidesOf(contract: MachineContract, customerId: number): Set<ContractActor> {
  const sides = new Set<ContractActor>(['either']);
  sides.add(contract.initiatorId === customerId ? 'initiator' : 'counterparty');
  if (contract.senderId === customerId) sides.add('payer');
  return sides;
}

/** Whether this party has signed already. */
export function hasSigned(contract: MachineContract, customerId: number): boolean {
  return contract.senderId === customerId
    ? contract.senderSignedAt !== null
    : contract.beneficiarySignedAt !== null;
}

const STATUS_PHRASES: Record<ContractStatus, string> = {
  UNSIGNED: 'An unsigned contract',
  WAITING: 'A contract waiting for a signature',
  NEED_IDENTIFICATION: 'A contract waiting for the payer’s identification',
  SIGNED: 'A signed contract',
  ACTIVE: 'An active contract',
  TERMINATING: 'A contract being terminated',
  TERMINATED: 'A terminated contract',
  EXPIRED: 'An expired contract',
  CANCELLED: 'A cancelled contract',
  REJECTED: 'A rejected contract',
};

const EVENT_PHRASES: Record<ContractEventType, string> = {
  create: 'created',
  sign: 'signed',
  cancel: 'cancelled',
  reject: 'rejected',
  identify: 'identified',
  identificationFailed: 'identified',
  activate: 'activated',
  terminate: 'terminated',
  terminateCancel: 'kept (its termination cancelled)',
  terminateNow: 'terminated now',
  terminationEffective: 'terminated',
  expire: 'expired',
};

const SIDE_REFUSALS: Record<ContractActor, string> = {
  initiator: 'Only the company that created the contract can do this.',
  counterparty: 'Only the company the contract was sent to can do this.',
  payer: 'Only the paying company can do this.',
  either: 'Only a party to the contract can do this.',
  system: 'This happens by itself; nobody can do it by hand.',
};

/** A refused move: its message for the 403 answer (spec 03 §8). */
export class TransitionRefused extends Error {}

/**
 * The one lookup of a move: the table's row for this event and status that the mover's side may take, and where it
 * leads (`SIGNED_OR_NEED_IDENTIFICATION` resolved by the payer's identity check). Throws TransitionRefused with a
 * message telling why not ("A cancelled contract cannot be signed.").
 */
export function transitionFor(
  contract: MachineContract,
  event: ContractEventType,
  mover: Mover,
): ContractStatus {
  const rows = CONTRACT_TRANSITIONS.filter((row) => row.event === event);
  const fromStatus = rows.filter((row) => row.from.includes(contract.status));
  if (fromStatus.length === 0)
    throw new TransitionRefused(`${STATUS_PHRASES[contract.status]} cannot be ${EVENT_PHRASES[event]}.`);
  const sides: Set<ContractActor> =
    mover.kind === 'system' ? new Set<ContractActor>(['system']) : sidesOf(contract, mover.customerId);
  const row = fromStatus.find((candidate) => sides.has(candidate.by));
  if (!row) throw new TransitionRefused(SIDE_REFUSALS[fromStatus[0]!.by]);
  if (event === 'sign' && mover.kind === 'party' && hasSigned(contract, mover.customerId))
    throw new TransitionRefused('You have signed this contract already.');
  if (row.to === 'SIGNED_OR_NEED_IDENTIFICATION')
    return contract.identificationStatus === 'SUCCESS' ? 'SIGNED' : 'NEED_IDENTIFICATION';
  return row.to;
}

/** Whether the move would be allowed (the same lookup, without the message). */
export function mayMove(contract: MachineContract, event: ContractEventType, mover: Mover): boolean {
  try {
    transitionFor(contract, event, mover);
    return true;
  } catch (error) {
    if (error instanceof TransitionRefused) return false;
    throw error;
  }
}

/** The statuses in which the payer may (re)start the identity check: NEED_IDENTIFICATION or earlier. */
export const IDENTIFIABLE_STATUSES: readonly ContractStatus[] = [
  'UNSIGNED',
  'WAITING',
  'NEED_IDENTIFICATION',
];

/** The identification statuses a new check may start from (a running or passed one is not started again). */
export const mayStartIdentification = (contract: MachineContract, customerId: number) =>
  contract.senderId === customerId &&
  IDENTIFIABLE_STATUSES.includes(contract.status) &&
  contract.identificationStatus !== 'SUCCESS';

const PARTY_ACTIONS: readonly Exclude<ContractAction, 'identify'>[] = [
  'sign',
  'cancel',
  'reject',
  'terminate',
  'terminateCancel',
  'terminateNow',
];

/**
 * What the viewer may do now: each party move the table allows them (a side that signed cannot sign again), and
 * `identify` for the payer while the identity check may run (the table's `identify` is the check's own move).
 */
export function actionsFor(contract: MachineContract, viewerId: number): ContractAction[] {
  if (!isParty(contract, viewerId)) return [];
  const mover: Mover = { kind: 'party', customerId: viewerId };
  const actions: ContractAction[] = PARTY_ACTIONS.filter((event) => mayMove(contract, event, mover));
  if (mayStartIdentification(contract, viewerId)) actions.push('identify');
  return actions;
}

/** Whether the contract waits for the viewer: theirs to sign, or the other side's termination request. */
export function waitsFor(contract: MachineContract, viewerId: number, terminatedBy: number | null): boolean {
  if (contract.status === 'TERMINATING') return terminatedBy !== null && terminatedBy !== viewerId;
  // To sign: the counterparty's from the start, the initiator's once the other side signed first.
  if (contract.status === 'UNSIGNED' || contract.status === 'WAITING')
    return (
      !hasSigned(contract, viewerId) && (contract.initiatorId !== viewerId || contract.status === 'WAITING')
    );
  if (contract.status === 'NEED_IDENTIFICATION')
    return contract.senderId === viewerId && contract.identificationStatus !== 'SUCCESS';
  return false;
}
