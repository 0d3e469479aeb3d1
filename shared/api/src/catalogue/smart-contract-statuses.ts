/** spec 03 §4 "Contracts": the statuses. */
export const CONTRACT_STATUSES = [
  'UNSIGNED',
  'WAITING',
  'NEED_IDENTIFICATION',
  'SIGNED',
  'ACTIVE',
  'TERMINATING',
  'TERMINATED',
  'EXPIRED',
  'CANCELLED',
  'REJECTED',
] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** spec 03 §3: the payer's identity check. */
export const IDENTIFICATION_STATUSES = ['NEW', 'PROCESSING', 'SUCCESS', 'FAILED'] as const;
export type IdentificationStatus = (typeof IDENTIFICATION_STATUSES)[number];

/** What a party does to a contract (the spec's actions, §4, plus what the clock and the identity check do). */
export type ContractEventType =
  | 'create'
  | 'sign'
  | 'cancel'
  | 'reject'
  | 'identify'
  | 'identificationFailed'
  | 'activate'
  | 'terminate'
  | 'terminateCancel'
  | 'terminateNow'
  | 'terminationEffective'
  | 'expire';

/** Who may make a move: the contract's initiator, the other party, the payer, either, or the sandbox's clock. */
export type ContractActor = 'initiator' | 'counterparty' | 'payer' | 'either' | 'system';

/**
 * The state machine (our design; spec 03 §4 leaves it open). One row per move: from which statuses, by whom, to which.
 * - A contract is created UNSIGNED; the first signature makes it WAITING for the other; the second makes it SIGNED,
 *   or NEED_IDENTIFICATION while the payer's identity check has not succeeded.
 * - The payer's identity check succeeding moves NEED_IDENTIFICATION on to SIGNED; failing leaves it there (retry).
 * - SIGNED becomes ACTIVE on activeFrom (the clock), and ACTIVE runs the split.
 * - Either party asks to end an ACTIVE contract (TERMINATING, the split still runs until activeTo, 30 days on); either
 *   cancels that request (back to ACTIVE); either ends it now (TERMINATED). TERMINATING ends by itself at activeTo.
 * - Before it is signed by both, the initiator may cancel it (CANCELLED) and the counterparty reject it (REJECTED); a
 *   contract not signed by both within 30 days of its creation EXPIRES.
 * - CANCELLED, REJECTED, TERMINATED and EXPIRED are final.
 */
export const CONTRACT_TRANSITIONS: ReadonlyArray<{
  event: ContractEventType;
  from: readonly ContractStatus[];
  by: ContractActor;
  /** `SIGNED_OR_NEED_IDENTIFICATION`: SIGNED when the payer's identity check succeeded, else NEED_IDENTIFICATION. */
  to: ContractStatus | 'SIGNED_OR_NEED_IDENTIFICATION';
}> = [
  { event: 'sign', from: ['UNSIGNED'], by: 'either', to: 'WAITING' },
  { event: 'sign', from: ['WAITING'], by: 'either', to: 'SIGNED_OR_NEED_IDENTIFICATION' },
  { event: 'cancel', from: ['UNSIGNED', 'WAITING', 'NEED_IDENTIFICATION'], by: 'initiator', to: 'CANCELLED' },
  {
    event: 'reject',
    from: ['UNSIGNED', 'WAITING', 'NEED_IDENTIFICATION'],
    by: 'counterparty',
    to: 'REJECTED',
  },
  { event: 'identify', from: ['NEED_IDENTIFICATION'], by: 'system', to: 'SIGNED' },
  { event: 'identificationFailed', from: ['NEED_IDENTIFICATION'], by: 'system', to: 'NEED_IDENTIFICATION' },
  { event: 'activate', from: ['SIGNED'], by: 'system', to: 'ACTIVE' },
  { event: 'terminate', from: ['ACTIVE'], by: 'either', to: 'TERMINATING' },
  { event: 'terminateCancel', from: ['TERMINATING'], by: 'either', to: 'ACTIVE' },
  { event: 'terminateNow', from: ['ACTIVE', 'TERMINATING'], by: 'either', to: 'TERMINATED' },
  { event: 'terminationEffective', from: ['TERMINATING'], by: 'system', to: 'TERMINATED' },
  { event: 'expire', from: ['UNSIGNED', 'WAITING', 'NEED_IDENTIFICATION'], by: 'system', to: 'EXPIRED' },
];

/** Final statuses: no move leaves them. */
export const FINAL_CONTRACT_STATUSES: readonly ContractStatus[] = [
  'TERMINATED',
  'EXPIRED',
  'CANCELLED',
  'REJECTED',
];
/** A contract not signed by both within this many days of its creation expires; a termination takes effect after it. */
export const CONTRACT_SIGNING_WINDOW_DAYS = 30;
export const CONTRACT_TERMINATION_NOTICE_DAYS = 30;

/** The split runs in these statuses, between activeFrom and activeTo (issue 32 item 6). */
export const EXECUTING_CONTRACT_STATUSES: readonly ContractStatus[] = ['ACTIVE', 'TERMINATING'];

/** The statuses each list chip counts (meta; spec 03 §3 "List meta"). `requests` are computed per viewer. */
export const ENDED_CONTRACT_STATUSES = FINAL_CONTRACT_STATUSES;
export const PENDING_CONTRACT_STATUSES: readonly ContractStatus[] = [
  'UNSIGNED',
  'WAITING',
  'NEED_IDENTIFICATION',
  'SIGNED',
];
