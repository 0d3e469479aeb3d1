// Reads a PDF on stdin and prints what a PDF reader gets from it, as JSON: the metadata, whether it is tagged, the
// structure tree's roles, and each page's text in reading order. PDF.js (pdfjs-dist) is ESM only and the sandbox's
// jest runs CommonJS, so tests run this as a child process (testing/pdf-text.ts).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const data = new Uint8Array(Buffer.concat(chunks));
const pdf = await getDocument({ data, isEvalSupported: false, useSystemFonts: false, verbosity: 0 }).promise;
const { info } = await pdf.getMetadata();
const markInfo = await pdf.getMarkInfo();
const pages = [];
const roles = new Set();
const collect = (node) => {
  if (node?.role) roles.add(node.role);
  for (const child of node?.children ?? []) collect(child);
};
for (let number = 1; number <= pdf.numPages; number += 1) {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  pages.push(content.items.map((item) => `${item.str}${item.hasEOL ? '\n' : ' '}`).join(''));
  if (number === 1) collect(await page.getStructTree());
}
process.stdout.write(
  JSON.stringify({
    info,
    tagged: markInfo?.Marked === true,
    roles: [...roles],
    pageCount: pdf.numPages,
    pages,
  }),
);
