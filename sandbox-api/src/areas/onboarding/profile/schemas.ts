import { LEGAL_DOCUMENT_KINDS, NOTIFICATION_GROUPS } from '@portal/api/catalogue';
import type { ObjectSchema } from '../../../platform/pipeline/types';

const notificationItemSchema = {
  type: 'object',
  properties: {
    group: { type: 'string', enum: [...NOTIFICATION_GROUPS] },
    identified: { type: 'string' },
    value: { type: 'string' },
    kind: { type: 'string', enum: ['switch', 'choice'] },
    options: { type: 'array', items: { type: 'string' } },
  },
  required: ['group', 'identified', 'value', 'kind'],
};

export const notificationSettingsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { items: { type: 'array', items: notificationItemSchema } },
  required: ['items'],
};

export const setNotificationSettingRequestSchema: ObjectSchema = {
  type: 'object',
  properties: {
    identified: { type: 'string', minLength: 1, maxLength: 64 },
    value: { type: 'string', minLength: 1, maxLength: 32 },
  },
  required: ['identified', 'value'],
};

export const notificationSettingResponseSchema: ObjectSchema = notificationItemSchema as ObjectSchema;

export const legalInfoResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          kind: { type: 'string', enum: [...LEGAL_DOCUMENT_KINDS] },
          version: { type: 'string' },
          effectiveFrom: { type: 'string' },
          acceptedAt: { type: 'string' },
          fileName: { type: 'string' },
        },
        required: ['id', 'kind', 'version', 'effectiveFrom', 'fileName'],
      },
    },
  },
  required: ['items'],
};

export const agreementRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  required: ['id'],
};

export const agreementFileResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    fileName: { type: 'string' },
    contentType: { type: 'string', enum: ['application/pdf'] },
    content: { type: 'string' },
  },
  required: ['id', 'fileName', 'contentType', 'content'],
};
