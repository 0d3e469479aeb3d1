import { XMLParser } from 'fast-xml-parser';
import { Parser as Mt940Parser } from 'mt940js';
import Decimal from 'decimal.js';
import { ManualClock, useSandbox } from '../../../testing/sandbox';
import { CAMT053_NAMESPACE } from './formats/camt053';
import {
  camt053SchemaErrors,
  camt053StructureProblems,
  exportedFile,
  ledgerEntriesOf,
  minor,
  sessionOf,
  storedBalance,
} from './testing';

/** The large history (issue 4), smaller than the demo server's to keep the suite quick. */
const LARGE = 2000;
const clock = new ManualClock(new Date('2026-12-07T10:00:00Z'));
const sandbox = useSandbox({ clock, config: { demoHistoryTransactions: LARGE } });

const ANNA_EUR = 100001;
const YEAR = { fromDate: '2025-12-07', toDate: '2026-12-06' };

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- files read back as JSON

describe('a 12-month statement of the large history (issue 51 items 1–3)', () => {
  it('camt.053: every booked entry of the year in order, the totals, and balances that reconcile to the cent', async () => {
    const call = await sessionOf(sandbox.app, 'anna.simple@demo.test');
    const ledger = await ledgerEntriesOf(sandbox.database.db, ANNA_EUR, YEAR.fromDate, YEAR.toDate);

    const file = await exportedFile(sandbox.app, call, { accountId: ANNA_EUR, format: 'camt053', ...YEAR });

    const ordered = new XMLParser({ ignoreAttributes: false, preserveOrder: true, parseTagValue: false });
    expect(camt053StructureProblems(ordered.parse(file.body), CAMT053_NAMESPACE)).toEqual([]);
    expect(await camt053SchemaErrors(file.body)).toEqual([]);
    const statement = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (name) => ['Ntry', 'Bal'].includes(name),
    }).parse(file.body).Document.BkToCstmrStmt.Stmt;
    const entries = statement.Ntry as Json[];
    const signed = (node: Json) =>
      (node.CdtDbtInd === 'DBIT' ? -1n : 1n) * minor(node.Amt['#text'] ?? node.Amt, 2);
    const balance = (code: string) => signed(statement.Bal.find((bal: Json) => bal.Tp.CdOrPrtry.Cd === code));

    expect(ledger.length).toBeGreaterThan(500);
    expect(entries.map((entry) => entry.NtryRef)).toEqual(ledger.map((entry) => `E${entry.id}`));
    expect(entries.map(signed)).toEqual(ledger.map((entry) => minor(entry.amount, 2)));
    const movement = entries.map(signed).reduce((total, value) => total + value, 0n);
    expect(balance('CLBD')).toBe(balance('OPBD') + movement);
    expect(Number(statement.TxsSummry.TtlNtries.NbOfNtries)).toBe(ledger.length);
    // A period ending yesterday, with today's booked entries, gives the booked balance now: the account's balance
    // with what processing payments hold added back.
    const stored = await storedBalance(sandbox.database.db, ANNA_EUR);
    const today = await ledgerEntriesOf(sandbox.database.db, ANNA_EUR, '2026-12-07', '2026-12-07');
    const bookedToday = today.reduce((total, entry) => total + minor(entry.amount, 2), 0n);
    expect(balance('CLBD') + bookedToday).toBe(
      minor(new Decimal(stored.balance).plus(stored.pending).toFixed(2), 2),
    );
  });

  it('MT940 of the same year: thirteen monthly statements (the first and the last begun), chained, the same entries', async () => {
    const call = await sessionOf(sandbox.app, 'anna.simple@demo.test');
    const ledger = await ledgerEntriesOf(sandbox.database.db, ANNA_EUR, YEAR.fromDate, YEAR.toDate);

    const file = await exportedFile(sandbox.app, call, { accountId: ANNA_EUR, format: 'mt940', ...YEAR });
    const statements = new Mt940Parser().parse(file.body);

    expect(statements).toHaveLength(13);
    expect(
      statements.flatMap((statement: Json) => statement.transactions).map((t: Json) => t.bankReference),
    ).toEqual(ledger.map((entry) => `E${entry.id}`));
    for (let index = 1; index < statements.length; index += 1)
      expect(statements[index]!.openingBalance.toFixed(2)).toBe(
        statements[index - 1]!.closingBalance.toFixed(2),
      );
  });
});
