import PDFDocument from 'pdfkit';
import type { DocumentBrand } from './document-brands';
import { fontBytes, logMissingGlyphs, missingGlyphs, type MissingGlyphsReport } from './document-fonts';
import { fit } from './document-formats';
import { bcp47, DOCUMENT_TEXTS, type DocumentLanguage, type DocumentTexts } from './texts';

export { logMissingGlyphs, missingGlyphs, type MissingGlyphsReport } from './document-fonts';
export { formatAmount, formatDate } from './document-formats';

/**
 * The sandbox's one document writer (issue 35): statements, invoices, agreements and later contracts are drawn
 * here, on pdfkit. What every branded document has is written once: the letterhead on every page, the regulator's
 * footer and the page numbers, tables whose header repeats after a page break, wrapped paragraphs.
 *
 * - Text is set in DejaVu Sans (the `dejavu-fonts-ttf` package, read from disk, never fetched), embedded as a
 *   subset: Latin with its diacritics, Greek and Cyrillic print as written. A character the font cannot draw is
 *   reported (`onMissingGlyphs`, the sandbox's log by default), never replaced silently.
 * - The file is a tagged PDF 1.7 (a structure tree of headings, paragraphs and tables; letterheads and footers are
 *   artifacts) with its language, title, author (the brand's legal entity) and creation date set, and the title
 *   shown by viewers instead of the file name.
 */

/** An A4 page in points, and the margin every branded document keeps. */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = 48;
/** Where the body ends: the regulator's footer lives below. */
const BODY_BOTTOM = PAGE.height - MARGIN - 64;
/** The grey of the brand's PDF logo (shared/brands: print-friendly, survives black-and-white print). */
export const PRINT_GREY = '#9aa0a8';
const TEXT_GREY = '#555555';

export interface DocumentOptions {
  brand: DocumentBrand;
  language: DocumentLanguage;
  /** The PDF's title (metadata, shown by viewers). */
  title: string;
  createdAt: Date;
  onMissingGlyphs?: (report: MissingGlyphsReport) => void;
}

export interface TextStyle {
  size?: number;
  bold?: boolean;
  colour?: string;
}

/** A table column: where it starts (or, right-aligned, ends) and how many characters it keeps. */
export interface TableColumn {
  heading: string;
  x: number;
  align?: 'left' | 'right';
  /** Cells longer than this are cut with an ellipsis. */
  maxChars?: number;
}

type Structure = PDFKit.PDFStructureElement;

/**
 * One branded document being drawn. Draw top to bottom: `heading`, `line`, `pair`, `paragraph`, `table`; a page
 * is added (with its letterhead) when the next block does not fit. `finish` adds the footers and ends the file.
 */
export class BrandDocument {
  readonly texts: DocumentTexts;
  readonly language: DocumentLanguage;
  readonly brand: DocumentBrand;
  /** The baseline-free top of the next block, in pdfkit's top-down points. */
  y = 0;
  private readonly pdf: PDFKit.PDFDocument;
  private readonly root: Structure;
  private readonly title: string;
  private readonly onMissingGlyphs: (report: MissingGlyphsReport) => void;
  private readonly chunks: Buffer[] = [];
  private readonly ended: Promise<void>;
  /** Called after the letterhead of every page after the first (a table repeats its header). */
  private onNewPage: (() => void) | undefined;
  private face = '';
  private size = 0;
  private colour = '';

