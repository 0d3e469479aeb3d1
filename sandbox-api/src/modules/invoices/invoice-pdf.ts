import type { Invoice } from '@portal/api/contract';
import type { DocumentBrand } from '../history/document-brands';
import { footer, letterhead, MARGIN, Page, PAGE, pdfFile } from '../history/statement-pdf';

/** Status words printed on an invoice (the PDF is in English, as the statements). */
const STATUS_WORDS: Record<Invoice['status'], string> = {
  awaitingPayment: 'Awaiting payment',
  unpaid: 'Unpaid (past due)',
  paid: 'Paid',
  rejected: 'Rejected',
};

/** Splits a text into rows of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const rows: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = rows.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= width)
      rows[rows.length - 1] = `${last} ${word}`;
    else rows.push(word);
  }
  return rows;
}

/**
 * An invoice as a one-page PDF on the brand's letterhead (issue 15 item 4, the statement's writer of issue 14):
 * who bills whom, the amount, fee and total, the dates and the status; a funding invoice says how to pay it.
 */
export function invoicePdf(brand: DocumentBrand, invoice: Invoice, printedAt: Date): string {
  const page = new Page();
  const right = PAGE.width - MARGIN;
  let y = letterhead(page, brand);
  const title = invoice.isFunding ? `Funding invoice No. ${invoice.id}` : `Invoice No. ${invoice.id}`;
  page.text(MARGIN, y, title, { size: 18, bold: true, colour: brand.ink });
  page.textRight(right, y, STATUS_WORDS[invoice.status], { size: 11, bold: true });
  y -= 20;
  page.text(MARGIN, y, `Issued ${invoice.sentDate.slice(0, 10)}  ·  Due ${invoice.dueDate}`, { size: 10 });
  page.textRight(right, y, `Printed ${printedAt.toISOString().slice(0, 10)}`, { size: 8 });
  y -= 34;

  const party = (x: number, label: string, name: string, email: string) => {
    page.text(x, y, label, { size: 8, bold: true, colour: '#555555' });
    page.text(x, y - 14, name, { size: 11, bold: true });
    page.text(x, y - 28, email, { size: 9 });
  };
  party(MARGIN, 'FROM (PAYEE)', invoice.payeeName, invoice.payeeEmail);
  party(MARGIN + 260, 'TO (PAYER)', invoice.payerName, invoice.payerEmail);
  y -= 60;

  page.line(MARGIN, y, right, y, '#000000');
  y -= 16;
  const row = (label: string, value: string, bold = false) => {
    page.text(MARGIN, y, label, { size: 10, bold });
    page.textRight(right, y, value, { size: 10, bold });
    y -= 18;
  };
  row('Amount', `${invoice.amount} ${invoice.currencyCode}`);
  row('Payment fee', `${invoice.feePayment} ${invoice.currencyCode}`);
  page.line(MARGIN, y + 12, right, y + 12, '#9aa0a8');
  row('Total to pay', `${invoice.total} ${invoice.currencyCode}`, true);
  y -= 10;

  if (invoice.noteBody) {
    page.text(MARGIN, y, 'Note', { size: 9, bold: true });
    y -= 14;
    for (const line of wrap(invoice.noteBody, 95).slice(0, 8)) {
      page.text(MARGIN, y, line, { size: 9 });
      y -= 12;
    }
    y -= 8;
  }
  if (invoice.rejectNote) {
    page.text(MARGIN, y, 'Rejected by the payer', { size: 9, bold: true });
    y -= 14;
    for (const line of wrap(invoice.rejectNote, 95).slice(0, 6)) {
      page.text(MARGIN, y, line, { size: 9 });
      y -= 12;
    }
    y -= 8;
  }
  page.text(MARGIN, y, 'How to pay', { size: 9, bold: true });
  y -= 14;
  const instructions = invoice.isFunding
    ? `Transfer the total by bank transfer to ${brand.letterhead.legalEntityName} with the reference INV-${invoice.id}; ` +
      `it is added to your ${invoice.currencyCode} account ${invoice.payerAccountId ?? ''} when it arrives.`
    : `Sign in to ${brand.projectName} and pay it under Invoices; the payment reaches ${invoice.payeeName} at once.`;
  for (const line of wrap(instructions, 95)) {
    page.text(MARGIN, y, line, { size: 9 });
    y -= 12;
  }
  footer(page, brand, 1, 1);
  return pdfFile([page], `${brand.projectName} ${title}`, brand);
}
