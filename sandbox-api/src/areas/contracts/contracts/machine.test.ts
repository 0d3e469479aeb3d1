import { CONTRACT_TRANSITIONS, type ContractStatus } from '@portal/api/catalogue';
import { actionsFor, transitionFor, TransitionRefused, type MachineContract } from './machine';

describe('the state machine (pure)', () => {
  const contract = (status: ContractStatus, over: Partial<MachineContract> = {}): MachineContract => ({
    status,
    initiatorId: 1,
    senderId: 1,
    beneficiaryId: 2,
    senderSignedAt: null,
    beneficiarySignedAt: null,
    identificationStatus: 'NEW',
    ...over,
  });
  const sideIds = { initiator: 1, counterparty: 2, payer: 1, either: 2 } as const;

  it.each(CONTRACT_TRANSITIONS.flatMap((row) => row.from.map((from) => [row.event, from, row.by] as const)))(
    'allows %s from %s by %s',
    (event, from, by) => {
      const mover =
        by === 'system'
          ? ({ kind: 'system' } as const)
          : ({ kind: 'party', customerId: sideIds[by] } as const);
      expect(() => transitionFor(contract(from), event, mover)).not.toThrow();
    },
  );

  it('refuses with a message', () => {
    expect(() => transitionFor(contract('CANCELLED'), 'sign', { kind: 'party', customerId: 1 })).toThrow(
      new TransitionRefused('A cancelled contract cannot be signed.'),
    );
    expect(() => transitionFor(contract('UNSIGNED'), 'cancel', { kind: 'party', customerId: 2 })).toThrow(
      TransitionRefused,
    );
    expect(() => transitionFor(contract('UNSIGNED'), 'reject', { kind: 'party', customerId: 1 })).toThrow(
      TransitionRefused,
    );
    expect(() => transitionFor(contract('SIGNED'), 'activate', { kind: 'party', customerId: 1 })).toThrow(
      TransitionRefused,
    );
    expect(() =>
      transitionFor(contract('WAITING', { senderSignedAt: new Date() }), 'sign', {
        kind: 'party',
        customerId: 1,
      }),
    ).toThrow('You have signed this contract already.');
  });

  it('second signature: SIGNED when the payer is identified, else NEED_IDENTIFICATION', () => {
    const waiting = contract('WAITING', { beneficiarySignedAt: new Date() });
    expect(transitionFor(waiting, 'sign', { kind: 'party', customerId: 1 })).toBe('NEED_IDENTIFICATION');
    expect(
      transitionFor({ ...waiting, identificationStatus: 'SUCCESS' }, 'sign', {
        kind: 'party',
        customerId: 1,
      }),
    ).toBe('SIGNED');
  });

  it('computes the actions from the table', () => {
    expect(actionsFor(contract('UNSIGNED'), 1)).toEqual(['sign', 'cancel', 'identify']);
    expect(actionsFor(contract('UNSIGNED'), 2)).toEqual(['sign', 'reject']);
    expect(actionsFor(contract('ACTIVE'), 2)).toEqual(['terminate', 'terminateNow']);
    expect(actionsFor(contract('TERMINATED'), 1)).toEqual([]);
    expect(actionsFor(contract('ACTIVE'), 3)).toEqual([]);
  });
});
