import { ACCOUNTING_FORMATS, type AccountingFormat } from '@portal/api/catalogue';
import { XMLParser } from 'fast-xml-parser';
import { transliterate } from 'transliteration';
import { Parser as Mt940Parser } from 'mt940js';
import { read as readMt940 } from 'mt940-js';
import { parseSync as parseOfx } from 'ofx-js';
import { eq } from 'drizzle-orm';
import { ManualClock, useSandbox } from '../../../testing/sandbox';
import { messagesTo } from '../../../testing/outbox';
import { postJournal, systemAccountId } from '../../../money/ledger';
import { exportChunks } from '../history/tables';
import { CAMT053_NAMESPACE } from './formats/camt053';
import { QBO_BANK_ID } from './formats/ofx';
import { lastAllowedDay } from './service';
import { formatMinorUnits } from './statement';
import { SWIFT_X, toSwiftText } from './transliterate';
import {
  bookedBalanceBefore,
  camt053SchemaErrors,
  camt053StructureProblems,
  exportedFile,
  ledgerEntriesOf,
  minor,
  sessionOf,
  type Call,
} from './testing';

const clock = new ManualClock(new Date('2026-12-07T10:00:00Z'));
const sandbox = useSandbox({ clock });

const ANNA = 'anna.simple@demo.test';
const OLIVER = 'oliver.otp@demo.test';
const ANNA_CUSTOMER = 20001;
const ANNA_EUR = 100001;
const OCTOBER = { fromDate: '2026-10-01', toDate: '2026-10-31' };

const camtParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  isArray: (name) => ['Ntry', 'Bal', 'Stmt'].includes(name),
});
const orderedParser = new XMLParser({ ignoreAttributes: false, preserveOrder: true, parseTagValue: false });

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- files read back as JSON
type Ledger = Awaited<ReturnType<typeof ledgerEntriesOf>>;

/** What every format must say of an entry, from the ledger (read apart from the slice's own queries). */
function expected(entries: Ledger, digits: number) {
  return entries.map((entry) => ({
    reference: `E${entry.id}`,
    amount: minor(entry.amount, digits),
    day: entry.createdAt.toISOString().slice(0, 10),
    counterparty: entry.kind === 'fee' ? 'Sandbox Bank UAB' : entry.counterpartyName,
  }));
}

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

/** The camt.053 read back: its balances, totals and entries, amounts in minor units (signed by CdtDbtInd). */
async function readCamt(body: string, digits: number) {
  // The ISO 20022 schema itself (libxml2), and the element sequences as a second reading.
  const problems = [
    ...(await camt053SchemaErrors(body)),
    ...camt053StructureProblems(orderedParser.parse(body), CAMT053_NAMESPACE),
  ];
  const statement = camtParser.parse(body).Document.BkToCstmrStmt.Stmt[0];
  const signed = (amount: Json | string, indicator: string) => {
    const value = minor(typeof amount === 'string' ? amount : amount['#text'], digits);
    return indicator === 'DBIT' ? -value : value;
  };
  const balance = (code: string) => {
    const found = statement.Bal.find((bal: Json) => bal.Tp.CdOrPrtry.Cd === code);
    return { amount: signed(found.Amt, found.CdtDbtInd), day: found.Dt.Dt as string };
  };
  const entries = ((statement.Ntry ?? []) as Json[]).map((entry) => ({
    reference: entry.NtryRef as string,
    amount: signed(entry.Amt, entry.CdtDbtInd),
    day: entry.BookgDt.Dt as string,
    valueDay: entry.ValDt.Dt as string,
    status: entry.Sts.Cd as string,
    counterparty:
      (entry.NtryDtls.TxDtls.RltdPties?.Cdtr ?? entry.NtryDtls.TxDtls.RltdPties?.Dbtr)?.Pty.Nm ?? '',
    remittance: entry.NtryDtls.TxDtls.RmtInf?.Ustrd ?? '',
    currency: entry.Amt['@_Ccy'] as string,
  }));
  // Every camt.053 a test reads is valid by the schema.
  expect(problems).toEqual([]);
  return { problems, statement, opening: balance('OPBD'), closing: balance('CLBD'), entries };
}

