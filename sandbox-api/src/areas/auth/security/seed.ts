import { randomBytes } from 'node:crypto';
import { ACCOUNT_TYPES } from '@portal/api/catalogue';
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../../platform/lib/password';
import type { Database } from '../../../platform/db/client';
import * as platformTables from '../../../platform/db/tables';
import * as customerTables from '../../../platform/customer/tables';
import * as securityTables from './tables';
import { DEMO_PERMISSIONS } from '../../../platform/db/seed-helpers';

/** Kept here rather than imported from seed.ts, which calls this module. */
const DEMO_PASSWORD = 'Demo-pass-1';
/** Access-rights values (spec 01 §3). */
const READ = 1;
const FULL_ACCESS = 2;
/** spec 02 §3: account status 2 is active. */
const ACTIVE = 2;

const BIANCA_USER_ID = 503;
const BIANCA_STUDIO = 20003;

type CustomerRow = typeof platformTables.customers.$inferInsert & { id: number };
type UserRow = Omit<typeof platformTables.users.$inferInsert, 'passwordHash'> & { id: number };

interface SecurityDemoUser {
  /** Absent for an employee, who belongs to an existing business. */
  customer?: CustomerRow;
  user: UserRow;
  /** One EUR payment account where the user lands on home. */
  eurBalance?: string;
  accessRight?: number;
  employeeOf?: number;
  /** Pending employees set their password when they activate; until then nothing opens the account. */
  noPassword?: boolean;
}

const personal = (
  n: number,
  customer: Partial<CustomerRow> & Pick<CustomerRow, 'residenceCountryCode'>,
): CustomerRow => ({
  id: 20200 + n,
  customerType: 0,
  verified: true,
  dueDiligenceLevel: 2,
  createdAt: new Date('2024-02-01T09:00:00Z'),
  ...customer,
});

const business = (n: number, businessName: string, customer: Partial<CustomerRow> = {}): CustomerRow => ({
  id: 20200 + n,
  customerType: 1,
  businessName,
  residenceCountryCode: 'DE',
  verified: true,
  dueDiligenceLevel: 3,
  permissions: DEMO_PERMISSIONS,
  createdAt: new Date('2023-09-12T10:00:00Z'),
  ...customer,
});

const user = (
  n: number,
  email: string,
  firstName: string,
  lastName: string,
  extra: Partial<UserRow> = {},
) => ({
  id: 700 + n,
  email,
  firstName,
  lastName,
  customerId: 20200 + n,
  ...extra,
});