  constructor(options: DocumentOptions) {
    this.brand = options.brand;
    this.language = options.language;
    this.texts = DOCUMENT_TEXTS[options.language];
    this.title = options.title;
    this.onMissingGlyphs = options.onMissingGlyphs ?? logMissingGlyphs;
    this.pdf = new PDFDocument({
      size: 'A4',
      margin: 0,
      autoFirstPage: false,
      bufferPages: true,
      pdfVersion: '1.7',
      tagged: true,
      lang: bcp47(options.language),
      displayTitle: true,
      info: {
        Title: options.title,
        Author: options.brand.letterhead.legalEntityName,
        Creator: options.brand.projectName,
        Producer: `${options.brand.projectName} sandbox`,
        CreationDate: options.createdAt,
      },
    });
    const faces = fontBytes();
    this.pdf.registerFont('regular', faces.regular);
    this.pdf.registerFont('bold', faces.bold);
    this.pdf.on('data', (chunk: Buffer) => this.chunks.push(chunk));
    this.ended = new Promise((resolve, reject) => {
      this.pdf.on('end', resolve);
      this.pdf.on('error', reject);
    });
    this.root = this.pdf.struct('Document');
    this.pdf.addStructure(this.root);
    this.addPage();
  }

  /** Draws one run of text at a point (`y` its top), reporting characters the font lacks. */
  private draw(
    text: string,
    x: number,
    y: number,
    { size = 9, bold = false, colour = '#000000' }: TextStyle,
  ) {
    const missing = missingGlyphs(text, bold ? 'bold' : 'regular');
    if (missing.length > 0) this.onMissingGlyphs({ title: this.title, characters: missing, text });
    this.use(bold, size);
    if (colour !== this.colour) {
      this.pdf.fillColor(colour);
      this.colour = colour;
    }
    // No `features`: pdfkit caches the layout of a text only with the font's default ones.
    this.pdf.text(text, x, y, { lineBreak: false });
  }

  /** Sets the face and size unless they are set already (a statement draws tens of thousands of cells). */
  private use(bold: boolean, size: number) {
    const face = bold ? 'bold' : 'regular';
    if (face !== this.face || size !== this.size) {
      this.pdf.font(face).fontSize(size);
      this.face = face;
      this.size = size;
    }
  }

  /** The width of a text in points. */
  width(text: string, { size = 9, bold = false }: TextStyle = {}): number {
    this.use(bold, size);
    return this.pdf.widthOfString(text);
  }

  /** A text cut into lines no wider than `width`, at spaces. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const rows: string[] = [];
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const last = rows.at(-1);
      if (last !== undefined && this.width(`${last} ${word}`, style) <= width)
        rows[rows.length - 1] = `${last} ${word}`;
      else rows.push(word);
    }
    return rows;
  }

  private artifact(draw: () => void) {
    this.pdf.markContent('Artifact', { type: 'Pagination' });
    draw();
    this.pdf.endMarkedContent();
  }

  private addPage() {
    this.pdf.addPage({ size: 'A4', margin: 0 });
    // A page's content starts in the default state: colours are set again when first used.
    this.colour = '';
    this.y = this.letterhead();
    this.onNewPage?.();
  }

  /** Starts a new page unless `height` more points fit above the footer. */
  room(height: number) {
    if (this.y + height > BODY_BOTTOM) this.addPage();
  }

  /** The letterhead: logo and name on the left, the legal entity's address and contacts on the right. */
  private letterhead(): number {
    const { brand } = this;
    const letter = brand.letterhead;
    const right = PAGE.width - MARGIN;
    let below = MARGIN + 40;
    this.artifact(() => {
      this.pdf.roundedRect(MARGIN, MARGIN, 30, 30, 7).fill(brand.ink);
      this.pdf.roundedRect(MARGIN + 22, MARGIN, 8, 8, 2).fill(PRINT_GREY);
      this.colour = PRINT_GREY;
      const initial = [...brand.projectName][0]!.toUpperCase();
      const initialWidth = this.width(initial, { size: 18, bold: true });
      this.draw(initial, MARGIN + 15 - initialWidth / 2, MARGIN + 4, {
        size: 18,
        bold: true,
        colour: '#ffffff',
      });
      this.draw(brand.projectName, MARGIN + 40, MARGIN + 6, { size: 16, bold: true, colour: brand.ink });
      const rightText = (y: number, text: string, style: TextStyle) =>
        this.draw(text, right - this.width(text, style), y, style);
      rightText(MARGIN - 2, letter.legalEntityName, { size: 9, bold: true });
      const parts = letter.address.split(/,\s*/);
      parts.forEach((part, index) => rightText(MARGIN + 10 + index * 10, part, { size: 8 }));
      const contactsTop = MARGIN + 10 + parts.length * 10;
      rightText(contactsTop, `${letter.phone} · ${letter.email} · ${letter.web}`, { size: 8 });
      below = Math.max(MARGIN + 40, contactsTop + 16);
      this.pdf.moveTo(MARGIN, below).lineTo(right, below).lineWidth(1).strokeColor(PRINT_GREY).stroke();
    });
    return below + 18;
  }

