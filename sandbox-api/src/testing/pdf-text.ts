import { execFile } from 'node:child_process';
import path from 'node:path';
import { PACKAGE_ROOT } from '../platform/config';

/** What a PDF reader gets from a file (testing/pdf-reader.mjs, on PDF.js). */
export interface PdfReading {
  info: {
    Title?: string;
    Author?: string;
    Language?: string;
    CreationDate?: string;
    PDFFormatVersion?: string;
  };
  tagged: boolean;
  /** The structure roles of the first page's tree (`Document`, `H1`, `P`, `Table`…). */
  roles: string[];
  pageCount: number;
  /** Each page's text in reading order; runs separated by a space, lines by a newline. */
  pages: string[];
}

/** Extracts a PDF's text and metadata with a PDF text library, as a reader or a screen reader would. */
export function readPdf(bytes: Buffer | Uint8Array): Promise<PdfReading> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(PACKAGE_ROOT, 'src', 'testing', 'pdf-reader.mjs')],
      { cwd: PACKAGE_ROOT, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf-text: ${error.message} ${stderr}`));
        else resolve(JSON.parse(stdout) as PdfReading);
      },
    );
    child.stdin!.end(Buffer.from(bytes));
  });
}
