import type { DocumentBrand } from '../../../documents/document-brands';
import type { LegalDocument } from './legal-documents';
import { BrandDocument, formatDate, type MissingGlyphsReport } from '../../../documents/pdf-document';
import type { DocumentLanguage } from '../../../documents/texts';

/** Who the copy of the agreement is for, as its first lines say. */
export interface AgreementHolder {
  name: string;
  customerId: number;
  /** When they agreed to it; absent for a document given for information. */
  acceptedAt?: Date;
}

/**
 * A legal document as a PDF on the brand's letterhead (issue 15 item 7, spec 02 §7 "Agreement download (id, PDF)";
 * issue 35): the title, version, the holder and when they agreed in the customer's language, then the sections
 * (the sandbox's legal texts are English); pages are added as the text needs them.
 */
export async function agreementPdf(
  brand: DocumentBrand,
  legal: LegalDocument,
  holder: AgreementHolder,
  language: DocumentLanguage,
  createdAt: Date,
  onMissingGlyphs?: (report: MissingGlyphsReport) => void,
): Promise<Buffer> {
  const document = new BrandDocument({
    brand,
    language,
    title: `${brand.projectName}: ${legal.title} ${legal.version}`,
    createdAt,
    onMissingGlyphs,
  });
  const texts = document.texts.agreement;
  document.heading(legal.title);
  document.line(texts.version(legal.version, formatDate(legal.effectiveFrom, language)));
  document.line(texts.preparedFor(holder.name, holder.customerId));
  if (holder.acceptedAt) document.line(texts.agreedOn(formatDate(holder.acceptedAt, language)));
  document.space(18);
  for (const section of legal.sections) {
    document.room(60);
    document.heading(section.heading, { level: 2 });
    document.paragraph(section.text);
    document.space(6);
  }
  return document.finish();
}
