import fs from 'node:fs/promises';

/** What a reader gets from a PDF (issue 35): its metadata and each page's text in reading order, via PDF.js. */
export interface PdfText {
  title: string | undefined;
  author: string | undefined;
  language: string | undefined;
  pages: string[];
  /** Every page's text, one line per line of the page. */
  text: string;
}

/** Extracts the text of a PDF (a downloaded file's path, or its bytes) as a PDF reader or screen reader would. */
export async function readPdf(source: string | Buffer): Promise<PdfText> {
  const bytes = typeof source === 'string' ? await fs.readFile(source) : source;
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  const info = (await pdf.getMetadata()).info as Record<string, string | undefined>;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : ''))
        .join('')
        // No-break spaces (group separators) read as spaces.
        .replace(/[\u00a0\u202f]/g, ' '),
    );
  }
  await pdf.destroy();
  return { title: info.Title, author: info.Author, language: info.Language, pages, text: pages.join('\n') };
}
