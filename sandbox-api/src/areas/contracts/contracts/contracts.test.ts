import {
  CONTRACT_PATHS,
  CONTRACT_SERVICE_PATH,
  CONTRACTS_REFUSAL_TEXTS,
  type SmartContract,
} from '@portal/api/catalogue';
import { eq } from 'drizzle-orm';
import { customerNotifications } from '../../../platform/notifications/tables';
import { customers } from '../../../platform/db/tables';
import { CONTRACT_DEMO } from './seed';
import { SANDBOX_DATABASES, signIn, useSandbox } from '../../../testing/sandbox';
import { readPdf } from '../../../testing/pdf-text';
import { CONTRACT_PAGE_TEXTS } from './pages';
import { PDF_GENERATOR_TEXTS } from './pdf-generator';

// The state machine's row locks and the clock's moves, on PGlite and on PostgreSQL alike (issue 32).
describe.each(SANDBOX_DATABASES)('on %s', (database) => {
  const sandbox = useSandbox({ database });
  const { alpha, beta, gamma, delta, contracts: SEEDED } = CONTRACT_DEMO;

  const path = (name: keyof typeof CONTRACT_PATHS, id?: number) =>
    `${CONTRACT_SERVICE_PATH}${CONTRACT_PATHS[name].replace(':id', String(id ?? ''))}`;

  const tokens = new Map<string, string>();
  async function as(email: string) {
    if (!tokens.has(email)) tokens.set(email, (await signIn(sandbox.app, email)).accessToken);
    return { authorization: `Bearer ${tokens.get(email)}` };
  }
  beforeEach(() => tokens.clear());

  async function call(
    email: string | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    query?: Record<string, string>,
  ) {
    return sandbox.app.inject({
      method,
      url,
      query,
      headers: email ? await as(email) : {},
      ...(payload === undefined ? (method === 'GET' ? {} : { payload: {} }) : { payload: payload as object }),
    });
  }

  const today = () => new Date().toISOString().slice(0, 10);
  const createBody = (over: Record<string, unknown> = {}) => ({
    companyId: beta.customerId,
    senderId: alpha.customerId,
    senderObligations: ['Pay the share'],
    beneficiaryId: beta.customerId,
    beneficiaryObligations: ['Promote the tools'],
    activeFrom: today(),
    percentage: '12.5',
    ...over,
  });

  async function createAlphaBeta(over: Record<string, unknown> = {}): Promise<SmartContract> {
    const response = await call(alpha.email, 'PUT', path('contracts'), createBody(over));
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  const move = (email: string, name: keyof typeof CONTRACT_PATHS, id: number, payload: unknown = {}) =>
    call(email, 'POST', path(name, id), payload);

  /** Signs through the embedded page: signUrl, then the page's form. */
  async function signByPage(email: string, id: number, decision: 'sign' | 'decline' = 'sign') {
    const link = await call(email, 'GET', path('signUrl', id));
    expect(link.statusCode).toBe(200);
    const { signUrl, clientId } = link.json();
    const pagePath = new URL(signUrl).pathname;
    const page = await sandbox.app.inject({ method: 'GET', url: pagePath });
    return {
      link: { signUrl, clientId },
      pagePath,
      page,
      post: () => postPage(pagePath, { decision, signerName: 'Alice Alder' }),
    };
  }
  const postPage = (url: string, fields: Record<string, string>) =>
    sandbox.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  async function notificationsOf(customerId: number) {
    return sandbox.database.db
      .select()
      .from(customerNotifications)
      .where(eq(customerNotifications.customerId, customerId));
  }

  describe('the contract service', () => {
    it('creates, signs on the page, asks for the payer’s identity check and activates', async () => {
      const created = await createAlphaBeta();
      expect(created).toMatchObject({
        status: 'UNSIGNED',
        direction: 'PAY',
        percentage: '12.50',
        initiatorId: alpha.customerId,
        company: { id: beta.customerId, title: 'Beta Media SRL', logo: null },
        identificationStatus: 'NEW',
        actions: ['sign', 'cancel', 'identify'],
      });
      expect(created.id).toBeGreaterThanOrEqual(7001);
      expect((await notificationsOf(beta.customerId)).map((n) => [n.type, n.text])).toContainEqual([
        'scContractCreated',
        `Alpha Tools Ltd sent you smart contract ${created.id} to sign.`,
      ]);

      // Beta signs through the page: the page shows the terms and prefills the name; the link works once.
      const beta1 = await signByPage(beta.email, created.id);
      expect(beta1.page.statusCode).toBe(200);
      expect(beta1.page.headers['content-security-policy']).toMatch(/frame-ancestors http/);
      expect(beta1.page.body).toContain('<h1>Sign the smart contract</h1>');
      expect(beta1.page.body).toContain('value="Bruno Barbu"');
      expect(beta1.page.body).toContain('Promote the tools');
      const signed = await postPage(beta1.pagePath, { decision: 'sign', signerName: 'Bruno Barbu' });
      expect(signed.statusCode).toBe(200);
      expect(signed.body).toContain(CONTRACT_PAGE_TEXTS.signed);
      expect(signed.body).toContain(`"clientId":"${beta1.link.clientId}"`);
      expect(signed.body).toContain('"outcome":"signed"');
      expect((await sandbox.app.inject({ method: 'GET', url: beta1.pagePath })).statusCode).toBe(404);
      expect(
        (await postPage(beta1.pagePath, { decision: 'sign', signerName: 'Bruno Barbu' })).statusCode,
      ).toBe(404);
      expect((await notificationsOf(alpha.customerId)).map((n) => n.type)).toContain('scContractSigned');

      const waiting = (await call(alpha.email, 'GET', path('contract', created.id))).json();
      expect(waiting).toMatchObject({ status: 'WAITING', beneficiarySignerName: 'Bruno Barbu' });
      expect((await call(beta.email, 'GET', path('checkSigner', created.id))).json()).toMatchObject({
        canSign: false,
        message: 'You have signed this contract already.',
      });
      expect((await call(beta.email, 'GET', path('signUrl', created.id))).statusCode).toBe(403);

      // Alpha signs: the payer is not identified yet.
      const alpha1 = await signByPage(alpha.email, created.id);
      expect((await alpha1.post()).statusCode).toBe(200);
      expect((await call(alpha.email, 'GET', path('contract', created.id))).json()).toMatchObject({
        status: 'NEED_IDENTIFICATION',
        actions: ['cancel', 'identify'],
      });

      // Only the payer starts the check.
      expect(
        (await call(beta.email, 'POST', path('signerIdentification'), { contractId: created.id })).statusCode,
      ).toBe(403);
      const started = await call(alpha.email, 'POST', path('signerIdentification'), {
        contractId: created.id,
      });
      expect(started.json()).toMatchObject({ identificationStatus: 'NEW' });
      const idPath = new URL(started.json().url).pathname;
      const idPage = await sandbox.app.inject({ method: 'GET', url: idPath });
      expect(idPage.statusCode).toBe(200);
      expect(idPage.body).toContain('<button type="submit" name="decision" value="pass">Pass</button>');
      expect((await call(alpha.email, 'GET', path('contract', created.id))).json().identificationStatus).toBe(
        'PROCESSING',
      );
      expect((await notificationsOf(beta.customerId)).map((n) => n.type)).toContain(
        'scContractSignerIdentificationLoaded',
      );
      // A failure first, then a pass (a new link each time).
      expect((await postPage(idPath, { decision: 'fail' })).body).toContain(CONTRACT_PAGE_TEXTS.failed);
      expect((await notificationsOf(beta.customerId)).map((n) => n.type)).toContain(
        'scContractSignerIdentificationFailed',
      );
      const again = await call(alpha.email, 'POST', path('signerIdentification'), { contractId: created.id });
      expect(again.json().identificationStatus).toBe('FAILED');
      const token = new URL(again.json().url).pathname.split('/').pop()!;
      const pushed = await call(alpha.email, 'POST', path('identificationPush', created.id), {
        status: 'SUCCESS',
        token,
      });
      expect(pushed.statusCode).toBe(200);
      // activeFrom is today: identified, then active at once.
      expect(pushed.json()).toMatchObject({ status: 'ACTIVE', identificationStatus: 'SUCCESS' });
      expect(pushed.json().events.map((e: { type: string }) => e.type)).toEqual([
        'create',
        'sign',
        'sign',
        'identificationFailed',
        'identify',
        'activate',
      ]);
      expect((await notificationsOf(beta.customerId)).map((n) => n.type)).toContain(
        'scContractSignerIdentified',
      );

      // Terminate, cancel the termination, terminate now.
      const terminating = await move(beta.email, 'terminate', created.id, { note: 'Season over' });
      expect(terminating.json()).toMatchObject({
        status: 'TERMINATING',
        terminateInfo: { note: 'Season over' },
      });
      expect(terminating.json().activeTo).not.toBeNull();
      expect((await notificationsOf(alpha.customerId)).map((n) => n.type)).toContain(
        'scContractTerminationRequest',
      );
      expect((await move(alpha.email, 'terminateCancel', created.id)).json()).toMatchObject({
        status: 'ACTIVE',
        activeTo: null,
        terminateInfo: null,
      });
      expect((await notificationsOf(beta.customerId)).map((n) => n.type)).toContain(
        'scContractTerminationCancelled',
      );
      expect((await move(alpha.email, 'terminateNow', created.id)).json().status).toBe('TERMINATED');
      expect((await notificationsOf(beta.customerId)).map((n) => n.type)).toContain('scContractTerminated');
      const refused = await move(alpha.email, 'terminate', created.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('A terminated contract cannot be terminated.');
    });

    it('cancels and rejects, then refuses to sign a cancelled contract', async () => {
      const first = await createAlphaBeta();
      expect((await move(beta.email, 'cancel', first.id)).statusCode).toBe(403);
      expect((await move(alpha.email, 'cancel', first.id)).json().status).toBe('CANCELLED');
      expect((await notificationsOf(beta.customerId)).map((n) => n.type)).toContain('scContractCancelled');
      const sign = await call(alpha.email, 'GET', path('signUrl', first.id));
      expect(sign.statusCode).toBe(403);
      expect(sign.json()).toMatchObject({ message: 'A cancelled contract cannot be signed.' });

      const second = await createAlphaBeta();
      expect((await move(alpha.email, 'reject', second.id)).statusCode).toBe(403);
      expect((await move(beta.email, 'reject', second.id)).json().status).toBe('REJECTED');
      expect((await notificationsOf(alpha.customerId)).map((n) => n.type)).toContain('scContractRejected');
    });

    it('declines on the page without changing the contract', async () => {
      const created = await createAlphaBeta();
      const page = await signByPage(beta.email, created.id, 'decline');
      const declined = await page.post();
      expect(declined.body).toContain(CONTRACT_PAGE_TEXTS.declined);
      expect(declined.body).toContain('"outcome":"declined"');
      expect((await call(beta.email, 'GET', path('contract', created.id))).json().status).toBe('UNSIGNED');
    });

    it('answers 404 for another customer’s contract and for none', async () => {
      for (const url of [
        path('contract', SEEDED.ACTIVE),
        path('contract', 999999),
        path('contract', 4_000_000_000),
      ]) {
        const response = await call(alpha.email, 'GET', url);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('No such contract.');
      }
      expect((await move(alpha.email, 'cancel', SEEDED.UNSIGNED)).statusCode).toBe(404);
    });

    it('refuses bad create input with its lines', async () => {
      const cases: Record<string, unknown>[] = [
        { percentage: '0' },
        { percentage: '101' },
        { percentage: '12.345' },
        { percentage: 12 },
        { senderObligations: [] },
        { senderSignerName: 'x'.repeat(300) },
        { beneficiaryId: alpha.customerId, companyId: alpha.customerId },
        { note: 'bad\u0000note' },
        { note: '\ud800' },
        { activeFrom: '2000-01-01' },
        { companyId: 'x' },
        { beneficiaryObligations: ['   '] },
        { senderId: beta.customerId, beneficiaryId: gamma.customerId, companyId: gamma.customerId },
        { companyId: gamma.customerId },
      ];
      for (const over of cases) {
        const response = await call(alpha.email, 'PUT', path('contracts'), createBody(over));
        expect([over, response.statusCode]).toEqual([over, 400]);
        expect(response.json().errors.length).toBeGreaterThan(0);
        expect(typeof response.json().message).toBe('string');
      }
      const bad = await sandbox.app.inject({
        method: 'PUT',
        url: path('contracts'),
        headers: { ...(await as(alpha.email)), 'content-type': 'application/json' },
        payload: '{"percentage":',
      });
      expect(bad.statusCode).toBe(400);
      // One unfinished contract between two companies at a time.
      await createAlphaBeta();
      const twice = await call(alpha.email, 'PUT', path('contracts'), createBody());
      expect(twice.json().errors).toEqual([
        'There is already an unfinished contract between these two companies.',
      ]);
    });

    it('verifies a counterparty', async () => {
      expect(
        (
          await call(alpha.email, 'POST', path('verify'), {
            companyId: beta.customerId,
            counterpartyId: beta.customerId,
          })
        ).json(),
      ).toEqual({ isValid: true });
      const personal = await call(alpha.email, 'POST', path('verify'), {
        companyId: 20001,
        counterpartyId: 20001,
      });
      expect(personal.json()).toMatchObject({ isValid: false, message: expect.any(String) });
    });

    it('lists with filters, orders and meta; stats', async () => {
      const all = await call(gamma.email, 'GET', path('contracts'), undefined, {
        pageSize: '1000',
        page: '1',
      });
      expect(all.statusCode).toBe(200);
      const { data, meta } = all.json();
      expect(data).toHaveLength(10);
      expect(meta).toEqual({ total: 10, requests: 3, pending: 4, active: 2, ended: 4, pay: 6, receive: 4 });
      const statuses = (list: SmartContract[]) => list.map((contract) => contract.status).sort();
      expect(statuses(data)).toEqual(
        [
          'ACTIVE',
          'CANCELLED',
          'EXPIRED',
          'NEED_IDENTIFICATION',
          'REJECTED',
          'SIGNED',
          'TERMINATED',
          'TERMINATING',
          'UNSIGNED',
          'WAITING',
        ].sort(),
      );
      const filtered = await call(gamma.email, 'GET', path('contracts'), undefined, {
        statuses: 'ACTIVE,TERMINATING',
        counterpartyName: 'delta',
      });
      expect(statuses(filtered.json().data)).toEqual(['ACTIVE', 'TERMINATING']);
      expect(filtered.json().meta.total).toBe(10);
      expect(
        (await call(gamma.email, 'GET', path('contracts'), undefined, { counterpartyName: 'alpha' })).json()
          .data,
      ).toEqual([]);
      expect(
        (await call(gamma.email, 'GET', path('contracts'), undefined, { statuses: 'NOPE' })).statusCode,
      ).toBe(400);
      expect(
        (await call(gamma.email, 'GET', path('contracts'), undefined, { pageSize: '1001' })).statusCode,
      ).toBe(400);
      const incoming = (
        await call(gamma.email, 'GET', path('contracts'), undefined, { orderBy: 'INCOMING_FIRST' })
      ).json().data as SmartContract[];
      expect(
        incoming
          .slice(0, 3)
          .map((contract) => contract.id)
          .sort(),
      ).toEqual([SEEDED.TERMINATING, SEEDED.WAITING, SEEDED.NEED_IDENTIFICATION].sort());
      const byCreated = (
        await call(gamma.email, 'GET', path('contracts'), undefined, {
          orderBy: 'CREATED_AT',
          orderDir: 'ASC',
        })
      ).json().data as SmartContract[];
      expect(byCreated[0]!.id).toBe(SEEDED.TERMINATED);
      const paged = await call(gamma.email, 'GET', path('contracts'), undefined, {
        page: '2',
        pageSize: '4',
      });
      expect(paged.json().data).toHaveLength(4);
      expect((await call(gamma.email, 'GET', path('stats'))).json()).toEqual({ requests: 3, active: 2 });
      expect((await call(delta.email, 'GET', path('stats'))).json()).toEqual({ requests: 1, active: 2 });
    });

    it('looks customers up by e-mail and searches companies', async () => {
      expect(
        (
          await call(alpha.email, 'GET', path('customerLookup'), undefined, { email: 'BRUNO.beta@demo.test' })
        ).json(),
      ).toEqual({
        id: beta.customerId,
        type: 'BUSINESS',
      });
      expect(
        (
          await call(alpha.email, 'GET', path('customerLookup'), undefined, {
            email: 'anna.simple@demo.test',
          })
        ).json(),
      ).toEqual({ id: 20001, type: 'PERSONAL' });
      expect(
        (await call(alpha.email, 'GET', path('customerLookup'), undefined, { email: 'nobody@demo.test' }))
          .statusCode,
      ).toBe(404);
      const search = (
        await call(alpha.email, 'GET', path('companies'), undefined, { query: 'media' })
      ).json();
      expect(search.data).toContainEqual({ id: beta.customerId, title: 'Beta Media SRL', logo: null });
      const only = (
        await call(alpha.email, 'GET', path('companies'), undefined, {
          forCounterpartyCustomerId: String(beta.customerId),
        })
      ).json();
      expect(only).toEqual({
        total: 1,
        data: [{ id: beta.customerId, title: 'Beta Media SRL', logo: null }],
      });
      const own = (await call(alpha.email, 'GET', path('companies'), undefined, { query: 'alpha' })).json();
      expect(own.total).toBe(0);
    });

    it('refuses an unverified company and a brand without contracts, by the one rule (issue 47 item 4)', async () => {
      const stats = (headers: Record<string, string> = {}) =>
        as(gamma.email).then((auth) =>
          sandbox.app.inject({ method: 'GET', url: path('stats'), headers: { ...auth, ...headers } }),
        );
      expect((await stats({ origin: 'http://aurora.localhost:8080' })).statusCode).toBe(200);
      // Solstice and Kestrel do not offer contracts: named by the page's Origin, or by the host the gateway forwards.
      const solstice = await stats({ origin: 'http://solstice.localhost:8080' });
      expect(solstice.statusCode).toBe(403);
      expect(solstice.json().message).toBe(CONTRACTS_REFUSAL_TEXTS.featureOff);
      expect((await stats({ 'x-forwarded-host': 'kestrel.localhost:8080' })).statusCode).toBe(403);
      expect((await stats({ 'x-forwarded-host': 'harbor.localhost:8080' })).statusCode).toBe(200);

      await sandbox.database.db
        .update(customers)
        .set({ verified: false })
        .where(eq(customers.id, gamma.customerId));
      const unverified = await call(gamma.email, 'GET', path('contracts'));
      expect(unverified.statusCode).toBe(403);
      expect(unverified.json().message).toBe(CONTRACTS_REFUSAL_TEXTS.unverified);
      expect((await call(gamma.email, 'PUT', path('contracts'), createBody())).statusCode).toBe(403);
    });

    it('refuses a personal customer, an anonymous caller, and bad access', async () => {
      const personal = await call('anna.simple@demo.test', 'GET', path('contracts'));
      expect(personal.statusCode).toBe(403);
      expect(personal.json().message).toMatch(/business customer/);
      expect((await call(null, 'GET', path('contracts'))).statusCode).toBe(401);
      expect((await call(null, 'PUT', path('contracts'), createBody())).statusCode).toBe(401);
      // A business user naming a customer they have no access to.
      const other = await sandbox.app.inject({
        method: 'GET',
        url: path('contracts'),
        headers: { ...(await as(alpha.email)), 'x-customer-id': String(beta.customerId) },
      });
      expect(other.statusCode).toBe(404);
    });

    it('answers a short-lived PDF link', async () => {
      const link = await call(gamma.email, 'GET', path('pdfUrl', SEEDED.ACTIVE));
      expect(link.json().pdfUrl).toContain(`/contract-service/contract/${SEEDED.ACTIVE}/pdf?token=`);
      const pdf = await sandbox.app.inject({
        method: 'GET',
        url: new URL(link.json().pdfUrl).pathname + new URL(link.json().pdfUrl).search,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const wrong = await sandbox.app.inject({
        method: 'GET',
        url: `${path('contract', SEEDED.ACTIVE)}/pdf?token=x.y.z`,
      });
      expect(wrong.statusCode).toBe(404);
    });

    it('the PDF generator / a contract not yet proposed printed by its redirectLink; the create rules refuse bad input (issue 47 item 9)', async () => {
      const before = (await call(alpha.email, 'GET', path('contracts'))).json().meta.total;
      const generated = await call(alpha.email, 'POST', `${path('pdfGenerator')}?lang=ro`, createBody());
      expect(generated.statusCode).toBe(200);
      const { redirectLink } = generated.json();
      expect(redirectLink).toMatch(
        /\/contract-service\/pdf-generator\/pdf\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/,
      );
      const url = new URL(redirectLink);
      const pdf = await sandbox.app.inject({ method: 'GET', url: url.pathname + url.search });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const reading = await readPdf(pdf.rawPayload);
      expect(reading.info.Language).toBe('ro');
      const text = reading.pages.join('\n');
      expect(text).toContain('Contract de partajare a veniturilor (ciornă)');
      expect(text).toContain('Pay the share');
      // Nothing was created by printing it.
      expect((await call(alpha.email, 'GET', path('contracts'))).json().meta.total).toBe(before);

      const refused = await call(alpha.email, 'POST', path('pdfGenerator'), createBody({ percentage: '0' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([expect.stringMatching(/^percentage: /)]);
      const notParty = await call(gamma.email, 'POST', path('pdfGenerator'), createBody());
      expect(notParty.json().errors).toEqual([PDF_GENERATOR_TEXTS.notYourCompany]);
      // No one the customer could not propose a contract to: a personal customer, or another company named.
      const personal = await call(
        alpha.email,
        'POST',
        path('pdfGenerator'),
        createBody({ beneficiaryId: 20001, companyId: 20001 }),
      );
      expect(personal.json().errors).toEqual([PDF_GENERATOR_TEXTS.counterpartyNotBusiness]);
      const otherCompany = await call(
        alpha.email,
        'POST',
        path('pdfGenerator'),
        createBody({ companyId: gamma.customerId }),
      );
      expect(otherCompany.json().errors).toEqual([PDF_GENERATOR_TEXTS.companyMismatch]);
      const tampered = (url.pathname + url.search).replace(
        /\.([A-Za-z0-9_-])/,
        (_match, first: string) => `.${first === 'A' ? 'B' : 'A'}`,
      );
      expect((await sandbox.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(404);
      expect((await call(null, 'POST', path('pdfGenerator'), createBody())).statusCode).toBe(401);
    }, 30_000);

    it('prints the PDF in the language the link was asked in (issue 47 item 10)', async () => {
      const pdfIn = async (query: string) => {
        const link = (await call(gamma.email, 'GET', `${path('pdfUrl', SEEDED.ACTIVE)}${query}`)).json()
          .pdfUrl;
        const url = new URL(link);
        const pdf = await sandbox.app.inject({ method: 'GET', url: url.pathname + url.search });
        expect(pdf.statusCode).toBe(200);
        return (await readPdf(pdf.rawPayload)).info.Language;
      };
      expect(await pdfIn('?lang=ru')).toBe('ru');
      expect(await pdfIn('?lang=uk')).toBe('uk');
      expect(await pdfIn('')).toBe('en');
      expect(
        (await call(gamma.email, 'GET', `${path('pdfUrl', SEEDED.ACTIVE)}?lang=${'x'.repeat(11)}`))
          .statusCode,
      ).toBe(400);
    }, 30_000);
  });
});
