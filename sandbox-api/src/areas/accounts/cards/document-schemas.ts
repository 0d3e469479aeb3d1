import { CARD_DOCUMENT_MAX_BYTES } from '@portal/api/catalogue';
import { idSchema } from '../../../platform/http/schemas';
import type { ObjectSchema } from '../../../platform/pipeline/types';
import { DOCUMENT_CONTENT_TYPES } from './documents';

/** The documents a card asks for. */
const sideSchema = { type: 'string', enum: ['front', 'back'] } as const;

export const cardDocumentsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    documents: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          type: { type: 'integer' },
          statusId: { type: 'integer' },
          isDocumentRequired: { type: 'boolean' },
          isCardDocumentRequired: { type: 'boolean' },
          sides: { type: 'array', items: sideSchema },
          uploadedSides: { type: 'array', items: sideSchema },
        },
        required: ['type', 'isDocumentRequired', 'isCardDocumentRequired', 'sides', 'uploadedSides'],
      },
    },
  },
  required: ['documents'],
};

/** Base64 of at most CARD_DOCUMENT_MAX_BYTES; the service checks the decoded size and the file's first bytes. */
const MAX_BASE64_LENGTH = Math.ceil(CARD_DOCUMENT_MAX_BYTES / 3) * 4;

export const uploadCardDocumentRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    accountId: idSchema,
    type: { type: 'integer', minimum: 1, maximum: 999 },
    side: sideSchema,
    // A plain file name: no folders, no control characters.
    fileName: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[^/\\\\\\u0000-\\u001f]+$' },
    contentType: { type: 'string', enum: DOCUMENT_CONTENT_TYPES },
    content: { type: 'string', minLength: 1, maxLength: MAX_BASE64_LENGTH },
  },
  required: ['accountId', 'type', 'side', 'fileName', 'contentType', 'content'],
};
