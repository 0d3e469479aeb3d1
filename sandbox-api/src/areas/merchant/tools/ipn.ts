import { createHmac } from 'node:crypto';
import {
  IPN_SETTINGS_DEFAULTS,
  RESPONSE_CODES,
  WEBHOOK_LOGGED_BODY_LIMIT,
  type IpnMessage,
  type IpnMessageDetail,
  type IpnMessagesResponse,
  type IpnSettings,
  type PageRequest,
  type PaymentNotificationSettings,
  type SecretKeyResponse,
  type UpdateIpnSettingsRequest,
} from '@portal/api/catalogue';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import { sha256Hex } from '../../../platform/lib/crypto';
import { METHOD_INPUT_ERROR_STATUS } from '../../../money/amounts';
import type { PaymentReceived } from '../../../platform/payment-received';
import { formatAmount } from '../../../money/fees';
import type { IpnMessageRow } from './repository';
import {
  iso,
  MERCHANT_TEXTS,
  newSecret,
  pageOf,
  urlProblems,
  type MerchantContext,
  type MerchantServiceOptions,
} from './merchant-context';

export function toIpnMessage(row: IpnMessageRow): IpnMessage {
  return {
    id: row.id,
    transactionId: row.transactionId,
    amount: formatAmount(row.amount, row.currencyCode),
    currencyCode: row.currencyCode,
    payerEmail: row.payerEmail,
    notifyUrl: row.notifyUrl,
    status: row.status as IpnMessage['status'],
    responseStatus: row.responseStatus,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: iso(row.confirmedAt),
  };
}

export const toIpnDetail = (row: IpnMessageRow): IpnMessageDetail => ({
  ...toIpnMessage(row),
  body: row.body,
  responseBody: row.responseBody,
});

/**
 * The IPN body, form-encoded as IPN is (ours: the spec names no fields). `verify_sign` is the HMAC-SHA256, in hex, of
 * the body before it, keyed with the hex SHA-256 of the merchant's IPN secret key (the sandbox keeps only that hash;
 * the merchant computes it from the key once).
 */
export function ipnBody(fields: Record<string, string>, secretHash: string | null): string {
  const form = new URLSearchParams(fields);
  const text = form.toString();
  if (!secretHash) return text;
  form.append('verify_sign', createHmac('sha256', secretHash).update(text, 'utf8').digest('hex'));
  return form.toString();
}

/**
 * The merchant's notifications: IPN messages (spec 03 §3, §9: page 25), their settings and secret key, the one made
 * for each payment the merchant receives, and the payment notifications' settings.
 */
