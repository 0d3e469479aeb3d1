import type { MethodName } from '@portal/api/catalogue';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { accessIps } from '../../areas/auth/security/tables';
import { accounts } from '../db/tables';
import { paymentInstructions } from '../../areas/accounts/balances/tables';
import { batchTransfers } from '../../money/batch-tables';
import { announcements } from '../../areas/accounts/news/tables';
import { journals } from '../../money/ledger-tables';
import { transferOperations } from '../../money/engine/tables';
import { CARLA, DEMO_ADDRESS_IDS, DEMO_EXTERNAL_CARDS } from '../../areas/accounts/cards/seed';
import { TRANSFER_DEMO as D } from '../../areas/transfers/payments/seed';
import { latestMessage } from '../../testing/outbox';
import { callMethod, signIn, useSandbox } from '../../testing/sandbox';
import { GERMAN_WIRE_DETAILS } from '../../testing/money';

/**
 * Issue 12 item 5: every operation that takes the id of a customer's resource answers ENOA when the id is another
 * customer's, and the owner still gets 00 with the same request. The expected codes are written here by hand.
 */
const sandbox = useSandbox();

const ANNA = 'anna.simple@demo.test';
const OLIVER = 'oliver.otp@demo.test';
const BIANCA = 'bianca.business@demo.test';
const SVEN = 'sven.settings@demo.test';
/** A business with an approver of its own: it may call the approval operations, with another company's ids. */
const BEN = 'ben.business@demo.test';
const CARLA_EUR = 300001;
const CARLA_CARD = {
  active: 300003,
  expired: 300015,
  reissuing: 300014,
  shipped: 300011,
  printed: 300010,
  pendingDocument: 300017,
  paused: 300018,
} as const;
const OLIVER_EUR = 100005;
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]).toString('base64');
const WIRE = {
  type: 'wire',
  amount: '10',
  currency: 'EUR',
  countryCode: 'DE',
  details: GERMAN_WIRE_DETAILS,
  extraParams: { purposeOfPayment: 'services' },
};

type Body = Record<string, unknown>;
type Call = (method: MethodName, body?: Body) => Promise<Record<string, unknown>>;

async function session(email: string): Promise<Call> {
  const { accessToken } = await signIn(sandbox.app, email);
  return async (method, body = {}) => (await callMethod(sandbox.app, method, { accessToken, body })).json();
}

const db = () => sandbox.database.db;

async function firstId(rows: Promise<{ id: number }[]>, what: string): Promise<number> {
  const [row] = await rows;
  if (!row) throw new Error(`no ${what} in the demo data`);
  return row.id;
}

/** A submit of the owner waiting for its code: its operation id and how to confirm it. */
async function pendingOperation(owner: Call, email: string, accountId: number) {
  const submitted = await owner('transferP2p', {
    accountId,
    amount: '10',
    currency: 'EUR',
    toEmail: D.paul.email,
  });
  if (typeof submitted.operationId !== 'string')
    throw new Error(`no operation: ${JSON.stringify(submitted)}`);
  return {
    operationId: submitted.operationId,
    code: async () => (await latestMessage(sandbox.app, email)).code,
  };
}

interface Row {
  method: MethodName;
  /** Who owns the resource the id names; anna.simple (another customer) calls with the same request. */
  owner: string;
  /** The request; `owner` may be used to make the resource first. */
  body: (owner: Call) => Promise<Body>;
  /** What the owner's own call needs besides the request (e.g. the code that was sent to them). */
  ownerBody?: (request: Body) => Promise<Body>;
  /** Another customer who may call the operation at all; anna.simple unless said. */
  other?: string;
  /** What the other customer gets, when it is not ENOA. */
  otherGets?: Body;
}

const same = async (body: Body) => body;

