import { startAuthentication } from '@simplewebauthn/browser';
import type { PasskeyApprovalOptions } from '@portal/api/catalogue';
import { approveWithPasskey, isPasskeyCancel, SPC_INSTRUMENT_ICON } from './passkeys';

jest.mock('@simplewebauthn/browser', () => ({
  ...jest.requireActual<object>('@simplewebauthn/browser'),
  startAuthentication: jest.fn(),
}));

const startAuthenticationMock = jest.mocked(startAuthentication);

/** base64url of the bytes 1, 2, 3 and of 'challenge-bytes'. */
const CREDENTIAL_ID = 'AQID';
const CHALLENGE = 'Y2hhbGxlbmdlLWJ5dGVz';

const APPROVAL: PasskeyApprovalOptions = {
  challengeId: 'ch-1',
  options: { challenge: CHALLENGE, rpId: 'localhost', allowCredentials: [] },
  payments: [
    { amount: '120.50', currencyCode: 'EUR', payeeName: 'Paul Payee', payee: 'paul.payee@demo.test' },
  ],
  spc: {
    credentialIds: [CREDENTIAL_ID],
    rpId: 'localhost',
    challenge: CHALLENGE,
    payeeName: 'Paul Payee',
    payeeOrigin: 'https://portal.example',
    total: { currency: 'EUR', value: '120.50' },
    instrumentName: 'EUR account 31',
    timeout: 300_000,
  },
};

const WEBAUTHN_ANSWER = { id: 'plain', rawId: 'plain', type: 'public-key', response: {} };

const bytes = (...values: number[]) => new Uint8Array(values).buffer;

interface StubOptions {
  canMakePayment?: () => Promise<boolean>;
  show?: () => Promise<unknown>;
}

/** A PaymentRequest stand-in that records what it was made with. */
function stubPaymentRequest({ canMakePayment = async () => true, show }: StubOptions = {}) {
  const made: Array<{ methods: PaymentMethodData[]; details: PaymentDetailsInit }> = [];
  const complete = jest.fn(async () => undefined);
  class StubPaymentRequest {
    constructor(methods: PaymentMethodData[], details: PaymentDetailsInit) {
      made.push({ methods, details });
    }
    canMakePayment = canMakePayment;
    show = show ?? (async () => ({ details: credential(), complete }));
  }
  Object.defineProperty(globalThis, 'PaymentRequest', {
    value: StubPaymentRequest,
    configurable: true,
    writable: true,
  });
  return { made, complete };
}

/** An SPC credential of a browser without `toJSON`: the buffers as they come. */
function credential(extra: Record<string, unknown> = {}) {
  return {
    id: 'cred-1',
    rawId: bytes(1, 2, 3),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: bytes(123, 125),
      authenticatorData: bytes(255, 254),
      signature: bytes(48, 69),
      userHandle: bytes(117),
    },
    ...extra,
  };
}

const cancelError = () => Object.assign(new Error('The user cancelled'), { name: 'AbortError' });

afterEach(() => {
  delete (globalThis as { PaymentRequest?: unknown }).PaymentRequest;
});

