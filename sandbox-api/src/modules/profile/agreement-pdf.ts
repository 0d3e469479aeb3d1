import type { DocumentBrand } from '../history/document-brands';
import { footer, letterhead, MARGIN, PAGE, Page, pdfFile, textWidth } from '../history/statement-pdf';
import type { LegalDocument } from './legal-documents';

/** Who the copy of the agreement is for, as its first lines say. */
export interface AgreementHolder {
  name: string;
  customerId: number;
  /** When they agreed to it; absent for a document given for information. */
  acceptedAt?: Date;
}

const BODY_SIZE = 10;
const LINE = 14;

/** A paragraph cut into lines that fit the page's width. */
function wrap(text: string, size: number): string[] {
  const rows: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = rows.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, size) < PAGE.width - 2 * MARGIN)
      rows[rows.length - 1] = `${last} ${word}`;
    else rows.push(word);
  }
  return rows;
}

/**
 * A legal document as a PDF on the brand's letterhead (issue 15 item 7, spec 02 §7 "Agreement download (id, PDF)"):
 * the statements' letterhead and regulator footer (history/statement-pdf.ts), the title, version, the holder and
 * when they agreed, then the sections; pages are added as the text needs them.
 */
export function agreementPdf(brand: DocumentBrand, document: LegalDocument, holder: AgreementHolder): string {
  const pages: Page[] = [];
  let page = new Page();
  let y = letterhead(page, brand);
  const bottom = MARGIN + 60;
  const room = (height: number) => {
    if (y - height >= bottom) return;
    pages.push(page);
    page = new Page();
    y = letterhead(page, brand);
  };

  page.text(MARGIN, y, document.title, { size: 18, bold: true, colour: brand.ink });
  y -= 22;
  page.text(MARGIN, y, `Version ${document.version} · in effect from ${document.effectiveFrom}`, {
    size: 10,
  });
  y -= LINE;
  page.text(MARGIN, y, `Prepared for ${holder.name} (customer ${holder.customerId})`, { size: 10 });
  y -= LINE;
  if (holder.acceptedAt)
    page.text(MARGIN, y, `Agreed on ${holder.acceptedAt.toISOString().slice(0, 10)}`, { size: 10 });
  y -= 28;

  for (const section of document.sections) {
    const rows = wrap(section.text, BODY_SIZE);
    room(LINE + Math.min(rows.length, 3) * LINE);
    page.text(MARGIN, y, section.heading, { size: 11, bold: true, colour: brand.ink });
    y -= LINE + 2;
    for (const row of rows) {
      room(LINE);
      page.text(MARGIN, y, row, { size: BODY_SIZE });
      y -= LINE;
    }
    y -= 10;
  }
  pages.push(page);
  pages.forEach((drawn, at) => footer(drawn, brand, at + 1, pages.length));
  return pdfFile(pages, `${brand.projectName} ${document.title} ${document.version}`, brand);
}
