import { BATCH_TYPES, type BatchTransfer, type BatchType, type TransactionType } from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { eq, inArray, like, ne, sql } from 'drizzle-orm';
import { SYSTEM_CUSTOMER_ID, systemAccountId } from '../../../money/ledger';
import type { Database } from '../../../platform/db/client';
import { accounts, customers } from '../../../platform/db/tables';
import { batchTransfers } from '../../../money/batch-tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';

/**
 * The demo history (issue 4): ledger journals for the demo customers, consistent with the balances seed.ts gives,
 * plus batch transfers (the announcements are the news slice's seed).
 *
 * The large history is made by set-based SQL (`generate_series`, pseudo-random numbers from md5 of the row index),
 * so 10,000 transactions seed in under two seconds on PGlite and the tests' 150 in some 40 ms. Every journal's entries
 * sum to zero per currency, the other side being a system account (clearing for money from or to outside, fees
 * for fees, exchange for currency exchange). Afterwards every customer account is reconciled with the ledger's
 * rule (schema-ledger.ts): balance = entries of completed journals + outgoing entries of processing ones, and
 * pending = those outgoing entries; a processing journal is added for a pending amount nothing holds yet, and one
 * completed "opening balance" journal, dated when the customer joined, for the rest.
 *
 * Journals seeded here carry idempotency keys starting `seed:` (no client sends such a key); their presence
 * means the history is there already.
 */

/** Seeded journals' idempotency keys start with this; one present means the demo history was seeded. */
const SEED_KEY_PREFIX = 'seed:';
/** The generated history's keys: this and the row's number (tests tell it from other seeded journals by it). */
export const GENERATED_KEY_PREFIX = `${SEED_KEY_PREFIX}history:`;
const DAY_MS = 24 * 60 * 60_000;
/** Issue 4: "spread over the last ~3 years". */
const HISTORY_SPAN_DAYS = 3 * 365;
/** An account with a generated history opens with at least this much, so its first line is a real deposit. */
const OPENING_FLOOR = new Decimal(250);
/** The generated exchanges' rates from the main to the second currency (EUR to USD) go from here to 1.13. */
const LOWEST_EXCHANGE_RATE = 1.04;
/** The journals' identity starts here (schema-ledger.ts); generated journals take ids from the same range. */
const FIRST_JOURNAL_ID = 5_000_001;

interface HistoryPlan {
  customerId: number;
  /** The customer's name as the other side of its own exchanges. */
  ownName: string;
  /** Most lines are on the main account; exchanges and transfers between accounts go to and from the second. */
  mainAccountId: number;
  secondAccountId: number;
  count: number;
  /** Percent of the other lines on the second account. */
  secondShare: number;
  salt: string;
}

/** The large history for anna.simple (issue 4) and a few dozen lines for the other demo customers. */
function historyPlans(count: number): HistoryPlan[] {
  return [
    {
      customerId: 20001,
      ownName: 'Anna Novak',
      mainAccountId: 100001,
      secondAccountId: 100002,
      count,
      secondShare: 15,
      salt: 'anna',
    },
    {
      customerId: 20002,
      ownName: 'Oliver Grant',
      mainAccountId: 100005,
      secondAccountId: 100006,
      count: 36,
      secondShare: 25,
      salt: 'oliver',
    },
    {
      customerId: 20003,
      ownName: 'Bianca Studio Ltd',
      mainAccountId: 100008,
      secondAccountId: 100009,
      count: 48,
      secondShare: 30,
      salt: 'bianca',
    },
  ];
}

/** Counterparties of person-to-person and bank transfers. Domains are the reserved example ones (RFC 2606). */
const DEMO_COUNTERPARTIES: readonly { name: string; email: string }[] = [
  { name: 'Lukas Schneider', email: 'lukas.schneider@example.com' },
  { name: 'Marta Kowalska', email: 'marta.kowalska@example.com' },
  { name: 'Zoë Müller', email: 'zoe.mueller@example.org' },
  { name: 'James O’Brien', email: 'james.obrien@example.net' },
  { name: 'Sofia Rossi', email: 'sofia.rossi@example.com' },
  { name: 'Mateo García', email: 'mateo.garcia@example.org' },
  { name: 'Elena Popescu', email: 'elena.popescu@example.com' },
  { name: 'Dmytro Kovalenko', email: 'dmytro.kovalenko@example.net' },
  { name: 'Olga Ivanova', email: 'olga.ivanova@example.com' },
  { name: 'João Silva', email: 'joao.silva@example.org' },
  { name: 'Emma Johansson', email: 'emma.johansson@example.com' },
  { name: 'Noah Peeters', email: 'noah.peeters@example.net' },
  { name: 'Chloé Martin', email: 'chloe.martin@example.com' },
  { name: 'Luca Bianchi', email: 'luca.bianchi@example.org' },
  { name: 'Ana Horvat', email: 'ana.horvat@example.com' },
  { name: 'Tomáš Novotný', email: 'tomas.novotny@example.net' },
  { name: 'Ingrid Larsen', email: 'ingrid.larsen@example.com' },
  { name: 'Pieter de Vries', email: 'pieter.devries@example.org' },
  { name: 'Aoife Murphy', email: 'aoife.murphy@example.com' },
  { name: 'Nikos Papadopoulos', email: 'nikos.papadopoulos@example.net' },
  { name: 'Lena Fischer', email: 'lena.fischer@example.com' },
  { name: 'Miguel Fernández', email: 'miguel.fernandez@example.org' },
  { name: 'Ioana Dumitrescu', email: 'ioana.dumitrescu@example.com' },
  { name: 'Andriy Shevchenko', email: 'andriy.shevchenko@example.net' },
  { name: 'Camille Dubois', email: 'camille.dubois@example.com' },
  { name: 'Rafael Costa', email: 'rafael.costa@example.org' },
  { name: 'Hanna Virtanen', email: 'hanna.virtanen@example.com' },
  { name: 'Oskar Nowak', email: 'oskar.nowak@example.net' },
  { name: 'Giulia Romano', email: 'giulia.romano@example.com' },
  { name: 'David Cohen', email: 'david.cohen@example.org' },
  { name: 'Sarah Thompson', email: 'sarah.thompson@example.com' },
  { name: 'Mehmet Yılmaz', email: 'mehmet.yilmaz@example.net' },
  { name: 'Katarina Petrović', email: 'katarina.petrovic@example.com' },
  { name: 'Liam Walsh', email: 'liam.walsh@example.org' },
  { name: 'Yuki Tanaka', email: 'yuki.tanaka@example.com' },
  { name: 'Priya Sharma', email: 'priya.sharma@example.net' },
  { name: 'Carlos Mendes', email: 'carlos.mendes@example.com' },
  { name: 'Eva Svobodová', email: 'eva.svobodova@example.org' },
  { name: 'Greenleaf Studio, Ltd', email: 'billing@greenleaf-studio.example.com' },
  { name: 'Keller & Partner GmbH', email: 'accounts@keller-partner.example.de' },
];