describe('approveWithPasskey', () => {
  beforeEach(() => {
    startAuthenticationMock.mockResolvedValue(WEBAUTHN_ANSWER as never);
  });

  it('SPC available / shows the payment in the browser dialog and answers the assertion as base64url JSON', async () => {
    const { made, complete } = stubPaymentRequest();

    const answer = await approveWithPasskey(APPROVAL);

    expect(answer).toEqual({
      id: 'cred-1',
      rawId: 'AQID',
      type: 'public-key',
      response: { clientDataJSON: 'e30', authenticatorData: '__4', signature: 'MEU', userHandle: 'dQ' },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    });
    expect(complete).toHaveBeenCalledWith('success');
    expect(startAuthenticationMock).not.toHaveBeenCalled();
    const [{ methods, details }] = made as [(typeof made)[number]];
    expect(details).toEqual({ total: { label: 'Paul Payee', amount: { currency: 'EUR', value: '120.50' } } });
    const data = methods[0]!.data as Record<string, unknown>;
    expect(methods[0]!.supportedMethods).toBe('secure-payment-confirmation');
    expect(data).toMatchObject({
      rpId: 'localhost',
      payeeName: 'Paul Payee',
      payeeOrigin: 'https://portal.example',
      instrument: { displayName: 'EUR account 31', icon: SPC_INSTRUMENT_ICON, iconMustBeShown: false },
      timeout: 300_000,
    });
    expect([...new Uint8Array((data.credentialIds as ArrayBuffer[])[0]!)]).toEqual([1, 2, 3]);
    expect(new TextDecoder().decode(data.challenge as ArrayBuffer)).toBe('challenge-bytes');
  });

  it('SPC credential with toJSON / its own JSON is answered', async () => {
    const json = { id: 'from-browser', response: { clientDataJSON: 'x' } };
    stubPaymentRequest({
      show: async () => ({ details: credential({ toJSON: () => json }), complete: async () => undefined }),
    });

    await expect(approveWithPasskey(APPROVAL)).resolves.toBe(json);
  });

  it('no user handle / left out of the response', async () => {
    stubPaymentRequest({
      show: async () => ({
        details: { ...credential(), response: { ...credential().response, userHandle: null } },
        complete: async () => undefined,
      }),
    });

    const answer = await approveWithPasskey(APPROVAL);

    expect(answer.response).not.toHaveProperty('userHandle');
  });

  it('no PaymentRequest in the browser / the plain WebAuthn dialog with the approval options', async () => {
    const answer = await approveWithPasskey(APPROVAL);

    expect(answer).toBe(WEBAUTHN_ANSWER);
    expect(startAuthenticationMock).toHaveBeenCalledWith(
      expect.objectContaining({ optionsJSON: APPROVAL.options }),
    );
  });

  it('no SPC data in the approval / the plain WebAuthn dialog, no PaymentRequest made', async () => {
    const { made } = stubPaymentRequest();
    const { spc: _spc, ...withoutSpc } = APPROVAL;

    await expect(approveWithPasskey(withoutSpc)).resolves.toBe(WEBAUTHN_ANSWER);
    expect(made).toEqual([]);
  });

  it('canMakePayment false / the plain WebAuthn dialog', async () => {
    stubPaymentRequest({ canMakePayment: async () => false });

    await expect(approveWithPasskey(APPROVAL)).resolves.toBe(WEBAUTHN_ANSWER);
  });

  it('SPC fails for another reason than a cancel / falls back to the plain WebAuthn dialog', async () => {
    stubPaymentRequest({
      show: () => Promise.reject(Object.assign(new Error('no'), { name: 'SecurityError' })),
    });

    await expect(approveWithPasskey(APPROVAL)).resolves.toBe(WEBAUTHN_ANSWER);
    expect(startAuthenticationMock).toHaveBeenCalledTimes(1);
  });

  it('a passkey not made for payments (SPC refuses it, NotAllowedError) / the plain WebAuthn dialog', async () => {
    stubPaymentRequest({
      show: () =>
        Promise.reject(Object.assign(new Error('not a payment credential'), { name: 'NotAllowedError' })),
    });

    await expect(approveWithPasskey(APPROVAL)).resolves.toBe(WEBAUTHN_ANSWER);
    expect(startAuthenticationMock).toHaveBeenCalledTimes(1);
  });

  it('the customer cancels the SPC dialog / rejects as a cancel, no second dialog', async () => {
    stubPaymentRequest({ show: () => Promise.reject(cancelError()) });

    const failure = await approveWithPasskey(APPROVAL).catch((error: unknown) => error);

    expect(isPasskeyCancel(failure)).toBe(true);
    expect(startAuthenticationMock).not.toHaveBeenCalled();
  });
});
