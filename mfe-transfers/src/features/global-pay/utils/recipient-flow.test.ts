import { INITIAL_CLAIM, claimReducer, screenOf, type ClaimEvent, type ClaimState } from './recipient-flow';

const run = (events: ClaimEvent[], from: ClaimState = INITIAL_CLAIM) => events.reduce(claimReducer, from);

describe('the recipient claim (spec 02 §4 "Global payout (recipient side)")', () => {
  it('country, method, submit: the code step holds the operation to approve', () => {
    const state = run([
      { type: 'country', countryCode: 'DE' },
      { type: 'method', paymentMethod: 'wire', currencyCode: 'EUR' },
      { type: 'submitted', operationId: 'op-7', approvalSentTo: 'r***@demo.test' },
    ]);
    expect(state).toEqual({
      step: 'code',
      countryCode: 'DE',
      paymentMethod: 'wire',
      currencyCode: 'EUR',
      operationId: 'op-7',
      approvalSentTo: 'r***@demo.test',
    });
  });

  it('a method needs a country; a submit needs the details step', () => {
    expect(run([{ type: 'method', paymentMethod: 'oct', currencyCode: 'EUR' }]).step).toBe('country');
    expect(run([{ type: 'submitted', operationId: 'op-1' }]).step).toBe('country');
  });

  it('a new country drops the method chosen for the previous one', () => {
    const state = run([
      { type: 'country', countryCode: 'DE' },
      { type: 'method', paymentMethod: 'wire', currencyCode: 'EUR' },
      { type: 'country', countryCode: 'BR' },
    ]);
    expect(state).toMatchObject({ step: 'method', countryCode: 'BR', currencyCode: '' });
    expect(state.paymentMethod).toBeUndefined();
  });

  it('back walks the steps in reverse; a cancelled payout returns to its details without the operation', () => {
    const atCode = run([
      { type: 'country', countryCode: 'DE' },
      { type: 'method', paymentMethod: 'wire', currencyCode: 'EUR' },
      { type: 'submitted', operationId: 'op-7' },
    ]);
    const cancelled = claimReducer(atCode, { type: 'cancelled' });
    expect(cancelled).toMatchObject({ step: 'details', paymentMethod: 'wire' });
    expect(cancelled.operationId).toBeUndefined();
    expect(run([{ type: 'back' }], cancelled).step).toBe('method');
    expect(run([{ type: 'back' }], cancelled).paymentMethod).toBeUndefined();
    expect(run([{ type: 'back' }, { type: 'back' }], cancelled)).toEqual(INITIAL_CLAIM);
  });

  it('refusing is offered before a code is asked for, and back returns to where it was', () => {
    const details = run([
      { type: 'country', countryCode: 'DE' },
      { type: 'method', paymentMethod: 'wire', currencyCode: 'EUR' },
    ]);
    const refusing = claimReducer(details, { type: 'refuse' });
    expect(refusing.step).toBe('refuse');
    expect(claimReducer(refusing, { type: 'back' }).step).toBe('details');
    const atCode = claimReducer(details, { type: 'submitted', operationId: 'op-1' });
    expect(claimReducer(atCode, { type: 'refuse' }).step).toBe('code');
  });

  it('reuse of an earlier payout goes straight to the details, filled; reset returns to the defaults', () => {
    const reused = claimReducer(INITIAL_CLAIM, {
      type: 'reuse',
      countryCode: 'BR',
      paymentMethod: 'instant_payment',
      currencyCode: 'BRL',
      paymentDetails: { instantKeyType: 'email', instantKey: 'ana@demo.test' },
    });
    expect(reused).toMatchObject({
      step: 'details',
      countryCode: 'BR',
      paymentMethod: 'instant_payment',
      prefill: { paymentDetails: { instantKey: 'ana@demo.test' } },
    });
    expect(claimReducer(reused, { type: 'reset' })).toEqual(INITIAL_CLAIM);
  });

  it.each([
    ['new', 'claim'],
    ['pending', 'waitingCode'],
    ['completed', 'paid'],
    ['refused', 'refused'],
    ['expired', 'expired'],
    ['error', 'closed'],
    ['active', 'closed'],
  ] as const)('the server status %s shows %s', (status, screen) => {
    expect(screenOf(status)).toBe(screen);
  });
});
