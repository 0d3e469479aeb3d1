import { MERCHANT_API_PATHS, MERCHANT_CHECKOUT_PATH } from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import { DEFAULT_RATE_LIMITS } from '../../../platform/config';
import { merchantPaymentRequests } from '../webhooks/tables';
import { merchantSavedButtons } from '../tools/tables';
import { MERCHANT_DEMO } from '../../../platform/db/merchant-personas';
import { MERCHANT_HOOKS_DEMO } from '../webhooks/seed';
import { SANDBOX_DATABASES, useSandbox } from '../../../testing/sandbox';
import { sessionOf } from '../../../testing/money';
import { CHECKOUT_TEXTS } from './pages';

// The hosted checkout of saved buttons (issue 33 item 4), on PGlite and on PostgreSQL alike.
describe.each(SANDBOX_DATABASES)('merchant checkout on %s', (database) => {
  const { mia, paco } = MERCHANT_DEMO;
  const PORTAL = 'https://portal.test';
  const sandbox = useSandbox({ database, config: { portalOrigins: [PORTAL] } });
  const db = () => sandbox.database.db;

  /** Mia's seeded buttons (seed-merchant.ts). */
  const BUY_NOW = 4001;
  const DONATE = 4002;
  const SUBSCRIBE = 4003;

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  async function post(url: string, body: string) {
    return sandbox.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://shop.example' },
      payload: body,
    });
  }
  const get = (url: string) => sandbox.app.inject({ method: 'GET', url });
  const referenceOf = (html: string) => Number(/PR-(\d+)/.exec(html)?.[1]);
  /** The requests the checkout made (the seeded ones came by API key). */
  const checkoutRequests = async () =>
    (await db().select().from(merchantPaymentRequests)).filter((row) => row.apiKeyId === null);
  async function requestRow(id: number) {
    const [row] = await db().select().from(merchantPaymentRequests).where(eq(merchantPaymentRequests.id, id));
    return row;
  }

  it('shows each of Mia’s seeded buttons from the saved button, under a strict policy', async () => {
    const buyNow = await post(
      MERCHANT_CHECKOUT_PATH,
      form({ buttonId: String(BUY_NOW), buttonType: 'buyNow', amount: '50.00', currencyCode: 'EUR' }),
    );
    expect(buyNow.statusCode).toBe(200);
    expect(buyNow.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(buyNow.headers['content-security-policy']).toMatch(
      /^default-src 'none'; style-src 'nonce-[^']+'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'$/,
    );
    expect(buyNow.headers['x-content-type-options']).toBe('nosniff');
    const page = buyNow.body;
    expect(page).toContain('<html lang="en">');
    expect(page.match(/<h1>/g)).toHaveLength(1);
    // The company's name and its default logo (Mia's colour logo, 4001), escaped.
    expect(page).toContain('Mia&#39;s Market Ltd');
    const logo = /<img src="(\/files\/merchant-logos\/4001\/[^"]+)" alt="Mia&#39;s Market Ltd logo"/.exec(
      page,
    );
    expect(logo).not.toBeNull();
    const image = await get(logo![1]!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(page).toContain('<h1>Mia&#39;s Market gift card</h1>');
    expect(page).toContain('<dd>GC-50</dd>');
    expect(page).toContain('<dd>50.00 EUR</dd>');
    expect(page).toContain(`<form method="post" action="${MERCHANT_CHECKOUT_PATH}/${BUY_NOW}">`);
    expect(page).toContain(CHECKOUT_TEXTS.continue);
    expect(page).not.toContain('name="amount"');
    expect(page).toContain('<a href="https://shop.mias-market.example/cart">');
    expect(page).not.toContain('<script');

    const donate = await get(`${MERCHANT_CHECKOUT_PATH}/${DONATE}`);
    expect(donate.statusCode).toBe(200);
    expect(donate.body).toContain('<h1>Donation to the growers fund</h1>');
    expect(donate.body).toMatch(/<label for="amount">Amount to give \(EUR\)<\/label>/);
    expect(donate.body).toContain('<input id="amount" name="amount"');
    expect(donate.body).not.toContain(CHECKOUT_TEXTS.cancel);

    const subscribe = await get(`${MERCHANT_CHECKOUT_PATH}/${SUBSCRIBE}`);
    expect(subscribe.statusCode).toBe(200);
    expect(subscribe.body).toContain('<dd>12.00 EUR</dd>');
    expect(subscribe.body).toContain('<dt>Billed</dt><dd>every month</dd>');
    expect(subscribe.body).toContain('<dd>CC-1</dd>');
    // The merchant's default logo, whichever the button shows in the merchant's page.
    expect(subscribe.body).toMatch(/src="\/files\/merchant-logos\/4001\//);
  });

  it('ignores what the merchant’s page posted beside the button id', async () => {
    const tampered = await post(
      MERCHANT_CHECKOUT_PATH,
      form({
        buttonId: String(BUY_NOW),
        buttonType: 'donate',
        amount: '0.01',
        currencyCode: 'USD',
        accountId: '100823',
        itemName: '<script>alert(1)</script>',
        cancelUrl: 'javascript:alert(1)',
      }),
    );
    expect(tampered.statusCode).toBe(200);
    expect(tampered.body).toContain('<dd>50.00 EUR</dd>');
    expect(tampered.body).not.toContain('0.01');
    expect(tampered.body).not.toContain('USD');
    expect(tampered.body).not.toMatch(/<script|javascript:/);
    expect(tampered.body).not.toContain('name="amount"');
    // Nor does "Continue" take an amount for a button that has one.
    const made = await post(`${MERCHANT_CHECKOUT_PATH}/${BUY_NOW}`, form({ amount: '0.01' }));
    expect(made.statusCode).toBe(201);
    const row = await requestRow(referenceOf(made.body));
    expect(row).toMatchObject({ customerId: mia.customerId, currencyCode: 'EUR', status: 'open' });
    expect(Number(row!.amount)).toBe(50);
  });

  it('takes a donation’s typed amount in the currency’s minor units, and refuses a bad one', async () => {
    const made = await post(`${MERCHANT_CHECKOUT_PATH}/${DONATE}`, form({ amount: ' 12.5 ' }));
    expect(made.statusCode).toBe(201);
    expect(made.body).toContain('Pay <strong>12.50 EUR</strong>');
    const row = await requestRow(referenceOf(made.body));
    expect(row).toMatchObject({
      customerId: mia.customerId,
      apiKeyId: null,
      currencyCode: 'EUR',
      description: 'Donation to the growers fund',
      status: 'open',
    });
    expect(Number(row!.amount)).toBe(12.5);

    const cases: [string, string][] = [
      ['', 'Type the amount you want to give.'],
      ['1.005', 'The amount has more decimals than the currency allows.'],
      ['12,50', 'Type the amount as a decimal number, such as 10.00.'],
      ['-5', 'Type the amount as a decimal number, such as 10.00.'],
      ['0.00', 'The amount must be more than 0.'],
    ];
    for (const [amount, message] of cases) {
      const refused = await post(`${MERCHANT_CHECKOUT_PATH}/${DONATE}`, form({ amount }));
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(`<p id="amount-error" role="alert">${message}</p>`);
      expect(refused.body).toContain('aria-invalid="true"');
    }
    expect(await checkoutRequests()).toHaveLength(1);
  });

  it('answers a 404 page for an unknown or deleted button', async () => {
    for (const response of [
      await get(`${MERCHANT_CHECKOUT_PATH}/999999`),
      await get(`${MERCHANT_CHECKOUT_PATH}/abc`),
      await get(`${MERCHANT_CHECKOUT_PATH}/99999999999999999999`),
      await post(MERCHANT_CHECKOUT_PATH, form({ buttonId: '999999' })),
      await post(MERCHANT_CHECKOUT_PATH, form({ amount: '5.00' })),
      await post(`${MERCHANT_CHECKOUT_PATH}/999999`, form({ amount: '5.00' })),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<h1>${CHECKOUT_TEXTS.notFoundTitle}</h1>`);
    }
    await db().delete(merchantSavedButtons).where(eq(merchantSavedButtons.id, SUBSCRIBE));
    expect((await get(`${MERCHANT_CHECKOUT_PATH}/${SUBSCRIBE}`)).statusCode).toBe(404);
    expect((await post(`${MERCHANT_CHECKOUT_PATH}/${SUBSCRIBE}`, '')).statusCode).toBe(404);
  });

  it('answers a 400 page for NUL or a lone surrogate', async () => {
    for (const response of [
      await post(MERCHANT_CHECKOUT_PATH, `buttonId=${BUY_NOW}&itemName=a%00b`),
      await post(MERCHANT_CHECKOUT_PATH, `buttonId=${BUY_NOW}%00`),
      await post(MERCHANT_CHECKOUT_PATH, `buttonId=${BUY_NOW}&itemName=%ED%A0%80`),
      await post(`${MERCHANT_CHECKOUT_PATH}/${DONATE}`, 'amount=1%00'),
      await post(`${MERCHANT_CHECKOUT_PATH}/${DONATE}`, 'amount=%ED%B0%80'),
      await get(`${MERCHANT_CHECKOUT_PATH}/4001%00`),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain(`<h1>${CHECKOUT_TEXTS.badRequestTitle}</h1>`);
    }
    expect(await checkoutRequests()).toHaveLength(0);
  });

  it('creates the request, and Paco’s p2p payment with its reference marks it paid', async () => {
    const made = await post(`${MERCHANT_CHECKOUT_PATH}/${BUY_NOW}`, '');
    expect(made.statusCode).toBe(201);
    const id = referenceOf(made.body);
    expect(made.body).toContain(`<dd class="reference">PR-${id}</dd>`);
    expect(made.body).toContain(`<dd>${mia.email}</dd>`);
    expect(made.body).toContain('Pay <strong>50.00 EUR</strong>');
    expect(made.body).toContain(`<a href="${PORTAL}/transfer/p2p">${CHECKOUT_TEXTS.openPortal}</a>`);
    expect(made.body).toContain('<a href="https://shop.mias-market.example/thanks">');
    expect(made.body).toContain('<a href="https://shop.mias-market.example/cart">');

    // Another open request, of 30.00: a payment of less than it does not pay it.
    const donation = await post(`${MERCHANT_CHECKOUT_PATH}/${DONATE}`, form({ amount: '30' }));
    const donationId = referenceOf(donation.body);

    const readRequest = async (requestId: number) => {
      const response = await sandbox.app.inject({
        method: 'GET',
        url: MERCHANT_API_PATHS.paymentRequest.replace(':id', String(requestId)),
        headers: { 'x-api-key': MERCHANT_HOOKS_DEMO.apiKey },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ id: number; status: string; amount: string }>();
    };
    expect(await readRequest(id)).toMatchObject({ id, status: 'open', amount: '50.00' });

    const pay = await sessionOf(sandbox.app, paco.email);
    const payMia = async (amount: string, note: string) => {
      const answer = await pay('transferP2p', {
        accountId: paco.accountId,
        amount,
        currency: 'EUR',
        toEmail: mia.email,
        note,
      });
      expect(answer).toMatchObject({ responseCode: '00' });
      await sandbox.app.merchantEvents.idle();
    };
    await payMia('20.00', `Donation PR-${donationId}`);
    expect(await readRequest(donationId)).toMatchObject({ status: 'open' });
    await payMia('50.00', `Gift card, PR-${id}`);
    expect(await readRequest(id)).toMatchObject({ id, status: 'paid' });
    expect(await readRequest(donationId)).toMatchObject({ status: 'open' });
    // Paid once: the same reference again changes nothing.
    await payMia('50.00', `PR-${id}`);
    expect((await requestRow(id))!.status).toBe('paid');
  });
});

describe('merchant checkout’s rate limit', () => {
  const sandbox = useSandbox({
    config: { rateLimits: { ...DEFAULT_RATE_LIMITS, checkout: { max: 3, windowMs: 60_000 } } },
  });

  it('counts every checkout request per client address and answers a 429 page beyond the limit', async () => {
    const from = (address: string) =>
      sandbox.app.inject({
        method: 'GET',
        url: `${MERCHANT_CHECKOUT_PATH}/4001`,
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 3; i += 1) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const refused = await from('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['retry-after']).toEqual(expect.any(String));
    expect(refused.body).toContain(`<h1>${CHECKOUT_TEXTS.tooManyTitle}</h1>`);
    expect(refused.body).toContain('Too many checkout requests.');
    // Another address is counted apart.
    expect((await from('203.0.113.8')).statusCode).toBe(200);
  });
});
