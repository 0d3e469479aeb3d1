import { VERIFICATION_UPLOAD, type CreateCustomerDocumentRequest } from '@portal/api/catalogue';
import type { UploadedFile } from '../../../platform/pipeline/types';
import type { StoredRepresentativeDocuments, VerificationCustomer } from './repository';
import {
  categoriesOf,
  CONTENT_TYPE_OF_ENDING,
  contentTypeOf,
} from '../../../platform/customer/verification-rules';
import { documentTypesFor, isCalendarDay } from './rules';
import { MAX_FILE_NAME_LENGTH, VERIFICATION_TEXTS } from './texts';
import { REPRESENTATIVE_CATEGORIES } from './verification-view';

/** Whether a file name holds a control character (NUL among them) or an unpaired UTF-16 surrogate. */
function hasBadNameCharacter(name: string): boolean {
  for (let index = 0; index < name.length; index += 1) {
    const code = name.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
    const high = code >= 0xd800 && code <= 0xdbff;
    const low = code >= 0xdc00 && code <= 0xdfff;
    const next = name.charCodeAt(index + 1);
    if (high && next >= 0xdc00 && next <= 0xdfff) index += 1;
    else if (high || low) return true;
  }
  return false;
}

/** The checks of an upload (spec 03 §7), against the day `today` answers. */
export function createUploadChecks(today: () => string) {
  /** The TA1 lines an upload earns (spec 03 §7 "Customer and business document create"); none when it is fine. */
  function uploadProblems(
    customer: VerificationCustomer,
    request: CreateCustomerDocumentRequest,
    file: UploadedFile | undefined,
  ): string[] {
    const T = VERIFICATION_TEXTS;
    const lines: string[] = [];
    const { categoryId, documentTypeId, side } = request;
    if (!categoriesOf(customer.customerType).includes(categoryId))
      lines.push(`categoryId: ${T.unknownCategory}`);
    else {
      const offered = documentTypesFor(categoryId, customer.residenceCountryCode);
      const type = offered.find((candidate) => candidate.id === documentTypeId);
      const listed = documentTypesFor(categoryId, 'RU').some((candidate) => candidate.id === documentTypeId);
      if (!type) lines.push(`documentTypeId: ${listed ? T.registrationStamp : T.unknownType}`);
      else if (!type.sides.includes(side)) lines.push(`side: ${T.oneSided}`);
    }
    const day = today();
    const { issuedDate, expiresDate } = request;
    if (issuedDate !== undefined && !isCalendarDay(issuedDate)) lines.push(`issuedDate: ${T.notADay}`);
    else if (issuedDate !== undefined && issuedDate > day) lines.push(`issuedDate: ${T.issuedInFuture}`);
    if (expiresDate !== undefined && !isCalendarDay(expiresDate)) lines.push(`expiresDate: ${T.notADay}`);
    else if (expiresDate !== undefined && expiresDate < day) lines.push(`expiresDate: ${T.expiresInPast}`);
    else if (
      expiresDate !== undefined &&
      issuedDate !== undefined &&
      isCalendarDay(issuedDate) &&
      expiresDate <= issuedDate
    )
      lines.push(`expiresDate: ${T.expiresBeforeIssued}`);
    lines.push(...fileProblems(file));
    return lines;
  }

  /**
   * A representative's upload (issue 47 item 1): someone of this company, one of their categories, a type of their
   * country, and the same file checks as the customer's own.
   */
  function representativeUploadProblems(
    representative: StoredRepresentativeDocuments | undefined,
    request: CreateCustomerDocumentRequest,
    file: UploadedFile | undefined,
  ): string[] {
    const T = VERIFICATION_TEXTS;
    if (!representative) return [`representativeId: ${T.unknownRepresentative}`];
    const lines: string[] = [];
    if (!REPRESENTATIVE_CATEGORIES[representative.kind].includes(request.categoryId))
      lines.push(`categoryId: ${T.unknownCategory}`);
    else {
      const type = documentTypesFor(request.categoryId, representative.countryCode).find(
        (candidate) => candidate.id === request.documentTypeId,
      );
      if (!type) lines.push(`documentTypeId: ${T.unknownType}`);
      else if (!type.sides.includes(request.side)) lines.push(`side: ${T.oneSided}`);
    }
    const day = today();
    if (request.expiresDate !== undefined && !isCalendarDay(request.expiresDate))
      lines.push(`expiresDate: ${T.notADay}`);
    else if (request.expiresDate !== undefined && request.expiresDate < day)
      lines.push(`expiresDate: ${T.expiresInPast}`);
    lines.push(...fileProblems(file));
    return lines;
  }

  /** Size, ending and emptiness were checked by the method API (the catalogue's limits); here the name and bytes. */
  function fileProblems(file: UploadedFile | undefined): string[] {
    const T = VERIFICATION_TEXTS;
    if (!file) return [`file: ${T.required}`];
    const lines: string[] = [];
    if (hasBadNameCharacter(file.filename)) lines.push(`file: ${T.badName}`);
    if (file.filename.length > MAX_FILE_NAME_LENGTH) lines.push(`file: ${T.longName}`);
    const name = file.filename.toLowerCase();
    const ending = VERIFICATION_UPLOAD.accept.find((candidate) => name.endsWith(candidate));
    const actual = contentTypeOf(file.bytes);
    if (!actual) lines.push(`file: ${T.notRealFile}`);
    else if (ending && CONTENT_TYPE_OF_ENDING[ending] !== actual) lines.push(`file: ${T.contentMismatch}`);
    return lines;
  }

  return { uploadProblems, representativeUploadProblems };
}
