import { transliterate } from 'transliteration';
import {
  clip,
  formatMinorUnits,
  type StatementEntry,
  type StatementHead,
  type StatementWriter,
} from '../statement';
import { xmlText } from '../transliterate';

/**
 * QuickBooks' bank id in a QBO file (`INTU.BID`), which QuickBooks looks up in Intuit's list of banks. The sandbox bank
 * has no id there (a bank registers with Intuit for its own): this placeholder names none of the listed banks, and
 * QuickBooks may ask which bank the file is from when it imports it.
 */
export const QBO_BANK_ID = '00000';
/** OFX's `NAME` holds at most 32 characters; the whole name goes in `MEMO` as well when it is longer. */
const OFX_NAME_LENGTH = 32;
const OFX_MEMO_LENGTH = 255;

/** An OFX date and time in UTC: `YYYYMMDDHHMMSS.XXX[0:GMT]`. */
const ofxTime = (at: Date) =>
  `${at
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.(\d{3})Z$/, '.$1')}[0:GMT]`;
const ofxDay = (day: string) => day.replace(/-/g, '');

function transactionType(entry: StatementEntry): string {
  if (entry.kind === 'fee' || entry.type === 'fee') return 'FEE';
  if (entry.type === 'cardPurchase') return 'POS';
  if (entry.type === 'betweenAccounts' || entry.type === 'exchange') return 'XFER';
  return entry.amount < 0n ? 'DEBIT' : 'CREDIT';
}

/**
 * How a file writes its elements. OFX 2 is XML in UTF-8 (every element closed, text escaped as XML). QuickBooks' QBO
 * is OFX 1.0.2, SGML: a header of `NAME:value` lines, a value element left open (its end is the next tag), text in
 * US-ASCII (letters spelled in Latin by the `transliteration` package, as MT940's, `&` and `<` escaped).
 */
interface OfxDialect {
  header(): string;
  /** A text as the file can hold it (SGML: spelled in US-ASCII), before its length is taken. */
  text(value: string): string;
  element(name: string, value: string): string;
}

const XML: OfxDialect = {
  header: () =>
    `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n` +
    `<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n`,
  text: (value) => value,
  element: (name, value) => `<${name}>${xmlText(value)}</${name}>`,
};

const SGML: OfxDialect = {
  header: () =>
    [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      'SECURITY:NONE',
      'ENCODING:USASCII',
      'CHARSET:1252',
      'COMPRESSION:NONE',
      'OLDFILEUID:NONE',
      'NEWFILEUID:NONE',
      '',
      '',
    ].join('\r\n'),
  text: (value) =>
    transliterate(value.replace(/[\r\n\t]+/g, ' '), { unknown: '.' }).replace(/[^\x20-\x7e]/g, '.'),
  element: (name, value) =>
    `<${name}>${SGML.text(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')}\n`,
};

/**
 * An OFX bank statement download: OFX 2.2 (XML), or with `qbo` QuickBooks' Web Connect file (OFX 1.0.2 SGML with
 * `INTU.BID` in the sign-on, the `.qbo` name). Each entry is an `STMTTRN` whose `FITID` is the entry's stable reference
 * (OFX's rule for not importing it twice); the customer's reference is `REFNUM` where it fits (32) and whole in `MEMO`;
 * the closing booked balance is `LEDGERBAL`, the opening one is in `BALLIST` (OFX has no element of its own for it).
 */
export function ofxWriter({ qbo }: { qbo: boolean }): StatementWriter {
  const dialect = qbo ? SGML : XML;
  const el = dialect.element;
  let head: StatementHead;
  const signed = (value: bigint) =>
    `${value < 0n ? '-' : ''}${formatMinorUnits(value, head.account.minorUnits)}`;
  const status = `<STATUS>${el('CODE', '0')}${el('SEVERITY', 'INFO')}</STATUS>`;

  return {
    start(statementHead) {
      head = statementHead;
      const { account, bank } = head;
      return (
        dialect.header() +
        `<OFX>\n<SIGNONMSGSRSV1><SONRS>${status}` +
        `${el('DTSERVER', ofxTime(head.createdAt))}${el('LANGUAGE', 'ENG')}` +
        `<FI>${el('ORG', bank.name)}${el('FID', bank.bankCode)}</FI>` +
        (qbo ? el('INTU.BID', QBO_BANK_ID) : '') +
        `</SONRS></SIGNONMSGSRSV1>\n<BANKMSGSRSV1><STMTTRNRS>${el('TRNUID', head.messageId)}${status}\n` +
        `<STMTRS>${el('CURDEF', account.currency)}` +
        `<BANKACCTFROM>${el('BANKID', bank.bankCode)}` +
        `${el('ACCTID', account.isIban ? account.identifier : String(account.id))}${el('ACCTTYPE', 'CHECKING')}` +
        `</BANKACCTFROM>\n<BANKTRANLIST>${el('DTSTART', `${ofxDay(head.fromDate)}000000.000[0:GMT]`)}` +
        `${el('DTEND', `${ofxDay(head.toDate)}235959.999[0:GMT]`)}\n`
      );
    },

    entry(entry) {
      // Lengths are the file's (QBO spells Cyrillic in Latin, longer); the reference leads the memo, so a long
      // remittance never pushes it out.
      const name = dialect.text(entry.counterparty.trim());
      const reference = entry.customerReference ? dialect.text(entry.customerReference) : null;
      const memo = [
        reference ? `Ref ${reference}` : '',
        name.length > OFX_NAME_LENGTH ? name : '',
        dialect.text(entry.remittance),
      ]
        .filter(Boolean)
        .join(' - ');
      return (
        `<STMTTRN>${el('TRNTYPE', transactionType(entry))}` +
        `${el('DTPOSTED', ofxDay(entry.bookingDate))}${el('DTUSER', ofxDay(entry.valueDate))}` +
        `${el('TRNAMT', signed(entry.amount))}${el('FITID', entry.reference)}` +
        (reference && reference.length <= 32 ? el('REFNUM', reference) : '') +
        (name ? el('NAME', clip(name, OFX_NAME_LENGTH)) : '') +
        (memo ? el('MEMO', clip(memo, OFX_MEMO_LENGTH)) : '') +
        `</STMTTRN>\n`
      );
    },

    end() {
      const asOf = `${ofxDay(head.toDate)}235959.999[0:GMT]`;
      return (
        `</BANKTRANLIST>\n<LEDGERBAL>${el('BALAMT', signed(head.closing))}${el('DTASOF', asOf)}</LEDGERBAL>\n` +
        `<BALLIST><BAL>${el('NAME', 'Opening balance')}` +
        `${el('DESC', 'Booked balance at the start of the period')}${el('BALTYPE', 'DOLLAR')}` +
        `${el('VALUE', signed(head.opening))}${el('DTASOF', `${ofxDay(head.fromDate)}000000.000[0:GMT]`)}</BAL>` +
        `</BALLIST>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>\n`
      );
    },
  };
}