  /** A structure element of the document holding what `draw` puts on the page. */
  private tagged(type: string, draw: () => void): void {
    this.root.add(this.pdf.struct(type, {}, draw));
  }

  /** The document's title line (`H1`) or a section's (`H2`), in the brand's ink. */
  heading(text: string, { level = 1, size, right }: { level?: 1 | 2; size?: number; right?: string } = {}) {
    const fontSize = size ?? (level === 1 ? 18 : 11);
    this.room(fontSize + 16);
    const y = this.y;
    this.tagged(`H${level}`, () =>
      this.draw(text, MARGIN, y, { size: fontSize, bold: true, colour: this.brand.ink }),
    );
    if (right) {
      const style = { size: 11, bold: true };
      this.tagged('P', () => this.draw(right, PAGE.width - MARGIN - this.width(right, style), y + 4, style));
    }
    this.y += fontSize + (level === 1 ? 8 : 6);
  }

  /** A line of text, with an optional second text right-aligned on the same line. */
  line(text: string, style: TextStyle = {}, right?: { text: string; style?: TextStyle }) {
    const size = style.size ?? 10;
    this.room(size + 6);
    const y = this.y;
    this.tagged('P', () => this.draw(text, MARGIN, y, { ...style, size }));
    if (right) {
      const rightStyle = { size: 8, ...right.style };
      this.tagged('P', () =>
        this.draw(right.text, PAGE.width - MARGIN - this.width(right.text, rightStyle), y + 2, rightStyle),
      );
    }
    this.y += size + 5;
  }

  /** Blank space. */
  space(points: number) {
    this.y += points;
  }

  /** A rule across the page. */
  rule(colour = '#000000', width = 0.5) {
    const y = this.y;
    this.artifact(() =>
      this.pdf
        .moveTo(MARGIN, y)
        .lineTo(PAGE.width - MARGIN, y)
        .lineWidth(width)
        .strokeColor(colour)
        .stroke(),
    );
  }

  /** Label on the left, value on the right (an amount line of an invoice). */
  pair(label: string, value: string, style: TextStyle = {}) {
    const size = style.size ?? 10;
    this.room(size + 8);
    const y = this.y;
    const full = { ...style, size };
    this.tagged('P', () => {
      this.draw(label, MARGIN, y, full);
      this.draw(value, PAGE.width - MARGIN - this.width(value, full), y, full);
    });
    this.y += size + 8;
  }

  /** Side-by-side blocks of lines (an invoice's payee and payer), each a paragraph. */
  columns(blocks: readonly { x: number; lines: readonly { text: string; style: TextStyle }[] }[]) {
    const height = Math.max(...blocks.map((block) => block.lines.length)) * 14;
    this.room(height);
    const top = this.y;
    for (const block of blocks)
      this.tagged('P', () =>
        block.lines.forEach((line, index) =>
          this.draw(line.text, MARGIN + block.x, top + index * 14, line.style),
        ),
      );
    this.y += height + 6;
  }

