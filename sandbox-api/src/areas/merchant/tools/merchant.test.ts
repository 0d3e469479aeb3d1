import { METHOD_API_PATH, type IpnMessageDetail } from '@portal/api/catalogue';
import { and, eq } from 'drizzle-orm';
import { accounts } from '../../../platform/db/tables';
import { journals } from '../../../money/ledger-tables';
import { merchantIpnMessages, merchantIpnSettings, merchantPaymentNotificationSettings } from './tables';
import { MERCHANT_DEMO } from '../../../platform/db/merchant-personas';
import { sha256Hex } from '../../../platform/lib/crypto';
import { callMethod, SANDBOX_DATABASES, signIn, useSandbox } from '../../../testing/sandbox';
import { createMerchantService, type IpnTransport } from './service';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

function multipart(fields: Json, file: { name: string; bytes: Buffer; type: string }, part = 'file[]') {
  const boundary = '----merchantLogoBoundary3';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify({ lang: 'en', ...fields })}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(SANDBOX_DATABASES)('merchant tools on %s', (database) => {
  const sandbox = useSandbox({ database });
  const { mia, rob, paco, max } = MERCHANT_DEMO;

  const tokens = new Map<string, string>();
  beforeEach(() => tokens.clear());
  async function token(email: string) {
    if (!tokens.has(email)) tokens.set(email, (await signIn(sandbox.app, email)).accessToken);
    return tokens.get(email)!;
  }
  async function call(email: string, method: string, body: Json = {}): Promise<Json> {
    const response = await callMethod(sandbox.app, method, { accessToken: await token(email), body });
    expect(response.statusCode).toBe(200);
    return response.json<Json>();
  }
  async function upload(email: string, fields: Json, file: { name: string; bytes: Buffer; type: string }) {
    const { body, contentType } = multipart(fields, file);
    const response = await sandbox.app.inject({
      method: 'POST',
      url: METHOD_API_PATH,
      query: { method: 'createLogo' },
      headers: {
        authorization: `Bearer ${await token(email)}`,
        'content-type': contentType,
        'x-client-version': '2.1.2',
      },
      payload: body,
    });
    return response.json<Json>();
  }
  const balanceOf = async (accountId: number) =>
    (await sandbox.database.db.select().from(accounts).where(eq(accounts.id, accountId)))[0]!.balance;

  describe('subscribers and installments', () => {
    it('pages subscribers by 50 (spec 03 §9) and refuses a larger page', async () => {
      // Her seeded payments are in the ledger and her balance is the demo's.
      expect(Number(await balanceOf(mia.eurAccountId))).toBe(12500);
      const first = await call(mia.email, 'getSubscribers', { pageSize: 50, pageNumber: 1 });
      expect(first).toMatchObject({ responseCode: '00', totalCount: 60 });
      expect(first.subscribers).toHaveLength(50);
      expect(first.subscribers[0]).toEqual({
        subscriptionId: expect.any(Number),
        customerName: expect.any(String),
        email: expect.stringContaining('@'),
        planName: expect.any(String),
        amount: expect.stringMatching(/^\d+\.\d{2}$/),
        currencyCode: expect.stringMatching(/^(EUR|USD)$/),
        period: expect.stringMatching(/^(week|month|year)$/),
        // The newest is active: its next payment is due, it was never cancelled.
        status: 'active',
        startedAt: expect.any(String),
        nextPaymentAt: expect.any(String),
        cancelledAt: null,
      });
      const second = await call(mia.email, 'getSubscribers', { pageSize: 50, pageNumber: 2 });
      expect(second.subscribers).toHaveLength(10);
      const all = [...first.subscribers, ...second.subscribers];
      expect(new Set(all.map((row: Json) => row.subscriptionId)).size).toBe(60);
      expect(all.some((row: Json) => row.status === 'cancelled')).toBe(true);
      expect((await call(mia.email, 'getSubscribers', { pageSize: 51, pageNumber: 1 })).responseCode).toBe(
        'TA1',
      );
      const installments = await call(mia.email, 'getInstallments', { pageSize: 50, pageNumber: 1 });
      expect(installments).toMatchObject({ responseCode: '00', totalCount: 12 });
      expect(installments.installments[0]).toMatchObject({ total: expect.stringMatching(/^\d+\.00$/) });
    });

    it('cancels a subscription once; another merchant’s is not found; a read-only user may not', async () => {
      const { subscribers } = await call(mia.email, 'getSubscribers', { pageSize: 50, pageNumber: 1 });
      const active = subscribers.find((row: Json) => row.status === 'active');
      expect(
        await call(rob.email, 'cancelSubscription', { subscriptionId: active.subscriptionId }),
      ).toMatchObject({
        responseCode: 'ENOA',
      });
      expect(
        await call(mia.email, 'cancelSubscription', { subscriptionId: active.subscriptionId }),
      ).toMatchObject({
        responseCode: '00',
      });
      const after = await call(mia.email, 'getSubscribers', { pageSize: 50, pageNumber: 1 });
      expect(
        after.subscribers.find((row: Json) => row.subscriptionId === active.subscriptionId),
      ).toMatchObject({
        status: 'cancelled',
        nextPaymentAt: null,
        cancelledAt: expect.any(String),
      });
      expect(
        await call(mia.email, 'cancelSubscription', { subscriptionId: active.subscriptionId }),
      ).toMatchObject({
        responseCode: 'TA1',
      });
      expect(
        await call(max.email, 'cancelSubscription', { subscriptionId: active.subscriptionId }),
      ).toMatchObject({
        responseCode: 'NF',
      });
    });
  });

  describe('identity verification', () => {
    it('answers the fee of the account’s currency, decimal', async () => {
      expect(await call(mia.email, 'getIdentityFee', { accountId: mia.eurAccountId })).toMatchObject({
        responseCode: '00',
        fee: { amount: '2.50', currencyCode: 'EUR' },
      });
      expect(await call(mia.email, 'getIdentityFee', { accountId: mia.usdAccountId })).toMatchObject({
        fee: { amount: '3.00', currencyCode: 'USD' },
      });
      expect(await call(mia.email, 'getIdentityFee', { accountId: max.accountId })).toMatchObject({
        responseCode: 'NF',
      });
    });

    it('lists with empty filters dropped, the e-mail trimmed', async () => {
      const all = await call(mia.email, 'getIdentityVerifications', { pageSize: 1000, pageNumber: 1 });
      expect(all).toMatchObject({ responseCode: '00', totalCount: 10 });
      const empties = await call(mia.email, 'getIdentityVerifications', {
        pageSize: 1000,
        pageNumber: 1,
        email: '',
        status: '',
        fromDate: '',
        toDate: '',
      });
      expect(empties.totalCount).toBe(10);
      const verified = await call(mia.email, 'getIdentityVerifications', {
        pageSize: 1000,
        pageNumber: 1,
        status: 'verified',
      });
      expect(verified.identities.length).toBeGreaterThan(0);
      expect(verified.identities.every((row: Json) => row.status === 'verified')).toBe(true);
      const one = all.identities[0];
      const byEmail = await call(mia.email, 'getIdentityVerifications', {
        pageSize: 1000,
        pageNumber: 1,
        email: `  ${one.email.toUpperCase()}  `,
      });
      expect(byEmail.identities.map((row: Json) => row.id)).toContain(one.id);
      expect(
        (await call(mia.email, 'getIdentityVerifications', { pageSize: 1001, pageNumber: 1 })).responseCode,
      ).toBe('TA1');
    });

    it('takes the fee from the account through the ledger, or refuses with 51 when short', async () => {
      const before = await balanceOf(mia.eurAccountId);
      const created = await call(mia.email, 'createIdentityVerification', {
        accountId: mia.eurAccountId,
        email: '  New.Person@Example.com ',
        firstName: 'New',
        lastName: 'Person',
      });
      expect(created).toMatchObject({
        responseCode: '00',
        email: 'new.person@example.com',
        status: 'pending',
        fee: { amount: '2.50', currencyCode: 'EUR' },
        accountId: mia.eurAccountId,
      });
      expect(Number(await balanceOf(mia.eurAccountId))).toBeCloseTo(Number(before) - 2.5, 8);
      const feeJournals = await sandbox.database.db
        .select()
        .from(journals)
        .where(and(eq(journals.customerId, mia.customerId), eq(journals.type, 'fee')));
      expect(feeJournals).toHaveLength(1);
      expect(Number(feeJournals[0]!.fee)).toBe(2.5);

      await sandbox.database.db
        .update(accounts)
        .set({ balance: '1.00' })
        .where(eq(accounts.id, mia.usdAccountId));
      const short = await call(mia.email, 'createIdentityVerification', {
        accountId: mia.usdAccountId,
        email: 'short@example.com',
        firstName: 'Short',
        lastName: 'Funds',
      });
      expect(short.responseCode).toBe('51');
      expect(await balanceOf(mia.usdAccountId)).toMatch(/^1\.0+$/);
      const list = await call(mia.email, 'getIdentityVerifications', { pageSize: 1000, pageNumber: 1 });
      expect(list.totalCount).toBe(11);
      expect(
        await call(rob.email, 'createIdentityVerification', {
          accountId: mia.eurAccountId,
          email: 'x@example.com',
          firstName: 'X',
          lastName: 'Y',
        }),
      ).toMatchObject({ responseCode: 'ENOA' });
    });
  });

  describe('reputation', () => {
    it('derives payers from the ledger and the refunds and disputes on record; trims the search; pages by 100', async () => {
      const all = await call(mia.email, 'getReputation', { pageSize: 100, pageNumber: 1 });
      expect(all).toMatchObject({ responseCode: '00', totalCount: 10 });
      const lena = await call(mia.email, 'getReputation', {
        pageSize: 100,
        pageNumber: 1,
        email: '   LENA.buyer@example.com  ',
      });
      expect(lena.items).toEqual([
        expect.objectContaining({
          email: 'lena.buyer@example.com',
          paymentsCount: 8,
          level: 'good',
          score: 70,
        }),
      ]);
      const victor = await call(mia.email, 'getReputation', {
        pageSize: 100,
        pageNumber: 1,
        email: 'victor',
      });
      expect(victor.items[0]).toMatchObject({ paymentsCount: 1, disputesCount: 2, level: 'risky' });
      const page = await call(mia.email, 'getReputation', { pageSize: 3, pageNumber: 4 });
      expect(page.items).toHaveLength(1);
      expect((await call(mia.email, 'getReputation', { pageSize: 101, pageNumber: 1 })).responseCode).toBe(
        'TA1',
      );
    });
  });

  describe('IPN', () => {
    it('pages messages by 25, shows one with its body, confirms it', async () => {
      const first = await call(mia.email, 'getIpnMessages', { pageSize: 25, pageNumber: 1 });
      expect(first).toMatchObject({ responseCode: '00', totalCount: 40 });
      expect(first.messages).toHaveLength(25);
      expect(
        (await call(mia.email, 'getIpnMessages', { pageSize: 25, pageNumber: 2 })).messages,
      ).toHaveLength(15);
      expect((await call(mia.email, 'getIpnMessages', { pageSize: 26, pageNumber: 1 })).responseCode).toBe(
        'TA1',
      );
      const sent = first.messages.find((row: Json) => row.status === 'sent');
      const detail = await call(mia.email, 'getIpnMessage', { id: sent.id });
      expect(detail.body).toContain(`transaction_id=${sent.transactionId}`);
      expect(detail.body).toMatch(/verify_sign=[0-9a-f]{64}$/);
      expect(await call(rob.email, 'confirmIpnMessage', { id: sent.id })).toMatchObject({
        responseCode: 'ENOA',
      });
      expect(await call(mia.email, 'confirmIpnMessage', { id: sent.id })).toMatchObject({
        responseCode: '00',
        status: 'confirmed',
        confirmedAt: expect.any(String),
      });
      expect(await call(max.email, 'getIpnMessage', { id: sent.id })).toMatchObject({ responseCode: 'NF' });
    });

    it('settings default to 1 and 1; a private or non-http notify URL is refused', async () => {
      expect(await call(max.email, 'getIpnSettings')).toMatchObject({
        responseCode: '00',
        notifyUrl: '',
        notifyStatusId: 1,
        statusId: 1,
        hasSecretKey: false,
      });
      for (const notifyUrl of ['http://169.254.169.254/', 'http://10.0.0.1/ipn', 'ftp://example.com/ipn'])
        expect(
          await call(max.email, 'updateIpnSettings', { notifyUrl, notifyStatusId: 1, statusId: 1 }),
        ).toMatchObject({ responseCode: 'TA1', validationErrors: [expect.stringMatching(/^notifyUrl: /)] });
      expect(
        await call(max.email, 'updateIpnSettings', { notifyUrl: '', notifyStatusId: 0, statusId: 1 }),
      ).toMatchObject({ responseCode: '00', notifyUrl: '', notifyStatusId: 0, statusId: 1 });
    });

    it('answers a new IPN secret and payment-notification secret once and keeps only their hashes', async () => {
      const first = await call(max.email, 'newIpnSecretKey');
      const second = await call(max.email, 'newIpnSecretKey');
      expect(first.secretKey).toMatch(/^ipnsk_/);
      expect(second.secretKey).not.toBe(first.secretKey);
      const [ipn] = await sandbox.database.db
        .select()
        .from(merchantIpnSettings)
        .where(eq(merchantIpnSettings.customerId, max.customerId));
      expect(ipn!.secretHash).toBe(sha256Hex(second.secretKey));
      expect(JSON.stringify(ipn)).not.toContain(second.secretKey);
      expect(await call(max.email, 'getIpnSettings')).toMatchObject({ hasSecretKey: true });
      expect(await call(max.email, 'getIpnSettings')).not.toHaveProperty('secretKey');

      expect(await call(max.email, 'getPaymentNotificationSettings')).toMatchObject({
        statusId: 1,
        hasSecretKey: false,
      });
      const secret = await call(max.email, 'newPaymentNotificationSecret');
      expect(secret.secretKey).toMatch(/^pnsk_/);
      const [row] = await sandbox.database.db
        .select()
        .from(merchantPaymentNotificationSettings)
        .where(eq(merchantPaymentNotificationSettings.customerId, max.customerId));
      expect(row!.secretHash).toBe(sha256Hex(secret.secretKey));
      expect(await call(max.email, 'updatePaymentNotificationSettings', { statusId: 0 })).toMatchObject({
        responseCode: '00',
        statusId: 0,
        hasSecretKey: true,
      });
      expect(await call(rob.email, 'newIpnSecretKey')).toMatchObject({ responseCode: 'ENOA' });
    });

    it('makes an IPN message on a payment received, posts it form-encoded and sends ipn.created', async () => {
      const posts: { url: string; body: string; headers: Record<string, string> }[] = [];
      let answer = 200;
      const transport: IpnTransport = {
        check: async () => [],
        post: async (url, body, headers) => {
          posts.push({ url, body, headers });
          return { responseStatus: answer, responseBody: answer === 200 ? 'OK' : 'nope', error: null };
        },
      };
      const events: { customerId: number; type: string; data: Json }[] = [];
      const service = createMerchantService({
        db: sandbox.database.db,
        clock: { now: () => new Date() },
        ipn: transport,
        refunds: { of: async () => [] },
        events: { emit: async (customerId, type, data) => void events.push({ customerId, type, data }) },
      });
      const payment = (transactionId: number) => ({
        customerId: max.customerId,
        transactionId,
        accountId: max.accountId,
        amount: '25.00',
        currencyCode: 'EUR',
        payerEmail: paco.email,
        payerName: 'Paco Pardo',
        description: 'Transfer to Max Gadgets BV',
        createdAt: new Date().toISOString(),
      });
      // No notify URL yet (Max's defaults): nothing.
      expect(await service.onPaymentReceived(payment(9_000_001))).toBeUndefined();
      await sandbox.database.db.insert(merchantIpnSettings).values({
        customerId: max.customerId,
        notifyUrl: 'https://max-gadgets.example/ipn',
        secretHash: sha256Hex('ipnsk_test'),
      });
      const message = (await service.onPaymentReceived(payment(9_000_002))) as IpnMessageDetail;
      expect(message).toMatchObject({
        status: 'sent',
        responseStatus: 200,
        attempts: 1,
        payerEmail: paco.email,
      });
      expect(posts).toHaveLength(1);
      expect(posts[0]!.url).toBe('https://max-gadgets.example/ipn');
      expect(posts[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(posts[0]!.body);
      expect(Object.fromEntries(form)).toMatchObject({
        ipn_id: String(message.id),
        transaction_id: '9000002',
        amount: '25.00',
        currency: 'EUR',
        payer_email: paco.email,
      });
      expect(events).toEqual([
        {
          customerId: max.customerId,
          type: 'ipn.created',
          data: expect.objectContaining({ id: message.id, transactionId: 9_000_002 }),
        },
      ]);
      // The same payment again: no second message.
      expect(await service.onPaymentReceived(payment(9_000_002))).toBeUndefined();
      answer = 500;
      expect(await service.onPaymentReceived(payment(9_000_003))).toMatchObject({
        status: 'failed',
        responseStatus: 500,
      });
      const stored = await sandbox.database.db
        .select()
        .from(merchantIpnMessages)
        .where(eq(merchantIpnMessages.customerId, max.customerId));
      expect(stored).toHaveLength(2);
      const listed = await call(max.email, 'getIpnMessages', { pageSize: 25, pageNumber: 1 });
      expect(listed.totalCount).toBe(2);
      // IPN off: no message.
      await sandbox.database.db
        .update(merchantIpnSettings)
        .set({ statusId: 0 })
        .where(eq(merchantIpnSettings.customerId, max.customerId));
      expect(await service.onPaymentReceived(payment(9_000_004))).toBeUndefined();
    });
  });

  describe('logos', () => {
    it('uploads a PNG as the one default, serves it with its type and nosniff, deletes it', async () => {
      const created = await upload(
        mia.email,
        { name: 'Square', isDefault: true },
        {
          name: 'square.png',
          bytes: PNG,
          type: 'image/png',
        },
      );
      expect(created).toMatchObject({
        responseCode: '00',
        name: 'Square',
        isDefault: true,
        contentType: 'image/png',
        size: PNG.length,
        file: expect.stringMatching(/^\/files\/merchant-logos\/\d+\/[\w-]+$/),
      });
      const { logos, totalCount } = await call(mia.email, 'getLogos', { pageSize: 1000, pageNumber: 1 });
      expect(totalCount).toBe(3);
      expect(logos.filter((logo: Json) => logo.isDefault).map((logo: Json) => logo.id)).toEqual([created.id]);

      const served = await sandbox.app.inject({ method: 'GET', url: created.file });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const wrong = await sandbox.app.inject({ method: 'GET', url: `${created.file}x` });
      expect(wrong.statusCode).toBe(404);

      // Setting another default unsets this one.
      const other = logos.find((logo: Json) => logo.id !== created.id);
      expect(
        await call(mia.email, 'updateLogo', { id: other.id, name: 'Renamed', isDefault: true }),
      ).toMatchObject({ responseCode: '00', name: 'Renamed', isDefault: true });
      expect(await call(mia.email, 'getLogo', { id: created.id })).toMatchObject({ isDefault: false });

      expect(await call(rob.email, 'deleteLogo', { id: created.id })).toMatchObject({ responseCode: 'ENOA' });
      expect(await call(mia.email, 'deleteLogo', { id: created.id })).toMatchObject({ responseCode: '00' });
      expect(await call(mia.email, 'getLogo', { id: created.id })).toMatchObject({ responseCode: 'NF' });
      expect((await sandbox.app.inject({ method: 'GET', url: created.file })).statusCode).toBe(404);
    });

    it('serves an SVG under a policy that runs no script; refuses what is no image', async () => {
      const svg = await upload(
        mia.email,
        { name: 'Vector' },
        { name: 'v.svg', bytes: SVG, type: 'image/svg+xml' },
      );
      expect(svg).toMatchObject({ responseCode: '00', contentType: 'image/svg+xml', isDefault: false });
      const served = await sandbox.app.inject({ method: 'GET', url: svg.file });
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');

      const text = await upload(
        mia.email,
        { name: 'Fake' },
        {
          name: 'fake.png',
          bytes: Buffer.from('just text'),
          type: 'image/png',
        },
      );
      expect(text).toMatchObject({
        responseCode: 'TA1',
        validationErrors: [expect.stringMatching(/^file\[\]: /)],
      });
      const pdf = await upload(
        mia.email,
        { name: 'Doc' },
        { name: 'doc.pdf', bytes: PNG, type: 'application/pdf' },
      );
      expect(pdf.responseCode).toBe('TA1');
      expect(
        await upload(rob.email, { name: 'No' }, { name: 'a.png', bytes: PNG, type: 'image/png' }),
      ).toMatchObject({ responseCode: 'ENOA' });
    });
  });

  describe('saved buttons', () => {
    const form = {
      name: 'T-shirt',
      buttonType: 'buyNow',
      itemName: 'Market T-shirt',
      amount: '19.90',
      currencyCode: 'EUR',
      accountId: MERCHANT_DEMO.mia.eurAccountId,
      buttonText: 'Buy now',
      buttonColor: 'blue',
      successUrl: 'https://shop.example/thanks',
    };

    it('lists, creates, gets, updates and deletes', async () => {
      const list = await call(mia.email, 'getSavedButtons', { pageSize: 1000, pageNumber: 1 });
      expect(list).toMatchObject({ responseCode: '00', totalCount: 3 });
      expect(list.buttons.map((button: Json) => button.buttonType).sort()).toEqual([
        'buyNow',
        'donate',
        'subscribe',
      ]);
      const created = await call(mia.email, 'createSavedButton', form);
      expect(created).toMatchObject({ responseCode: '00', ...form, id: expect.any(Number) });
      expect(await call(mia.email, 'getSavedButton', { id: created.id })).toMatchObject({ amount: '19.90' });
      const updated = await call(mia.email, 'updateSavedButton', {
        ...form,
        id: created.id,
        buttonType: 'subscribe',
        period: 'month',
        amount: '5',
      });
      expect(updated).toMatchObject({
        responseCode: '00',
        buttonType: 'subscribe',
        period: 'month',
        amount: '5.00',
      });
      expect(await call(rob.email, 'deleteSavedButton', { id: created.id })).toMatchObject({
        responseCode: 'ENOA',
      });
      expect(await call(rob.email, 'getSavedButton', { id: created.id })).toMatchObject({
        responseCode: '00',
      });
      expect(await call(mia.email, 'deleteSavedButton', { id: created.id })).toMatchObject({
        responseCode: '00',
      });
      expect(await call(mia.email, 'getSavedButton', { id: created.id })).toMatchObject({
        responseCode: 'NF',
      });
    });

    it('refuses a button with every problem listed (TA1)', async () => {
      const answer = await call(mia.email, 'createSavedButton', {
        ...form,
        buttonType: 'subscribe',
        amount: '1.234',
        accountId: MERCHANT_DEMO.max.accountId,
        logoId: 999999,
        successUrl: 'javascript:alert(1)',
        name: '   ',
      });
      expect(answer.responseCode).toBe('TA1');
      expect(answer.validationErrors).toEqual(
        expect.arrayContaining([
          'name: is required',
          'accountId: must be an active account of yours',
          'amount: EUR amounts have at most 2 decimals',
          'period: is required for a subscribe button',
          'logoId: must be one of your logos',
          'successUrl: must be an http or https address',
        ]),
      );
      const noAmount = await call(mia.email, 'createSavedButton', { ...form, amount: '' });
      expect(noAmount.validationErrors).toEqual(['amount: is required for a buyNow button']);
      const zero = await call(mia.email, 'createSavedButton', { ...form, amount: '0' });
      expect(zero.validationErrors).toEqual(['amount: must be over 0']);
      const currency = await call(mia.email, 'createSavedButton', { ...form, currencyCode: 'USD' });
      expect(currency.validationErrors).toEqual(["currencyCode: must be the account's currency (EUR)"]);
      const donation = await call(mia.email, 'createSavedButton', {
        ...form,
        buttonType: 'donate',
        amount: '',
      });
      expect(donation).toMatchObject({ responseCode: '00', buttonType: 'donate' });
      expect(donation).not.toHaveProperty('amount');
    });

    it('refuses NUL and lone surrogates with TA1', async () => {
      for (const name of ['a\u0000b', 'a\ud800b'])
        expect((await call(mia.email, 'createSavedButton', { ...form, name })).responseCode).toBe('TA1');
      expect(
        (await call(mia.email, 'getReputation', { pageSize: 100, pageNumber: 1, email: '\udc00' }))
          .responseCode,
      ).toBe('TA1');
    });
  });

  it('refuses a personal customer (ENOA)', async () => {
    for (const [method, body] of [
      ['getSavedButtons', { pageSize: 10, pageNumber: 1 }],
      ['getIpnSettings', {}],
      ['getReputation', { pageSize: 10, pageNumber: 1 }],
    ] as const)
      expect(await call(paco.email, method, body)).toMatchObject({ responseCode: 'ENOA' });
  });
});