/** Stable ids (users 7xx, customers 202xx, accounts 1002xx) so the README and tests can name them. */
export const SECURITY_DEMO_USERS: readonly SecurityDemoUser[] = [
  {
    customer: personal(1, { residenceCountryCode: 'DE', birthDay: '1987-03-08' }),
    user: user(1, 'tom.terms@demo.test', 'Tom', 'Turner'),
    eurBalance: '980.00',
  },
  {
    customer: personal(2, { residenceCountryCode: 'GB', birthDay: '1980-10-30' }),
    user: user(2, 'adam.admin@demo.test', 'Adam', 'Adler', { isAdmin: true }),
    eurBalance: '250.00',
  },
  {
    // spec 01 §4 rule 3: a business user without related accounts goes to the old web.
    customer: business(3, 'Ben Logistics GmbH', {
      isHaveRelatedAccounts: false,
      useOldWeb: false,
      oldWebUrl: 'http://old-web.localhost:5598/business',
    }),
    user: user(3, 'ben.business@demo.test', 'Ben', 'Becker'),
    eurBalance: '7200.00',
  },
  {
    user: user(5, 'eve.employee@demo.test', 'Eve', 'Evans', { customerId: BIANCA_STUDIO }),
    employeeOf: BIANCA_STUDIO,
    accessRight: FULL_ACCESS,
  },
  {
    customer: personal(6, { residenceCountryCode: 'PT', isNeedPersonalInfoUpdate: true }),
    user: user(6, 'pia.update@demo.test', 'Pia', 'Pereira'),
    eurBalance: '140.00',
  },
  {
    customer: personal(7, {
      residenceCountryCode: 'RO',
      isNeedKyc: true,
      verified: false,
      dueDiligenceLevel: 0,
    }),
    user: user(7, 'kai.kyc@demo.test', 'Kai', 'Keller'),
    eurBalance: '0.00',
  },
  {
    // spec 01 §4 rule 1: an old-web user goes to the old web URL.
    customer: personal(8, {
      residenceCountryCode: 'ES',
      useOldWeb: true,
      oldWebUrl: 'http://old-web.localhost:5598/',
    }),
    user: user(8, 'olga.oldweb@demo.test', 'Olga', 'Ortega'),
    eurBalance: '60.00',
  },
  {
    customer: personal(9, { residenceCountryCode: 'DE', verified: false, dueDiligenceLevel: 0 }),
    user: user(9, 'nina.new@demo.test', 'Nina', 'Neumann', { status: 'pendingActivation' }),
    eurBalance: '0.00',
  },
  {
    customer: business(10, 'Northwind Exports Ltd', {
      residenceCountryCode: 'GB',
      verified: false,
      dueDiligenceLevel: 0,
      isHaveRelatedAccounts: true,
    }),
    user: user(10, 'northwind.owner@demo.test', 'Noah', 'Winters', { status: 'pendingActivation' }),
    eurBalance: '0.00',
  },
  {
    user: user(11, 'alex.north@demo.test', 'Alex', 'North', {
      customerId: 20210,
      status: 'pendingActivation',
    }),
    employeeOf: 20210,
    accessRight: READ,
    noPassword: true,
  },
  {
    user: user(12, 'jo.north@demo.test', 'Jo', 'North', { customerId: 20210, status: 'pendingActivation' }),
    employeeOf: 20210,
    accessRight: READ,
    noPassword: true,
  },
  {
    user: user(13, 'eli.invited@demo.test', 'Eli', 'Ivanov', {
      customerId: BIANCA_STUDIO,
      status: 'pendingActivation',
    }),
    employeeOf: BIANCA_STUDIO,
    accessRight: READ,
    noPassword: true,
  },
  {
    customer: personal(14, { residenceCountryCode: 'IT' }),
    user: user(14, 'rita.reset@demo.test', 'Rita', 'Romano'),
    eurBalance: '415.25',
  },
  {
    customer: personal(15, { residenceCountryCode: 'GB', transactionApproveMode: 'sms' }),
    user: user(15, 'sven.settings@demo.test', 'Sven', 'Svensson', {
      loginFlow: 'sms',
      phone: '+447700900456',
    }),
    eurBalance: '2310.80',
  },
];

/** The company Bianca may also act for, read only and without balance info (spec 01 §6). */
const NORDLICHT = business(4, 'Nordlicht Trading GmbH', { selfCertification: 'pending' });

/** Terms Tom has not accepted yet: the TE answer lists them (spec 01 §3). */
export const DEMO_TERMS = [
  {
    id: 1,
    title: 'Terms and Conditions',
    url: 'https://legal.demo.test/terms-and-conditions/2026-11',
    version: '2026-11',
  },
  {
    id: 2,
    title: 'Privacy Policy',
    url: 'https://legal.demo.test/privacy-policy/2026-10',
    version: '2026-10',
  },
] as const;

const SVEN = 715;
const LOGIN_HISTORY_ENTRIES = 45;
const HISTORY_CLIENTS = ['Chrome 131 on Windows', 'Safari on iPhone', 'Firefox 133 on Ubuntu'];
const HISTORY_PLACES = [
  ['81.2.69.142', 'London, GB'],
  ['81.2.69.160', 'London, GB'],
  ['2.125.160.216', 'Manchester, GB'],
  ['5.249.0.12', 'Lisbon, PT'],
] as const;

/** Sven's sign-ins, about one a day back from seeding; every seventh was a wrong password. */
function svenLoginHistory(now: Date): (typeof securityTables.loginHistory.$inferInsert)[] {
  return Array.from({ length: LOGIN_HISTORY_ENTRIES }, (_, index) => {
    const [ip, location] = HISTORY_PLACES[index % HISTORY_PLACES.length] as readonly [string, string];
    return {
      userId: SVEN,
      customerId: 20215,
      occurredAt: new Date(now.getTime() - (index * 23 + 2) * 60 * 60_000),
      ip,
      client: HISTORY_CLIENTS[index % HISTORY_CLIENTS.length] as string,
      location,
      authFlow: 'sms',
      success: index % 7 !== 3,
    };
  });
}

// Hashing costs about 50 ms; a reset between tests reuses the hashes made the first time in this process. Each
// user has a hash (and salt) of their own, as real users would.
const passwordHashes = new Map<string, Promise<string>>();

