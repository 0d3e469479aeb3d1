import type { HistoryTransaction } from '@portal/api/contract';
import type { DocumentBrand } from './document-brands';

/**
 * A monthly statement as a PDF document on the brand's letterhead (issue 14): the brand's logo (a vector badge of
 * its initial in the print colours of its PDF logo) and name, the letterhead of its account-confirmation letter
 * (legal entity, address, phone, e-mail, web; spec 01 §1), the statement's lines, and the regulator's footer on
 * every page. Plain PDF 1.4 with the standard Helvetica fonts, written in ASCII only: the export's chunks are text.
 */
export interface StatementDocument {
  brand: DocumentBrand;
  accountId: number;
  /** The statement month's first and last day, `YYYY-MM-DD`. */
  fromDate: string;
  toDate: string;
  createdAt: Date;
  lines: readonly HistoryTransaction[];
}

/** An A4 page in points, and the margin every branded document keeps. */
export const PAGE = { width: 595, height: 842 };
export const MARGIN = 48;
const ROW_HEIGHT = 16;
const FIRST_PAGE_ROWS = 30;
const NEXT_PAGE_ROWS = 38;
/** The grey of the brand's PDF logo (shared/brands: print-friendly, survives black-and-white print). */
const PRINT_GREY = '#9aa0a8';

/** WinAnsiEncoding codes of the characters beyond Latin-1 that statements use. */
const WIN_ANSI: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '–': 0x96,
  '—': 0x97,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
};

/** A PDF string literal in WinAnsiEncoding, ASCII only: other characters as octal escapes, unknown ones as `?`. */
export function pdfText(text: string): string {
  let out = '(';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) out += char;
    else if (WIN_ANSI[char] !== undefined) out += `\\${WIN_ANSI[char].toString(8)}`;
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8)}`;
    else out += code === 0x09 || code === 0x0a ? ' ' : '?';
  }
  return `${out})`;
}

/** `#rrggbb` as PDF colour operands. */
function rgb(hex: string): string {
  return [1, 3, 5].map((at) => (Number.parseInt(hex.slice(at, at + 2), 16) / 255).toFixed(3)).join(' ');
}

/** Advance widths (1/1000 em) of Helvetica and Helvetica-Bold, characters 32 to 126 (Adobe's font metrics). */
const REGULAR_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const BOLD_WIDTHS = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278,
  556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584,
  556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556,
  333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Widths of the characters beyond ASCII that statements use; any other counts as a digit's. */
const OTHER_WIDTHS: Record<string, number> = { '·': 278, '–': 556, '—': 1000, '…': 1000 };

/** The width of a text in points, for right-aligned columns and wrapping. */
export function textWidth(text: string, size: number, bold = false): number {
  const widths = bold ? BOLD_WIDTHS : REGULAR_WIDTHS;
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    units += code >= 32 && code <= 126 ? widths[code - 32]! : (OTHER_WIDTHS[char] ?? 556);
  }
  return (units * size) / 1000;
}

/** Text longer than `max` characters, cut with an ellipsis. */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** One page's drawing operations. */
export class Page {
  readonly ops: string[] = [];

  text(x: number, y: number, text: string, { size = 9, bold = false, colour = '#000000' } = {}) {
    this.ops.push(
      `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${rgb(colour)} rg ${+x.toFixed(2)} ${y} Td ${pdfText(text)} Tj ET`,
    );
  }

  textRight(right: number, y: number, text: string, options: { size?: number; bold?: boolean } = {}) {
    this.text(right - textWidth(text, options.size ?? 9, options.bold), y, text, options);
  }

  line(x1: number, y1: number, x2: number, y2: number, colour: string, width = 0.5) {
    this.ops.push(`${rgb(colour)} RG ${width} w ${x1} ${y1} m ${x2} ${y2} l S`);
  }

  /** A filled square with rounded corners (the logo's badge). */
  roundedSquare(x: number, y: number, size: number, radius: number, colour: string) {
    const k = radius * 0.5523;
    const [l, b, r, t] = [x, y, x + size, y + size];
    this.ops.push(
      `${rgb(colour)} rg ${l + radius} ${b} m ${r - radius} ${b} l ` +
        `${r - radius + k} ${b} ${r} ${b + radius - k} ${r} ${b + radius} c ${r} ${t - radius} l ` +
        `${r} ${t - radius + k} ${r - radius + k} ${t} ${r - radius} ${t} c ${l + radius} ${t} l ` +
        `${l + radius - k} ${t} ${l} ${t - radius + k} ${l} ${t - radius} c ${l} ${b + radius} l ` +
        `${l} ${b + radius - k} ${l + radius - k} ${b} ${l + radius} ${b} c f`,
    );
  }
}

/** The letterhead: logo and name on the left, the legal entity's address and contacts on the right. */
export function letterhead(page: Page, brand: DocumentBrand): number {
  const letter = brand.letterhead;
  const ink = brand.ink;
  const top = PAGE.height - MARGIN;
  page.roundedSquare(MARGIN, top - 30, 30, 7, ink);
  page.text(MARGIN + 8.5, top - 22, [...brand.projectName][0]!.toUpperCase(), {
    size: 18,
    bold: true,
    colour: '#ffffff',
  });
  page.roundedSquare(MARGIN + 22, top - 8, 8, 2, PRINT_GREY);
  page.text(MARGIN + 40, top - 21, brand.projectName, { size: 16, bold: true, colour: ink });
  const right = PAGE.width - MARGIN;
  page.textRight(right, top - 6, letter.legalEntityName, { size: 9, bold: true });
  letter.address.split(/,\s*/).reduce((y, part) => {
    page.textRight(right, y, part, { size: 8 });
    return y - 10;
  }, top - 17);
  const contactsTop = top - 17 - 10 * letter.address.split(/,\s*/).length;
  page.textRight(right, contactsTop, `${letter.phone} · ${letter.email} · ${letter.web}`, { size: 8 });
  const below = Math.min(top - 40, contactsTop - 10);
  page.line(MARGIN, below, right, below, PRINT_GREY, 1);
  return below - 24;
}

