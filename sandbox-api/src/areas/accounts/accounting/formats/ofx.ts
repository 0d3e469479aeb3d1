import {
  formatMinorUnits,
  type StatementEntry,
  type StatementHead,
  type StatementWriter,
} from '../statement';
import { xmlText } from '../transliterate';

/**
 * QuickBooks' bank id in a QBO file (`INTU.BID`), matched against Intuit's list of banks. The sandbox bank is on
 * none: this is a placeholder id, and QuickBooks may ask which bank the file is from when it imports it.
 */
export const QBO_BANK_ID = '3000';
/** OFX's `NAME` holds at most 32 characters; the whole name goes in `MEMO` as well when it is longer. */
const OFX_NAME_LENGTH = 32;

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
 * OFX 2.2 (XML) bank statement download; with `qbo`, QuickBooks' Web Connect flavour (`INTU.BID` in the sign-on and
 * the `.qbo` name). Each entry is an `STMTTRN` whose `FITID` is the entry's stable reference (OFX's rule for not
 * importing it twice); the closing booked balance is `LEDGERBAL`, the opening one is in `BALLIST` (OFX has no
 * element of its own for it).
 */
export function ofxWriter({ qbo }: { qbo: boolean }): StatementWriter {
  let head: StatementHead;
  const signed = (value: bigint) =>
    `${value < 0n ? '-' : ''}${formatMinorUnits(value, head.account.minorUnits)}`;

  return {
    start(statementHead) {
      head = statementHead;
      const { account, bank } = head;
      return (
        `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n` +
        `<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n` +
        `<OFX>\n<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>` +
        `<DTSERVER>${ofxTime(head.createdAt)}</DTSERVER><LANGUAGE>ENG</LANGUAGE>` +
        `<FI><ORG>${xmlText(bank.name)}</ORG><FID>${bank.bankCode}</FID></FI>` +
        (qbo ? `<INTU.BID>${QBO_BANK_ID}</INTU.BID>` : '') +
        `</SONRS></SIGNONMSGSRSV1>\n<BANKMSGSRSV1><STMTTRNRS><TRNUID>${head.messageId}</TRNUID>` +
        `<STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>\n<STMTRS><CURDEF>${account.currency}</CURDEF>` +
        `<BANKACCTFROM><BANKID>${bank.bankCode}</BANKID><ACCTID>${xmlText(
          account.isIban ? account.identifier : String(account.id),
        )}</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>\n` +
        `<BANKTRANLIST><DTSTART>${ofxDay(head.fromDate)}000000.000[0:GMT]</DTSTART>` +
        `<DTEND>${ofxDay(head.toDate)}235959.999[0:GMT]</DTEND>\n`
      );
    },

    entry(entry) {
      const name = entry.counterparty.trim();
      const memo = [name.length > OFX_NAME_LENGTH ? name : '', entry.remittance].filter(Boolean).join(' — ');
      return (
        `<STMTTRN><TRNTYPE>${transactionType(entry)}</TRNTYPE>` +
        `<DTPOSTED>${ofxDay(entry.bookingDate)}</DTPOSTED><DTUSER>${ofxDay(entry.valueDate)}</DTUSER>` +
        `<TRNAMT>${signed(entry.amount)}</TRNAMT><FITID>${entry.reference}</FITID>` +
        (entry.endToEndId ? `<REFNUM>${xmlText(entry.endToEndId.slice(0, 32))}</REFNUM>` : '') +
        (name ? `<NAME>${xmlText(name.slice(0, OFX_NAME_LENGTH))}</NAME>` : '') +
        (memo ? `<MEMO>${xmlText(memo.slice(0, 255))}</MEMO>` : '') +
        `</STMTTRN>\n`
      );
    },

    end() {
      const asOf = `${ofxDay(head.toDate)}235959.999[0:GMT]`;
      return (
        `</BANKTRANLIST>\n<LEDGERBAL><BALAMT>${signed(head.closing)}</BALAMT><DTASOF>${asOf}</DTASOF></LEDGERBAL>\n` +
        `<BALLIST><BAL><NAME>Opening balance</NAME><DESC>Booked balance at the start of the period</DESC>` +
        `<BALTYPE>DOLLAR</BALTYPE><VALUE>${signed(head.opening)}</VALUE>` +
        `<DTASOF>${ofxDay(head.fromDate)}000000.000[0:GMT]</DTASOF></BAL></BALLIST>\n` +
        `</STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>\n`
      );
    },
  };
}
