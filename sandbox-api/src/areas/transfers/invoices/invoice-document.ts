import type { Invoice } from '@portal/api/catalogue';
import type { DocumentBrand } from '../../../documents/document-brands';
import {
  BrandDocument,
  formatAmount,
  formatDate,
  PRINT_GREY,
  type MissingGlyphsReport,
} from '../../../documents/pdf-document';
import { DOCUMENT_TEXTS, type DocumentLanguage } from '../../../documents/texts';

/**
 * An invoice as a one-page PDF on the brand's letterhead (issue 15 item 4; issue 35): who bills whom, the amount,
 * fee and total as the portal shows them, the dates and the status; a funding invoice says how to pay it.
 */
export async function invoicePdf(
  brand: DocumentBrand,
  invoice: Invoice,
  printedAt: Date,
  language: DocumentLanguage,
  onMissingGlyphs?: (report: MissingGlyphsReport) => void,
): Promise<Buffer> {
  const texts = DOCUMENT_TEXTS[language].invoice;
  const title = invoice.isFunding ? texts.fundingTitle(invoice.id) : texts.title(invoice.id);
  const document = new BrandDocument({
    brand,
    language,
    title: `${brand.projectName}: ${title}`,
    createdAt: printedAt,
    onMissingGlyphs,
  });
  const money = (amount: string) => formatAmount(amount, invoice.currencyCode, language);
  document.heading(title, { right: texts.statuses[invoice.status] });
  document.line(
    texts.issuedDue(formatDate(invoice.sentDate, language), formatDate(invoice.dueDate, language)),
    {},
    { text: texts.printed(formatDate(printedAt, language)) },
  );
  document.space(18);
  const party = (x: number, label: string, name: string, email: string) => ({
    x,
    lines: [
      { text: label, style: { size: 8, bold: true, colour: '#555555' } },
      { text: name, style: { size: 11, bold: true } },
      { text: email, style: { size: 9 } },
    ],
  });
  document.columns([
    party(0, texts.from, invoice.payeeName, invoice.payeeEmail),
    party(260, texts.to, invoice.payerName, invoice.payerEmail),
  ]);
  document.space(8);
  document.rule();
  document.space(10);
  document.pair(texts.amount, money(invoice.amount));
  document.pair(texts.fee, money(invoice.feePayment));
  document.rule(PRINT_GREY);
  document.space(6);
  document.pair(texts.total, money(invoice.total), { bold: true });
  document.space(8);
  if (invoice.noteBody) {
    document.line(texts.note, { size: 9, bold: true });
    document.paragraph(invoice.noteBody, { size: 9 }, { maxLines: 8 });
  }
  if (invoice.rejectNote) {
    document.line(texts.rejected, { size: 9, bold: true });
    document.paragraph(invoice.rejectNote, { size: 9 }, { maxLines: 6 });
  }
  document.line(texts.howToPay, { size: 9, bold: true });
  document.paragraph(
    invoice.isFunding
      ? texts.payFunding(
          brand.letterhead.legalEntityName,
          invoice.id,
          invoice.currencyCode,
          String(invoice.payerAccountId ?? ''),
        )
      : texts.payInPortal(brand.projectName, invoice.payeeName),
    { size: 9 },
  );
  return document.finish();
}
