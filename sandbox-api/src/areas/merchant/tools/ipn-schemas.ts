import type { ObjectSchema } from '../../../platform/pipeline/types';
import { money } from '../../../platform/http/schemas';
import { nullable, statusFlag, text } from './schema-parts';

/** IPN messages and settings, and the payment notifications' settings. */
const ipnProperties = {
  id: { type: 'integer' },
  transactionId: { type: 'integer' },
  amount: money,
  currencyCode: { type: 'string' },
  payerEmail: { type: 'string' },
  notifyUrl: { type: 'string' },
  status: { type: 'string' },
  responseStatus: nullable('integer'),
  attempts: { type: 'integer' },
  createdAt: { type: 'string' },
  confirmedAt: nullable('string'),
};

export const ipnMessagesResponseSchema: ObjectSchema = {
  type: 'object',
  properties: {
    messages: {
      type: 'array',
      items: { type: 'object', properties: ipnProperties, required: Object.keys(ipnProperties) },
    },
    totalCount: { type: 'integer' },
  },
  required: ['messages', 'totalCount'],
};

export const ipnMessageResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { ...ipnProperties, body: { type: 'string' }, responseBody: nullable('string') },
  required: [...Object.keys(ipnProperties), 'body', 'responseBody'],
};

const ipnSettingsProperties = {
  notifyUrl: { type: 'string' },
  notifyStatusId: { type: 'integer' },
  statusId: { type: 'integer' },
  hasSecretKey: { type: 'boolean' },
};

export const ipnSettingsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: ipnSettingsProperties,
  required: Object.keys(ipnSettingsProperties),
};

/** An empty notifyUrl turns the messages off; a set one is checked by the service (http(s), a public address). */
export const updateIpnSettingsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { notifyUrl: text(2048), notifyStatusId: statusFlag, statusId: statusFlag },
  required: ['notifyUrl', 'notifyStatusId', 'statusId'],
};

export const secretKeyResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { secretKey: { type: 'string' } },
  required: ['secretKey'],
};

export const paymentNotificationSettingsResponseSchema: ObjectSchema = {
  type: 'object',
  properties: { statusId: { type: 'integer' }, hasSecretKey: { type: 'boolean' } },
  required: ['statusId', 'hasSecretKey'],
};

export const updatePaymentNotificationSettingsRequestSchema: ObjectSchema = {
  type: 'object',
  properties: { statusId: statusFlag },
  required: ['statusId'],
};
