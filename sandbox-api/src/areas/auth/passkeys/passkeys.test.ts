import { AUTH_PATHS, PASSKEY_AUTH_PATHS, PASSKEY_TEXTS, type MethodName } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../../seed';
import { balanceOf, GERMAN_WIRE_DETAILS } from '../../../testing/money';
import { MASS_DEMO as MASS } from '../../transfers/mass/seed';
import { messagesTo } from '../../../testing/outbox';
import { callMethod, pkcePair, signIn, SANDBOX_DATABASES, useSandbox } from '../../../testing/sandbox';
import { createSoftAuthenticator, type SoftCredential } from '../../../testing/authenticator';
import { PASSKEY_DEMO as K } from './seed';
import { passkeys } from './tables';
import { users } from '../../../platform/db/tables';

const ANNA = 'anna.simple@demo.test';
const ANNA_EUR = 100001;
const OLIVER = 'oliver.otp@demo.test';
const OLIVER_EUR = 100005;
const BIANCA = 'bianca.business@demo.test';
/** The default brand's portal (config portalOrigins) and another brand's host on it. */
const PORTAL = 'http://localhost:8080';
const OTHER_BRAND = 'http://meridian.localhost:8080';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function session(app: FastifyInstance, accessToken: string, origin = PORTAL) {
  return async (method: MethodName, body: Record<string, unknown> = {}): Promise<Json> =>
    (await callMethod(app, method, { accessToken, body, headers: { origin } })).json<Json>();
}