const MERCHANTS: readonly string[] = [
  'REWE Markt',
  'Lidl',
  'Amazon EU S.à r.l.',
  'Spotify AB',
  'Netflix International B.V.',
  'Deutsche Bahn',
  'Uber BV',
  'Bolt Operations',
  'IKEA',
  'MediaMarkt',
  'dm-drogerie markt',
  'Starbucks',
  'Shell Station',
  'Booking.com',
  'Airbnb Payments',
  'Zalando SE',
  'Apple.com/bill',
  'Google Play',
  'H&M',
  'Decathlon',
  'Lufthansa',
  'Wolt',
  'Apotheke am Markt',
  'Edeka',
  'Café "Zum Löwen"',
];

const EMPLOYERS: readonly string[] = [
  'Brightline Software GmbH',
  'Müller, Weber & Co. KG',
  'Northwind Traders Ltd',
  'Atelier Lumen SRL',
];

type CounterpartyPool = 'people' | 'merchants' | 'employers' | 'bank' | 'own' | 'wallet';

/**
 * One kind of generated transaction. `weight` is per thousand (they add up to 1000). Texts may hold {name},
 * {merchant}, {month}, {last4}, {n}, {from} and {to}.
 */
interface Template {
  type: TransactionType;
  dir: 'in' | 'out';
  weight: number;
  min: string;
  max: string;
  counterparty: CounterpartyPool;
  texts: string[];
  feeFixed?: string;
  feeRate?: string;
  reference?: string;
  refusable?: boolean;
  /** Between the customer's main and second accounts, with a currency exchange. */
  own?: boolean;
}