async function exportOf(call: Call, format: AccountingFormat, period = OCTOBER, accountId = ANNA_EUR) {
  return exportedFile(sandbox.app, call, { accountId, format, ...period });
}

describe('statements for accounting software (issue 51 items 1–3)', () => {
  it('camt.053 of a month: the schema’s structure, every entry and balance as the ledger has them', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const ledger = await ledgerEntriesOf(sandbox.database.db, ANNA_EUR, OCTOBER.fromDate, OCTOBER.toDate);
    const opening = minor(await bookedBalanceBefore(sandbox.database.db, ANNA_EUR, '2026-10-01'), 2);

    const file = await exportOf(call, 'camt053');
    const camt = await readCamt(file.body, 2);

    expect(file.fileName).toBe('statement-100001-2026-10-01-2026-10-31.xml');
    expect(file.contentType).toBe('application/xml; charset=utf-8');
    expect(camt.problems).toEqual([]);
    expect(ledger.length).toBeGreaterThan(2);
    expect(
      camt.entries.map(({ reference, amount, day, counterparty }) => ({
        reference,
        amount,
        day,
        counterparty,
      })),
    ).toEqual(expected(ledger, 2));
    expect(camt.entries.every((entry) => entry.status === 'BOOK' && entry.valueDay === entry.day)).toBe(true);
    expect(camt.opening).toEqual({ amount: opening, day: '2026-10-01' });
    expect(camt.closing).toEqual({
      amount: opening + sum(expected(ledger, 2).map((e) => e.amount)),
      day: '2026-10-31',
    });
    expect(camt.closing.amount).toBe(camt.opening.amount + sum(camt.entries.map((entry) => entry.amount)));
    const totals = camt.statement.TxsSummry;
    expect(Number(totals.TtlNtries.NbOfNtries)).toBe(ledger.length);
    expect(minor(totals.TtlCdtNtries.Sum, 2)).toBe(
      sum(camt.entries.filter((e) => e.amount > 0n).map((e) => e.amount)),
    );
    expect(camt.statement.Acct.Id.IBAN).toMatch(/^LT\d{2}32900\d{5}100001$/);
    expect(camt.statement.Acct.Ownr.Nm).toBe('Anna Novak');
    // The statement's identity is its account and period; its sequence number its last day.
    expect(camt.statement.Id).toBe('100001-2026-10-01-2026-10-31');
    expect(camt.statement.ElctrncSeqNb).toBe('20261031');
    expect(file.rows).toBe(ledger.length);
  });

  it('MT940 of a month, read by mt940js: balances, each :61: amount, date and reference, the details', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const ledger = await ledgerEntriesOf(sandbox.database.db, ANNA_EUR, OCTOBER.fromDate, OCTOBER.toDate);
    const opening = minor(await bookedBalanceBefore(sandbox.database.db, ANNA_EUR, '2026-10-01'), 2);

    const file = await exportOf(call, 'mt940');
    const statements = new Mt940Parser().parse(file.body);

    expect(file.contentType).toBe('text/plain; charset=us-ascii');
    expect(file.body.split('\r\n').filter((line) => line.replace(SWIFT_X, '') !== line)).toEqual([]);
    expect(statements).toHaveLength(1);
    const statement = statements[0]!;
    // mt940js reads amounts as JavaScript numbers: compared as text with the currency's two decimals.
    const cents = (value: number) => minor(value.toFixed(2), 2);
    expect(statement.currency).toBe('EUR');
    expect(statement.accountIdentification).toMatch(/^LT\d{2}32900\d{5}100001$/);
    expect(cents(statement.openingBalance)).toBe(opening);
    expect(cents(statement.closingBalance)).toBe(opening + sum(expected(ledger, 2).map((e) => e.amount)));
    const read = statement.transactions.map((transaction: Json) => ({
      reference: transaction.bankReference,
      amount: cents(transaction.amount),
      day: transaction.date.toISOString().slice(0, 10),
      counterparty: transaction.details,
    }));
    expect(read).toEqual(
      expected(ledger, 2).map((entry) => ({
        ...entry,
        counterparty: expect.stringContaining(toSwiftText(entry.counterparty)),
      })),
    );
  });

  it.each(['ofx', 'qbo'] as const)(
    '%s of a month, read by ofx-js: each STMTTRN, the ledger and opening balances',
    async (format) => {
      const call = await sessionOf(sandbox.app, ANNA);
      const ledger = await ledgerEntriesOf(sandbox.database.db, ANNA_EUR, OCTOBER.fromDate, OCTOBER.toDate);
      const opening = minor(await bookedBalanceBefore(sandbox.database.db, ANNA_EUR, '2026-10-01'), 2);

      const file = await exportOf(call, format);
      const ofx = parseOfx(file.body).OFX;

      expect(file.fileName.endsWith(`.${format}`)).toBe(true);
      // ofx-js names QBO's INTU.BID without its dot.
      const signOn = ofx.SIGNONMSGSRSV1.SONRS;
      expect(signOn['INTU.BID'] ?? signOn.INTUBID).toBe(format === 'qbo' ? QBO_BANK_ID : undefined);
      // OFX 2.2 is XML in UTF-8; QuickBooks' QBO is OFX 1.0.2, SGML in US-ASCII.
      if (format === 'ofx') expect(file.body.startsWith('<?xml version="1.0" encoding="UTF-8"')).toBe(true);
      else {
        expect(file.body.startsWith('OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\n')).toBe(true);
        expect(/^[\x20-\x7e\r\n]*$/.test(file.body)).toBe(true);
      }
      const statement = ofx.BANKMSGSRSV1.STMTTRNRS.STMTRS;
      expect(statement.CURDEF).toBe('EUR');
      const transactions = [statement.BANKTRANLIST.STMTTRN].flat() as Json[];
      expect(
        transactions.map((transaction) => ({
          reference: transaction.FITID,
          amount: minor(transaction.TRNAMT, 2),
          day: `${transaction.DTPOSTED.slice(0, 4)}-${transaction.DTPOSTED.slice(4, 6)}-${transaction.DTPOSTED.slice(6, 8)}`,
          counterparty: transaction.NAME,
        })),
      ).toEqual(
        expected(ledger, 2).map((entry) => ({
          ...entry,
          counterparty: (format === 'qbo' ? transliterate(entry.counterparty) : entry.counterparty).slice(
            0,
            32,
          ),
        })),
      );
      expect(minor(statement.BALLIST.BAL.VALUE, 2)).toBe(opening);
      expect(minor(statement.LEDGERBAL.BALAMT, 2)).toBe(
        opening + sum(transactions.map((transaction) => minor(transaction.TRNAMT, 2))),
      );
    },
  );

  it('the references stay the same across exports (an import does not double an entry)', async () => {
    const call = await sessionOf(sandbox.app, ANNA);

    const first = await readCamt((await exportOf(call, 'camt053')).body, 2);
    const second = await readCamt(
      (await exportOf(call, 'camt053', { fromDate: '2026-09-15', toDate: '2026-10-31' })).body,
      2,
    );

    const october = second.entries
      .filter((entry) => entry.day >= '2026-10-01')
      .map((entry) => entry.reference);
    expect(october).toEqual(first.entries.map((entry) => entry.reference));
    expect(new Set(second.entries.map((entry) => entry.reference)).size).toBe(second.entries.length);
  });

  it('an empty month: no entries, the opening balance closes it, in every format', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const empty = { fromDate: '2015-03-01', toDate: '2015-03-31' };
    expect(await ledgerEntriesOf(sandbox.database.db, ANNA_EUR, empty.fromDate, empty.toDate)).toEqual([]);
    const opening = minor(await bookedBalanceBefore(sandbox.database.db, ANNA_EUR, empty.fromDate), 2);

    const camt = await readCamt((await exportOf(call, 'camt053', empty)).body, 2);
    const mt940 = new Mt940Parser().parse((await exportOf(call, 'mt940', empty)).body)[0]!;
    const ofx = parseOfx((await exportOf(call, 'ofx', empty)).body).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS;

    expect(camt.problems).toEqual([]);
    expect(camt.entries).toEqual([]);
    expect(camt.opening.amount).toBe(opening);
    expect(camt.closing.amount).toBe(opening);
    expect(mt940.transactions).toEqual([]);
    expect(minor(mt940.closingBalance.toFixed(2), 2)).toBe(opening);
    expect(ofx.BANKTRANLIST.STMTTRN).toBeUndefined();
    expect(minor(ofx.LEDGERBAL.BALAMT, 2)).toBe(opening);
  });

  it('MT940 of several months: a statement a month, each opening where the one before closed', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const period = { fromDate: '2026-07-15', toDate: '2026-10-31' };
    const ledger = await ledgerEntriesOf(sandbox.database.db, ANNA_EUR, period.fromDate, period.toDate);

    const statements = new Mt940Parser().parse((await exportOf(call, 'mt940', period)).body);

    expect(statements.map((statement: Json) => statement.number.statement)).toEqual([
      '2607',
      '2608',
      '2609',
      '2610',
    ]);
    for (let index = 1; index < statements.length; index += 1)
      expect(statements[index]!.openingBalance.toFixed(2)).toBe(
        statements[index - 1]!.closingBalance.toFixed(2),
      );
    expect(
      statements.flatMap((statement: Json) => statement.transactions).map((t: Json) => t.bankReference),
    ).toEqual(ledger.map((entry) => `E${entry.id}`));
  });
});

