import {
  clip,
  formatMinorUnits,
  type StatementEntry,
  type StatementHead,
  type StatementWriter,
} from '../statement';
import { xmlText } from '../transliterate';

/** A text on one line: line breaks and tabs of a customer's text as spaces. */
const oneLine = (text: string) => text.replace(/\s*[\r\n\t]+\s*/g, ' ');

/** The ISO 20022 bank-to-customer statement, version 001.08 (issue 51 item 1). */
export const CAMT053_NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.08';

/** Bank transaction codes (ISO 20022 external code sets): domain, family and sub-family of an entry. */
function transactionCode(entry: StatementEntry): [string, string, string] {
  // Charges: a debit operation, or a credit one when a fee comes back.
  if (entry.kind === 'fee' || entry.type === 'fee')
    return ['PMNT', entry.amount < 0n ? 'MDOP' : 'MCOP', 'CHRG'];
  if (entry.type === 'cardPurchase') return ['PMNT', 'CCRD', 'POSD'];
  if (entry.type === 'betweenAccounts' || entry.type === 'exchange')
    return ['PMNT', entry.amount < 0n ? 'ICDT' : 'RCDT', 'BOOK'];
  return ['PMNT', entry.amount < 0n ? 'ICDT' : 'RCDT', 'OTHR'];
}

const indicator = (amount: bigint) => (amount < 0n ? 'DBIT' : 'CRDT');

/**
 * camt.053.001.08 in the schema's element order (AccountStatement9, ReportEntry10, EntryTransaction10): one `Stmt`
 * of the period with its opening (OPBD) and closing (CLBD) booked balances and the totals (`TxsSummry`) ahead of the
 * entries, which are written one at a time as they are read.
 */
export function camt053Writer(): StatementWriter {
  let head: StatementHead;
  const amount = (value: bigint) =>
    `<Amt Ccy="${head.account.currency}">${formatMinorUnits(value, head.account.minorUnits)}</Amt>`;
  const balance = (code: 'OPBD' | 'CLBD', value: bigint, day: string) =>
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>${amount(value)}` +
    `<CdtDbtInd>${indicator(value)}</CdtDbtInd><Dt><Dt>${day}</Dt></Dt></Bal>`;
  const totals = (count: number, sum: bigint) =>
    `<NbOfNtries>${count}</NbOfNtries><Sum>${formatMinorUnits(sum, head.account.minorUnits)}</Sum>`;

  return {
    start(statementHead) {
      head = statementHead;
      const { account, bank } = head;
      const created = head.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
      const net = head.credits.sum - head.debits.sum;
      const accountId = account.isIban
        ? `<IBAN>${account.identifier}</IBAN>`
        : `<Othr><Id>${xmlText(account.identifier)}</Id></Othr>`;
      return (
        `<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${CAMT053_NAMESPACE}">\n<BkToCstmrStmt>\n` +
        `<GrpHdr><MsgId>${head.messageId}</MsgId><CreDtTm>${created}</CreDtTm></GrpHdr>\n<Stmt>\n` +
        // The statement's identity is its account and period (the same in every export of them); its electronic
        // sequence number the period's last day, so that the account's consecutive statements count up.
        `<Id>${account.id}-${head.fromDate}-${head.toDate}</Id>` +
        `<ElctrncSeqNb>${head.toDate.replace(/-/g, '')}</ElctrncSeqNb><CreDtTm>${created}</CreDtTm>` +
        `<FrToDt><FrDtTm>${head.fromDate}T00:00:00Z</FrDtTm><ToDtTm>${head.toDate}T23:59:59Z</ToDtTm></FrToDt>\n` +
        `<Acct><Id>${accountId}</Id><Ccy>${account.currency}</Ccy>` +
        `<Ownr><Nm>${xmlText(account.holderName)}</Nm></Ownr>` +
        `<Svcr><FinInstnId><BICFI>${bank.swift}</BICFI><Nm>${xmlText(bank.name)}</Nm></FinInstnId></Svcr></Acct>\n` +
        `${balance('OPBD', head.opening, head.fromDate)}\n${balance('CLBD', head.closing, head.toDate)}\n` +
        `<TxsSummry><TtlNtries>${totals(head.credits.count + head.debits.count, head.credits.sum + head.debits.sum)}` +
        `<TtlNetNtry>${formatAmountOnly(net, account.minorUnits)}<CdtDbtInd>${indicator(net)}</CdtDbtInd></TtlNetNtry></TtlNtries>` +
        `<TtlCdtNtries>${totals(head.credits.count, head.credits.sum)}</TtlCdtNtries>` +
        `<TtlDbtNtries>${totals(head.debits.count, head.debits.sum)}</TtlDbtNtries></TxsSummry>\n`
      );
    },

    entry(entry) {
      const [domain, family, subFamily] = transactionCode(entry);
      const party = entry.amount < 0n ? 'Cdtr' : 'Dbtr';
      // The customer's reference as the end-to-end id where it fits the field (35), whole in the remittance lines.
      const reference = entry.customerReference;
      const endToEnd = reference && reference.length <= 35 ? xmlText(oneLine(reference)) : 'NOTPROVIDED';
      // The reference as a line of its own, unless the remittance text already holds it.
      const remittance = [
        entry.remittance,
        reference && !entry.remittance.includes(reference) ? reference : '',
      ].filter(Boolean);
      return (
        `<Ntry><NtryRef>${entry.reference}</NtryRef>${amount(entry.amount)}` +
        `<CdtDbtInd>${indicator(entry.amount)}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>` +
        `<BookgDt><Dt>${entry.bookingDate}</Dt></BookgDt><ValDt><Dt>${entry.valueDate}</Dt></ValDt>` +
        `<AcctSvcrRef>${entry.reference}</AcctSvcrRef>` +
        `<BkTxCd><Domn><Cd>${domain}</Cd><Fmly><Cd>${family}</Cd><SubFmlyCd>${subFamily}</SubFmlyCd></Fmly></Domn>` +
        `<Prtry><Cd>${entry.kind === 'fee' ? 'fee' : entry.type}</Cd></Prtry></BkTxCd>` +
        `<NtryDtls><TxDtls><Refs><AcctSvcrRef>${entry.reference}</AcctSvcrRef>` +
        `<EndToEndId>${endToEnd}</EndToEndId><TxId>${entry.transactionId}</TxId></Refs>` +
        `${amount(entry.amount)}<CdtDbtInd>${indicator(entry.amount)}</CdtDbtInd>` +
        (entry.counterparty
          ? `<RltdPties><${party}><Pty><Nm>${xmlText(clip(oneLine(entry.counterparty), 140))}</Nm></Pty></${party}></RltdPties>`
          : '') +
        (remittance.length > 0
          ? `<RmtInf>${remittance.map((text) => `<Ustrd>${xmlText(clip(oneLine(text), 140))}</Ustrd>`).join('')}</RmtInf>`
          : '') +
        `</TxDtls></NtryDtls></Ntry>\n`
      );
    },

    end() {
      return `</Stmt>\n</BkToCstmrStmt>\n</Document>\n`;
    },
  };
}

/** TtlNetNtry's amount is a plain decimal (`DecimalNumber`), without a currency attribute. */
function formatAmountOnly(value: bigint, minorUnits: number): string {
  return `<Amt>${formatMinorUnits(value, minorUnits)}</Amt>`;
}