/** The regulator's footer (the letterhead's), wrapped, and the page number. */
export function footer(page: Page, brand: DocumentBrand, number: number, count: number) {
  const words = brand.letterhead.regulatorFooter.split(' ');
  const rows: string[] = [];
  for (const word of words) {
    const last = rows.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`, 7) < PAGE.width - 2 * MARGIN)
      rows[rows.length - 1] = `${last} ${word}`;
    else rows.push(word);
  }
  page.line(
    MARGIN,
    MARGIN + 12 + rows.length * 9,
    PAGE.width - MARGIN,
    MARGIN + 12 + rows.length * 9,
    PRINT_GREY,
  );
  rows.forEach((row, index) =>
    page.text(MARGIN, MARGIN + 4 + (rows.length - index) * 9, row, { size: 7, colour: '#555555' }),
  );
  page.textRight(PAGE.width - MARGIN, MARGIN - 6, `Page ${number} of ${count}`, { size: 7 });
}

const COLUMNS = { date: MARGIN, description: MARGIN + 70, status: MARGIN + 330, amount: PAGE.width - MARGIN };

function tableHeader(page: Page, y: number) {
  page.text(COLUMNS.date, y, 'Date', { bold: true });
  page.text(COLUMNS.description, y, 'Description', { bold: true });
  page.text(COLUMNS.status, y, 'Status', { bold: true });
  page.textRight(COLUMNS.amount, y, 'Amount', { bold: true });
  page.line(MARGIN, y - 5, PAGE.width - MARGIN, y - 5, '#000000');
}

/** The statement as the bytes of a PDF file (ASCII, so one character is one byte). */
export function statementPdf(document: StatementDocument): string {
  const { brand, lines } = document;
  const currency = lines[0]?.currencyCode ?? '';
  const pageCount =
    lines.length <= FIRST_PAGE_ROWS ? 1 : 1 + Math.ceil((lines.length - FIRST_PAGE_ROWS) / NEXT_PAGE_ROWS);
  const pages: Page[] = [];
  let index = 0;
  for (let number = 1; number <= pageCount; number += 1) {
    const page = new Page();
    let y = letterhead(page, brand);
    if (number === 1) {
      page.text(MARGIN, y, 'Account statement', { size: 18, bold: true, colour: brand.ink });
      y -= 22;
      page.text(MARGIN, y, `Account ${document.accountId}${currency ? ` · ${currency}` : ''}`, { size: 10 });
      y -= 14;
      page.text(MARGIN, y, `Period ${document.fromDate} – ${document.toDate}`, { size: 10 });
      page.textRight(PAGE.width - MARGIN, y, `Issued ${document.createdAt.toISOString().slice(0, 10)}`, {
        size: 8,
      });
      y -= 28;
    }
    tableHeader(page, y);
    y -= ROW_HEIGHT + 2;
    const rows = number === 1 ? FIRST_PAGE_ROWS : NEXT_PAGE_ROWS;
    for (const line of lines.slice(index, index + rows)) {
      page.text(COLUMNS.date, y, line.transactionDate.slice(0, 10));
      page.text(COLUMNS.description, y, fit(line.description || line.counterpartyName, 48));
      page.text(COLUMNS.status, y, line.status);
      page.textRight(COLUMNS.amount, y, `${line.amount} ${line.currencyCode}`);
      y -= ROW_HEIGHT;
    }
    index += rows;
    if (lines.length === 0) page.text(MARGIN, y, 'No transactions in this period.', { size: 9 });
    footer(page, brand, number, pageCount);
    pages.push(page);
  }

  return pdfFile(
    pages,
    `${brand.projectName} statement ${document.accountId} ${document.fromDate.slice(0, 7)}`,
    brand,
  );
}

/**
 * The bytes of a PDF file (ASCII, so one character is one byte) of drawn pages, titled, by the brand's legal
 * entity; every branded document of the sandbox (statements, agreements, invoices) ends here.
 */
export function pdfFile(pages: readonly Page[], title: string, brand: DocumentBrand): string {
  // Objects: 1 catalog, 2 page tree, 3 and 4 fonts, 5 info, then a page and its content stream per page.
  const objects: string[] = [];
  const pageIds = pages.map((_, at) => 6 + at * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] =
    `<< /Title ${pdfText(title)} ` +
    `/Author ${pdfText(brand.letterhead.legalEntityName)} /Creator ${pdfText(brand.projectName)} >>`;
  pages.forEach((page, at) => {
    const content = page.ops.join('\n');
    objects[pageIds[at]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[at]! + 1} 0 R >>`;
    objects[pageIds[at]! + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });

  let file = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = file.length;
    file += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = file.length;
  file += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1)
    file += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  file += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return file;
}
