import Decimal from 'decimal.js';
import { postJournal, systemAccountId } from '../../../money/ledger';
import { ipnBody } from './service';
import { randomToken, sha256Hex } from '../../../platform/lib/crypto';
import type { Database } from '../../../platform/db/client';
import { MERCHANT_DEMO } from '../../../platform/db/merchant-personas';
import * as toolsTables from './tables';
import { FIRST, LAST, LOGO_PNGS, PAYERS, PAYMENT_AMOUNTS, PLANS } from './seed-data';
import {
  demoPaymentAccount,
  FULL_ACCESS,
  insertDemoRows,
  presentDemoEmails,
  verifiedDemoBusiness,
} from '../../../platform/db/seed-helpers';

/** Mia's EUR balance once her seeded payments are in. */
export const MIA_EUR_BALANCE = '12500.00';

/** Access right 1 (spec 01 §3): reads only. */
const READ_ONLY = 1;

const business = (id: number, businessName: string, residenceCountryCode: string) =>
  verifiedDemoBusiness(id, businessName, residenceCountryCode, new Date('2024-03-01T09:00:00Z'));

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo's IPN URL: a name that never resolves, so a post fails without reaching anyone. */
const MIA_NOTIFY_URL = 'https://shop.mias-market.example/ipn';

function miaPayments(now: number) {
  const payers = PAYERS.flatMap(([email, name, times]) =>
    Array.from({ length: times }, () => ({ email, name })),
  );
  // Interleaved so that every page has several payers: the k-th payment is k*2+1 days old.
  return payers
    .map((payer, index) => ({ ...payer, order: (index * 7) % payers.length }))
    .sort((a, b) => a.order - b.order)
    .map((payer, k) => ({
      ...payer,
      amount: PAYMENT_AMOUNTS[k % PAYMENT_AMOUNTS.length]!,
      at: new Date(now - (k * 2 + 1) * DAY_MS - (k % 5) * 3_600_000),
    }));
}

