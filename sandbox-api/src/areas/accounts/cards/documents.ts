import { createHash } from 'node:crypto';
import {
  CARD_DOCUMENT_MAX_BYTES,
  DOCUMENT_STATUS,
  DOCUMENT_TYPE_88_COUNTRIES,
  type CardDocument,
  type CardDocumentsResponse,
  type UploadCardDocumentRequest,
} from '@portal/api/catalogue';
import { documentSides } from '@portal/api/cards';
import { invalidField } from '../../../money/amounts';
import type { StoredCard } from './repository';
import { invalid, type CardAccess, type CardServiceDeps } from './card-access';

/** The file kinds a document may be, with the first bytes each file of the kind starts with. */
const DOCUMENT_SIGNATURES: Readonly<Record<string, { bytes: number[]; kind: string }>> = {
  'image/jpeg': { bytes: [0xff, 0xd8, 0xff], kind: 'a JPEG image' },
  'image/png': { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], kind: 'a PNG image' },
  'application/pdf': { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], kind: 'a PDF document' },
};
export const DOCUMENT_CONTENT_TYPES = Object.keys(DOCUMENT_SIGNATURES);
/** Statuses after which a document needs uploading again (spec 02 §3 "Document statuses"). */
export const DOCUMENT_REDO: readonly number[] = [
  DOCUMENT_STATUS.canceled,
  DOCUMENT_STATUS.deleted,
  DOCUMENT_STATUS.rejected,
  DOCUMENT_STATUS.expired,
  DOCUMENT_STATUS.nameMismatch,
];
/** Card and reissue statuses of a card not yet in the holder's hands, by what a move does to it. */

/** The decoded bytes of a base64 text, or null when it is not base64. */
export function decodeBase64(content: string): Buffer | null {
  if (content.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(content)) return null;
  return Buffer.from(content, 'base64');
}

/**
 * The `content` problems of an uploaded document: base64, not empty, at most `maxBytes` decoded, and really of
 * the declared type (its first bytes), so a renamed file is not taken for an image.
 */
export function documentContentViolations(
  content: string,
  contentType: string,
  maxBytes = CARD_DOCUMENT_MAX_BYTES,
): { lines: string[]; bytes: Buffer | null } {
  const bytes = decodeBase64(content);
  if (!bytes) return { lines: ['content: is not base64'], bytes: null };
  if (bytes.length === 0) return { lines: ['content: the file is empty'], bytes };
  if (bytes.length > maxBytes)
    return { lines: [`content: the file is larger than ${maxBytes / 1_000_000} MB`], bytes };
  const signature = DOCUMENT_SIGNATURES[contentType];
  if (!signature) return { lines: ['contentType: must be image/jpeg, image/png or application/pdf'], bytes };
  if (!signature.bytes.every((byte, index) => bytes[index] === byte))
    return { lines: [`content: is not ${signature.kind}`], bytes };
  return { lines: [], bytes };
}

/** The documents a card asks for (spec 02 §3, §5), and their upload side by side. */
export function createCardDocuments(
  { repository }: Pick<CardServiceDeps, 'repository'>,
  { ownCard, changeCard }: Pick<CardAccess, 'ownCard' | 'changeCard'>,
) {
  async function documentsOf(card: StoredCard): Promise<CardDocument[]> {
    const sides = await repository.listDocumentSides(card.account.accountId);
    return card.requiredDocumentTypes.map((type) => {
      const needed = documentSides(type);
      const uploaded = needed.filter((side) => sides.some((row) => row.type === type && row.side === side));
      const complete = uploaded.length === needed.length;
      const statusId = complete ? sides.find((row) => row.type === type)?.statusId : undefined;
      return {
        type,
        ...(statusId !== undefined ? { statusId } : {}),
        isDocumentRequired: !complete || (statusId !== undefined && DOCUMENT_REDO.includes(statusId)),
        isCardDocumentRequired: true,
        sides: needed,
        uploadedSides: uploaded,
      };
    });
  }

  return {
    async getCardDocuments(customerId: number, accountId: number): Promise<CardDocumentsResponse> {
      const card = await ownCard(repository, customerId, accountId);
      return { documents: await documentsOf(card) };
    },

    /**
     * One side of a document the card asks for (spec 02 §3, §5): types 4, 5 and 88 have a front and a back,
     * 88 only for residents of RU and UA. Once every side is there the document is pending review (41).
     */
    async uploadCardDocument(
      customerId: number,
      request: UploadCardDocumentRequest,
    ): Promise<CardDocumentsResponse> {
      const { accountId, type, side } = request;
      const card = await changeCard(customerId, accountId, 'documents', async (card, repo) => {
        if (type === 88) {
          const residence = (await repo.customer(customerId))?.residenceCountryCode ?? '';
          if (!(DOCUMENT_TYPE_88_COUNTRIES as readonly string[]).includes(residence))
            throw invalidField('type', 'document type 88 is only for residents of Russia and Ukraine');
        }
        if (!card.requiredDocumentTypes.includes(type))
          throw invalidField('type', `this card does not ask for document type ${type}`);
        const sides = documentSides(type);
        if (!sides.includes(side))
          throw invalidField('side', `document type ${type} has a ${sides.join(' and a ')} side only`);
        const { lines, bytes } = documentContentViolations(request.content, request.contentType);
        if (lines.length > 0 || !bytes) throw invalid(lines);
        await repo.saveDocumentSide({
          customerId,
          accountId,
          type,
          side,
          statusId: DOCUMENT_STATUS.submitted,
          fileName: request.fileName.trim(),
          contentType: request.contentType,
          size: bytes.length,
          sha256: createHash('sha256').update(bytes).digest('hex'),
        });
        const uploaded = (await repo.listDocumentSides(accountId)).filter((row) => row.type === type);
        if (sides.every((needed) => uploaded.some((row) => row.side === needed)))
          await repo.setDocumentStatus(accountId, type, DOCUMENT_STATUS.pending);
        return card;
      });
      return { documents: await documentsOf(card) };
    },
  };
}