  /** A paragraph wrapped to the page; it continues on the next page when it does not fit (one `P` per page). */
  paragraph(text: string, style: TextStyle = {}, { maxLines }: { maxLines?: number } = {}) {
    const size = style.size ?? 10;
    const leading = Math.round(size * 1.4);
    let rows = this.wrap(text, PAGE.width - 2 * MARGIN, { ...style, size });
    if (maxLines !== undefined && rows.length > maxLines)
      rows = [...rows.slice(0, maxLines - 1), `${rows[maxLines - 1]}…`];
    while (rows.length > 0) {
      this.room(leading);
      const fitting = Math.max(1, Math.floor((BODY_BOTTOM - this.y) / leading));
      const here = rows.slice(0, fitting);
      rows = rows.slice(fitting);
      const top = this.y;
      this.tagged('P', () =>
        here.forEach((row, index) => this.draw(row, MARGIN, top + index * leading, { ...style, size })),
      );
      this.y += here.length * leading;
    }
    this.y += 4;
  }

  /**
   * A table (`Table` of `TR` rows of `TH`/`TD` cells): the header row under the letterhead of every page it runs
   * onto. `empty` is printed when there are no rows.
   */
  table(
    columns: readonly TableColumn[],
    rows: Iterable<readonly string[]>,
    { empty }: { empty?: string } = {},
  ) {
    const rowHeight = 16;
    const table = this.pdf.struct('Table');
    this.root.add(table);
    const cell = (column: TableColumn, text: string, y: number, style: TextStyle) => {
      const shown = fit(text, column.maxChars);
      const x = column.align === 'right' ? column.x - this.width(shown, style) : column.x;
      this.draw(shown, x, y, style);
    };
    const header = () => {
      const y = this.y;
      const row = this.pdf.struct('TR');
      table.add(row);
      for (const column of columns)
        row.add(this.pdf.struct('TH', {}, () => cell(column, column.heading, y, { size: 9, bold: true })));
      row.end();
      this.artifact(() =>
        this.pdf
          .moveTo(MARGIN, y + 14)
          .lineTo(PAGE.width - MARGIN, y + 14)
          .lineWidth(0.5)
          .strokeColor('#000000')
          .stroke(),
      );
      this.y += rowHeight + 4;
    };
    this.room(rowHeight * 2 + 4);
    header();
    this.onNewPage = header;
    let count = 0;
    for (const cells of rows) {
      this.room(rowHeight);
      const y = this.y;
      const row = this.pdf.struct('TR');
      table.add(row);
      columns.forEach((column, index) =>
        row.add(this.pdf.struct('TD', {}, () => cell(column, cells[index] ?? '', y, { size: 9 }))),
      );
      row.end();
      this.y += rowHeight;
      count += 1;
    }
    this.onNewPage = undefined;
    table.end();
    if (count === 0 && empty) this.line(empty, { size: 9 });
  }

  /** The regulator's footer (wrapped) and "Page n of m" on every page; then the file's bytes. */
  async finish(): Promise<Buffer> {
    const { start, count } = this.pdf.bufferedPageRange();
    const style = { size: 7, colour: TEXT_GREY };
    const rows = this.wrap(this.brand.letterhead.regulatorFooter, PAGE.width - 2 * MARGIN, style);
    for (let index = start; index < start + count; index += 1) {
      this.pdf.switchToPage(index);
      this.colour = '';
      const top = PAGE.height - MARGIN - 12 - rows.length * 9;
      this.artifact(() => {
        this.pdf
          .moveTo(MARGIN, top)
          .lineTo(PAGE.width - MARGIN, top)
          .lineWidth(0.5)
          .strokeColor(PRINT_GREY)
          .stroke();
        rows.forEach((row, at) => this.draw(row, MARGIN, top + 4 + at * 9, style));
        const number = this.texts.page(index - start + 1, count);
        this.draw(number, PAGE.width - MARGIN - this.width(number, { size: 7 }), PAGE.height - MARGIN + 2, {
          size: 7,
        });
      });
    }
    this.root.end();
    this.pdf.end();
    await this.ended;
    return Buffer.concat(this.chunks);
  }
}