// Money mostly leaves (purchases, payments) and some large amounts come in (salary, invoices): a realistic flow,
// and the opening balance that makes the books meet the seeded balance is rarely below OPENING_FLOOR.
const TEMPLATES: readonly Template[] = [
  {
    type: 'cardPurchase',
    dir: 'out',
    weight: 312,
    min: '2.50',
    max: '180',
    counterparty: 'merchants',
    texts: ['Card payment {merchant}', '{merchant}', 'Online purchase {merchant}'],
    reference: 'POS-',
    refusable: true,
  },
  {
    type: 'p2p',
    dir: 'out',
    weight: 100,
    min: '5',
    max: '250',
    counterparty: 'people',
    texts: [
      'Payment to {name}',
      'Rent share {month}',
      'Dinner',
      'Concert tickets',
      'Birthday present',
      'Flat electricity {month}',
      'Babysitting',
      'Ski trip deposit',
      'Lunch',
      '+1 ticket for the match',
      '@home groceries',
    ],
    refusable: true,
  },
  {
    type: 'wire',
    dir: 'out',
    weight: 40,
    min: '150',
    max: '3000',
    counterparty: 'people',
    texts: ['Wire transfer to {name}', 'Invoice {n}', 'Tuition fee {month}', 'Deposit for apartment'],
    feeFixed: '5.00',
    feeRate: '0.001',
    reference: 'RF18-',
    refusable: true,
  },
  {
    type: 'eft',
    dir: 'out',
    weight: 60,
    min: '20',
    max: '1500',
    counterparty: 'people',
    texts: ['Bank transfer to {name}', 'Invoice {n}', 'Utilities {month}', 'Insurance premium {month}'],
    feeFixed: '0.50',
    reference: 'EFT-',
    refusable: true,
  },
  {
    type: 'oct',
    dir: 'out',
    weight: 25,
    min: '20',
    max: '800',
    counterparty: 'people',
    texts: ['Payout to card •••• {last4}'],
    feeFixed: '1.00',
    feeRate: '0.015',
    refusable: true,
  },
  {
    type: 'crypto_eft',
    dir: 'out',
    weight: 15,
    min: '50',
    max: '1000',
    counterparty: 'wallet',
    texts: ['Crypto withdrawal USDT (TRC20)', 'Crypto withdrawal USDC (ERC20)'],
    feeRate: '0.01',
    reference: '0x',
    refusable: true,
  },
  {
    type: 'instant_payment',
    dir: 'out',
    weight: 40,
    min: '5',
    max: '500',
    counterparty: 'people',
    texts: ['Instant payment to {name}', 'Shared taxi', 'Groceries {month}'],
    feeFixed: '0.20',
    reference: 'INST-',
    refusable: true,
  },
  {
    type: 'interac',
    dir: 'out',
    weight: 15,
    min: '10',
    max: '400',
    counterparty: 'people',
    texts: ['Interac e-Transfer to {name}'],
    refusable: true,
  },
  {
    type: 'cardLoad',
    dir: 'out',
    weight: 30,
    min: '20',
    max: '300',
    counterparty: 'bank',
    texts: ['Prepaid card top-up •••• {last4}', 'Virtual card load •••• {last4}'],
    feeFixed: '1.00',
    refusable: true,
  },
  {
    type: 'fee',
    dir: 'out',
    weight: 25,
    min: '4.90',
    max: '4.90',
    counterparty: 'bank',
    texts: ['Monthly account fee {month}'],
  },
  {
    type: 'fee',
    dir: 'out',
    weight: 10,
    min: '2',
    max: '15',
    counterparty: 'bank',
    texts: ['Card replacement fee', 'Wire investigation fee', 'Paper statement fee'],
  },
  {
    type: 'exchange',
    dir: 'out',
    weight: 20,
    min: '20',
    max: '500',
    counterparty: 'own',
    texts: ['Currency exchange {from} → {to}'],
    own: true,
  },
  {
    type: 'betweenAccounts',
    dir: 'out',
    weight: 15,
    min: '20',
    max: '400',
    counterparty: 'own',
    texts: ['Transfer to my {to} account'],
    own: true,
  },
  {
    type: 'deposit',
    dir: 'in',
    weight: 40,
    min: '600',
    max: '3200',
    counterparty: 'employers',
    texts: ['Salary {month}', 'Salary {month}', 'Bonus payment', 'Expense reimbursement'],
    reference: 'SAL-',
  },
  {
    type: 'deposit',
    dir: 'in',
    weight: 13,
    min: '20',
    max: '500',
    counterparty: 'bank',
    texts: ['Cash deposit', 'Top-up from card •••• {last4}'],
  },
  {
    type: 'p2p',
    dir: 'in',
    weight: 90,
    min: '5',
    max: '300',
    counterparty: 'people',
    texts: [
      'Payment from {name}',
      'Rent share {month}',
      'Dinner',
      'Thanks!',
      'Concert tickets',
      'Holiday flat share',
      'Car sharing {month}',
      'Wedding gift',
      'Football club fee',
      '=Half of the hotel',
    ],
  },
  {
    type: 'wire',
    dir: 'in',
    weight: 25,
    min: '200',
    max: '2500',
    counterparty: 'people',
    texts: ['Incoming wire from {name}', 'Invoice {n} paid'],
    reference: 'RF18-',
    refusable: true,
  },
  {
    type: 'eft',
    dir: 'in',
    weight: 25,
    min: '20',
    max: '1200',
    counterparty: 'people',
    texts: ['Bank transfer from {name}', 'Invoice {n} paid'],
    reference: 'EFT-',
  },
  {
    type: 'instant_payment',
    dir: 'in',
    weight: 30,
    min: '5',
    max: '400',
    counterparty: 'people',
    texts: ['Instant payment from {name}'],
    reference: 'INST-',
  },
  {
    type: 'interac',
    dir: 'in',
    weight: 10,
    min: '10',
    max: '300',
    counterparty: 'people',
    texts: ['Interac e-Transfer from {name}'],
  },
  {
    type: 'refund',
    dir: 'in',
    weight: 30,
    min: '3',
    max: '150',
    counterparty: 'merchants',
    texts: ['Refund {merchant}', 'Returned order {merchant}'],
    reference: 'RFD-',
  },
  {
    type: 'crypto_eft',
    dir: 'in',
    weight: 10,
    min: '50',
    max: '900',
    counterparty: 'wallet',
    texts: ['Crypto deposit USDT (TRC20)'],
    reference: '0x',
  },
  {
    type: 'exchange',
    dir: 'in',
    weight: 10,
    min: '20',
    max: '500',
    counterparty: 'own',
    texts: ['Currency exchange {from} → {to}'],
    own: true,
  },
  {
    type: 'betweenAccounts',
    dir: 'in',
    weight: 10,
    min: '20',
    max: '400',
    counterparty: 'own',
    texts: ['Transfer from my {from} account'],
    own: true,
  },
];

/** The templates as the SQL reads them: each owns the range [lo, hi) of a number from 0 to 999. */
function templateRows() {
  let lo = 0;
  const rows = TEMPLATES.map((template) => {
    const row = {
      lo,
      hi: lo + template.weight,
      type: template.type,
      dir: template.dir,
      min_amount: template.min,
      max_amount: template.max,
      counterparty: template.counterparty,
      texts: template.texts,
      fee_fixed: template.feeFixed ?? '0',
      fee_rate: template.feeRate ?? '0',
      reference: template.reference ?? null,
      refusable: template.refusable ?? false,
      own: template.own ?? false,
    };
    lo = row.hi;
    return row;
  });
  if (lo !== 1000) throw new Error(`Transaction template weights add up to ${lo}, not 1000`);
  return rows;
}