export function createIpnOperations(
  { ipn }: Pick<MerchantServiceOptions, 'ipn'>,
  { clock, repository, log, assertMerchant, emit }: MerchantContext,
) {
  async function ipnSettingsOf(customerId: number): Promise<IpnSettings> {
    const row = await repository.ipnSettings(customerId);
    return {
      notifyUrl: row?.notifyUrl ?? '',
      notifyStatusId: row?.notifyStatusId ?? IPN_SETTINGS_DEFAULTS.notifyStatusId,
      statusId: row?.statusId ?? IPN_SETTINGS_DEFAULTS.statusId,
      hasSecretKey: Boolean(row?.secretHash),
    };
  }

  async function paymentNotificationSettingsOf(customerId: number): Promise<PaymentNotificationSettings> {
    const row = await repository.paymentNotificationSettings(customerId);
    return { statusId: row?.statusId ?? 1, hasSecretKey: Boolean(row?.secretHash) };
  }

  /** POSTs a stored IPN message to its URL and records what came of it. */
  async function postIpn(row: IpnMessageRow): Promise<IpnMessageRow> {
    if (!ipn) return row;
    const outcome = await ipn.post(row.notifyUrl, row.body, {
      'content-type': 'application/x-www-form-urlencoded',
      'user-agent': 'Portal-Sandbox-IPN/1',
    });
    const delivered =
      outcome.responseStatus !== null && outcome.responseStatus >= 200 && outcome.responseStatus < 300;
    return (
      (await repository.updateIpnMessage(row.id, {
        status: delivered ? 'sent' : 'failed',
        responseStatus: outcome.responseStatus,
        responseBody: (outcome.responseBody ?? outcome.error)?.slice(0, WEBHOOK_LOGGED_BODY_LIMIT) ?? null,
        attempts: row.attempts + 1,
      })) ?? row
    );
  }

  return {
    async ipnMessages(customerId: number, request: PageRequest): Promise<IpnMessagesResponse> {
      await assertMerchant(customerId);
      const { rows, total } = await repository.ipnMessages(customerId, pageOf(request));
      return { messages: rows.map(toIpnMessage), totalCount: total };
    },

    async ipnMessage(customerId: number, id: number): Promise<IpnMessageDetail> {
      await assertMerchant(customerId);
      const row = await repository.ipnMessage(customerId, id);
      if (!row) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.ipnNotFound);
      return toIpnDetail(row);
    },

    /** The merchant confirms it handled a message (confirming again changes nothing). */
    async confirmIpnMessage(customerId: number, id: number): Promise<IpnMessageDetail> {
      await assertMerchant(customerId);
      const row = await repository.ipnMessage(customerId, id);
      if (!row) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.ipnNotFound);
      if (row.status === 'confirmed') return toIpnDetail(row);
      const updated = await repository.updateIpnMessage(id, {
        status: 'confirmed',
        confirmedAt: clock.now(),
      });
      return toIpnDetail(updated ?? row);
    },

    async ipnSettings(customerId: number): Promise<IpnSettings> {
      await assertMerchant(customerId);
      return ipnSettingsOf(customerId);
    },

    /** An empty notifyUrl stops the posts; a set one must be http(s) and reach a public address (TA1 else). */
    async updateIpnSettings(customerId: number, request: UpdateIpnSettingsRequest): Promise<IpnSettings> {
      await assertMerchant(customerId);
      const notifyUrl = request.notifyUrl.trim();
      if (notifyUrl) {
        // The target guard checks the syntax (shared with the form: webhookUrlProblems) and the address.
        const problems = ipn ? await ipn.check(notifyUrl) : urlProblems('notifyUrl', notifyUrl);
        if (problems.length > 0)
          throw invalidParameters(
            problems.map((problem) => problem.replace(/^url:/, 'notifyUrl:')),
            METHOD_INPUT_ERROR_STATUS,
          );
      }
      await repository.saveIpnSettings(
        customerId,
        { notifyUrl, notifyStatusId: request.notifyStatusId, statusId: request.statusId },
        clock.now(),
      );
      return ipnSettingsOf(customerId);
    },

    /** A new IPN secret key, answered this once; only its SHA-256 is kept (the previous key stops working). */
    async newIpnSecretKey(customerId: number): Promise<SecretKeyResponse> {
      await assertMerchant(customerId);
      const secretKey = newSecret('ipnsk');
      await repository.saveIpnSettings(customerId, { secretHash: sha256Hex(secretKey) }, clock.now());
      return { secretKey };
    },

    // ---- Payment notifications -----------------------------------------------------------------------------

    async paymentNotificationSettings(customerId: number): Promise<PaymentNotificationSettings> {
      await assertMerchant(customerId);
      return paymentNotificationSettingsOf(customerId);
    },

    async updatePaymentNotificationSettings(
      customerId: number,
      statusId: number,
    ): Promise<PaymentNotificationSettings> {
      await assertMerchant(customerId);
      await repository.savePaymentNotificationSettings(customerId, { statusId }, clock.now());
      return paymentNotificationSettingsOf(customerId);
    },

    async newPaymentNotificationSecret(customerId: number): Promise<SecretKeyResponse> {
      await assertMerchant(customerId);
      const secretKey = newSecret('pnsk');
      await repository.savePaymentNotificationSettings(
        customerId,
        { secretHash: sha256Hex(secretKey) },
        clock.now(),
      );
      return { secretKey };
    },

    // ---- IPN on a received payment (merchant-hooks' onPaymentReceived) -------------------------------------

    /**
     * A payment reached a merchant: when its IPN is on (statusId 1) with a notify URL, an IPN message is stored,
     * posted form-encoded to the URL (through the target guard) when notifyStatusId is 1, its outcome recorded, and
     * `ipn.created` sent to the merchant's webhooks. Never throws into the payment.
     */
    async onPaymentReceived(payment: PaymentReceived): Promise<IpnMessageDetail | undefined> {
      try {
        const customerId = payment.customerId;
        const settings = await repository.ipnSettings(customerId);
        const statusId = settings?.statusId ?? IPN_SETTINGS_DEFAULTS.statusId;
        const notifyUrl = settings?.notifyUrl ?? '';
        if (statusId !== 1 || !notifyUrl) return undefined;
        if ((await repository.customerType(customerId)) !== 1) return undefined;
        const amount = formatAmount(payment.amount, payment.currencyCode);
        const inserted = await repository.insertIpnMessage({
          customerId,
          transactionId: payment.transactionId,
          amount,
          currencyCode: payment.currencyCode,
          payerEmail: payment.payerEmail,
          notifyUrl,
          status: 'sent',
          body: '',
          createdAt: clock.now(),
        });
        if (!inserted) return undefined;
        const body = ipnBody(
          {
            ipn_id: String(inserted.id),
            transaction_id: String(payment.transactionId),
            merchant_id: String(customerId),
            amount,
            currency: payment.currencyCode,
            payer_email: payment.payerEmail,
            payer_name: payment.payerName,
            payment_status: 'Completed',
            payment_date: payment.createdAt,
            notify_version: '1',
          },
          settings?.secretHash ?? null,
        );
        let row = (await repository.updateIpnMessage(inserted.id, { body })) ?? inserted;
        if ((settings?.notifyStatusId ?? IPN_SETTINGS_DEFAULTS.notifyStatusId) === 1)
          row = await postIpn(row);
        const detail = toIpnDetail(row);
        await emit(customerId, 'ipn.created', {
          id: detail.id,
          transactionId: detail.transactionId,
          amount: detail.amount,
          currencyCode: detail.currencyCode,
          payerEmail: detail.payerEmail,
          status: detail.status,
          responseStatus: detail.responseStatus,
        });
        return detail;
      } catch (error) {
        log(`merchant: the IPN of payment ${payment.transactionId} failed`, error);
        return undefined;
      }
    },
  };
}
