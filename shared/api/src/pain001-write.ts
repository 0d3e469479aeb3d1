import { sumDecimals } from './money';

/**
 * Writing a pain.001 file from wire rows (issue 51 item 4: the sample beside the CSV ones): one payment block from
 * one debtor account, the control figures (`NbOfTxs`, `CtrlSum`) counted and summed in decimal.
 */

/** The pain.001 versions taken (issue 51 item 4), by the namespace of their `Document`. */
export const PAIN001_NAMESPACES = {
  '001.001.03': 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.03',
  '001.001.09': 'urn:iso:std:iso:20022:tech:xsd:pain.001.001.09',
} as const;
export type Pain001Version = keyof typeof PAIN001_NAMESPACES;

/** Who pays: the debtor, their account and its bank. */
export interface Pain001Debtor {
  name: string;
  iban: string;
  bic: string;
}

export interface Pain001WriteOptions {
  /** 001.001.09 when not given. */
  version?: Pain001Version;
  messageId: string;
  /** ISO date and time, e.g. 2025-01-06T09:00:00. */
  createdAt: string;
  /** ISO date. */
  executionDate: string;
  debtor: Pain001Debtor;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** One element per line, indented: `element('Nm', name)` or `element('Amt', [children…])`. */
function element(name: string, content: string | readonly string[], attributes = ''): string[] {
  if (typeof content === 'string') return [`<${name}${attributes}>${escapeXml(content)}</${name}>`];
  return [`<${name}${attributes}>`, ...content.map((line) => `  ${line}`), `</${name}>`];
}

/** A pain.001 document of the rows (values by the wire columns: beneficiaryName, iban, swift, amount, …). */
export function writePain001(rows: readonly Record<string, string>[], options: Pain001WriteOptions): string {
  const version = options.version ?? '001.001.09';
  const bic = version === '001.001.03' ? 'BIC' : 'BICFI';
  const count = String(rows.length);
  const controlSum = sumDecimals(rows.map((row) => row.amount ?? '0'));
  const { debtor } = options;
  const agent = (code: string) => element('FinInstnId', element(bic, code));
  const transactions = rows.flatMap((row, index) =>
    element('CdtTrfTxInf', [
      ...element('PmtId', element('EndToEndId', `${options.messageId}-${index + 1}`)),
      ...element('Amt', element('InstdAmt', row.amount ?? '', ` Ccy="${escapeXml(row.currency ?? '')}"`)),
      ...(row.swift ? element('CdtrAgt', agent(row.swift)) : []),
      ...element('Cdtr', element('Nm', row.beneficiaryName ?? '')),
      ...element('CdtrAcct', element('Id', element('IBAN', row.iban ?? ''))),
      ...(row.description ? element('RmtInf', element('Ustrd', row.description)) : []),
    ]),
  );
  const document = element(
    'Document',
    element('CstmrCdtTrfInitn', [
      ...element('GrpHdr', [
        ...element('MsgId', options.messageId),
        ...element('CreDtTm', options.createdAt),
        ...element('NbOfTxs', count),
        ...element('CtrlSum', controlSum),
        ...element('InitgPty', element('Nm', debtor.name)),
      ]),
      ...element('PmtInf', [
        ...element('PmtInfId', `${options.messageId}-1`),
        ...element('PmtMtd', 'TRF'),
        ...element('NbOfTxs', count),
        ...element('CtrlSum', controlSum),
        // The requested date is a plain date in .03, a choice of date or date and time from .08 on.
        ...(version === '001.001.03'
          ? element('ReqdExctnDt', options.executionDate)
          : element('ReqdExctnDt', element('Dt', options.executionDate))),
        ...element('Dbtr', element('Nm', debtor.name)),
        ...element('DbtrAcct', element('Id', element('IBAN', debtor.iban))),
        ...element('DbtrAgt', agent(debtor.bic)),
        ...transactions,
      ]),
    ]),
    ` xmlns="${PAIN001_NAMESPACES[version]}"`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n${document.join('\n')}\n`;
}
