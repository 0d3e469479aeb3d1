import type { ContractEventType, ContractStatus } from '@portal/api/catalogue';
import type { Database } from '../../../platform/db/client';
import * as contractsTables from './tables';
import {
  demoPaymentAccount,
  FULL_ACCESS,
  insertDemoRows,
  presentDemoEmails,
  verifiedDemoBusiness,
} from '../../../platform/db/seed-helpers';

/**
 * Smart contracts' demo (issue 32; README): four verified business customers with one full-access user and an EUR
 * account each. Alpha Tools Ltd (`alice.alpha@demo.test`) and Beta Media SRL (`bruno.beta@demo.test`) have NO
 * contracts: the journeys create theirs. Gamma Foods GmbH (`greta.gamma@demo.test`) and Delta Logistics BV
 * (`dirk.delta@demo.test`) have one contract in every status, dated from the day of seeding, so the list and every
 * detail can be seen.
 *
 * Stable ids, below each table's identity start: users 811-814, customers 20811-20814, accounts 100811-100814,
 * contracts 6901-6910 (the contract sequence starts at 7001). Inserted when missing: running it again changes nothing.
 */
const business = (id: number, businessName: string, residenceCountryCode: string) =>
  verifiedDemoBusiness(id, businessName, residenceCountryCode, new Date('2024-02-01T09:00:00Z'));

export const CONTRACT_DEMO = {
  alpha: { userId: 811, customerId: 20811, accountId: 100811, email: 'alice.alpha@demo.test' },
  beta: { userId: 812, customerId: 20812, accountId: 100812, email: 'bruno.beta@demo.test' },
  gamma: { userId: 813, customerId: 20813, accountId: 100813, email: 'greta.gamma@demo.test' },
  delta: { userId: 814, customerId: 20814, accountId: 100814, email: 'dirk.delta@demo.test' },
  /** Gamma and Delta's contracts by status. */
  contracts: {
    ACTIVE: 6901,
    TERMINATING: 6902,
    TERMINATED: 6903,
    EXPIRED: 6904,
    UNSIGNED: 6905,
    WAITING: 6906,
    CANCELLED: 6907,
    REJECTED: 6908,
    SIGNED: 6909,
    NEED_IDENTIFICATION: 6910,
  } satisfies Record<ContractStatus, number>,
} as const;

