import {
  RESPONSE_CODES,
  SANDBOX_NOTIFY_PATH,
  type NotificationParams,
  type NotificationSeverity,
  type NotificationType,
} from '@portal/api/catalogue';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../http/errors';
import type { MethodDefinitions } from '../pipeline/types';
import { notifyPage } from './notify-page';
import {
  markNotificationsReadRequestSchema,
  markNotificationsReadResponseSchema,
  notificationListRequestSchema,
  notificationListResponseSchema,
  sandboxNotifySchema,
} from './schemas';
import { defaultNotificationText, type NotificationService } from './service';

/** Notifications of the acting customer (spec 03 §3 "Notification"; issue 31 item 4). */
export function createNotificationMethods(
  notifications: NotificationService,
): Pick<MethodDefinitions, 'getNotifications' | 'markNotificationsRead'> {
  return {
    getNotifications: {
      requestSchema: notificationListRequestSchema,
      responseSchema: notificationListResponseSchema,
      handle: async (context) => notifications.list(await context.actingCustomerId(), context.request),
    },
    markNotificationsRead: {
      requestSchema: markNotificationsReadRequestSchema,
      responseSchema: markNotificationsReadResponseSchema,
      handle: async (context) => notifications.markRead(await context.actingCustomerId(), context.request),
    },
  };
}

interface NotifyBody {
  customerId?: number | string;
  email?: string;
  type: NotificationType;
  severity?: NotificationSeverity | '';
  text?: string;
  params?: NotificationParams;
  /** The form's field; a script gives `params.ticketNumber`. */
  ticketNumber?: string;
}

const refused = (line: string) =>
  new ApiError(400, {
    responseCode: RESPONSE_CODES.invalidParameters,
    responseDescription: 'Invalid parameters',
    validationErrors: [line],
  });

const isForm = (request: FastifyRequest) =>
  request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() ===
  'application/x-www-form-urlencoded';

/**
 * `/sandbox/notify` (issue 31 item 4; a tool, so only behind the tools' cross-site guard): POST JSON
 * (`SandboxNotifyRequest`, the customer by id or by a user's e-mail) stores and pushes a notification as the product's
 * back end would, answering it; GET is a small form for a person.
 */
export const notifyToolRoutes: FastifyPluginAsync<{ notifications: NotificationService }> = async (
  app,
  { notifications },
) => {
  // The page's form posts url-encoded text fields; scoped to this plugin.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(String(body))) {
        if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
        fields[key] = value;
      }
      done(null, fields);
    },
  );

  const page = (reply: FastifyReply, status: number, message?: { role: 'status' | 'alert'; text: string }) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(notifyPage(message));

  app.get(SANDBOX_NOTIFY_PATH, { config: { answers: 'page' } }, async (_request, reply) => page(reply, 200));

  app.post<{ Body: NotifyBody }>(
    SANDBOX_NOTIFY_PATH,
    { schema: sandboxNotifySchema },
    async (request, reply) => {
      const body = request.body;
      const refuse = (line: string) =>
        isForm(request) ? page(reply, 400, { role: 'alert', text: line }) : Promise.reject(refused(line));
      let customerId: number | null;
      if (body.customerId !== undefined && body.customerId !== '') {
        const id = Number(body.customerId);
        customerId = (await notifications.customerExists(id)) ? id : null;
      } else if (body.email?.trim()) {
        customerId = await notifications.customerIdByEmail(body.email);
      } else {
        return refuse('customerId: give the customer’s id or a user’s e-mail');
      }
      if (customerId === null) return refuse('customer: no such customer');
      const params: NotificationParams = { ...body.params };
      if (body.ticketNumber?.trim()) params.ticketNumber = body.ticketNumber.trim();
      const text = body.text?.trim() || defaultNotificationText(body.type, params);
      const notification = await notifications.notify(customerId, {
        type: body.type,
        severity: body.severity || undefined,
        text,
        params,
      });
      if (isForm(request))
        return page(reply, 200, {
          role: 'status',
          text: `Sent ${notification.type} to customer ${customerId}.`,
        });
      return { notification };
    },
  );
};