describe.each(SANDBOX_DATABASES)('passkeys on %s (issue 50)', (database) => {
  const sandbox = useSandbox({ database });
  let authenticator: ReturnType<typeof createSoftAuthenticator>;
  beforeEach(() => {
    authenticator = createSoftAuthenticator();
  });

  async function signedIn(email: string, origin = PORTAL) {
    const { accessToken } = await signIn(sandbox.app, email);
    return session(sandbox.app, accessToken, origin);
  }

  /** Adds a passkey through both steps, as the settings do; answers the authenticator's credential. */
  async function addPasskey(
    call: Awaited<ReturnType<typeof signedIn>>,
    { name = 'Laptop', origin = PORTAL } = {},
  ): Promise<SoftCredential> {
    const started = await call('startPasskeyRegistration', { password: DEMO_PASSWORD });
    expect(started).toMatchObject({ responseCode: '00', registrationId: expect.any(String) });
    const credential = authenticator.create(started.options, { origin });
    const added = await call('addPasskey', { registrationId: started.registrationId, name, credential });
    expect(added).toMatchObject({ responseCode: '00', passkey: { name, created: expect.any(String) } });
    return authenticator.credentials.at(-1)!;
  }

  async function passkeySignIn(credential: SoftCredential, origin = PORTAL, counterStep = 1) {
    const options = await sandbox.app.inject({
      method: 'POST',
      url: PASSKEY_AUTH_PATHS.options,
      headers: { origin },
    });
    expect(options.statusCode).toBe(200);
    const { signInId, options: requestOptions } = options.json<Json>();
    const assertion = authenticator.get(credential, requestOptions, { origin }, counterStep);
    const { codeVerifier, codeChallenge } = pkcePair();
    const login = await sandbox.app.inject({
      method: 'POST',
      url: PASSKEY_AUTH_PATHS.login,
      headers: { origin },
      payload: { signInId, credential: assertion, client: 'web', codeChallenge },
    });
    return { login, codeVerifier, signInId, assertion };
  }

  describe('settings (item 1)', () => {
    it('adds a passkey with the password again: listed with its name and dates, stored as a public key, mailed', async () => {
      const anna = await signedIn(ANNA);
      const wrong = await anna('startPasskeyRegistration', { password: 'not-the-password' });
      expect(wrong).toMatchObject({ responseCode: 'VF', responseDescription: PASSKEY_TEXTS.wrongPassword });

      const started = await anna('startPasskeyRegistration', { password: DEMO_PASSWORD });
      // User verification is required, and the relying party is the brand host.
      expect(started.options.authenticatorSelection).toMatchObject({
        userVerification: 'required',
        residentKey: 'required',
      });
      expect(started.options.rp).toMatchObject({ id: 'localhost' });
      await addPasskey(anna, { name: 'Work laptop' });

      const list = await anna('getPasskeys');
      expect(list).toMatchObject({ max: 10, items: [{ name: 'Work laptop', created: expect.any(String) }] });
      expect(list.items[0].lastUsed).toBeUndefined();
      const [row] = await sandbox.database.db.select().from(passkeys);
      expect(row).toMatchObject({ rpId: 'localhost', counter: 0 });
      // The COSE public key (a CBOR map of five: kty, alg, crv, x, y), nothing else of the key.
      expect(Buffer.from(row!.publicKey, 'base64url')[0]).toBe(0xa5);
      expect((await messagesTo(sandbox.app, ANNA))[0]?.text).toContain('A passkey "Work laptop" was added');
    });

    it('refuses an attestation without user verification, and a registration answered twice', async () => {
      const anna = await signedIn(ANNA);
      const started = await anna('startPasskeyRegistration', { password: DEMO_PASSWORD });
      const unverified = authenticator.create(started.options, { origin: PORTAL, userVerified: false });
      const refused = await anna('addPasskey', {
        registrationId: started.registrationId,
        name: 'Key',
        credential: unverified,
      });
      expect(refused).toMatchObject({ responseCode: 'AF', responseDescription: PASSKEY_TEXTS.refused });
      const again = authenticator.create(started.options, { origin: PORTAL });
      const replay = await anna('addPasskey', {
        registrationId: started.registrationId,
        name: 'Key',
        credential: again,
      });
      expect(replay).toMatchObject({ responseCode: 'AF', responseDescription: PASSKEY_TEXTS.replayed });
      expect((await anna('getPasskeys')).items).toEqual([]);
    });

    it('takes up to ten; renames; removes with the password again and mails it', async () => {
      const anna = await signedIn(ANNA);
      for (let n = 1; n <= 10; n += 1) await addPasskey(anna, { name: `Key ${n}` });
      const eleventh = await anna('startPasskeyRegistration', { password: DEMO_PASSWORD });
      expect(eleventh).toMatchObject({ responseCode: 'AF', responseDescription: PASSKEY_TEXTS.limit });

      const { items } = await anna('getPasskeys');
      expect(items).toHaveLength(10);
      expect(await anna('renamePasskey', { id: items[0].id, name: '  Phone  ' })).toMatchObject({
        responseCode: '00',
      });
      expect(await anna('renamePasskey', { id: items[0].id, name: '   ' })).toMatchObject({
        responseCode: 'TA1',
      });
      expect(await anna('removePasskey', { id: items[1].id, password: 'wrong' })).toMatchObject({
        responseCode: 'VF',
      });
      expect(await anna('removePasskey', { id: items[1].id, password: DEMO_PASSWORD })).toMatchObject({
        responseCode: '00',
      });
      const after = await anna('getPasskeys');
      expect(after.items.map((item: Json) => item.name)).toEqual([
        'Phone',
        ...items.slice(2).map((item: Json) => item.name),
      ]);
      expect((await messagesTo(sandbox.app, ANNA))[0]?.text).toContain('The passkey "Key 2" was removed');
      // Another user's passkey is not theirs to rename or remove.
      const oliver = await signedIn(OLIVER);
      expect(await oliver('removePasskey', { id: items[0].id, password: DEMO_PASSWORD })).toMatchObject({
        responseCode: 'NF',
      });
    });

    it('an admin acting as the customer sees the list and changes nothing', async () => {
      const anna = await signedIn(ANNA);
      await addPasskey(anna, { name: 'Anna key' });
      const { accessToken } = await signIn(sandbox.app, 'adam.admin@demo.test');
      const customerId = (await anna('getCustomerInfo')).customerId;
      const admin = async (method: MethodName, body: Record<string, unknown> = {}) =>
        (
          await callMethod(sandbox.app, method, {
            accessToken,
            body: { ...body, fromCustomerId: customerId },
            headers: { origin: PORTAL },
          })
        ).json<Json>();
      expect((await admin('getPasskeys')).items).toEqual([expect.objectContaining({ name: 'Anna key' })]);
      expect(await admin('startPasskeyRegistration', { password: DEMO_PASSWORD })).toMatchObject({
        responseCode: 'ENOA',
      });
      expect(await admin('removePasskey', { id: 1, password: DEMO_PASSWORD })).toMatchObject({
        responseCode: 'ENOA',
      });
    });
  });

  describe('sign-in (item 2)', () => {
    it('a verified passkey is the whole sign-in: a direct code exchanged with the PKCE verifier', async () => {
      const anna = await signedIn(ANNA);
      const credential = await addPasskey(anna);
      const { login, codeVerifier } = await passkeySignIn(credential);
      expect(login.statusCode).toBe(200);
      expect(login.json()).toEqual({ authFlow: 'direct', code: expect.any(String) });
      const wrongVerifier = await sandbox.app.inject({
        method: 'POST',
        url: AUTH_PATHS.token,
        payload: { code: login.json().code, codeVerifier: pkcePair().codeVerifier },
      });
      expect(wrongVerifier.statusCode).toBe(401);
      const token = await sandbox.app.inject({
        method: 'POST',
        url: AUTH_PATHS.token,
        payload: { code: login.json().code, codeVerifier },
      });
      expect(token.statusCode).toBe(200);
      const info = await session(sandbox.app, token.json().accessToken)('getCustomerInfo');
      expect(info).toMatchObject({ responseCode: '00', login: { email: ANNA } });
      expect((await anna('getPasskeys')).items[0].lastUsed).toEqual(expect.any(String));
      const history = await anna('getLoginHistory', { pageNumber: 1, pageSize: 20 });
      expect(JSON.stringify(history)).toContain('passkey');
    });

    it('refuses a removed passkey, another brand host, a replayed answer, a clone and no user verification', async () => {
      const anna = await signedIn(ANNA);
      const credential = await addPasskey(anna);

      // Another brand's host is another relying party: the passkey is not registered there.
      const other = await passkeySignIn({ ...credential, rpId: 'meridian.localhost' }, OTHER_BRAND);
      expect(other.login.statusCode).toBe(401);
      expect(other.login.json()).toMatchObject({
        responseCode: 'AU',
        responseDescription: PASSKEY_TEXTS.unknown,
      });

      const first = await passkeySignIn(credential);
      expect(first.login.statusCode).toBe(200);
      const replayed = await sandbox.app.inject({
        method: 'POST',
        url: PASSKEY_AUTH_PATHS.login,
        headers: { origin: PORTAL },
        payload: {
          signInId: first.signInId,
          credential: first.assertion,
          client: 'web',
          codeChallenge: pkcePair().codeChallenge,
        },
      });
      expect(replayed.statusCode).toBe(401);
      expect(replayed.json().responseDescription).toBe(PASSKEY_TEXTS.replayed);

      // A clone answers with a sign count that did not grow.
      const clone = await passkeySignIn(credential, PORTAL, 0);
      expect(clone.login.statusCode).toBe(401);
      expect(clone.login.json().responseDescription).toBe(PASSKEY_TEXTS.replayed);

      const options = await sandbox.app.inject({
        method: 'POST',
        url: PASSKEY_AUTH_PATHS.options,
        headers: { origin: PORTAL },
      });
      const unverified = authenticator.get(credential, options.json().options, {
        origin: PORTAL,
        userVerified: false,
      });
      const noUv = await sandbox.app.inject({
        method: 'POST',
        url: PASSKEY_AUTH_PATHS.login,
        headers: { origin: PORTAL },
        payload: {
          signInId: options.json().signInId,
          credential: unverified,
          client: 'web',
          codeChallenge: pkcePair().codeChallenge,
        },
      });
      expect(noUv.statusCode).toBe(401);
      expect(noUv.json().responseDescription).toBe(PASSKEY_TEXTS.refused);

      const { items } = await anna('getPasskeys');
      await anna('removePasskey', { id: items[0].id, password: DEMO_PASSWORD });
      const removed = await passkeySignIn(credential);
      expect(removed.login.statusCode).toBe(401);
      expect(removed.login.json().responseDescription).toBe(PASSKEY_TEXTS.unknown);
    });

    it('answers a page that is not the portal with TA1, and bad input with TA1, never a 500', async () => {
      const foreign = await sandbox.app.inject({
        method: 'POST',
        url: PASSKEY_AUTH_PATHS.options,
        headers: { origin: 'http://evil.example:8080' },
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().responseCode).toBe('TA1');
      const bad = await sandbox.app.inject({
        method: 'POST',
        url: PASSKEY_AUTH_PATHS.login,
        headers: { origin: PORTAL },
        payload: { signInId: 'x', credential: 'nope' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().responseCode).toBe('TA1');
      const options = await sandbox.app.inject({
        method: 'POST',
        url: PASSKEY_AUTH_PATHS.options,
        headers: { origin: PORTAL },
      });
      const malformed = await sandbox.app.inject({
        method: 'POST',
        url: PASSKEY_AUTH_PATHS.login,
        headers: { origin: PORTAL },
        payload: {
          signInId: 'a'.repeat(36),
          credential: { id: 'x' },
          client: 'web',
          codeChallenge: pkcePair().codeChallenge,
        },
      });
      expect(options.statusCode).toBe(200);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().responseCode).toBe('TA1');
      // Only the brands' hosts are relying parties beside the portal's own.
      const unknownHost = await sandbox.app.inject({
        method: 'POST',
        url: PASSKEY_AUTH_PATHS.options,
        headers: { origin: 'http://evil.localhost:8080' },
      });
      expect(unknownHost.statusCode).toBe(400);
    });

    it('a user no longer active (removed from a company, waiting for activation) does not sign in with a passkey', async () => {
      const anna = await signedIn(ANNA);
      const credential = await addPasskey(anna);
      await sandbox.database.db.update(users).set({ status: 'removed' }).where(eq(users.email, ANNA));
      const { login } = await passkeySignIn(credential);
      expect(login.statusCode).toBe(401);
      expect(login.json().responseDescription).toBe(PASSKEY_TEXTS.unknown);
    });
  });

  describe('payment approval (item 3)', () => {
    async function annaApprovingWithPasskey() {
      const anna = await signedIn(ANNA);
      const credential = await addPasskey(anna);
      expect(await anna('setPasskeyApproval', { enabled: true, password: 'wrong' })).toMatchObject({
        responseCode: 'VF',
      });
      expect(await anna('setPasskeyApproval', { enabled: true, password: DEMO_PASSWORD })).toMatchObject({
        responseCode: '00',
      });
      expect((await anna('getCustomerInfo')).transactionApproveMode).toBe('passkey');
      return { anna, credential };
    }

    const p2p = (amount: string) => ({ accountId: ANNA_EUR, amount, currency: 'EUR', toEmail: OLIVER });

    it('a p2p transfer waits for the passkey, which approves that amount to that payee', async () => {
      const { anna, credential } = await annaApprovingWithPasskey();
      const submitted = await anna('transferP2p', p2p('12.34'));
      expect(submitted).toMatchObject({ approveType: 'passkey', availableApprovalMethods: ['passkey'] });
      const before = await balanceOf(sandbox.database.db, OLIVER_EUR);

      const approval = await anna('getPasskeyApproval', { operationId: submitted.operationId });
      expect(approval.payments).toEqual([
        { amount: '12.34', currencyCode: 'EUR', payee: OLIVER, payeeName: expect.any(String) },
      ]);
      expect(approval.spc).toMatchObject({ total: { currency: 'EUR', value: '12.34' }, rpId: 'localhost' });
      // A code cannot approve it.
      expect(
        await anna('confirmTransaction', { operationId: submitted.operationId, approvalCode: '123456' }),
      ).toMatchObject({
        responseCode: 'AF',
      });
      const assertion = authenticator.get(credential, approval.options, { origin: PORTAL });
      const confirmed = await anna('confirmTransactionWithPasskey', {
        operationId: submitted.operationId,
        challengeId: approval.challengeId,
        credential: assertion,
      });
      expect(confirmed).toMatchObject({ responseCode: '00', transactionId: expect.any(Number) });
      expect((await balanceOf(sandbox.database.db, OLIVER_EUR)).minus(before).toFixed(2)).toBe('12.34');

      // The same answer again is refused and moves nothing more.
      const replay = await anna('confirmTransactionWithPasskey', {
        operationId: submitted.operationId,
        challengeId: approval.challengeId,
        credential: assertion,
      });
      expect(replay.responseCode).toBe('AF');
      expect((await balanceOf(sandbox.database.db, OLIVER_EUR)).minus(before).toFixed(2)).toBe('12.34');
    });

    it('an external wire and a mass batch wait for the passkey too, and execute with it', async () => {
      const { anna, credential } = await annaApprovingWithPasskey();
      const wire = await anna('transferExternal', {
        type: 'wire',
        accountId: ANNA_EUR,
        amount: '100',
        currency: 'EUR',
        countryCode: 'DE',
        details: GERMAN_WIRE_DETAILS,
        extraParams: { purposeOfPayment: 'services' },
      });
      expect(wire).toMatchObject({ responseCode: '00', approveType: 'passkey' });
      const wireApproval = await anna('getPasskeyApproval', { operationId: wire.operationId });
      expect(wireApproval.payments).toEqual([
        expect.objectContaining({ amount: '100.00', payee: expect.stringContaining('DE89') }),
      ]);
      expect(
        await anna('confirmTransactionWithPasskey', {
          operationId: wire.operationId,
          challengeId: wireApproval.challengeId,
          credential: authenticator.get(credential, wireApproval.options, { origin: PORTAL }),
        }),
      ).toMatchObject({ responseCode: '00', status: 'processing' });

      // Mona's company approves with a passkey from now on: her mass batch waits for it.
      const mona = await signedIn(MASS.mona.email);
      const monaKey = await addPasskey(mona, { name: 'Mona key' });
      expect(await mona('setPasskeyApproval', { enabled: true, password: DEMO_PASSWORD })).toMatchObject({
        responseCode: '00',
      });
      const text = ['email,amount,currency,note', `${MASS.payee.user.email},25.00,EUR,one`].join('\n');
      const base = { batchName: 'Passkey batch', accountId: MASS.eurAccountId, method: 'p2p', text };
      const summary = await mona('transferMass', { ...base, onlySummary: true });
      const batch = await mona('transferMass', { ...base, summaryHash: summary.summaryHash });
      expect(batch).toMatchObject({ responseCode: '00', approveType: 'passkey' });
      const before = await balanceOf(sandbox.database.db, MASS.payee.accountId);
      const approval = await mona('getPasskeyApproval', { operationId: batch.operationId });
      expect(
        await mona('confirmTransactionWithPasskey', {
          operationId: batch.operationId,
          challengeId: approval.challengeId,
          credential: authenticator.get(monaKey, approval.options, { origin: PORTAL }),
        }),
      ).toMatchObject({ responseCode: '00', status: 'completed' });
      expect((await balanceOf(sandbox.database.db, MASS.payee.accountId)).minus(before).toFixed(2)).toBe(
        '25.00',
      );
    });

    it('a passkey approval never turns into a code: nothing to resend, no code approves it', async () => {
      const { anna } = await annaApprovingWithPasskey();
      const submitted = await anna('transferP2p', p2p('7.00'));
      expect(submitted.approveType).toBe('passkey');
      const before = (await messagesTo(sandbox.app, ANNA)).length;
      expect(await anna('resendApproval', { trxid: submitted.operationId })).toMatchObject({
        responseCode: 'AF',
        responseDescription: PASSKEY_TEXTS.usePasskey,
      });
      expect((await messagesTo(sandbox.app, ANNA)).length).toBe(before);
      expect(
        await anna('confirmTransaction', { operationId: submitted.operationId, approvalCode: '000000' }),
      ).toMatchObject({ responseCode: 'AF' });
      // Still the passkey's.
      expect((await anna('getPasskeyApproval', { operationId: submitted.operationId })).responseCode).toBe(
        '00',
      );
    });

    it('Secure Payment Confirmation answers (payment.get) are accepted', async () => {
      const { anna, credential } = await annaApprovingWithPasskey();
      const submitted = await anna('transferP2p', p2p('5.00'));
      const approval = await anna('getPasskeyApproval', { operationId: submitted.operationId });
      const assertion = authenticator.get(credential, approval.options, {
        origin: PORTAL,
        type: 'payment.get',
      });
      expect(
        await anna('confirmTransactionWithPasskey', {
          operationId: submitted.operationId,
          challengeId: approval.challengeId,
          credential: assertion,
        }),
      ).toMatchObject({ responseCode: '00' });
    });

    it('an amount changed after the challenge, or another payment, is refused and nothing moves', async () => {
      const { anna, credential } = await annaApprovingWithPasskey();
      const submitted = await anna('transferP2p', p2p('10.00'));
      const approval = await anna('getPasskeyApproval', { operationId: submitted.operationId });
      const assertion = authenticator.get(credential, approval.options, { origin: PORTAL });
      // Amended to 900 after the challenge was issued for 10.
      const amended = await anna('transferP2p', { ...p2p('900.00'), operationId: submitted.operationId });
      expect(amended).toMatchObject({ responseCode: '00', approveType: 'passkey' });
      const before = await balanceOf(sandbox.database.db, ANNA_EUR);
      const refused = await anna('confirmTransactionWithPasskey', {
        operationId: submitted.operationId,
        challengeId: approval.challengeId,
        credential: assertion,
      });
      expect(refused).toMatchObject({ responseCode: 'AF', responseDescription: PASSKEY_TEXTS.otherPayment });
      expect((await balanceOf(sandbox.database.db, ANNA_EUR)).toFixed(2)).toBe(before.toFixed(2));

      // A challenge for one operation does not approve another.
      const second = await anna('transferP2p', p2p('3.00'));
      const forFirst = await anna('getPasskeyApproval', { operationId: submitted.operationId });
      const signed = authenticator.get(credential, forFirst.options, { origin: PORTAL });
      const crossed = await anna('confirmTransactionWithPasskey', {
        operationId: second.operationId,
        challengeId: forFirst.challengeId,
        credential: signed,
      });
      expect(crossed).toMatchObject({ responseCode: 'AF', responseDescription: PASSKEY_TEXTS.otherPayment });
      expect((await balanceOf(sandbox.database.db, ANNA_EUR)).toFixed(2)).toBe(before.toFixed(2));
    });

    it('without a passkey the approval falls back to a one-time code; turned off, the method it replaced returns', async () => {
      const { anna } = await annaApprovingWithPasskey();
      const { items } = await anna('getPasskeys');
      await anna('removePasskey', { id: items[0].id, password: DEMO_PASSWORD });
      expect((await anna('transferP2p', p2p('1.00'))).approveType).toBe('otp');
      expect(await anna('setPasskeyApproval', { enabled: false, password: DEMO_PASSWORD })).toMatchObject({
        responseCode: '00',
      });
      expect((await anna('getCustomerInfo')).transactionApproveMode).toBe('none');
      const fresh = await signedIn(ANNA);
      expect(await fresh('setPasskeyApproval', { enabled: true, password: DEMO_PASSWORD })).toMatchObject({
        responseCode: 'AF',
        responseDescription: PASSKEY_TEXTS.noPasskey,
      });
    });

    it("a right-3 user's payment is approved by the owner's passkey (maker-checker, the demo company)", async () => {
      const kora = await signedIn(K.kora.email);
      expect((await kora('getCustomerInfo')).transactionApproveMode).toBe('passkey');
      const mark = await signedIn(K.mark.email);
      const queued = await mark('transferP2p', {
        accountId: K.kora.accountId,
        amount: '20',
        currency: 'EUR',
        toEmail: ANNA,
      });
      expect(queued).toMatchObject({ approvalTransactionCreated: true });
      const { requests } = await kora('getApprovalRequests', { page: 1, size: 50 });
      const request = requests.find((item: Json) => item.status === 'pending');
      const credential = await addPasskey(kora, { name: 'Kora key' });
      // With one, she is told to use it; nothing moved.
      expect(await kora('approveRequests', { transactionIds: [request.id], declined: false })).toMatchObject({
        responseCode: 'AF',
        responseDescription: PASSKEY_TEXTS.useYourPasskey,
      });
      const before = await balanceOf(sandbox.database.db, ANNA_EUR);
      const approval = await kora('getPasskeyQueueApproval', { transactionIds: [request.id] });
      expect(approval.payments).toEqual([
        { amount: '20.00', currencyCode: 'EUR', payee: ANNA, payeeName: 'Anna Novak' },
      ]);
      // Mark (right 3) approves nothing, with or without a passkey.
      expect((await mark('getPasskeyQueueApproval', { transactionIds: [request.id] })).responseCode).not.toBe(
        '00',
      );
      const assertion = authenticator.get(credential, approval.options, { origin: PORTAL });
      const approved = await kora('approveRequestsWithPasskey', {
        transactionIds: [request.id],
        challengeId: approval.challengeId,
        credential: assertion,
      });
      expect(approved.results).toEqual([
        { id: request.id, status: 'approved', transactionId: expect.any(Number) },
      ]);
      expect((await balanceOf(sandbox.database.db, ANNA_EUR)).minus(before).toFixed(2)).toBe('20.00');
    });

    it('a mass request is approved with one passkey answer over all its payments', async () => {
      const bianca = await signedIn(BIANCA);
      const credential = await addPasskey(bianca, { name: 'Bianca key' });
      expect(await bianca('setPasskeyApproval', { enabled: true, password: DEMO_PASSWORD })).toMatchObject({
        responseCode: '00',
      });
      const { requests } = await bianca('getMassApprovalRequests', {
        page: 1,
        size: 50,
        groupedTransactionType: 'mass',
      });
      const batch = requests.find((item: Json) => item.status === 'pending');
      expect(batch).toBeDefined();
      expect(await bianca('approveMassRequest', { batchId: batch.batchId, declined: false })).toMatchObject({
        responseCode: 'AF',
        responseDescription: PASSKEY_TEXTS.useYourPasskey,
      });
      const approval = await bianca('getPasskeyQueueApproval', { batchId: batch.batchId });
      expect(approval.payments.length).toBe(batch.count);
      const assertion = authenticator.get(credential, approval.options, { origin: PORTAL });
      const approved = await bianca('approveMassRequestWithPasskey', {
        batchId: batch.batchId,
        challengeId: approval.challengeId,
        credential: assertion,
      });
      expect(approved.results.length).toBe(batch.count);
      expect(approved.results.every((result: Json) => result.status === 'approved')).toBe(true);
    });
  });

  it('keeps no secret: a stored credential row has no private key column', async () => {
    const anna = await signedIn(ANNA);
    await addPasskey(anna);
    const [row] = await sandbox.database.db.select().from(passkeys).where(eq(passkeys.name, 'Laptop'));
    expect(Object.keys(row!).sort()).toEqual(
      [
        'backedUp',
        'counter',
        'createdAt',
        'credentialId',
        'deviceType',
        'id',
        'lastUsedAt',
        'name',
        'publicKey',
        'rpId',
        'transports',
        'userId',
      ].sort(),
    );
  });
});