const DEMO = [
  {
    ...CONTRACT_DEMO.alpha,
    company: business(20811, 'Alpha Tools Ltd', 'GB'),
    first: 'Alice',
    last: 'Alder',
  },
  { ...CONTRACT_DEMO.beta, company: business(20812, 'Beta Media SRL', 'RO'), first: 'Bruno', last: 'Barbu' },
  {
    ...CONTRACT_DEMO.gamma,
    company: business(20813, 'Gamma Foods GmbH', 'DE'),
    first: 'Greta',
    last: 'Gruber',
  },
  {
    ...CONTRACT_DEMO.delta,
    company: business(20814, 'Delta Logistics BV', 'NL'),
    first: 'Dirk',
    last: 'Dekker',
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedContractsDemoData(db: Database): Promise<void> {
  const present = await presentDemoEmails(
    db,
    DEMO.map((demo) => demo.email),
  );
  if (DEMO.every((demo) => present.has(demo.email))) return;
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS);
  const day = (days: number) => at(days).toISOString().slice(0, 10);
  const G = CONTRACT_DEMO.gamma.customerId;
  const D = CONTRACT_DEMO.delta.customerId;
  const ids = CONTRACT_DEMO.contracts;

  type Row = typeof contractsTables.smartContracts.$inferInsert;
  const base = (
    id: number,
    status: ContractStatus,
    created: number,
    payerGamma: boolean,
    initiator: number,
  ): Row => ({
    id,
    status,
    initiatorId: initiator,
    companyId: initiator === G ? D : G,
    senderId: payerGamma ? G : D,
    beneficiaryId: payerGamma ? D : G,
    senderSignerName: payerGamma ? 'Greta Gruber' : 'Dirk Dekker',
    beneficiarySignerName: payerGamma ? 'Dirk Dekker' : 'Greta Gruber',
    senderObligations: ['Pay the agreed share of every incoming payment'],
    beneficiaryObligations: payerGamma
      ? ['Deliver the goods within 5 working days', 'Keep the goods insured in transit']
      : ['List the products in the catalogue', 'Answer customer questions within one day'],
    percentage: '12.50',
    note: null,
    activeFrom: day(created + 1),
    createdAt: at(created),
    updatedAt: at(created),
  });
  const signed = (created: number) => ({
    senderSignedAt: at(created + 1),
    beneficiarySignedAt: at(created + 1),
  });
  const contracts: Row[] = [
    {
      ...base(ids.ACTIVE, 'ACTIVE', -70, true, G),
      ...signed(-70),
      percentage: '10.00',
      note: 'Delivery partnership for the spring season',
      activeFrom: day(-60),
      identificationStatus: 'SUCCESS',
    },
    {
      ...base(ids.TERMINATING, 'TERMINATING', -100, false, D),
      ...signed(-100),
      activeFrom: day(-90),
      activeTo: day(20),
      identificationStatus: 'SUCCESS',
      terminatedAt: new Date(`${day(20)}T00:00:00Z`),
      terminatedBy: D,
      terminateNote: 'We are moving to another catalogue.',
    },
    {
      ...base(ids.TERMINATED, 'TERMINATED', -220, true, G),
      ...signed(-220),
      percentage: '5.25',
      activeFrom: day(-200),
      activeTo: day(-20),
      identificationStatus: 'SUCCESS',
      terminatedAt: at(-20),
      terminatedBy: G,
    },
    { ...base(ids.EXPIRED, 'EXPIRED', -60, false, D), beneficiarySignedAt: at(-59) },
    { ...base(ids.UNSIGNED, 'UNSIGNED', -2, true, G), activeFrom: day(5), percentage: '15.00' },
    {
      ...base(ids.WAITING, 'WAITING', -3, false, D),
      activeFrom: day(7),
      senderSignedAt: at(-3),
      percentage: '7.50',
    },
    { ...base(ids.CANCELLED, 'CANCELLED', -40, true, G), activeFrom: day(-30) },
    { ...base(ids.REJECTED, 'REJECTED', -45, false, G), activeFrom: day(-35) },
    {
      ...base(ids.SIGNED, 'SIGNED', -4, true, D),
      ...signed(-4),
      activeFrom: day(10),
      identificationStatus: 'SUCCESS',
    },
    {
      ...base(ids.NEED_IDENTIFICATION, 'NEED_IDENTIFICATION', -5, true, D),
      ...signed(-5),
      activeFrom: day(3),
    },
  ];

  const event = (
    contractId: number,
    type: ContractEventType,
    by: number | null,
    days: number,
    note?: string,
  ) => ({
    contractId,
    type,
    by,
    note: note ?? null,
    at: at(days),
  });
  const events = [
    event(ids.ACTIVE, 'create', G, -70),
    event(ids.ACTIVE, 'sign', G, -70),
    event(ids.ACTIVE, 'sign', D, -69),
    event(ids.ACTIVE, 'activate', null, -60),
    event(ids.TERMINATING, 'create', D, -100),
    event(ids.TERMINATING, 'sign', D, -100),
    event(ids.TERMINATING, 'sign', G, -99),
    event(ids.TERMINATING, 'activate', null, -90),
    event(ids.TERMINATING, 'terminate', D, -10, 'We are moving to another catalogue.'),
    event(ids.TERMINATED, 'create', G, -220),
    event(ids.TERMINATED, 'sign', G, -220),
    event(ids.TERMINATED, 'sign', D, -219),
    event(ids.TERMINATED, 'activate', null, -200),
    event(ids.TERMINATED, 'terminateNow', G, -20),
    event(ids.EXPIRED, 'create', D, -60),
    event(ids.EXPIRED, 'sign', G, -59),
    event(ids.EXPIRED, 'expire', null, -30),
    event(ids.UNSIGNED, 'create', G, -2),
    event(ids.WAITING, 'create', D, -3),
    event(ids.WAITING, 'sign', D, -3),
    event(ids.CANCELLED, 'create', G, -40),
    event(ids.CANCELLED, 'cancel', G, -38),
    event(ids.REJECTED, 'create', G, -45),
    event(ids.REJECTED, 'reject', D, -44),
    event(ids.SIGNED, 'create', D, -4),
    event(ids.SIGNED, 'sign', D, -4),
    event(ids.SIGNED, 'sign', G, -3),
    event(ids.NEED_IDENTIFICATION, 'create', D, -5),
    event(ids.NEED_IDENTIFICATION, 'sign', D, -5),
    event(ids.NEED_IDENTIFICATION, 'sign', G, -4),
  ];

  await insertDemoRows(
    db,
    {
      customers: DEMO.map((demo) => demo.company),
      users: DEMO.map((demo) => ({
        id: demo.userId,
        email: demo.email,
        firstName: demo.first,
        lastName: demo.last,
        customerId: demo.customerId,
      })),
      access: DEMO.map((demo) => ({
        userId: demo.userId,
        customerId: demo.customerId,
        accessRight: FULL_ACCESS,
      })),
      accounts: DEMO.map((demo) => demoPaymentAccount(demo.accountId, demo.customerId, 'EUR', '25000.00')),
    },
    async (tx) => {
      await tx.insert(contractsTables.smartContracts).values(contracts).onConflictDoNothing();
      await tx.insert(contractsTables.smartContractEvents).values(events);
    },
  );
}
