import type { HistoryTransaction } from '@portal/api/catalogue';
import type { DocumentBrand } from '../../../documents/document-brands';
import {
  BrandDocument,
  formatAmount,
  formatDate,
  MARGIN,
  PAGE,
  type MissingGlyphsReport,
} from '../../../documents/pdf-document';
import { DOCUMENT_TEXTS, type DocumentLanguage } from '../../../documents/texts';

/** A monthly statement (issue 14) in the customer's language (issue 35). */
export interface StatementDocument {
  brand: DocumentBrand;
  language: DocumentLanguage;
  /** Whose account it is: the name documents carry (documents/holder.ts). */
  holder: string;
  accountId: number;
  /** The statement month's first and last day, `YYYY-MM-DD`. */
  fromDate: string;
  toDate: string;
  createdAt: Date;
  lines: readonly HistoryTransaction[];
  onMissingGlyphs?: (report: MissingGlyphsReport) => void;
}

/**
 * A statement as a PDF on the brand's letterhead: whose it is, the account, the month and the day it was made, then a table of
 * the month's lines (date, description or counterparty, status, signed amount as the portal shows it).
 */
export async function statementPdf(statement: StatementDocument): Promise<Buffer> {
  const { brand, language, lines } = statement;
  const currency = lines[0]?.currencyCode ?? '';
  const texts = DOCUMENT_TEXTS[language].statement;
  const document = new BrandDocument({
    brand,
    language,
    title: texts.documentTitle(brand.projectName, statement.accountId, statement.fromDate.slice(0, 7)),
    createdAt: statement.createdAt,
    onMissingGlyphs: statement.onMissingGlyphs,
  });
  document.heading(texts.title);
  if (statement.holder) document.line(statement.holder, { size: 11, bold: true });
  document.line(texts.account(statement.accountId, currency));
  document.line(
    texts.period(formatDate(statement.fromDate, language), formatDate(statement.toDate, language)),
    {},
    { text: texts.issued(formatDate(statement.createdAt, language)) },
  );
  document.space(16);
  const right = PAGE.width - MARGIN;
  document.table(
    [
      { heading: texts.date, x: MARGIN },
      { heading: texts.description, x: MARGIN + 72, maxChars: 44 },
      { heading: texts.status, x: MARGIN + 330 },
      { heading: texts.amount, x: right, align: 'right' },
    ],
    (function* rows() {
      for (const line of lines)
        yield [
          formatDate(line.transactionDate, language),
          line.description || line.counterpartyName,
          texts.statuses[line.status] ?? line.status,
          formatAmount(line.amount, line.currencyCode, language),
        ];
    })(),
    { empty: texts.empty },
  );
  return document.finish();
}