/** Mia's merchant rows; `journalIds` are her seeded payments' journals, oldest last. */
async function seedMiaData(tx: Database, now: number, payments: ReturnType<typeof miaPayments>) {
  const C = MERCHANT_DEMO.mia.customerId;
  const EUR = MERCHANT_DEMO.mia.eurAccountId;
  const USD = MERCHANT_DEMO.mia.usdAccountId;
  const at = (days: number) => new Date(now + days * DAY_MS);

  const journalIds: number[] = [];
  for (const payment of payments) {
    const { journalId } = await postJournal(tx, {
      customerId: C,
      type: 'p2p',
      status: 'completed',
      description: `Payment from ${payment.name}`,
      counterpartyName: payment.name,
      counterpartyEmail: payment.email,
      createdAt: payment.at,
      postings: [
        {
          accountId: systemAccountId('clearing', 'EUR'),
          amount: new Decimal(payment.amount).negated().toFixed(),
        },
        { accountId: EUR, amount: payment.amount },
      ],
    });
    journalIds.push(journalId);
  }

  const ipnSecretHash = sha256Hex('ipnsk_demo-mias-market');
  await tx.insert(toolsTables.merchantIpnSettings).values({
    customerId: C,
    notifyUrl: MIA_NOTIFY_URL,
    notifyStatusId: 1,
    statusId: 1,
    secretHash: ipnSecretHash,
    updatedAt: at(-90),
  });
  await tx.insert(toolsTables.merchantIpnMessages).values(
    payments.map((payment, k) => {
      const failed = k % 10 === 3;
      const sent = k % 10 === 1 || k % 10 === 5;
      const id = 4001 + k;
      return {
        id,
        customerId: C,
        transactionId: journalIds[k]!,
        amount: payment.amount,
        currencyCode: 'EUR',
        payerEmail: payment.email,
        notifyUrl: MIA_NOTIFY_URL,
        status: failed ? 'failed' : sent ? 'sent' : 'confirmed',
        body: ipnBody(
          {
            ipn_id: String(id),
            transaction_id: String(journalIds[k]),
            merchant_id: String(C),
            amount: payment.amount,
            currency: 'EUR',
            payer_email: payment.email,
            payer_name: payment.name,
            payment_status: 'Completed',
            payment_date: payment.at.toISOString(),
            notify_version: '1',
          },
          ipnSecretHash,
        ),
        responseStatus: failed ? 500 : 200,
        responseBody: failed ? 'Internal Server Error' : 'OK',
        attempts: failed ? 3 : 1,
        createdAt: new Date(payment.at.getTime() + 1000),
        confirmedAt: failed || sent ? null : new Date(payment.at.getTime() + 5 * 60_000),
      };
    }),
  );
  const paymentAt = (email: string) => payments.find((payment) => payment.email === email)!.at;
  const event = (email: string, kind: 'refund' | 'dispute', amount: string, after: number) => ({
    customerId: C,
    email,
    kind,
    amount,
    currencyCode: 'EUR',
    occurredAt: new Date(paymentAt(email).getTime() + after * DAY_MS),
  });
  await tx
    .insert(toolsTables.merchantPayerEvents)
    .values([
      event('victor.chargeback@example.net', 'dispute', '89.90', 1),
      event('victor.chargeback@example.net', 'dispute', '89.90', 1.5),
      event('paul.returns@example.org', 'refund', '45.00', 0.5),
      event('paul.returns@example.org', 'refund', '12.50', 0.6),
      event('paul.returns@example.org', 'refund', '27.30', 0.7),
      event('nina.late@example.com', 'refund', '64.00', 0.5),
      event('nina.late@example.com', 'dispute', '64.00', 0.8),
      event('tom.bulk@example.org', 'refund', '9.99', 0.5),
    ]);

  await tx.insert(toolsTables.merchantSubscriptions).values(
    Array.from({ length: 60 }, (_, i) => {
      const first = FIRST[i % FIRST.length]!;
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
      const [planName, amount, period] = PLANS[i % PLANS.length]!;
      const status = i % 7 === 3 ? 'cancelled' : i % 11 === 5 ? 'pastDue' : 'active';
      return {
        id: 4001 + i,
        customerId: C,
        customerName: `${first} ${last}`,
        email: `${first}.${last}@example.com`.toLowerCase(),
        planName,
        amount,
        currencyCode: i % 6 === 5 ? 'USD' : 'EUR',
        period,
        status,
        startedAt: at(-(i * 4 + 2)),
        nextPaymentAt: status === 'active' ? at((i % 27) + 1) : status === 'pastDue' ? at(-2) : null,
        cancelledAt: status === 'cancelled' ? at(-((i % 5) + 1)) : null,
      };
    }),
  );
  await tx.insert(toolsTables.merchantInstallments).values(
    Array.from({ length: 12 }, (_, i) => {
      const count = [3, 6, 12][i % 3]!;
      const paidCount = i % 4 === 0 ? count : Math.min(count - 1, (i % count) + 1);
      const status = paidCount === count ? 'paidOff' : i % 5 === 2 ? 'overdue' : 'active';
      const first = FIRST[(i * 5) % FIRST.length]!;
      const last = LAST[i % LAST.length]!;
      return {
        id: 4001 + i,
        customerId: C,
        customerName: `${first} ${last}`,
        email: `${first}.${last}@example.org`.toLowerCase(),
        description: ['Espresso machine', 'Catering for 40', 'Wine cellar starter'][i % 3]!,
        total: new Decimal(100).times(count).toFixed(2),
        paid: new Decimal(100).times(paidCount).toFixed(2),
        currencyCode: 'EUR',
        count,
        paidCount,
        nextDueDate:
          status === 'paidOff'
            ? null
            : at(status === 'overdue' ? -3 : (i % 20) + 2)
                .toISOString()
                .slice(0, 10),
        status,
        createdAt: at(-(i * 9 + 5)),
      };
    }),
  );
  const identityStatuses = ['pending', 'verified', 'rejected', 'verified', 'pending'] as const;
  await tx.insert(toolsTables.merchantIdentityVerifications).values(
    Array.from({ length: 10 }, (_, i) => {
      const status = identityStatuses[i % identityStatuses.length]!;
      const usd = i % 4 === 3;
      const first = FIRST[(i * 7) % FIRST.length]!;
      const last = LAST[(i * 3) % LAST.length]!;
      return {
        id: 4001 + i,
        customerId: C,
        accountId: usd ? USD : EUR,
        email: `${first}.${last}@example.net`.toLowerCase(),
        firstName: first,
        lastName: last,
        status,
        feeAmount: usd ? '3.00' : '2.50',
        feeCurrencyCode: usd ? 'USD' : 'EUR',
        createdAt: at(-(i * 6 + 1)),
        decidedAt: status === 'pending' ? null : at(-(i * 6)),
      };
    }),
  );

  await tx.insert(toolsTables.merchantLogos).values(
    (
      [
        [4001, "Mia's Market (colour)", true, LOGO_PNGS.colour],
        [4002, "Mia's Market (mono)", false, LOGO_PNGS.mono],
      ] as const
    ).map(([id, name, isDefault, base64]) => {
      const bytes = Buffer.from(base64, 'base64');
      return {
        id,
        customerId: C,
        name,
        isDefault,
        contentType: 'image/png',
        size: bytes.length,
        bytes,
        token: randomToken(18),
        createdAt: at(-120),
      };
    }),
  );
  const button = (id: number) => ({
    id,
    customerId: C,
    accountId: EUR,
    currencyCode: 'EUR',
    createdAt: at(-60),
    updatedAt: at(-60),
  });
  await tx.insert(toolsTables.merchantSavedButtons).values([
    {
      ...button(4001),
      name: 'Gift card 50',
      buttonType: 'buyNow',
      itemName: "Mia's Market gift card",
      itemNumber: 'GC-50',
      amount: '50.00',
      logoId: 4001,
      buttonText: 'Buy now',
      buttonColor: 'blue',
      successUrl: 'https://shop.mias-market.example/thanks',
      cancelUrl: 'https://shop.mias-market.example/cart',
    },
    {
      ...button(4002),
      name: 'Support local growers',
      buttonType: 'donate',
      itemName: 'Donation to the growers fund',
      buttonText: 'Donate',
      buttonColor: 'green',
    },
    {
      ...button(4003),
      name: 'Coffee club',
      buttonType: 'subscribe',
      itemName: 'Coffee club (monthly)',
      itemNumber: 'CC-1',
      amount: '12.00',
      period: 'month',
      logoId: 4002,
      buttonText: 'Subscribe',
      buttonColor: 'black',
    },
  ]);
  await tx.insert(toolsTables.merchantPaymentNotificationSettings).values({
    customerId: C,
    statusId: 1,
    secretHash: sha256Hex('pnsk_demo-mias-market'),
    updatedAt: at(-90),
  });
}