describe('other currencies, one line, other alphabets', () => {
  /** A fresh account of Anna's in a currency, and journals posted to it from the sandbox bank's clearing account. */
  async function accountWith(
    call: Call,
    currency: string,
    lines: { amount: string; counterpartyName: string; description: string; createdAt: Date }[],
  ) {
    const opened =
      currency === 'BTC'
        ? await call('createWallet', { currencyCode: 'BTC' })
        : await call('addCurrency', { currencyCode: currency });
    expect(opened.responseCode).toBe('00');
    const accountId = Number(opened.accountId);
    for (const line of lines)
      await postJournal(sandbox.database.db, {
        customerId: ANNA_CUSTOMER,
        type: 'p2p',
        status: 'completed',
        description: line.description,
        counterpartyName: line.counterpartyName,
        createdAt: line.createdAt,
        postings: [
          { accountId, amount: line.amount },
          { accountId: systemAccountId('clearing', currency), amount: `-${line.amount}`.replace('--', '') },
        ],
      });
    return accountId;
  }

  it('JPY (no decimals), a month with one line: whole yen in every format, read back', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const accountId = await accountWith(call, 'JPY', [
      {
        amount: '15000',
        counterpartyName: 'Sato Trading KK',
        description: 'Invoice 77',
        createdAt: new Date('2026-11-12T09:00:00Z'),
      },
    ]);
    const period = { fromDate: '2026-11-01', toDate: '2026-11-30' };

    const camt = await readCamt((await exportOf(call, 'camt053', period, accountId)).body, 0);
    const mt940Body = (await exportOf(call, 'mt940', period, accountId)).body;
    const mt940 = new Mt940Parser().parse(mt940Body)[0]!;
    const ofx = parseOfx((await exportOf(call, 'ofx', period, accountId)).body).OFX.BANKMSGSRSV1.STMTTRNRS
      .STMTRS;

    expect(camt.problems).toEqual([]);
    expect(camt.entries).toEqual([
      expect.objectContaining({ amount: 15000n, currency: 'JPY', day: '2026-11-12' }),
    ]);
    expect(camt.statement.Ntry[0].Amt['#text']).toBe('15000');
    expect(camt.closing.amount).toBe(15000n);
    expect(mt940Body).toContain(':61:2611121112C15000,NTRF');
    expect(mt940.transactions.map((t: Json) => t.amount)).toEqual([15000]);
    expect(mt940.closingBalance).toBe(15000);
    expect(ofx.BANKTRANLIST.STMTTRN.TRNAMT).toBe('15000');
    expect(ofx.LEDGERBAL.BALAMT).toBe('15000');
  });

  it('BTC (8 decimals): MT940 and OFX carry every satoshi; camt.053 (5 decimals at most) is refused with the reason', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const accountId = await accountWith(call, 'BTC', [
      {
        amount: '0.12345678',
        counterpartyName: 'Satoshi Payments',
        description: 'Top-up',
        createdAt: new Date('2026-11-03T09:00:00Z'),
      },
      {
        amount: '-0.00000001',
        counterpartyName: 'Dust Ltd',
        description: 'One satoshi',
        createdAt: new Date('2026-11-04T09:00:00Z'),
      },
    ]);
    const period = { fromDate: '2026-11-01', toDate: '2026-11-30' };

    const mt940Body = (await exportOf(call, 'mt940', period, accountId)).body;
    // mt940js rounds every amount to cents (Math.round(amount * 100) / 100): the satoshis are read back by mt940-js,
    // which keeps what it parses; mt940js still reads the statement's structure and references.
    const [mt940] = await readMt940(Buffer.from(mt940Body));
    const structure = new Mt940Parser().parse(mt940Body)[0]!;
    const ofx = parseOfx((await exportOf(call, 'ofx', period, accountId)).body).OFX.BANKMSGSRSV1.STMTTRNRS
      .STMTRS;
    const camt = await call('exportAccountingStatement', { accountId, format: 'camt053', ...period });

    const satoshis = (amount: number, credit: boolean) => (credit ? 1n : -1n) * minor(amount.toFixed(8), 8);
    expect(mt940!.transactions.map((t) => satoshis(t.amount, t.isCredit))).toEqual([12345678n, -1n]);
    expect(satoshis(mt940!.openingBalance!.value, mt940!.openingBalance!.isCredit)).toBe(0n);
    expect(satoshis(mt940!.closingBalance!.value, mt940!.closingBalance!.isCredit)).toBe(12345677n);
    expect(mt940Body).toContain(':62F:C261130BTC0,12345677');
    expect(structure.transactions.map((t: Json) => t.bankReference)).toHaveLength(2);
    expect([ofx.BANKTRANLIST.STMTTRN].flat().map((t: Json) => t.TRNAMT)).toEqual([
      '0.12345678',
      '-0.00000001',
    ]);
    expect(ofx.LEDGERBAL.BALAMT).toBe('0.12345677');
    expect(camt).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: [
        'format: camt.053 amounts carry at most 5 decimals and BTC has 8: choose MT940 or OFX',
      ],
    });
  });

  it('Cyrillic and Romanian names: kept in camt.053 and OFX, transliterated and recognisable in MT940', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const accountId = await accountWith(call, 'GBP', [
      {
        amount: '10.00',
        counterpartyName: 'Ірина Шевченко',
        description: 'Оплата №5 & "бонус"',
        createdAt: new Date('2026-11-05T09:00:00Z'),
      },
      {
        amount: '20.00',
        counterpartyName: 'Ștefan Țăranu',
        description: 'Factură 12; mulțumesc!',
        createdAt: new Date('2026-11-06T09:00:00Z'),
      },
    ]);
    const period = { fromDate: '2026-11-01', toDate: '2026-11-30' };

    const camt = await readCamt((await exportOf(call, 'camt053', period, accountId)).body, 2);
    const mt940Body = (await exportOf(call, 'mt940', period, accountId)).body;
    const mt940 = new Mt940Parser().parse(mt940Body)[0]!;

    expect(camt.entries.map((entry) => [entry.counterparty, entry.remittance])).toEqual([
      ['Ірина Шевченко', 'Оплата №5 & "бонус"'],
      ['Ștefan Țăranu', 'Factură 12; mulțumesc!'],
    ]);
    expect(mt940.transactions.map((t: Json) => t.details)).toEqual([
      expect.stringMatching(/^Irina Shevchenko Oplata no5 \+ 'bonus'/),
      expect.stringMatching(/^Stefan Taranu Factura 12, multumesc\./),
    ]);
    expect(mt940Body.split('\r\n').filter((line) => line.replace(SWIFT_X, '') !== line)).toEqual([]);
  });
});

