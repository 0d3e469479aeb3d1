import type { SmartContract } from '@portal/api/catalogue';
import type { DocumentBrand } from '../../../documents/document-brands';
import { CONTRACT_DOCUMENT_TEXTS } from './contract-texts';
import {
  BrandDocument,
  formatDate,
  MARGIN,
  PAGE,
  PRINT_GREY,
  type MissingGlyphsReport,
} from '../../../documents/pdf-document';
import { bcp47, type DocumentLanguage } from '../../../documents/texts';

export interface ContractPdfOptions {
  brand: DocumentBrand;
  language: DocumentLanguage;
  /** When the copy is made (the PDF's creation date and its "printed" line); now when absent. */
  printedAt?: Date;
  onMissingGlyphs?: (report: MissingGlyphsReport) => void;
}

/** Characters a party's lines keep in their half of the page. */
const PARTY_CHARS = 42;

const cut = (text: string, max: number) =>
  [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;

/** "12.50" as the language writes it: "12.5 %", "12,5 %" (no float: the text itself, trailing zeros dropped). */
export function formatPercent(percentage: string, language: DocumentLanguage): string {
  const [whole = '0', fraction = ''] = percentage.split('.');
  const digits = fraction.replace(/0+$/, '');
  const decimal =
    new Intl.NumberFormat(bcp47(language)).formatToParts(1.5).find((part) => part.type === 'decimal')
      ?.value ?? '.';
  return `${whole}${digits ? `${decimal}${digits}` : ''} %`;
}

/** An ISO time as the language's date and the time of day in UTC (`28.11.2026 14:05 UTC`). */
const formatTime = (iso: string, language: DocumentLanguage) =>
  `${formatDate(iso, language)} ${iso.slice(11, 16)} UTC`;

/**
 * A revenue-split contract as a PDF on the brand's letterhead (issue 32 item 4; spec 03 §3 "Contract"), drawn by the
 * sandbox's one document writer (pdf-document.ts) in the customer's language: the number and status, both companies
 * (payer and beneficiary) and the counterparty company chosen at creation, the share of each incoming payment, the
 * term, each side's obligations as written, the signers and when they signed, the payer's identity check, a
 * termination, the note, and the timeline of what happened. Any script the font draws (Latin with its diacritics,
 * Greek, Cyrillic) prints as written.
 */
export async function renderContractPdf(
  contract: SmartContract,
  options: ContractPdfOptions,
): Promise<Uint8Array> {
  const { brand, language } = options;
  const printedAt = options.printedAt ?? new Date();
  const texts = CONTRACT_DOCUMENT_TEXTS[language];
  const document = new BrandDocument({
    brand,
    language,
    title:
      contract.id === 0
        ? `${brand.projectName}: ${texts.draftTitle}`
        : texts.documentTitle(brand.projectName, contract.id),
    createdAt: printedAt,
    onMissingGlyphs: options.onMissingGlyphs,
  });

  // Id 0: a contract the generator prints before it exists (spec 03 §7), a draft without a number or status.
  const draft = contract.id === 0;
  document.heading(
    draft ? texts.draftTitle : texts.title(contract.id),
    draft ? {} : { right: texts.statuses[contract.status] },
  );
  document.line(
    texts.company(contract.company.title),
    {},
    { text: texts.printed(formatDate(printedAt, language)) },
  );
  document.space(14);
  const party = (x: number, label: string, who: SmartContract['sender']) => ({
    x,
    lines: [
      { text: label, style: { size: 8, bold: true, colour: '#555555' } },
      { text: cut(who.name, PARTY_CHARS), style: { size: 11, bold: true } },
      { text: cut(`${texts.customer(who.id)} · ${who.username}`, PARTY_CHARS + 8), style: { size: 9 } },
    ],
  });
  document.columns([
    party(0, texts.payer, contract.sender),
    party(260, texts.beneficiary, contract.beneficiary),
  ]);
  document.space(4);
  document.rule();
  document.space(10);
  document.pair(texts.share, contract.percentage ? formatPercent(contract.percentage, language) : '—', {
    bold: true,
  });
  const from = texts.from(formatDate(contract.activeFrom, language));
  document.pair(
    texts.term,
    contract.activeTo
      ? `${from} ${texts.until(formatDate(contract.activeTo, language))}`
      : `${from}, ${texts.openEnded}`,
  );
  document.rule(PRINT_GREY);
  document.space(8);
  if (contract.identificationStatus)
    document.line(texts.identification(texts.identificationStatuses[contract.identificationStatus]), {
      size: 9,
    });
  if (contract.terminateInfo) {
    const date = formatDate(contract.terminateInfo.terminatedAt, language);
    document.line(contract.status === 'TERMINATING' ? texts.terminating(date) : texts.terminated(date), {
      size: 9,
      bold: true,
    });
    if (contract.terminateInfo.note) document.paragraph(contract.terminateInfo.note, { size: 9 });
  }
  document.space(6);

  const obligations = (heading: string, items: readonly string[]) => {
    document.room(50);
    document.heading(heading, { level: 2 });
    items.forEach((item, index) => document.paragraph(`${index + 1}. ${item}`, { size: 9 }));
    document.space(6);
  };
  obligations(texts.senderObligations, contract.senderObligations);
  obligations(texts.beneficiaryObligations, contract.beneficiaryObligations);

  document.room(60);
  document.heading(texts.signatures, { level: 2 });
  const signature = (side: string, name: string | null, signedAt: string | null) =>
    document.line(
      `${texts.signer(side, name ?? texts.noSigner)} · ${
        signedAt ? texts.signedAt(formatTime(signedAt, language)) : texts.notSigned
      }`,
      { size: 9 },
    );
  signature(contract.sender.name, contract.senderSignerName, contract.senderSignedAt);
  signature(contract.beneficiary.name, contract.beneficiarySignerName, contract.beneficiarySignedAt);
  document.space(8);

  if (contract.note) {
    document.room(40);
    document.heading(texts.note, { level: 2 });
    document.paragraph(contract.note, { size: 9 });
    document.space(6);
  }

  document.room(60);
  document.heading(texts.timeline, { level: 2 });
  const byName = (by: number | null) =>
    by === null
      ? texts.system
      : by === contract.sender.id
        ? contract.sender.name
        : by === contract.beneficiary.id
          ? contract.beneficiary.name
          : texts.customer(by);
  const right = PAGE.width - MARGIN;
  document.table(
    [
      { heading: texts.when, x: MARGIN },
      { heading: texts.event, x: MARGIN + 118, maxChars: 30 },
      { heading: texts.by, x: MARGIN + 300, maxChars: 22 },
      { heading: texts.note, x: right - 90, maxChars: 16 },
    ],
    [...contract.events]
      .sort((a, b) => a.at.localeCompare(b.at))
      .map((event) => [
        formatTime(event.at, language),
        texts.events[event.type] ?? event.type,
        byName(event.by),
        event.note ?? '',
      ]),
    { empty: texts.noEvents },
  );
  return document.finish();
}