/** The range of the templates of money coming from outside (TEMPLATES lists them together). */
function incomingFromOutside(rows: ReturnType<typeof templateRows>): { lo: number; hi: number } {
  const incoming = rows.filter((row) => row.dir === 'in' && !row.own);
  const lo = Math.min(...incoming.map((row) => row.lo));
  const hi = Math.max(...incoming.map((row) => row.hi));
  if (incoming.reduce((sum, row) => sum + row.hi - row.lo, 0) !== hi - lo)
    throw new Error('The templates of incoming money from outside must follow each other');
  return { lo, hi };
}

interface AccountRow {
  id: number;
  currencyCode: string;
}

/** A plan with its accounts found: what one row of the SQL's `plans` table holds. */
interface ResolvedPlan {
  plan: HistoryPlan;
  main: AccountRow;
  second: AccountRow;
  /** When the customer joined: the history starts after it. */
  since: Date;
}

/** The numbers of one plan the SQL works with: its accounts, system accounts and time steps. */
function planRow({ plan, main, second, since }: ResolvedPlan, now: Date) {
  const spanSeconds = Math.max(
    30 * 86_400,
    Math.floor(Math.min(HISTORY_SPAN_DAYS * DAY_MS, now.getTime() - since.getTime() - 7 * DAY_MS) / 1000),
  );
  const stepSeconds = spanSeconds / plan.count;
  return {
    customer_id: plan.customerId,
    salt: plan.salt,
    count: plan.count,
    second_share: plan.secondShare,
    own_name: plan.ownName,
    main_id: main.id,
    main_currency: main.currencyCode,
    second_id: second.id,
    second_currency: second.currencyCode,
    main_clearing: systemAccountId('clearing', main.currencyCode),
    second_clearing: systemAccountId('clearing', second.currencyCode),
    main_fees: systemAccountId('fees', main.currencyCode),
    second_fees: systemAccountId('fees', second.currencyCode),
    main_exchange: systemAccountId('exchange', main.currencyCode),
    second_exchange: systemAccountId('exchange', second.currencyCode),
    step: stepSeconds,
    jitter: Math.max(1, Math.floor(stepSeconds)),
    // The newest few are money arriving from outside, still processing.
    processing_newest: Math.max(3, Math.ceil(plan.count / 100)),
  };
}

/**
 * Writes every plan's journals and entries with a handful of statements, whatever the counts: the rows into a
 * temporary table, then journals and entries from it. Journal ids follow time (the oldest gets the lowest),
 * after the highest id there is; the identity sequence is moved past them.
 */