describe('the customer’s own text in the files (issue 51 item 2)', () => {
  /** A GBP account of Anna's with payments whose references and texts try every format's limits. */
  async function accountWithReferences(call: Call) {
    const opened = await call('addCurrency', { currencyCode: 'GBP' });
    const accountId = Number(opened.accountId);
    const lines = [
      { reference: 'INV/2026/1', description: 'Invoice paid' },
      { reference: 'AB//CD', description: 'Two slashes' },
      { reference: 'R'.repeat(140), description: 'A long reference' },
      // A text that tries to write MT940 lines of its own: a new line, a :61: tag, the statement's end.
      { reference: null, description: 'Refund\r\n:61:2611051105C999,99NTRF//FAKE\r\n-\r\n:62F:C261130GBP0,' },
    ];
    for (const [index, line] of lines.entries())
      await postJournal(sandbox.database.db, {
        customerId: ANNA_CUSTOMER,
        type: 'p2p',
        status: 'completed',
        description: line.description,
        counterpartyName: `Payer ${index + 1}`,
        ...(line.reference ? { reference: line.reference } : {}),
        createdAt: new Date(`2026-11-0${index + 2}T09:00:00Z`),
        postings: [
          { accountId, amount: '10.00' },
          { accountId: systemAccountId('clearing', 'GBP'), amount: '-10.00' },
        ],
      });
    return accountId;
  }
  const period = { fromDate: '2026-11-01', toDate: '2026-11-30' };

  it('MT940: references with slashes or longer than 16 never break :61:, every reference whole in :86:, no text makes a line of its own', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const accountId = await accountWithReferences(call);

    const body = (await exportOf(call, 'mt940', period, accountId)).body;
    const statements = new Mt940Parser().parse(body);

    expect(statements).toHaveLength(1);
    const transactions = statements[0]!.transactions;
    expect(transactions.map((t) => t.bankReference)).toEqual([
      expect.stringMatching(/^E\d+$/),
      expect.stringMatching(/^E\d+$/),
      expect.stringMatching(/^E\d+$/),
      expect.stringMatching(/^E\d+$/),
    ]);
    expect(transactions.map((t) => t.reference)).toEqual(['INV-2026-1', 'AB--CD', 'NONREF', 'NONREF']);
    expect(transactions[0]!.details).toContain('REF INV/2026/1');
    expect(transactions[2]!.details.replace(/\n/g, '')).toContain(`REF ${'R'.repeat(140)}`);
    expect(minor(statements[0]!.closingBalance.toFixed(2), 2)).toBe(4000n);
    // Only the writer starts lines with tags: four :61: and one :62F:, the text's own on no line's start.
    expect(body.split('\r\n').filter((line) => line.startsWith(':61:'))).toHaveLength(4);
    expect(body.split('\r\n').filter((line) => line.startsWith(':62F:'))).toEqual([':62F:C261130GBP40,00']);
    expect(body.split('\r\n').filter((line) => line === '-')).toHaveLength(1);
  });

  it('camt.053 and OFX: a reference as the end-to-end id or REFNUM where it fits, whole in the remittance or memo', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const accountId = await accountWithReferences(call);

    const camtBody = (await exportOf(call, 'camt053', period, accountId)).body;
    const camt = await readCamt(camtBody, 2);
    const ofx = parseOfx((await exportOf(call, 'ofx', period, accountId)).body).OFX.BANKMSGSRSV1.STMTTRNRS
      .STMTRS;

    expect(camt.problems).toEqual([]);
    const details = (camt.statement.Ntry as Json[]).map((entry) => entry.NtryDtls.TxDtls);
    expect(details.map((detail) => detail.Refs.EndToEndId)).toEqual([
      'INV/2026/1',
      'AB//CD',
      'NOTPROVIDED',
      'NOTPROVIDED',
    ]);
    expect(details.map((detail) => [detail.RmtInf.Ustrd].flat().at(-1))).toEqual([
      'INV/2026/1',
      'AB//CD',
      'R'.repeat(140),
      expect.stringContaining(':61:2611051105C999,99NTRF//FAKE'),
    ]);
    const transactions = [ofx.BANKTRANLIST.STMTTRN].flat() as Json[];
    expect(transactions.map((transaction) => transaction.REFNUM)).toEqual([
      'INV/2026/1',
      'AB//CD',
      undefined,
      undefined,
    ]);
    expect(transactions[2]!.MEMO).toContain(`Ref ${'R'.repeat(140)}`);
  });

  it('QBO (OFX 1.0.2, US-ASCII): a Cyrillic name and reference are spelled in Latin within NAME 32, REFNUM 32 and MEMO 255', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const opened = await call('addCurrency', { currencyCode: 'GBP' });
    const accountId = Number(opened.accountId);
    await postJournal(sandbox.database.db, {
      customerId: ANNA_CUSTOMER,
      type: 'p2p',
      status: 'completed',
      description: 'Щ'.repeat(300),
      counterpartyName: 'Щербаченко Щ'.repeat(3),
      reference: 'Щ'.repeat(30),
      createdAt: new Date('2026-11-03T09:00:00Z'),
      postings: [
        { accountId, amount: '10.00' },
        { accountId: systemAccountId('clearing', 'GBP'), amount: '-10.00' },
      ],
    });

    const body = (await exportOf(call, 'qbo', period, accountId)).body;
    const transaction = parseOfx(body).OFX.BANKMSGSRSV1.STMTTRNRS.STMTRS.BANKTRANLIST.STMTTRN;

    expect(/^[\x20-\x7e\r\n]*$/.test(body)).toBe(true);
    expect(transaction.NAME).toBe(transliterate('Щербаченко Щ'.repeat(3)).slice(0, 32));
    // 30 letters spell as 120 (Shch): longer than REFNUM holds, so the reference leads the memo instead.
    expect(transaction.REFNUM).toBeUndefined();
    expect(transaction.MEMO.length).toBeLessThanOrEqual(255);
    expect(transaction.MEMO.startsWith(`Ref ${'Shch'.repeat(30)}`)).toBe(true);
  });

  it('USDT (not a three-letter code) is refused in every format with the reason', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const wallet = await call('createWallet', { currencyCode: 'USDT' });
    expect(wallet.responseCode).toBe('00');

    const answers = [];
    for (const format of ACCOUNTING_FORMATS)
      answers.push(
        await call('exportAccountingStatement', { accountId: Number(wallet.accountId), format, ...period }),
      );

    expect(answers.map((answer) => answer.validationErrors)).toEqual([
      ['format: accounting formats carry three-letter currency codes, and USDT is not one'],
      ['format: accounting formats carry three-letter currency codes, and USDT is not one'],
      ['format: accounting formats carry three-letter currency codes, and USDT is not one'],
      ['format: accounting formats carry three-letter currency codes, and USDT is not one'],
    ]);
  });
});

