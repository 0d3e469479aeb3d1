import { inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import * as companyRecords from '../../../platform/customer/company-tables';
import * as customerTables from '../../../platform/customer/tables';
import * as platformTables from '../../../platform/db/tables';

/**
 * The profile's demo (issue 30 item 3): the personal demo users get their login as a confirmed primary e-mail, a
 * confirmed phone and an address (Anna keeps the home address of seed-cards.ts), so their profile pages are not
 * empty. Pia (`pia.update@demo.test`, asked to update her personal information) has something left to update: her
 * phone waits for its code, her address for her confirmation, and she has no tax number.
 *
 * Stable ids, below each table's identity start: e-mails and phones 701+, addresses 7601+. Inserted when missing,
 * so running it again changes nothing.
 */
interface ProfileContactDemo {
  customerId: number;
  email: string;
  phone: { countryCode: string; number: string; confirmed: boolean };
  address?: { address1: string; city: string; postalCode: string; countryCode: string; confirmed: boolean };
}

const demo = (
  customerId: number,
  email: string,
  [countryCode, number]: [string, string],
  address?: [string, string, string, string],
  pending = false,
): ProfileContactDemo => ({
  customerId,
  email,
  phone: { countryCode, number, confirmed: !pending },
  ...(address
    ? {
        address: {
          address1: address[0],
          city: address[1],
          postalCode: address[2],
          countryCode: address[3],
          confirmed: !pending,
        },
      }
    : {}),
});

// prettier-ignore
export const PROFILE_CONTACT_DEMO: readonly ProfileContactDemo[] = [
  demo(20001, 'anna.simple@demo.test', ['49', '15123456701']),
  demo(20002, 'oliver.otp@demo.test', ['44', '7700900201'], ['14 Camden Passage', 'London', 'N1 8ED', 'GB']),
  demo(20201, 'tom.terms@demo.test', ['49', '15123456702'], ['Kastanienallee 21', 'Berlin', '10435', 'DE']),
  demo(20202, 'adam.admin@demo.test', ['44', '7700900202'], ['3 Canal Street', 'Manchester', 'M1 3HE', 'GB']),
  demo(20206, 'pia.update@demo.test', ['351', '912345678'], ['Rua Augusta 120', 'Lisboa', '1100-053', 'PT'], true),
  demo(20207, 'kai.kyc@demo.test', ['40', '712345678'], ['Strada Lipscani 12', 'București', '030031', 'RO']),
  demo(20208, 'olga.oldweb@demo.test', ['34', '612345678'], ['Calle Mayor 8', 'Madrid', '28013', 'ES']),
];

/** The demo's ids: the e-mail, phone and address of the n-th entry are 701 + n, 701 + n and 7601 + n. */
export const PROFILE_CONTACT_IDS = {
  email: (index: number) => 701 + index,
  phone: (index: number) => 701 + index,
  address: (index: number) => 7601 + index,
} as const;

/** Pia's rows, for tests and the README. */
export const PIA_CONTACT = {
  customerId: 20206,
  emailId: PROFILE_CONTACT_IDS.email(4),
  phoneId: PROFILE_CONTACT_IDS.phone(4),
  addressId: PROFILE_CONTACT_IDS.address(4),
} as const;

/** The customers among `ids` that have a row in the table already. */
async function customersWith(
  db: Database,
  table:
    | typeof companyRecords.companyEmails
    | typeof companyRecords.companyPhones
    | typeof customerTables.addresses,
  ids: readonly number[],
): Promise<Set<number>> {
  const rows = await db
    .select({ customerId: table.customerId })
    .from(table)
    .where(inArray(table.customerId, [...ids]));
  return new Set(rows.map((row) => row.customerId));
}

/** Each kind of row only for a customer that has none of it: what a customer changed since stays as it is. */
export async function seedProfileContactDemoData(db: Database): Promise<void> {
  const ids = PROFILE_CONTACT_DEMO.map((entry) => entry.customerId);
  const present = await db
    .select({ id: platformTables.customers.id })
    .from(platformTables.customers)
    .where(inArray(platformTables.customers.id, ids));
  const customers = new Set(present.map((row) => row.id));
  const entries = PROFILE_CONTACT_DEMO.map((entry, index) => ({ entry, index })).filter(({ entry }) =>
    customers.has(entry.customerId),
  );
  if (entries.length === 0) return;
  const withEmails = await customersWith(db, companyRecords.companyEmails, ids);
  const withPhones = await customersWith(db, companyRecords.companyPhones, ids);
  const withAddresses = await customersWith(db, customerTables.addresses, ids);
  const emails = entries
    .filter(({ entry }) => !withEmails.has(entry.customerId))
    .map(({ entry, index }) => ({
      id: PROFILE_CONTACT_IDS.email(index),
      customerId: entry.customerId,
      emailAddress: entry.email,
      isPrimary: true,
      confirmed: true,
    }));
  const phones = entries
    .filter(({ entry }) => !withPhones.has(entry.customerId))
    .map(({ entry, index }) => ({
      id: PROFILE_CONTACT_IDS.phone(index),
      customerId: entry.customerId,
      ...entry.phone,
      isPrimary: true,
      phoneType: 2,
    }));
  const addresses = entries.flatMap(({ entry, index }) =>
    entry.address && !withAddresses.has(entry.customerId)
      ? [
          {
            id: PROFILE_CONTACT_IDS.address(index),
            customerId: entry.customerId,
            kind: 1,
            statusId: 1,
            ...entry.address,
          },
        ]
      : [],
  );
  await db.transaction(async (tx) => {
    if (emails.length > 0) await tx.insert(companyRecords.companyEmails).values(emails).onConflictDoNothing();
    if (phones.length > 0) await tx.insert(companyRecords.companyPhones).values(phones).onConflictDoNothing();
    if (addresses.length > 0)
      await tx.insert(customerTables.addresses).values(addresses).onConflictDoNothing();
  });
}