const ROWS: Row[] = [
  // accounts (spec 02 §7 "Accounts and cards")
  { method: 'balanceInquiry', owner: OLIVER, body: async () => ({ customerId: 20002 }) },
  {
    method: 'setInstructionViewed',
    owner: OLIVER,
    body: async () => ({
      instructionId: await firstId(
        db()
          .select({ id: paymentInstructions.id })
          .from(paymentInstructions)
          .where(eq(paymentInstructions.accountId, OLIVER_EUR)),
        'instruction',
      ),
    }),
  },
  { method: 'createReceiveLink', owner: OLIVER, body: async () => ({ accountId: OLIVER_EUR }) },
  // cards (spec 02 §4 "Card actions", §7)
  { method: 'getCardDetails', owner: CARLA.email, body: async () => ({ accountId: CARLA_CARD.active }) },
  { method: 'cardPause', owner: CARLA.email, body: async () => ({ accountId: CARLA_CARD.active }) },
  { method: 'cardUnpause', owner: CARLA.email, body: async () => ({ accountId: CARLA_CARD.paused }) },
  { method: 'cardBlock', owner: CARLA.email, body: async () => ({ accountId: CARLA_CARD.active }) },
  {
    method: 'cardSetAliasName',
    owner: CARLA.email,
    body: async () => ({ accountId: CARLA_CARD.active, cardAliasName: 'Renamed' }),
  },
  {
    method: 'cardReissue',
    owner: CARLA.email,
    body: async () => ({ accountId: CARLA_CARD.expired, isExpressShipping: false }),
  },
  {
    method: 'cardReissueUpgradeShipping',
    owner: CARLA.email,
    body: async () => ({ accountId: CARLA_CARD.reissuing }),
  },
  {
    method: 'getCardActivationData',
    owner: CARLA.email,
    body: async () => ({ accountId: CARLA_CARD.shipped }),
  },
  {
    method: 'cardActivation',
    owner: CARLA.email,
    body: async () => {
      const [card] = await db()
        .select({ cardNumber: accounts.cardNumber })
        .from(accounts)
        .where(eq(accounts.id, CARLA_CARD.shipped));
      return {
        accountId: CARLA_CARD.shipped,
        extraParams: {
          lastFourDigits: card?.cardNumber?.slice(-4) ?? '',
          receivedDate: new Date().toISOString().slice(0, 10),
          deliveryConfirmation: 'received',
        },
      };
    },
  },
  {
    method: 'changePin',
    owner: CARLA.email,
    body: async () => ({ accountId: CARLA_CARD.active, confirm: false, pin: '2580', pinRepeat: '2580' }),
  },
  { method: 'showPin', owner: CARLA.email, body: async () => ({ accountId: CARLA_CARD.active }) },
  {
    method: 'cardLoad',
    owner: CARLA.email,
    body: async () => ({ accountId: CARLA_CARD.active, fromAccountId: CARLA_EUR, amount: '1.00' }),
  },
  { method: 'cardEnrollment', owner: CARLA.email, body: async () => ({ accountId: CARLA_CARD.active }) },
  {
    method: 'getCrossPlatformRequirements',
    owner: CARLA.email,
    body: async () => ({ accountId: CARLA_CARD.printed }),
  },
  {
    method: 'getCardDocuments',
    owner: CARLA.email,
    body: async () => ({ accountId: CARLA_CARD.pendingDocument }),
  },
  {
    method: 'uploadCardDocument',
    owner: CARLA.email,
    body: async () => ({
      accountId: CARLA_CARD.pendingDocument,
      type: 4,
      side: 'front',
      fileName: 'id-card-front.png',
      contentType: 'image/png',
      content: PNG,
    }),
  },
  {
    method: 'confirmCard',
    owner: CARLA.email,
    body: async () => ({ cardId: DEMO_EXTERNAL_CARDS.pending, amount: '0.37' }),
  },
  {
    method: 'getExternalCard',
    owner: CARLA.email,
    body: async () => ({ cardId: DEMO_EXTERNAL_CARDS.confirmed }),
  },
  {
    method: 'checkAddressReplacement',
    owner: CARLA.email,
    body: async () => ({ countryCode: 'DE', oldAddressId: DEMO_ADDRESS_IDS.carlaHome }),
  },
  {
    method: 'applyForCard',
    owner: CARLA.email,
    body: async () => ({
      type: 2006,
      countryCode: 'DE',
      shippingId: 2,
      addressId: DEMO_ADDRESS_IDS.carlaHome,
      feeAccountId: CARLA_EUR,
    }),
  },
  // history and exports (spec 02 §7 "History and exports")
  {
    method: 'getTransactionHistory',
    owner: OLIVER,
    body: async () => ({ accountId: OLIVER_EUR, pageNumber: 1 }),
  },
  {
    method: 'getTransactionDetails',
    owner: OLIVER,
    body: async () => ({
      transactionId: await firstId(
        db()
          .select({ id: journals.id })
          .from(journals)
          .where(eq(journals.customerId, 20002))
          .orderBy(asc(journals.id))
          .limit(1),
        'journal',
      ),
    }),
  },
  {
    method: 'exportTransactionHistory',
    owner: OLIVER,
    body: async () => ({ accountId: OLIVER_EUR }),
  },
  {
    method: 'getExportStatus',
    owner: OLIVER,
    body: async (owner) => ({ exportId: (await owner('exportTransactionHistory', {})).exportId }),
  },
  {
    method: 'sendExportToEmail',
    owner: OLIVER,
    body: async (owner) => ({
      exportId: (await owner('exportTransactionHistory', {})).exportId,
      email: 'someone@example.com',
    }),
  },
  {
    method: 'getStatementExports',
    owner: OLIVER,
    body: async () => ({ accountId: OLIVER_EUR, source: 'monthly', pageNumber: 1 }),
  },
  {
    method: 'getBatchFile',
    owner: BIANCA,
    body: async () => ({
      id: await firstId(
        db()
          .select({ id: batchTransfers.id })
          .from(batchTransfers)
          .where(eq(batchTransfers.customerId, 20003))
          .orderBy(asc(batchTransfers.id))
          .limit(1),
        'batch',
      ),
    }),
  },
  // announcements (spec 02 §7 "Announcements"): one addressed to Bianca Studio alone
  {
    method: 'markAnnouncementRead',
    owner: BIANCA,
    body: async () => ({
      id: await firstId(
        db().select({ id: announcements.id }).from(announcements).where(eq(announcements.customerId, 20003)),
        'announcement',
      ),
    }),
  },
  {
    method: 'answerAnnouncement',
    owner: BIANCA,
    body: async () => ({
      id: await firstId(
        db()
          .insert(announcements)
          .values({
            customerId: 20003,
            title: 'New terms for Bianca Studio',
            body: 'Please accept or decline.',
            needsConfirmation: true,
            publishedAt: new Date(Date.now() - 60_000),
          })
          .returning({ id: announcements.id }),
        'announcement',
      ),
      accept: true,
    }),
  },
  // security settings (spec 02 §7)
  {
    method: 'deleteAccessIp',
    owner: SVEN,
    body: async () => ({
      id: await firstId(
        db().select({ id: accessIps.id }).from(accessIps).where(eq(accessIps.customerId, 20215)),
        'access ip',
      ),
    }),
  },
  // transfers (spec 02 §7)
  {
    method: 'getBetweenAccountsFee',
    owner: D.tina.email,
    body: async () => ({ fromAccountId: D.tina.eur, toAccountId: D.tina.usd, amount: '10' }),
  },
  {
    method: 'getMaxAmount',
    owner: D.tina.email,
    body: async () => ({ fromAccountId: D.tina.eur, operation: 'p2p' }),
  },
  {
    method: 'getCustomerLimits',
    owner: D.tina.email,
    body: async () => ({ type: 'p2p', fromAccountId: D.tina.eur }),
  },
  {
    method: 'transferBetweenAccounts',
    owner: D.tina.email,
    body: async () => ({ fromAccount: D.tina.eur, toAccount: D.tina.usd, amount: '10', currency: 'EUR' }),
  },
  {
    method: 'getP2pFee',
    owner: D.tina.email,
    body: async () => ({ accountId: D.tina.eur, amount: '10' }),
  },
  {
    method: 'transferP2p',
    owner: D.tina.email,
    body: async () => ({ accountId: D.tina.eur, amount: '10', currency: 'EUR', toEmail: D.paul.email }),
  },
  {
    method: 'getExternalFee',
    owner: D.tina.email,
    body: async () => ({ type: 'wire', accountId: D.tina.eur, amount: '10', countryCode: 'DE' }),
  },
  {
    method: 'getCryptoFee',
    owner: D.tina.email,
    body: async (owner) => ({
      accountId: (await owner('createWallet', { currencyCode: 'BTC' })).accountId,
      amount: '0.01',
    }),
  },
  {
    method: 'transferExternal',
    owner: D.tina.email,
    body: async () => ({ ...WIRE, accountId: D.tina.eur }),
  },
  {
    method: 'getRecentTransferDetails',
    owner: D.tina.email,
    body: async (owner) => ({
      transactionId: (
        await owner('transferP2p', {
          accountId: D.tina.eur,
          amount: '10',
          currency: 'EUR',
          toEmail: D.paul.email,
        })
      ).transactionId,
    }),
  },
  // approvals (spec 02 §4 "Approval of a transaction", §7 "Approvals")
  {
    method: 'confirmTransaction',
    owner: D.otto.email,
    body: async (owner) => {
      const { operationId } = await pendingOperation(owner, D.otto.email, D.otto.eur);
      return { operationId, approvalCode: '000000' };
    },
    ownerBody: async (request) => ({
      ...request,
      approvalCode: (await latestMessage(sandbox.app, D.otto.email)).code,
    }),
  },
  {
    method: 'resendApproval',
    owner: D.otto.email,
    body: async (owner) => ({
      operationId: (await pendingOperation(owner, D.otto.email, D.otto.eur)).operationId,
    }),
  },
  {
    method: 'requestApprovalCode',
    owner: D.aco.email,
    body: async (owner) => ({
      operationId: (await pendingOperation(owner, D.aco.email, D.aco.eur)).operationId,
    }),
  },
  {
    method: 'approveRequests',
    owner: BIANCA,
    other: BEN,
    // The call decides each id on its own: another company's id fails like a missing one, and nothing is decided.
    otherGets: { responseCode: '00', results: [{ status: 'failed', message: 'No such approval request.' }] },
    body: async () => ({
      transactionIds: [
        await firstId(
          db()
            .select({ id: transferOperations.requestId })
            .from(transferOperations)
            .where(
              and(
                eq(transferOperations.customerId, 20003),
                eq(transferOperations.approveType, 'queue'),
                isNull(transferOperations.batchId),
              ),
            )
            .limit(1),
          'approval request',
        ),
      ],
      declined: true,
    }),
  },
  {
    method: 'approveMassRequest',
    owner: BIANCA,
    other: BEN,
    body: async () => ({ batchId: D.massBatchId, declined: true }),
  },
];

describe('by-id operations and another customer (issue 12, spec 01 §8 ENOA)', () => {
  it.each(ROWS)("$method with an id of $owner's: another customer gets ENOA", async (row) => {
    const owner = await session(row.owner);
    const request = await row.body(owner);
    const other = await session(row.other ?? ANNA);

    const response = await other(row.method, request);

    expect(response).toMatchObject(row.otherGets ?? { responseCode: 'ENOA' });
  });

  it.each(ROWS)('$method: the owner $owner still gets 00', async (row) => {
    const owner = await session(row.owner);
    const request = await row.body(owner);

    const response = await owner(row.method, await (row.ownerBody ?? same)(request));

    expect(response).toMatchObject({ responseCode: '00' });
  });
});