/**
 * The merchant tools' demo (issue 33; README) for the personas of `MERCHANT_DEMO` (platform/db/merchant-personas.ts):
 * the personas themselves, and Mia's merchant rows 4001 and on (the merchant tables start at 5001). Inserted when
 * missing: running it again changes nothing. The webhooks, API keys and allowed IPs are seeded by webhooks/seed.ts
 * with these ids.
 *
 * Mia's data: 40 payments from 10 payers on the ledger (booked on her side, so the reputation page has its rows) with
 * an IPN message each (2 pages of 25: confirmed, sent, failed), refunds and disputes on record, 60 subscribers (2 pages
 * of 50, some cancelled or past due), 12 installment plans, 10 identity verifications, 2 logos (small real PNGs, one
 * default), 3 saved buttons (one of each type), IPN settings and payment-notification settings with secrets.
 */
export async function seedMerchantDemoData(db: Database): Promise<void> {
  const { mia, rob, paco, max } = MERCHANT_DEMO;
  const emails = [mia.email, rob.email, paco.email, max.email];
  const present = await presentDemoEmails(db, emails);
  if (present.size === emails.length) return;
  const now = Date.now();
  const payments = miaPayments(now);
  // Her seeded payments are posted on top: the account is written with what the balance was before them.
  const received = payments.reduce((sum, payment) => sum.plus(payment.amount), new Decimal(0));
  const miaEur = new Decimal(MIA_EUR_BALANCE).minus(received).toFixed(2);
  await insertDemoRows(
    db,
    {
      customers: [
        business(mia.customerId, "Mia's Market Ltd", 'GB'),
        business(max.customerId, 'Max Gadgets BV', 'NL'),
        {
          id: paco.customerId,
          customerType: 0,
          birthDay: '1990-04-12',
          residenceCountryCode: 'ES',
          verified: true,
          dueDiligenceLevel: 2,
          createdAt: new Date('2024-03-01T09:00:00Z'),
        },
      ],
      users: [
        {
          id: mia.userId,
          email: mia.email,
          firstName: 'Mia',
          lastName: 'Marlow',
          customerId: mia.customerId,
        },
        { id: rob.userId, email: rob.email, firstName: 'Rob', lastName: 'Reed', customerId: rob.customerId },
        {
          id: paco.userId,
          email: paco.email,
          firstName: 'Paco',
          lastName: 'Pardo',
          customerId: paco.customerId,
        },
        {
          id: max.userId,
          email: max.email,
          firstName: 'Max',
          lastName: 'Meijer',
          customerId: max.customerId,
        },
      ],
      access: [
        { userId: mia.userId, customerId: mia.customerId, accessRight: FULL_ACCESS },
        { userId: rob.userId, customerId: rob.customerId, accessRight: READ_ONLY },
        { userId: paco.userId, customerId: paco.customerId, accessRight: FULL_ACCESS },
        { userId: max.userId, customerId: max.customerId, accessRight: FULL_ACCESS },
      ],
      accounts: [
        demoPaymentAccount(mia.eurAccountId, mia.customerId, 'EUR', miaEur),
        demoPaymentAccount(mia.usdAccountId, mia.customerId, 'USD', '3000.00'),
        demoPaymentAccount(paco.accountId, paco.customerId, 'EUR', '5000.00'),
        demoPaymentAccount(max.accountId, max.customerId, 'EUR', '1000.00'),
      ],
    },
    (tx) => seedMiaData(tx, now, payments),
  );
}
