import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { validateXML } from 'xmllint-wasm';
import type { Database } from '../../../platform/db/client';
import { accounts } from '../../../platform/db/tables';
import { journals, ledgerEntries } from '../../../money/ledger-tables';
import { callMethod, signIn } from '../../../testing/sandbox';

/** Signs a demo user in and answers a function that calls methods as them (answers read as JSON). */
export async function sessionOf(app: FastifyInstance, email: string) {
  const { accessToken } = await signIn(app, email);
  return async (method: string, body: Record<string, unknown> = {}) =>
    (await callMethod(app, method, { accessToken, body })).json();
}
export type Call = Awaited<ReturnType<typeof sessionOf>>;

/** Starts an accounting export, reads its status until it ends, and downloads the file. */
export async function exportedFile(
  app: FastifyInstance,
  call: Call,
  request: Record<string, unknown>,
): Promise<{
  exportId: string;
  fileName: string;
  rows: number;
  body: string;
  contentType: string;
  progress: number[];
}> {
  const started = await call('exportAccountingStatement', request);
  if (started.responseCode !== '00') throw new Error(`refused: ${JSON.stringify(started)}`);
  const progress: number[] = [];
  for (let attempt = 0; attempt < 2000; attempt += 1) {
    const status = await call('getExportStatus', { exportId: started.exportId });
    progress.push(status.progress);
    if (status.status === 'failed') throw new Error('the export failed');
    if (status.status === 'done') {
      const response = await app.inject({ method: 'GET', url: status.url });
      if (response.statusCode !== 200) throw new Error(`download answered ${response.statusCode}`);
      return {
        exportId: started.exportId,
        fileName: status.fileName,
        rows: status.rows,
        body: response.body,
        contentType: String(response.headers['content-type']),
        progress,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('the export did not finish');
}

/** The ledger's own answer, read apart from the slice's queries: the booked entries of a period, oldest first. */
export async function ledgerEntriesOf(db: Database, accountId: number, fromDate: string, toDate: string) {
  const from = new Date(`${fromDate}T00:00:00Z`);
  const toBefore = new Date(Date.parse(`${toDate}T00:00:00Z`) + 86_400_000);
  return db
    .select({
      id: ledgerEntries.id,
      journalId: ledgerEntries.journalId,
      kind: ledgerEntries.kind,
      amount: sql<string>`${ledgerEntries.amount}::text`,
      createdAt: ledgerEntries.createdAt,
      counterpartyName: journals.counterpartyName,
      description: journals.description,
      reference: journals.reference,
    })
    .from(ledgerEntries)
    .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        eq(journals.status, 'completed'),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, toBefore),
        sql`${ledgerEntries.amount} <> 0`,
      ),
    )
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.journalId), asc(ledgerEntries.id));
}

/** The booked balance before a day: the sum of the completed journals' entries, as decimal text. */
export async function bookedBalanceBefore(db: Database, accountId: number, day: string): Promise<string> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(journals, eq(journals.id, ledgerEntries.journalId))
    .where(
      and(
        eq(ledgerEntries.accountId, accountId),
        eq(journals.status, 'completed'),
        lt(ledgerEntries.createdAt, new Date(`${day}T00:00:00Z`)),
      ),
    );
  return row!.sum;
}

