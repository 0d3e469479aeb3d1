import {
  CONTRACT_SIGNING_WINDOW_DAYS,
  type ContractEventType,
  type NotificationType,
} from '@portal/api/catalogue';
import type { SmartContractRow } from './contract-queries';
import type { ContractParties } from './parties';
import type { ContractServiceOptions } from './options';

/** The English line of each notification, naming the other company (issue 32 item 6). */
export const NOTIFICATION_TEXTS: Record<string, (company: string, id: number) => string> = {
  scContractCreated: (company, id) => `${company} sent you smart contract ${id} to sign.`,
  scContractSigned: (company, id) => `${company} signed smart contract ${id}.`,
  scContractRejected: (company, id) => `${company} rejected smart contract ${id}.`,
  scContractCancelled: (company, id) => `${company} cancelled smart contract ${id}.`,
  scContractTerminated: (company, id) => `${company} terminated smart contract ${id}.`,
  scContractTerminationRequest: (company, id) => `${company} asked to terminate smart contract ${id}.`,
  scContractTerminationCancelled: (company, id) =>
    `${company} cancelled the termination of smart contract ${id}.`,
  scContractSignerIdentified: (company, id) =>
    `${company} passed the identity check for smart contract ${id}.`,
  scContractSignerIdentificationLoaded: (company, id) =>
    `${company} started the identity check for smart contract ${id}.`,
  scContractSignerIdentificationFailed: (company, id) =>
    `${company} did not pass the identity check for smart contract ${id}.`,
};

/** The clock's moves (the table's `system` rows that a date makes). */
export type ClockEvent = 'activate' | 'expire' | 'terminationEffective';

/**
 * What a clock's move tells both parties, when it is made (issue 47 item 3), each naming the other company. spec 03
 * §3 has no type for an activation or an expiry: each move takes the sc* type nearest to it, so that the portal
 * reloads the contracts and a click opens the contract, and its text says what happened.
 */
export const CLOCK_NOTIFICATIONS: Record<
  ClockEvent,
  { type: NotificationType; text: (company: string, id: number) => string }
> = {
  activate: {
    type: 'scContractSigned',
    text: (company, id) => `Smart contract ${id} with ${company} is active from today.`,
  },
  expire: {
    type: 'scContractCancelled',
    text: (company, id) =>
      `Smart contract ${id} with ${company} has expired: it was not signed by both within ${CONTRACT_SIGNING_WINDOW_DAYS} days.`,
  },
  terminationEffective: {
    type: 'scContractTerminated',
    text: (company, id) => `Smart contract ${id} with ${company} has ended: its termination took effect.`,
  },
};

/** Which notification a party's move sends to the other party. */
export const MOVE_NOTIFICATIONS: Partial<Record<ContractEventType, NotificationType>> = {
  sign: 'scContractSigned',
  cancel: 'scContractCancelled',
  reject: 'scContractRejected',
  terminate: 'scContractTerminationRequest',
  terminateCancel: 'scContractTerminationCancelled',
  terminateNow: 'scContractTerminated',
  identify: 'scContractSignerIdentified',
  identificationFailed: 'scContractSignerIdentificationFailed',
};

export const otherOf = (row: SmartContractRow, customerId: number) =>
  row.senderId === customerId ? row.beneficiaryId : row.senderId;

/** A notification to send once the move's transaction committed. */
export interface Pending {
  to: number;
  type: NotificationType;
  contractId: number;
  about: number;
  /** A clock's move: its text (CLOCK_NOTIFICATIONS) rather than the type's. */
  clockEvent?: ClockEvent;
}

/** The notifications of moves: to the other party, or to both for the clock's moves. */
export function createContractNotices(
  { notifications }: Pick<ContractServiceOptions, 'notifications'>,
  { partiesOf }: Pick<ContractParties, 'partiesOf'>,
) {
  async function sendAll(pending: Pending[]) {
    if (pending.length === 0) return;
    const parties = await partiesOf(pending.map((item) => item.about));
    for (const item of pending) {
      const company = parties.get(item.about)?.title ?? 'The other company';
      const text = item.clockEvent
        ? CLOCK_NOTIFICATIONS[item.clockEvent].text
        : NOTIFICATION_TEXTS[item.type]!;
      await notifications.notify(item.to, {
        type: item.type,
        params: { contractId: item.contractId },
        text: text(company, item.contractId),
      });
    }
  }

  /** Tells the other party of `row` about what `actor` did. */
  const tell = (
    pending: Pending[],
    row: SmartContractRow,
    actor: number,
    type: NotificationType | undefined,
  ) => {
    if (type) pending.push({ to: otherOf(row, actor), type, contractId: row.id, about: actor });
  };

  return { sendAll, tell };
}

export type ContractNotices = ReturnType<typeof createContractNotices>;