async function seedGeneratedHistory(db: Database, plans: ResolvedPlan[], now: Date): Promise<void> {
  const rows = plans.filter((resolved) => resolved.plan.count > 0).map((resolved) => planRow(resolved, now));
  if (rows.length === 0) return;
  // The newest line is a few minutes old; each older one a step further back, give or take a step.
  const anchor = new Date(Math.floor(now.getTime() / 1000) * 1000 - 5 * 60_000);
  const templates = templateRows();
  const incoming = incomingFromOutside(templates);

  await db.execute(sql`drop table if exists seed_history_rows`);
  await db.execute(sql`
    create temp table seed_history_rows on commit drop as
    with
      plans as (
        select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as p(
          customer_id int, salt text, count int, second_share int, own_name text,
          main_id int, main_currency text, second_id int, second_currency text,
          main_clearing int, second_clearing int, main_fees int, second_fees int,
          main_exchange int, second_exchange int, step float8, jitter int, processing_newest int)
      ),
      g as (
        select p.*, i, md5(p.salt || ':' || i) as h1, md5(p.salt || ':' || i || ':2') as h2
        from plans p cross join lateral generate_series(0, p.count - 1) as i
      ),
      r as (
        select g.*,
          ('x' || substr(h1, 9, 7))::bit(28)::int as r2,
          ('x' || substr(h1, 17, 7))::bit(28)::int as r3,
          ('x' || substr(h1, 25, 7))::bit(28)::int as r4,
          ('x' || substr(h2, 1, 7))::bit(28)::int as r5,
          ('x' || substr(h2, 9, 7))::bit(28)::int as r6,
          ('x' || substr(h2, 17, 7))::bit(28)::int as r7,
          ('x' || substr(h2, 25, 7))::bit(28)::int as r8,
          -- The template: any by weight; for the newest few, one of money arriving from outside.
          case
            when i < processing_newest
              then ${incoming.lo}::int + ('x' || substr(h1, 1, 7))::bit(28)::int % ${incoming.hi - incoming.lo}::int
            else ('x' || substr(h1, 1, 7))::bit(28)::int % 1000
          end as pick
        from g
      ),
      t as (
        select * from jsonb_to_recordset(${JSON.stringify(templates)}::jsonb) as t(
          lo int, hi int, type text, dir text, min_amount numeric, max_amount numeric, counterparty text,
          texts jsonb, fee_fixed numeric, fee_rate numeric, reference text, refusable boolean, own boolean)
      ),
      people as (
        select (p.ordinality - 1)::int as idx, p.value ->> 'name' as name, p.value ->> 'email' as email
        from jsonb_array_elements(${JSON.stringify(DEMO_COUNTERPARTIES)}::jsonb) with ordinality as p(value, ordinality)
      ),
      merchants as (
        select (ordinality - 1)::int as idx, name
        from jsonb_array_elements_text(${JSON.stringify(MERCHANTS)}::jsonb) with ordinality as m(name)
      ),
      employers as (
        select (ordinality - 1)::int as idx, name
        from jsonb_array_elements_text(${JSON.stringify(EMPLOYERS)}::jsonb) with ordinality as e(name)
      ),
      picked as (
        select r.*, t.type, t.dir, t.counterparty, t.own, t.refusable, t.reference as reference_prefix,
          t.texts ->> (r.r2 % jsonb_array_length(t.texts)) as text,
          -- Squared, so small amounts are more common than large ones.
          round(t.min_amount + (t.max_amount - t.min_amount) * power(r.r3 / 268435456.0, 2), 2) as amount,
          t.fee_fixed, t.fee_rate,
          (not t.own and r.r5 % 100 < r.second_share) as on_second,
          round(${LOWEST_EXCHANGE_RATE}::numeric + (r.r7 % 900) / 10000.0, 4) as rate,
          ${anchor.toISOString()}::timestamptz
            - make_interval(secs => floor(r.i * r.step) + least(r.i, 1) * (r.r8 % r.jitter)) as created_at
        from r join t on r.pick >= t.lo and r.pick < t.hi
      ),
      lines as (
        select p.*,
          case
            -- Incoming money only: nothing is held, so the pending amounts stay as seeded.
            when p.i < p.processing_newest then 'processing'
            when p.refusable and p.r6 % 1000 < 35 then 'refused'
            else 'completed'
          end as status
        from picked p
      )
    select
      (select greatest(coalesce(max(id), 0) + 1, ${FIRST_JOURNAL_ID}::bigint) from journals)
        + row_number() over (order by l.created_at, l.customer_id, l.i) - 1 as journal_id,
      l.customer_id, l.i, l.type, l.dir, l.status, l.own, l.created_at, l.amount,
      l.main_id, l.main_currency, l.main_exchange, l.second_id, l.second_currency, l.second_exchange,
      case when l.on_second then l.second_id else l.main_id end as account_id,
      case when l.on_second then l.second_currency else l.main_currency end as currency_code,
      case when l.on_second then l.second_clearing else l.main_clearing end as clearing_id,
      case when l.on_second then l.second_fees else l.main_fees end as fees_id,
      case when l.dir = 'out' then -l.amount else l.amount end as signed_amount,
      case when l.own then round(l.amount * l.rate, 2) end as second_amount,
      case
        when not l.own then null
        when l.dir = 'out' then l.rate
        else round(l.amount / round(l.amount * l.rate, 2), 6)
      end as exchange_rate,
      case
        when l.dir = 'out' and l.status <> 'refused' and (l.fee_fixed > 0 or l.fee_rate > 0)
          then greatest(l.fee_fixed, round(l.amount * l.fee_rate, 2))
        else 0
      end as fee,
      case l.counterparty
        when 'people' then pe.name
        when 'merchants' then me.name
        when 'employers' then em.name
        when 'bank' then 'Sandbox Bank'
        when 'own' then l.own_name
        else 'Wallet T' || upper(substr(l.h2, 1, 10))
      end as counterparty_name,
      case when l.counterparty = 'people' then pe.email end as counterparty_email,
      replace(replace(replace(replace(replace(replace(replace(l.text,
        '{name}', coalesce(pe.name, '')),
        '{merchant}', coalesce(me.name, '')),
        '{month}', to_char(l.created_at at time zone 'UTC', 'FMMonth YYYY')),
        '{last4}', lpad((l.r7 % 10000)::text, 4, '0')),
        '{n}', (1000 + l.r6 % 9000)::text),
        '{from}', case when l.dir = 'out' then l.main_currency else l.second_currency end),
        '{to}', case when l.dir = 'out' then l.second_currency else l.main_currency end)
        as description,
      case
        when l.reference_prefix = '0x' then '0x' || substr(l.h2, 1, 16)
        when l.reference_prefix is not null
          then l.reference_prefix || lpad(((l.r7::bigint * 7 + l.r3) % 1000000)::text, 6, '0')
      end as reference
    from lines l
    left join people pe on pe.idx = l.r4 % ${DEMO_COUNTERPARTIES.length}::int
    left join merchants me on me.idx = l.r4 % ${MERCHANTS.length}::int
    left join employers em on em.idx = l.r4 % ${EMPLOYERS.length}::int
  `);
  await db.execute(sql`
    insert into journals (id, customer_id, type, status, description, counterparty_name, counterparty_email,
      reference, fee, exchange_rate, idempotency_key, created_at)
    select journal_id, customer_id, type, status, description, counterparty_name, counterparty_email,
      reference, fee, exchange_rate, ${GENERATED_KEY_PREFIX} || i, created_at
    from seed_history_rows
  `);
  // Own transfers: main and second account through the exchange accounts of both currencies (4 entries);
  // the rest: the account and clearing (fees for a fee), and the fee's two entries when there is one.
  await db.execute(sql`
    insert into ledger_entries (journal_id, account_id, currency_code, amount, kind, created_at)
    select journal_id, account_id, currency_code, signed_amount, 'principal', created_at
      from seed_history_rows where not own
    union all
    select journal_id, case when type = 'fee' then fees_id else clearing_id end, currency_code, -signed_amount,
        'principal', created_at
      from seed_history_rows where not own
    union all
    select journal_id, account_id, currency_code, -fee, 'fee', created_at from seed_history_rows where fee > 0
    union all
    select journal_id, fees_id, currency_code, fee, 'fee', created_at from seed_history_rows where fee > 0
    union all
    select journal_id, main_id, main_currency, signed_amount, 'principal', created_at
      from seed_history_rows where own
    union all
    select journal_id, main_exchange, main_currency, -signed_amount, 'principal', created_at
      from seed_history_rows where own
    union all
    select journal_id, second_id, second_currency,
        case when dir = 'out' then second_amount else -second_amount end, 'principal', created_at
      from seed_history_rows where own
    union all
    select journal_id, second_exchange, second_currency,
        case when dir = 'out' then -second_amount else second_amount end, 'principal', created_at
      from seed_history_rows where own
  `);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('journals', 'id'), (select max(id) from journals))`,
  );
  await db.execute(sql`drop table seed_history_rows`);
}

interface SeedPosting {
  accountId: number;
  currencyCode: string;
  amount: Decimal;
  kind?: 'principal' | 'fee';
}

/** A journal made by hand (a few per seed), with its idempotency key to find its id again. */
interface HandMadeJournal {
  journal: Omit<typeof journals.$inferInsert, 'id' | 'createdAt' | 'idempotencyKey'> & {
    createdAt: Date;
    idempotencyKey: string;
  };
  postings: SeedPosting[];
}

/** Writes hand-made journals with two statements; each one's entries must sum to zero per currency. */
async function insertJournals(db: Database, list: HandMadeJournal[]): Promise<void> {
  if (list.length === 0) return;
  for (const { journal, postings } of list) {
    const sums = new Map<string, Decimal>();
    for (const posting of postings)
      sums.set(posting.currencyCode, (sums.get(posting.currencyCode) ?? new Decimal(0)).plus(posting.amount));
    for (const [currencyCode, sum] of sums)
      if (!sum.isZero())
        throw new Error(
          `Seed journal ${journal.idempotencyKey}: ${currencyCode} entries sum to ${sum.toFixed()}`,
        );
  }
  const rows = await db
    .insert(journals)
    .values(list.map((item) => item.journal))
    .returning({ id: journals.id, key: journals.idempotencyKey });
  const idOf = new Map(rows.map((row) => [row.key, row.id]));
  await db.insert(ledgerEntries).values(
    list.flatMap(({ journal, postings }) =>
      postings.map((posting) => ({
        journalId: idOf.get(journal.idempotencyKey)!,
        accountId: posting.accountId,
        currencyCode: posting.currencyCode,
        amount: posting.amount.toFixed(),
        kind: posting.kind ?? 'principal',
        createdAt: journal.createdAt,
      })),
    ),
  );
}

/** Money between a customer account and the outside world (clearing), with its fee when there is one. */
function externalPostings(
  accountId: number,
  currencyCode: string,
  signedAmount: Decimal,
  fee = new Decimal(0),
): SeedPosting[] {
  const postings: SeedPosting[] = [
    { accountId, currencyCode, amount: signedAmount },
    { accountId: systemAccountId('clearing', currencyCode), currencyCode, amount: signedAmount.negated() },
  ];
  if (fee.greaterThan(0)) {
    postings.push(
      { accountId, currencyCode, amount: fee.negated(), kind: 'fee' },
      { accountId: systemAccountId('fees', currencyCode), currencyCode, amount: fee, kind: 'fee' },
    );
  }
  return postings;
}

/** Amounts at and above this are held by a pending wire, below by a card payment waiting for clearing. */
const PENDING_WIRE_FROM = new Decimal(500);
const PENDING_WIRE_FEE = new Decimal('5.00');

/**
 * Makes every customer account agree with the ledger (schema-ledger.ts): a pending amount nothing holds gets a
 * processing journal holding it, and what the balance has beyond its entries becomes an opening balance. An account
 * with a generated history whose opening would fall below OPENING_FLOOR first moves the difference to savings.
 */
async function reconcileAccounts(
  db: Database,
  now: Date,
  generated: ReadonlyMap<number, HistoryPlan>,
): Promise<void> {
  const rows = await db
    .select({
      id: accounts.id,
      customerId: accounts.customerId,
      currencyCode: accounts.currencyCode,
      balance: accounts.balance,
      pendingAmount: accounts.pendingAmount,
      joined: customers.createdAt,
      completed: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${journals.status} = 'completed'), 0)::text`,
      held: sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${journals.status} = 'processing' and ${ledgerEntries.amount} < 0), 0)::text`,
      oldest: sql<Date | null>`min(${ledgerEntries.createdAt})`.mapWith(ledgerEntries.createdAt),
      newest: sql<Date | null>`max(${ledgerEntries.createdAt})`.mapWith(ledgerEntries.createdAt),
    })
    .from(accounts)
    .innerJoin(customers, eq(customers.id, accounts.customerId))
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, accounts.id))
    .leftJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .where(sql`${accounts.customerId} <> ${SYSTEM_CUSTOMER_ID}`)
    .groupBy(accounts.id, customers.createdAt)
    .orderBy(accounts.id);

  const handMade: HandMadeJournal[] = [];
  const add = (journal: HandMadeJournal['journal'], postings: SeedPosting[]) =>
    handMade.push({ journal, postings });
  for (const account of rows) {
    const { id: accountId, customerId, currencyCode } = account;
    const key = (what: string) => `${SEED_KEY_PREFIX}${what}:${accountId}`;
    // `held` is the (negative) sum of the outgoing entries of processing journals.
    let held = new Decimal(account.held);
    const gap = new Decimal(account.pendingAmount).plus(held);
    if (gap.isNegative())
      throw new Error(`Account ${accountId}: processing journals hold more than its pending amount`);
    if (gap.greaterThan(0)) {
      if (gap.greaterThanOrEqualTo(PENDING_WIRE_FROM)) {
        const payee = DEMO_COUNTERPARTIES[DEMO_COUNTERPARTIES.length - 1]!;
        add(
          {
            customerId,
            type: 'wire',
            status: 'processing',
            description: `Invoice ${now.getUTCFullYear()}-118`,
            counterpartyName: payee.name,
            counterpartyEmail: payee.email,
            reference: `RF18-${String(accountId).slice(-6)}`,
            fee: PENDING_WIRE_FEE.toFixed(2),
            idempotencyKey: key('pending'),
            createdAt: new Date(now.getTime() - 26 * 60 * 60_000),
          },
          externalPostings(accountId, currencyCode, gap.minus(PENDING_WIRE_FEE).negated(), PENDING_WIRE_FEE),
        );
      } else {
        add(
          {
            customerId,
            type: 'cardPurchase',
            status: 'processing',
            description: 'Card payment Deutsche Bahn',
            counterpartyName: 'Deutsche Bahn',
            reference: `POS-${String(accountId).slice(-6)}`,
            idempotencyKey: key('pending'),
            createdAt: new Date(now.getTime() - 3 * 60 * 60_000),
          },
          externalPostings(accountId, currencyCode, gap.negated()),
        );
      }
      held = held.minus(gap);
    }

    let opening = new Decimal(account.balance).minus(account.completed).minus(held);
    const plan = generated.get(accountId);
    if (plan && account.oldest && account.newest && opening.lessThan(OPENING_FLOOR)) {
      // Round hundreds, as a person would move them.
      const savings = OPENING_FLOOR.minus(opening).dividedBy(100).ceil().times(100).plus(1000);
      add(
        {
          customerId,
          type: 'wire',
          status: 'completed',
          description: 'Transfer to savings account',
          counterpartyName: plan.ownName,
          reference: `SAV-${accountId}`,
          idempotencyKey: key('savings'),
          createdAt: new Date((account.oldest.getTime() + account.newest.getTime()) / 2),
        },
        externalPostings(accountId, currencyCode, savings.negated()),
      );
      opening = opening.plus(savings);
    }
    if (opening.isZero()) continue;
    // Dated when the customer joined, or just before the account's first line if that is earlier.
    const joined = account.joined.getTime();
    const openedAt = new Date(
      account.oldest ? Math.min(joined, account.oldest.getTime() - DAY_MS) : Math.min(joined, now.getTime()),
    );
    add(
      opening.isPositive()
        ? {
            customerId,
            type: 'deposit',
            status: 'completed',
            description: 'Opening balance',
            counterpartyName: 'Sandbox Bank',
            idempotencyKey: key('opening'),
            createdAt: openedAt,
          }
        : {
            // A pre-payment account starts below zero: the advance already drawn.
            customerId,
            type: 'wire',
            status: 'completed',
            description: 'Opening balance: advance drawn',
            counterpartyName: 'Sandbox Bank',
            idempotencyKey: key('opening'),
            createdAt: openedAt,
          },
      externalPostings(accountId, currencyCode, opening),
    );
  }
  await insertJournals(db, handMade);
}

/** A small deterministic generator (mulberry32), so the batch files are the same on every seed. */
function randomSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const BATCH_NAMES: Record<BatchType, string[]> = {
  p2p: ['Affiliate payouts', 'Team bonuses'],
  wire: ['Supplier payments', 'Rent and utilities'],
  eft: ['Contractor invoices', 'Payroll'],
  oct: ['Card refunds', 'Cashback payouts'],
  crypto: ['Crypto payouts'],
  instant: ['Instant payouts'],
  interac: ['Canadian partners'],
  global: ['Global freelancers', 'Creators payout'],
};

/** The header of each mass-transfer file type (spec 02 §4 "Mass transfer": uploaded file or pasted text). */
const BATCH_HEADERS: Record<BatchType, string> = {
  p2p: 'email,amount,currency,note',
  wire: 'beneficiary_name,iban,swift,amount,currency,reference',
  eft: 'beneficiary_name,account_number,bank_code,amount,currency,reference',
  oct: 'card_holder,card_number,amount,currency',
  crypto: 'wallet_address,network,amount,currency',
  instant: 'beneficiary_name,instant_key,key_type,amount,currency',
  interac: 'name,email,amount,currency,message',
  global: 'beneficiary_name,email,country,amount,currency,description',
};

const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function batchLine(
  type: BatchType,
  random: () => number,
  amount: string,
  currencyCode: string,
  label: string,
): string {
  const person = DEMO_COUNTERPARTIES[Math.floor(random() * DEMO_COUNTERPARTIES.length)]!;
  const digits = (length: number) => Array.from({ length }, () => Math.floor(random() * 10)).join('');
  const fields: Record<BatchType, () => string[]> = {
    p2p: () => [person.email, amount, currencyCode, label],
    wire: () => [person.name, `DE${digits(20)}`, 'COBADEFFXXX', amount, currencyCode, `INV-${digits(5)}`],
    eft: () => [person.name, digits(10), digits(3), amount, currencyCode, `INV-${digits(5)}`],
    oct: () => [person.name, `411111******${digits(4)}`, amount, currencyCode],
    crypto: () => [
      `T${Array.from({ length: 33 }, () => BASE58[Math.floor(random() * BASE58.length)]).join('')}`,
      'TRC20',
      amount,
      currencyCode,
    ],
    instant: () => [person.name, person.email, 'email', amount, currencyCode],
    interac: () => [person.name, person.email, amount, currencyCode, label],
    global: () => [
      person.name,
      person.email,
      ['BR', 'IN', 'PH', 'MX', 'NG', 'UA', 'RO', 'PT'][Math.floor(random() * 8)]!,
      amount,
      currencyCode,
      label,
    ],
  };
  return fields[type]().map(csvField).join(',');
}

interface BatchPlan {
  customerId: number;
  accountIds: number[];
  count: number;
  seed: number;
}

/** ~45 batches for bianca.business and ~25 for anna (issue 4): every type, every status, files that add up. */
async function seedBatchTransfers(db: Database, now: Date): Promise<void> {
  const plans: BatchPlan[] = [
    { customerId: 20003, accountIds: [100008, 100009], count: 45, seed: 20003 },
    { customerId: 20001, accountIds: [100001, 100002], count: 25, seed: 20001 },
  ];
  const ids = plans.flatMap((plan) => plan.accountIds);
  const existing = await db
    .select({ id: accounts.id, customerId: accounts.customerId, currencyCode: accounts.currencyCode })
    .from(accounts)
    .where(inArray(accounts.id, ids));
  const byId = new Map(existing.map((row) => [row.id, row]));
  const rows: (typeof batchTransfers.$inferInsert)[] = [];
  const statuses: BatchTransfer['status'][] = ['completed', 'partiallyCompleted', 'refused'];
  for (const plan of plans) {
    const random = randomSource(plan.seed);
    for (let index = 0; index < plan.count; index += 1) {
      const account = byId.get(plan.accountIds[index % 3 === 2 ? 1 : 0]!);
      if (!account || account.customerId !== plan.customerId) continue;
      // Every type in turn; newest first, about two years back; the newest still processing.
      const type = BATCH_TYPES[index % BATCH_TYPES.length]!;
      const createdAt = new Date(
        now.getTime() - (index * 15 + 1) * DAY_MS - Math.floor(random() * 12 * 60) * 60_000,
      );
      const roll = random();
      const status: BatchTransfer['status'] =
        index < 2 ? 'processing' : roll < 0.65 ? statuses[0]! : roll < 0.82 ? statuses[1]! : statuses[2]!;
      const month = `${MONTHS[createdAt.getUTCMonth()]} ${createdAt.getUTCFullYear()}`;
      const names = BATCH_NAMES[type];
      const name = `${names[index % names.length]} ${month}`;
      const count = 3 + Math.floor(random() * (type === 'global' || type === 'p2p' ? 38 : 18));
      let total = new Decimal(0);
      const lines = [BATCH_HEADERS[type]];
      for (let line = 0; line < count; line += 1) {
        const amount = new Decimal(1000 + Math.floor(random() * 89_000)).dividedBy(100);
        total = total.plus(amount);
        lines.push(batchLine(type, random, amount.toFixed(2), account.currencyCode, `${names[0]} ${month}`));
      }
      rows.push({
        customerId: plan.customerId,
        accountId: account.id,
        name,
        type,
        status,
        count,
        totalAmount: total.toFixed(2),
        currencyCode: account.currencyCode,
        fileName: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.csv`,
        content: `${lines.join('\r\n')}\r\n`,
        createdAt,
      });
    }
  }
  if (rows.length > 0) await db.insert(batchTransfers).values(rows);
}