/** The account's balance and held amount as stored (accounts.balance, accounts.pending_amount). */
export async function storedBalance(db: Database, accountId: number) {
  const [row] = await db
    .select({
      balance: sql<string>`${accounts.balance}::text`,
      pending: sql<string>`${accounts.pendingAmount}::text`,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row!;
}

/** Exact decimal text → integer minor units (bigint), for comparing with what a parser read. */
export function minor(text: string, digits: number): bigint {
  const negative = text.trim().startsWith('-');
  const [whole, fraction = ''] = text.trim().replace(/^[-+]/, '').replace(',', '.').split('.');
  if (fraction.replace(/0+$/, '').length > digits)
    throw new Error(`${text} has more than ${digits} decimals`);
  const value = BigInt(`${whole || '0'}${fraction.padEnd(digits, '0').slice(0, digits)}`);
  return negative ? -value : value;
}

/**
 * camt.053.001.08's element sequences (the schema's complex types, by element name) for the elements a statement
 * uses: each element's children must come in this order, and the names marked `!` must be there. No XSD of the
 * standard can be had from the registry, so the test checks the structure by these, copied from the schema's
 * AccountStatement9, ReportEntry10, EntryTransaction10, CashBalance8, CashAccount39 and their parts.
 */
export const CAMT053_SEQUENCES: Readonly<Record<string, readonly string[]>> = {
  Document: ['BkToCstmrStmt!'],
  BkToCstmrStmt: ['GrpHdr!', 'Stmt!', 'SplmtryData'],
  GrpHdr: ['MsgId!', 'CreDtTm!', 'MsgRcpt', 'MsgPgntn', 'OrgnlBizQry', 'AddtlInf'],
  Stmt: [
    'Id!',
    'StmtPgntn',
    'ElctrncSeqNb',
    'RptgSeq',
    'LglSeqNb',
    'CreDtTm!',
    'FrToDt',
    'CpyDplctInd',
    'RptgSrc',
    'Acct!',
    'RltdAcct',
    'Intrst',
    'Bal!',
    'TxsSummry',
    'Ntry',
    'AddtlStmtInf',
  ],
  FrToDt: ['FrDtTm!', 'ToDtTm!'],
  Acct: ['Id!', 'Tp', 'Ccy', 'Nm', 'Prxy', 'Ownr', 'Svcr'],
  Bal: ['Tp!', 'CdtLine', 'Amt!', 'CdtDbtInd!', 'Dt!', 'Avlbty'],
  CdOrPrtry: ['Cd', 'Prtry'],
  TxsSummry: ['TtlNtries', 'TtlCdtNtries', 'TtlDbtNtries', 'TtlNtriesPerBkTxCd'],
  TtlNtries: ['NbOfNtries', 'Sum', 'TtlNetNtry'],
  TtlNetNtry: ['Amt!', 'CdtDbtInd!'],
  TtlCdtNtries: ['NbOfNtries', 'Sum'],
  TtlDbtNtries: ['NbOfNtries', 'Sum'],
  Ntry: [
    'NtryRef',
    'Amt!',
    'CdtDbtInd!',
    'RvslInd',
    'Sts!',
    'BookgDt',
    'ValDt',
    'AcctSvcrRef',
    'Avlbty',
    'BkTxCd!',
    'ComssnWvrInd',
    'AddtlInfInd',
    'AmtDtls',
    'Chrgs',
    'TechInptChanl',
    'Intrst',
    'CardTx',
    'NtryDtls',
    'AddtlNtryInf',
  ],
  BkTxCd: ['Domn', 'Prtry'],
  Domn: ['Cd!', 'Fmly!'],
  Fmly: ['Cd!', 'SubFmlyCd!'],
  NtryDtls: ['Btch', 'TxDtls'],
  TxDtls: [
    'Refs',
    'Amt',
    'CdtDbtInd',
    'AmtDtls',
    'Avlbty',
    'BkTxCd',
    'Chrgs',
    'Intrst',
    'RltdPties',
    'RltdAgts',
    'LclInstrm',
    'Purp',
    'RltdRmtInf',
    'RmtInf',
    'RltdDts',
    'RltdPric',
    'RltdQties',
    'FinInstrmId',
    'Tax',
    'RtrInf',
    'CorpActn',
    'SfkpgAcct',
    'CshDpst',
    'CardTx',
    'AddtlTxInf',
    'SplmtryData',
  ],
  Refs: [
    'MsgId',
    'AcctSvcrRef',
    'PmtInfId',
    'InstrId',
    'EndToEndId',
    'UETR',
    'TxId',
    'MndtId',
    'ChqNb',
    'ClrSysRef',
    'AcctOwnrTxId',
    'AcctSvcrTxId',
    'MktInfrstrctrTxId',
    'PrcgId',
    'Prtry',
  ],
  RltdPties: [
    'InitgPty',
    'Dbtr',
    'DbtrAcct',
    'UltmtDbtr',
    'Cdtr',
    'CdtrAcct',
    'UltmtCdtr',
    'TradgPty',
    'Prtry',
  ],
  RmtInf: ['Ustrd', 'Strd'],
};

/** The schema's simple types of the values a statement writes, by element name (pattern or length). */
const CAMT053_VALUES: Readonly<Record<string, RegExp>> = {
  MsgId: /^.{1,35}$/,
  NtryRef: /^.{1,35}$/,
  AcctSvcrRef: /^.{1,35}$/,
  EndToEndId: /^.{1,35}$/,
  TxId: /^.{1,35}$/,
  CreDtTm: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/,
  FrDtTm: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/,
  ToDtTm: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?$/,
  Dt: /^\d{4}-\d{2}-\d{2}$/,
  // ActiveOrHistoricCurrencyAndAmount: at most 18 digits, 5 of them decimals, not negative.
  Amt: /^(?=(\d\.?){1,18}$)\d+(\.\d{1,5})?$/,
  Sum: /^(?=(\d\.?){1,18}$)\d+(\.\d{1,17})?$/,
  NbOfNtries: /^[0-9]{1,15}$/,
  CdtDbtInd: /^(CRDT|DBIT)$/,
  Ccy: /^[A-Z]{3}$/,
  IBAN: /^[A-Z]{2}[0-9]{2}[a-zA-Z0-9]{1,30}$/,
  BICFI: /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
  Ustrd: /^.{1,140}$/,
  Nm: /^.{1,140}$/,
};

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

/**
 * What breaks camt.053.001.08's structure in a document read by fast-xml-parser with `preserveOrder`: an element
 * out of its sequence's order, a required one missing, a value outside its type, the namespace. Empty when sound.
 */
export function camt053StructureProblems(ordered: OrderedNode[], namespace: string): string[] {
  const problems: string[] = [];
  const nameOf = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@')!;
  function visit(node: OrderedNode, path: string) {
    const name = nameOf(node);
    const children = (node[name] as OrderedNode[]) ?? [];
    const elements = children.filter((child) => !('#text' in child));
    const text = children.find((child) => '#text' in child)?.['#text'];
    const at = `${path}/${name}`;
    const pattern = CAMT053_VALUES[name];
    if (pattern && elements.length === 0 && !pattern.test(String(text ?? '')))
      problems.push(`${at}: "${text}"`);
    const sequence = CAMT053_SEQUENCES[name];
    if (sequence) {
      const order = sequence.map((entry) => entry.replace('!', ''));
      let position = 0;
      for (const child of elements) {
        const childName = nameOf(child);
        const index = order.indexOf(childName, position);
        if (index < 0) problems.push(`${at}: ${childName} out of order or not allowed`);
        else position = index;
      }
      for (const required of sequence.filter((entry) => entry.endsWith('!')))
        if (!elements.some((child) => nameOf(child) === required.slice(0, -1)))
          problems.push(`${at}: ${required.slice(0, -1)} missing`);
    }
    for (const child of elements) visit(child, at);
  }
  const documentNode = ordered.find((node) => nameOf(node) === 'Document');
  if (!documentNode) return ['Document missing'];
  if (documentNode[':@']?.['@_xmlns'] !== namespace)
    problems.push(`namespace ${documentNode[':@']?.['@_xmlns']}`);
  visit(documentNode, '');
  return problems;
}

const CAMT053_XSD = path.join(__dirname, 'schemas', 'camt.053.001.08.xsd');

/** libxml2's validation of a camt.053 file against the ISO 20022 schema (xmllint-wasm): its errors, none when valid. */
export async function camt053SchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'statement.xml', contents: xml }],
    schema: [{ fileName: 'camt.053.001.08.xsd', contents: fs.readFileSync(CAMT053_XSD, 'utf8') }],
  });
  return result.errors.map((error) => error.rawMessage);
}