describe('the export as spec 02’s exports (issue 51 item 1)', () => {
  it('sends the finished statement to an e-mail address with its link', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const file = await exportOf(call, 'camt053');

    const sent = await call('sendExportToEmail', { exportId: file.exportId, email: 'books@example.com' });

    expect(sent.responseCode).toBe('00');
    const [message] = await messagesTo(sandbox.app, 'books@example.com');
    expect(message!.text).toContain('Your statement statement-100001-2026-10-01-2026-10-31.xml is ready');
  });

  it('is written in chunks of entries as they are read (the export’s parts in the database)', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const file = await exportOf(call, 'camt053', { fromDate: '2025-12-07', toDate: '2026-12-06' });

    const parts = await sandbox.database.db
      .select()
      .from(exportChunks)
      .where(eq(exportChunks.exportId, file.exportId));

    expect(file.rows).toBeGreaterThan(0);
    expect(parts.length).toBe(Math.floor(file.rows / 500) + 1);
    expect((await readCamt(file.body, 2)).problems).toEqual([]);
  });
});

describe('refusals', () => {
  it.each([
    [{ fromDate: '2025-10-01', toDate: '2026-10-01' }, 'toDate: a statement covers at most 12 months'],
    [{ fromDate: '2026-10-10', toDate: '2026-10-01' }, 'toDate: must not be before fromDate'],
    [
      { fromDate: '2026-12-01', toDate: '2026-12-08' },
      'toDate: must be before today (a statement covers days that have ended)',
    ],
    [
      { fromDate: '2026-12-01', toDate: '2026-12-07' },
      'toDate: must be before today (a statement covers days that have ended)',
    ],
    [{ fromDate: '2026-02-30', toDate: '2026-03-31' }, 'fromDate: is not a valid date'],
  ])('%j: TA1 "%s", nothing exported', async (period, line) => {
    const call = await sessionOf(sandbox.app, ANNA);

    const answer = await call('exportAccountingStatement', {
      accountId: ANNA_EUR,
      format: 'mt940',
      ...period,
    });

    expect(answer).toEqual({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: [line],
    });
  });

  it('twelve months to the day before is the longest period', async () => {
    expect(lastAllowedDay(new Date('2025-12-01T00:00:00Z')).toISOString().slice(0, 10)).toBe('2026-11-30');
    expect(lastAllowedDay(new Date('2025-01-31T00:00:00Z')).toISOString().slice(0, 10)).toBe('2026-01-30');
    const call = await sessionOf(sandbox.app, ANNA);
    const answer = await call('exportAccountingStatement', {
      accountId: ANNA_EUR,
      format: 'ofx',
      fromDate: '2025-11-01',
      toDate: '2026-10-31',
    });
    expect(answer.responseCode).toBe('00');
  });

  it('an unknown format is refused by the schema (TA1); another customer’s account is ENOA', async () => {
    const anna = await sessionOf(sandbox.app, ANNA);
    const oliver = await sessionOf(sandbox.app, OLIVER);

    const wrongFormat = await anna('exportAccountingStatement', {
      accountId: ANNA_EUR,
      format: 'csv',
      ...OCTOBER,
    });
    const notHis = await oliver('exportAccountingStatement', {
      accountId: ANNA_EUR,
      format: 'mt940',
      ...OCTOBER,
    });

    expect(wrongFormat.responseCode).toBe('TA1');
    expect(wrongFormat.validationErrors.join(' ')).toContain('format');
    expect(notHis.responseCode).toBe('ENOA');
  });

  it('every format is served with its own media type and name', async () => {
    const call = await sessionOf(sandbox.app, ANNA);
    const files = [];
    for (const format of ACCOUNTING_FORMATS) files.push(await exportOf(call, format));
    expect(files.map((file) => [file.fileName.split('.').pop(), file.contentType.split(';')[0]])).toEqual([
      ['xml', 'application/xml'],
      ['sta', 'text/plain'],
      ['ofx', 'application/x-ofx'],
      ['qbo', 'application/vnd.intu.qbo'],
    ]);
  });
});

describe('amounts', () => {
  it('formats minor units exactly (no float): 0 decimals, 2, 8, a decimal comma', () => {
    expect(formatMinorUnits(15000n, 0)).toBe('15000');
    expect(formatMinorUnits(-5n, 2)).toBe('0.05');
    expect(formatMinorUnits(12345678n, 8, ',')).toBe('0,12345678');
    expect(formatMinorUnits(900719925474099312n, 2)).toBe('9007199254740993.12');
  });
});