/**
 * Seeds the demo history and batch transfers once; running it again changes nothing. `count` is
 * the size of anna.simple's history (config `demoHistoryTransactions`).
 */
export async function seedHistoryDemoData(db: Database, count: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [seeded] = await tx
      .select({ id: journals.id })
      .from(journals)
      .where(like(journals.idempotencyKey, `${SEED_KEY_PREFIX}%`))
      .limit(1);
    if (seeded) return;

    const plans = historyPlans(count);
    const planAccounts = await tx
      .select({
        id: accounts.id,
        customerId: accounts.customerId,
        currencyCode: accounts.currencyCode,
        joined: customers.createdAt,
      })
      .from(accounts)
      .innerJoin(customers, eq(customers.id, accounts.customerId))
      .where(
        inArray(
          accounts.id,
          plans.flatMap((plan) => [plan.mainAccountId, plan.secondAccountId]),
        ),
      );
    const byId = new Map(planAccounts.map((row) => [row.id, row]));
    const resolved: ResolvedPlan[] = [];
    const generated = new Map<number, HistoryPlan>();
    for (const plan of plans) {
      const main = byId.get(plan.mainAccountId);
      const second = byId.get(plan.secondAccountId);
      if (main?.customerId !== plan.customerId || second?.customerId !== plan.customerId) continue;
      resolved.push({ plan, main, second, since: main.joined });
      generated.set(main.id, plan).set(second.id, plan);
    }
    await seedGeneratedHistory(tx, resolved, now);
    await reconcileAccounts(tx, now, generated);
    await seedBatchTransfers(tx, now);
    // Entries were written here without postJournal: fresh ledger stamps, so that no history answer kept from
    // before the seed is taken for the seeded ledger (ledger.ts, stampAccounts).
    await tx
      .update(accounts)
      .set({ ledgerStamp: sql`nextval('ledger_stamps')` })
      .where(ne(accounts.customerId, SYSTEM_CUSTOMER_ID));
  });
}