function passwordHashOf(email: string, usable: boolean): Promise<string> {
  let hash = passwordHashes.get(email);
  if (!hash) {
    hash = hashPassword(usable ? DEMO_PASSWORD : randomBytes(24).toString('hex'));
    passwordHashes.set(email, hash);
  }
  return hash;
}

/**
 * The access and security-settings demo users (README), Bianca's second company and Tom's terms; inserted
 * when missing, so running it again changes nothing. Pending users get no activation code here: one is sent
 * by `resendActivationCode` and read from the outbox.
 */
export async function seedSecurityDemoData(db: Database): Promise<void> {
  const emails = SECURITY_DEMO_USERS.map((demo) => demo.user.email);
  const existing = await db
    .select({ email: platformTables.users.email })
    .from(platformTables.users)
    .where(inArray(platformTables.users.email, emails));
  const present = new Set(existing.map((row) => row.email));
  const missing = SECURITY_DEMO_USERS.filter((demo) => !present.has(demo.user.email));
  if (missing.length === 0) return;
  const hashes = await Promise.all(missing.map((demo) => passwordHashOf(demo.user.email, !demo.noPassword)));
  const [nordlichtPresent] = await db
    .select({ id: platformTables.customers.id })
    .from(platformTables.customers)
    .where(eq(platformTables.customers.id, NORDLICHT.id));

  await db.transaction(async (tx) => {
    const customers = missing.flatMap((demo) => (demo.customer ? [demo.customer] : []));
    if (!nordlichtPresent) customers.push(NORDLICHT);
    if (customers.length > 0)
      await tx.insert(platformTables.customers).values(customers).onConflictDoNothing();
    await tx
      .insert(platformTables.users)
      .values(missing.map((demo, index) => ({ ...demo.user, passwordHash: hashes[index]! })))
      .onConflictDoNothing();
    await tx
      .insert(platformTables.customerAccess)
      .values(
        missing.map((demo) => ({
          userId: demo.user.id,
          customerId: demo.user.customerId,
          accessRight: demo.accessRight ?? FULL_ACCESS,
        })),
      )
      .onConflictDoNothing();
    const employees = missing.flatMap((demo) =>
      demo.employeeOf === undefined ? [] : [{ userId: demo.user.id, customerId: demo.employeeOf }],
    );
    if (employees.length > 0)
      await tx.insert(customerTables.businessEmployees).values(employees).onConflictDoNothing();
    const accounts = missing.flatMap((demo) =>
      demo.eurBalance === undefined
        ? []
        : [
            {
              id: 100200 + (demo.user.id - 700),
              customerId: demo.user.customerId,
              type: ACCOUNT_TYPES.payment,
              statusId: ACTIVE,
              currencyCode: 'EUR',
              balance: demo.eurBalance,
            },
          ],
    );
    if (!nordlichtPresent) {
      accounts.push({
        id: 100204,
        customerId: NORDLICHT.id,
        type: ACCOUNT_TYPES.payment,
        statusId: ACTIVE,
        currencyCode: 'EUR',
        balance: '15400.00',
      });
      // Bianca's second company (spec 01 §4 rule 4), and her own one's self-certification for the choice.
      await tx
        .insert(platformTables.customerAccess)
        .values({ userId: BIANCA_USER_ID, customerId: NORDLICHT.id, accessRight: READ, balanceInfo: false })
        .onConflictDoNothing();
      await tx
        .update(platformTables.customers)
        .set({ selfCertification: 'validated' })
        .where(eq(platformTables.customers.id, BIANCA_STUDIO));
    }
    if (accounts.length > 0) await tx.insert(platformTables.accounts).values(accounts).onConflictDoNothing();

    await tx
      .insert(customerTables.terms)
      .values([...DEMO_TERMS])
      .onConflictDoNothing();
    if (missing.some((demo) => demo.user.email === 'tom.terms@demo.test')) {
      await tx
        .insert(customerTables.userTerms)
        .values(DEMO_TERMS.map((item) => ({ userId: 701, termsId: item.id })))
        .onConflictDoNothing();
    }
    if (missing.some((demo) => demo.user.id === SVEN)) {
      await tx.insert(securityTables.loginHistory).values(svenLoginHistory(new Date()));
      await tx.insert(securityTables.accessIps).values([
        { customerId: 20215, ip: '81.2.69.142', createdAt: new Date('2026-03-02T10:15:00Z') },
        {
          customerId: 20215,
          ip: '2.125.160.0',
          toIp: '2.125.160.255',
          createdAt: new Date('2026-04-18T16:40:00Z'),
        },
      ]);
    }
  });
}
