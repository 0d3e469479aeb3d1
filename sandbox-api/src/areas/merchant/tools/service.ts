import { createHmac } from 'node:crypto';
import {
  ACCOUNT_TYPES,
  BUTTON_TYPES,
  IPN_SETTINGS_DEFAULTS,
  LOGO_ACCEPT,
  LOGO_FILE_PART,
  RESPONSE_CODES,
  WEBHOOK_LOGGED_BODY_LIMIT,
  type CreateIdentityRequest,
  type CreateLogoRequest,
  type IdentityFeeResponse,
  type IdentityListRequest,
  type IdentityListResponse,
  type IdentityVerification,
  type Installment,
  type InstallmentsResponse,
  type IpnMessage,
  type IpnMessageDetail,
  type IpnMessagesResponse,
  type IpnSettings,
  type Logo,
  type LogosResponse,
  type PageRequest,
  type PaymentNotificationSettings,
  type ReputationItem,
  type ReputationRequest,
  type ReputationResponse,
  type SavedButton,
  type SavedButtonForm,
  type SavedButtonsResponse,
  type SecretKeyResponse,
  type Subscriber,
  type SubscribersResponse,
  type UpdateIpnSettingsRequest,
  type UpdateLogoRequest,
  type WebhookEventType,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import type { Database } from '../../../platform/db/client';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { randomToken, sha256Hex } from '../../../platform/lib/crypto';
import { invalidField, METHOD_INPUT_ERROR_STATUS } from '../../../money/amounts';
import { SANDBOX_BANK } from '../../../money/bank-details';
import { postJournal, systemAccountId } from '../../../money/ledger';
import type { PaymentReceived } from '../webhooks/events';
import type { UploadedFile } from '../../../platform/pipeline/types';
import { formatAmount, minorUnitsOf, roundMoney } from '../../../money/fees';
import { sniffLogo } from './logo-image';
import {
  createMerchantRepository,
  type ButtonRow,
  type IdentityRow,
  type InstallmentRow,
  type IpnMessageRow,
  type LogoRow,
  type MerchantRepository,
  type PayerFacts,
  type SubscriptionRow,
} from './repository';

/**
 * The merchant tools' named operations (issue 33; spec 03 §3 "Merchant items", §5, §7 "Merchant tools", §9) for the
 * acting customer, which must be a business (a personal customer is refused with ENOA). Who may call what is the
 * catalogue's (methods.ts): reads for every right, changes with full access, new secrets never to an administrator.
 */

export const MERCHANT_TEXTS = {
  businessOnly: 'The merchant tools are for business customers.',
  subscriptionNotFound: 'No such subscription.',
  alreadyCancelled: 'subscriptionId: the subscription is cancelled already',
  accountNotFound: 'No such account.',
  ipnNotFound: 'No such IPN message.',
  logoNotFound: 'No such logo.',
  buttonNotFound: 'No such saved button.',
  notAnImage: `${LOGO_FILE_PART}: must be a PNG, JPEG, SVG or WebP image`,
} as const;

/**
 * The identity verification fee per account currency (ours: the spec names the fields only); other currencies pay
 * the default, rounded to their minor units.
 */
export const IDENTITY_FEES: Readonly<Record<string, string>> = { EUR: '2.50', USD: '3.00', GBP: '2.20' };
export const DEFAULT_IDENTITY_FEE = '3.00';

/** Where a logo's image is served (the portal's server forwards `/files/`). */
export const LOGO_FILE_PATH = '/files/merchant-logos';

/** The events of M1's delivery service this area sends (merchant-hooks/events.ts). */
export interface MerchantEventSink {
  emit(customerId: number, type: WebhookEventType, data: Record<string, unknown>): Promise<void>;
}

/** What came of posting an IPN message (merchant-hooks/target.ts `TargetOutcome`). */
export interface IpnPostOutcome {
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

/** The target guard of merchant-hooks/target.ts: every request to a merchant's URL goes through it. */
export interface IpnTransport {
  /** The problems of a notify URL (syntax, and an address that is private, loopback or link-local); [] when fine. */
  check(url: string): Promise<string[]>;
  /** Checks the URL again (DNS may change) and POSTs the form body to it. */
  post(url: string, body: string, headers: Record<string, string>): Promise<IpnPostOutcome>;
}

/** M1's event service (merchant-hooks/events.ts `MerchantEvents`) as this area uses it. */
export interface MerchantEventSource extends MerchantEventSink {
  onPaymentReceived(listener: (payment: PaymentReceived) => Promise<void>): void;
}

export interface MerchantServiceOptions {
  db: Database;
  clock: Clock;
  events?: MerchantEventSink;
  ipn?: IpnTransport;
  /** Failures of a listener are logged, never thrown into the payment. */
  log?: (message: string, error: unknown) => void;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const pageOf = (request: PageRequest) => ({
  limit: request.pageSize,
  offset: (request.pageNumber - 1) * request.pageSize,
});
const negate = (amount: string) => new Decimal(amount).negated().toFixed();
const AMOUNT_TEXT = /^(0|[1-9]\d{0,11})(\.\d{1,8})?$/;
const ACTIVE = 2;

function toSubscriber(row: SubscriptionRow): Subscriber {
  return {
    subscriptionId: row.id,
    customerName: row.customerName,
    email: row.email,
    planName: row.planName,
    amount: formatAmount(row.amount, row.currencyCode),
    currencyCode: row.currencyCode,
    period: row.period as Subscriber['period'],
    status: row.status as Subscriber['status'],
    startedAt: row.startedAt.toISOString(),
    nextPaymentAt: iso(row.nextPaymentAt),
    cancelledAt: iso(row.cancelledAt),
  };
}

function toInstallment(row: InstallmentRow): Installment {
  return {
    installmentId: row.id,
    customerName: row.customerName,
    email: row.email,
    description: row.description,
    total: formatAmount(row.total, row.currencyCode),
    paid: formatAmount(row.paid, row.currencyCode),
    currencyCode: row.currencyCode,
    count: row.count,
    paidCount: row.paidCount,
    nextDueDate: row.nextDueDate,
    status: row.status as Installment['status'],
  };
}

function toIdentity(row: IdentityRow): IdentityVerification {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status as IdentityVerification['status'],
    fee: { amount: formatAmount(row.feeAmount, row.feeCurrencyCode), currencyCode: row.feeCurrencyCode },
    accountId: row.accountId,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
  };
}

function toIpnMessage(row: IpnMessageRow): IpnMessage {
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

const toIpnDetail = (row: IpnMessageRow): IpnMessageDetail => ({
  ...toIpnMessage(row),
  body: row.body,
  responseBody: row.responseBody,
});

export function logoUrl(row: Pick<LogoRow, 'id' | 'token'>): string {
  return `${LOGO_FILE_PATH}/${row.id}/${row.token}`;
}

function toLogo(row: LogoRow): Logo {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    file: logoUrl(row),
    contentType: row.contentType,
    size: row.size,
  };
}

function toButton(row: ButtonRow): SavedButton {
  return {
    id: row.id,
    name: row.name,
    buttonType: row.buttonType as SavedButton['buttonType'],
    itemName: row.itemName,
    ...(row.itemNumber !== null ? { itemNumber: row.itemNumber } : {}),
    ...(row.amount !== null ? { amount: formatAmount(row.amount, row.currencyCode) } : {}),
    currencyCode: row.currencyCode,
    accountId: row.accountId,
    ...(row.period !== null ? { period: row.period as NonNullable<SavedButton['period']> } : {}),
    ...(row.logoId !== null ? { logoId: row.logoId } : {}),
    buttonText: row.buttonText,
    buttonColor: row.buttonColor as SavedButton['buttonColor'],
    ...(row.successUrl !== null ? { successUrl: row.successUrl } : {}),
    ...(row.cancelUrl !== null ? { cancelUrl: row.cancelUrl } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * A payer's reputation from their facts (ours): 50 to start, 2.5 a payment (up to 20 payments), 10 off a refund, 25
 * off a dispute, kept within 0 and 100; good from 70, risky below 40.
 */
export function reputationOf(facts: PayerFacts): ReputationItem {
  const raw = 50 + Math.min(facts.payments, 20) * 2.5 - facts.refunds * 10 - facts.disputes * 25;
  const score = Math.max(0, Math.min(100, Math.round(raw)));
  return {
    email: facts.email,
    paymentsCount: facts.payments,
    refundsCount: facts.refunds,
    disputesCount: facts.disputes,
    score,
    level: score >= 70 ? 'good' : score >= 40 ? 'neutral' : 'risky',
    firstSeenAt: facts.firstSeenAt.toISOString(),
    lastSeenAt: facts.lastSeenAt.toISOString(),
  };
}

/** The identity verification fee of an account currency, in its minor units. */
export function identityFeeOf(currencyCode: string): string {
  return formatAmount(
    roundMoney(IDENTITY_FEES[currencyCode] ?? DEFAULT_IDENTITY_FEE, currencyCode),
    currencyCode,
  );
}

/** A new secret: a prefix that says what it is, then 32 random bytes (URL-safe). */
const newSecret = (prefix: string) => `${prefix}_${randomToken(32)}`;

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

/** The TA1 lines of a button's return address that is not http(s) (none when it is). */
function urlProblems(field: string, url: string): string[] {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      return [`${field}: must be an http or https address`];
    return [];
  } catch {
    return [`${field}: must be an http or https address`];
  }
}

export function createMerchantService(options: MerchantServiceOptions) {
  const { db, clock } = options;
  const repository = createMerchantRepository(db);
  const log = options.log ?? ((message, error) => console.error(message, error));
  let events = options.events;

  async function assertMerchant(customerId: number, repo: MerchantRepository = repository): Promise<void> {
    const type = await repo.customerType(customerId);
    if (type !== 1) throw methodError(RESPONSE_CODES.noAccess, MERCHANT_TEXTS.businessOnly);
  }

  /** An account of the merchant that pays fees and receives payments: an active payment-kind account. */
  async function merchantAccount(repo: MerchantRepository, customerId: number, accountId: number) {
    const account = await repo.account(customerId, accountId);
    if (!account) return undefined;
    const usable =
      account.statusId === ACTIVE &&
      (account.type === ACCOUNT_TYPES.payment ||
        account.type === ACCOUNT_TYPES.prePayment ||
        account.type === ACCOUNT_TYPES.receiving);
    return usable ? account : undefined;
  }

  // ---- Saved buttons' rules ---------------------------------------------------------------------------------

  async function buttonValues(
    repo: MerchantRepository,
    customerId: number,
    form: SavedButtonForm,
  ): Promise<Omit<ButtonRow, 'id' | 'customerId' | 'createdAt' | 'updatedAt'>> {
    const problems: string[] = [];
    const required = (field: string, value: string | undefined) => {
      const trimmed = value?.trim() ?? '';
      if (!trimmed) problems.push(`${field}: is required`);
      return trimmed;
    };
    const optional = (value: string | undefined) => value?.trim() || null;
    const name = required('name', form.name);
    const itemName = required('itemName', form.itemName);
    const buttonText = required('buttonText', form.buttonText);
    const type = form.buttonType;
    if (!(BUTTON_TYPES as readonly string[]).includes(type))
      problems.push('buttonType: is not a button type');

    const account = await merchantAccount(repo, customerId, form.accountId);
    if (!account) problems.push('accountId: must be an active account of yours');
    else if (account.currencyCode !== form.currencyCode)
      problems.push(`currencyCode: must be the account's currency (${account.currencyCode})`);

    let amount: string | null = null;
    const amountText = form.amount?.trim() ?? '';
    if (amountText === '') {
      if (type !== 'donate') problems.push(`amount: is required for a ${type} button`);
    } else if (!AMOUNT_TEXT.test(amountText)) problems.push('amount: must be a decimal number such as 10.50');
    else {
      const value = new Decimal(amountText);
      const minor = minorUnitsOf(form.currencyCode);
      if (!value.greaterThan(0)) problems.push('amount: must be over 0');
      else if (value.decimalPlaces() > minor)
        problems.push(
          minor === 0
            ? `amount: ${form.currencyCode} amounts have no decimals`
            : `amount: ${form.currencyCode} amounts have at most ${minor} decimals`,
        );
      else amount = value.toFixed();
    }

    let period: string | null = null;
    if (type === 'subscribe') {
      if (!form.period) problems.push('period: is required for a subscribe button');
      else period = form.period;
    }

    let logoId: number | null = null;
    if (form.logoId !== undefined) {
      if (!(await repo.logo(customerId, form.logoId))) problems.push('logoId: must be one of your logos');
      else logoId = form.logoId;
    }

    const successUrl = optional(form.successUrl);
    const cancelUrl = optional(form.cancelUrl);
    if (successUrl) problems.push(...urlProblems('successUrl', successUrl));
    if (cancelUrl) problems.push(...urlProblems('cancelUrl', cancelUrl));

    if (problems.length > 0) throw invalidParameters(problems, METHOD_INPUT_ERROR_STATUS);
    return {
      name,
      buttonType: type,
      itemName,
      itemNumber: optional(form.itemNumber),
      amount,
      currencyCode: form.currencyCode,
      accountId: form.accountId,
      period,
      logoId,
      buttonText,
      buttonColor: form.buttonColor,
      successUrl,
      cancelUrl,
    };
  }

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

  async function emit(customerId: number, type: WebhookEventType, data: Record<string, unknown>) {
    if (!events) return;
    try {
      await events.emit(customerId, type, data);
    } catch (error) {
      log(`merchant: the ${type} event of customer ${customerId} was not sent`, error);
    }
  }

  /** POSTs a stored IPN message to its URL and records what came of it. */
  async function postIpn(row: IpnMessageRow): Promise<IpnMessageRow> {
    if (!options.ipn) return row;
    const outcome = await options.ipn.post(row.notifyUrl, row.body, {
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

  const service = {
    /**
     * Wires the area to the webhook events (app.ts): cancellations and IPN messages are sent as events, and every
     * payment a business customer receives may make an IPN message.
     */
    connectEvents(source: MerchantEventSource): void {
      events = source;
      source.onPaymentReceived(async (payment) => {
        await service.onPaymentReceived(payment);
      });
    },

    // ---- Subscribers and installments (spec 03 §7, §9: page 50) --------------------------------------------

    async subscribers(customerId: number, request: PageRequest): Promise<SubscribersResponse> {
      await assertMerchant(customerId);
      const { rows, total } = await repository.subscriptions(customerId, pageOf(request));
      return { subscribers: rows.map(toSubscriber), totalCount: total };
    },

    /** Cancels a subscription and tells the merchant's webhooks (`subscription.cancelled`). */
    async cancelSubscription(customerId: number, subscriptionId: number): Promise<Record<string, never>> {
      await assertMerchant(customerId);
      const found = await repository.subscription(customerId, subscriptionId);
      if (!found) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.subscriptionNotFound);
      const row = await repository.cancelSubscription(customerId, subscriptionId, clock.now());
      if (!row) throw invalidParameters([MERCHANT_TEXTS.alreadyCancelled], METHOD_INPUT_ERROR_STATUS);
      const subscriber = toSubscriber(row);
      await emit(customerId, 'subscription.cancelled', {
        subscriptionId: subscriber.subscriptionId,
        email: subscriber.email,
        customerName: subscriber.customerName,
        planName: subscriber.planName,
        amount: subscriber.amount,
        currencyCode: subscriber.currencyCode,
        period: subscriber.period,
        cancelledAt: subscriber.cancelledAt,
      });
      return {};
    },

    async installments(customerId: number, request: PageRequest): Promise<InstallmentsResponse> {
      await assertMerchant(customerId);
      const { rows, total } = await repository.installments(customerId, pageOf(request));
      return { installments: rows.map(toInstallment), totalCount: total };
    },

    // ---- Identity verification ------------------------------------------------------------------------------

    async identityFee(customerId: number, accountId: number): Promise<IdentityFeeResponse> {
      await assertMerchant(customerId);
      const account = await merchantAccount(repository, customerId, accountId);
      if (!account) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.accountNotFound);
      return { fee: { amount: identityFeeOf(account.currencyCode), currencyCode: account.currencyCode } };
    },

    /** spec 03 §5: filters that are empty are dropped (the e-mail trimmed first); §9: page up to 1000. */
    async identities(customerId: number, request: IdentityListRequest): Promise<IdentityListResponse> {
      await assertMerchant(customerId);
      const email = request.email?.trim();
      const { rows, total } = await repository.identities(
        customerId,
        {
          ...(email ? { email } : {}),
          ...(request.status ? { status: request.status } : {}),
          ...(request.fromDate ? { fromDate: request.fromDate } : {}),
          ...(request.toDate ? { toDate: request.toDate } : {}),
        },
        pageOf(request),
      );
      return { identities: rows.map(toIdentity), totalCount: total };
    },

    /**
     * Asks for a person's identity verification: the fee of the account's currency leaves the account by a `fee`
     * journal to the bank's fee account, in the transaction that records the request (51 when the account is short).
     */
    async createIdentity(customerId: number, request: CreateIdentityRequest): Promise<IdentityVerification> {
      await assertMerchant(customerId);
      const email = request.email.trim().toLowerCase();
      const firstName = request.firstName.trim();
      const lastName = request.lastName.trim();
      const problems = [
        ...(firstName ? [] : ['firstName: is required']),
        ...(lastName ? [] : ['lastName: is required']),
      ];
      if (problems.length > 0) throw invalidParameters(problems, METHOD_INPUT_ERROR_STATUS);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const repo = createMerchantRepository(tx);
        const account = await merchantAccount(repo, customerId, request.accountId);
        if (!account) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.accountNotFound);
        const fee = identityFeeOf(account.currencyCode);
        const { journalId } = await postJournal(tx, {
          customerId,
          type: 'fee',
          status: 'completed',
          description: `Identity verification fee (${email})`,
          counterpartyName: SANDBOX_BANK.name,
          fee,
          createdAt: now,
          postings: [
            { accountId: account.id, amount: negate(fee), kind: 'fee' },
            { accountId: systemAccountId('fees', account.currencyCode), amount: fee, kind: 'fee' },
          ],
        });
        return repo.insertIdentity({
          customerId,
          accountId: account.id,
          email,
          firstName,
          lastName,
          status: 'pending',
          feeAmount: fee,
          feeCurrencyCode: account.currencyCode,
          journalId,
          createdAt: now,
        });
      });
      return toIdentity(row);
    },

    // ---- Reputation (spec 03 §5: the search trims the e-mail; §9: page 100) --------------------------------

    async reputation(customerId: number, request: ReputationRequest): Promise<ReputationResponse> {
      await assertMerchant(customerId);
      const search = request.email?.trim().toLowerCase() ?? '';
      const items = (await repository.payerFacts(customerId))
        .filter((facts) => !search || facts.email.includes(search))
        .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || a.email.localeCompare(b.email))
        .map(reputationOf);
      const { limit, offset } = pageOf(request);
      return { items: items.slice(offset, offset + limit), totalCount: items.length };
    },

    // ---- IPN (spec 03 §3, §9: page 25) -----------------------------------------------------------------------

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
        const problems = options.ipn
          ? await options.ipn.check(notifyUrl)
          : urlProblems('notifyUrl', notifyUrl);
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

    // ---- Logos (spec 03 §9: page 1000) ----------------------------------------------------------------------

    async logos(customerId: number, request: PageRequest): Promise<LogosResponse> {
      await assertMerchant(customerId);
      const { rows, total } = await repository.logos(customerId, pageOf(request));
      return { logos: rows.map(toLogo), totalCount: total };
    },

    async logo(customerId: number, id: number): Promise<Logo> {
      await assertMerchant(customerId);
      const row = await repository.logo(customerId, id);
      if (!row) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.logoNotFound);
      return toLogo(row);
    },

    /**
     * A new logo from the call's `file[]` (its name ending and size are checked by the method API; what the bytes
     * are is checked here). Made the default, the merchant's other default stops being one.
     */
    async createLogo(
      customerId: number,
      request: CreateLogoRequest,
      file: UploadedFile | undefined,
    ): Promise<Logo> {
      await assertMerchant(customerId);
      if (!file) throw invalidField(LOGO_FILE_PART, 'is required');
      const contentType = sniffLogo(file.bytes);
      if (!contentType || !(LOGO_ACCEPT as readonly string[]).includes(contentType))
        throw invalidParameters([MERCHANT_TEXTS.notAnImage], METHOD_INPUT_ERROR_STATUS);
      const name = request.name.trim();
      if (!name) throw invalidField('name', 'is required');
      const isDefault = request.isDefault ?? false;
      const row = await db.transaction(async (tx) => {
        const repo = createMerchantRepository(tx);
        if (isDefault) await repo.clearDefaultLogo(customerId);
        return repo.insertLogo({
          customerId,
          name,
          isDefault,
          contentType,
          size: file.bytes.length,
          bytes: file.bytes,
          token: randomToken(18),
          createdAt: clock.now(),
        });
      });
      return toLogo(row);
    },

    async updateLogo(customerId: number, request: UpdateLogoRequest): Promise<Logo> {
      await assertMerchant(customerId);
      const name = request.name.trim();
      if (!name) throw invalidField('name', 'is required');
      const row = await db.transaction(async (tx) => {
        const repo = createMerchantRepository(tx);
        if (!(await repo.logo(customerId, request.id)))
          throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.logoNotFound);
        if (request.isDefault) await repo.clearDefaultLogo(customerId, request.id);
        return repo.updateLogo(customerId, request.id, { name, isDefault: request.isDefault });
      });
      if (!row) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.logoNotFound);
      return toLogo(row);
    },

    /** Deletes a logo; the buttons that showed it show none. */
    async deleteLogo(customerId: number, id: number): Promise<Record<string, never>> {
      await assertMerchant(customerId);
      if (!(await repository.deleteLogo(customerId, id)))
        throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.logoNotFound);
      return {};
    },

    /** The image behind a logo's link; undefined unless the id and token are a logo's own. */
    async logoFile(id: string, token: string) {
      if (!/^\d{1,10}$/.test(id)) return undefined;
      const numeric = Number(id);
      if (numeric > 2147483647) return undefined;
      const row = await repository.logoFile(numeric);
      if (!row || row.token !== token) return undefined;
      return { contentType: row.contentType, bytes: row.bytes };
    },

    // ---- Saved buttons --------------------------------------------------------------------------------------

    async buttons(customerId: number, request: PageRequest): Promise<SavedButtonsResponse> {
      await assertMerchant(customerId);
      const { rows, total } = await repository.buttons(customerId, pageOf(request));
      return { buttons: rows.map(toButton), totalCount: total };
    },

    async button(customerId: number, id: number): Promise<SavedButton> {
      await assertMerchant(customerId);
      const row = await repository.button(customerId, id);
      if (!row) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.buttonNotFound);
      return toButton(row);
    },

    async createButton(customerId: number, form: SavedButtonForm): Promise<SavedButton> {
      await assertMerchant(customerId);
      const values = await buttonValues(repository, customerId, form);
      const now = clock.now();
      return toButton(
        await repository.insertButton({ customerId, ...values, createdAt: now, updatedAt: now }),
      );
    },

    async updateButton(customerId: number, form: SavedButtonForm & { id: number }): Promise<SavedButton> {
      await assertMerchant(customerId);
      if (!(await repository.button(customerId, form.id)))
        throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.buttonNotFound);
      const values = await buttonValues(repository, customerId, form);
      const row = await repository.updateButton(customerId, form.id, { ...values, updatedAt: clock.now() });
      if (!row) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.buttonNotFound);
      return toButton(row);
    },

    async deleteButton(customerId: number, id: number): Promise<Record<string, never>> {
      await assertMerchant(customerId);
      if (!(await repository.deleteButton(customerId, id)))
        throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.buttonNotFound);
      return {};
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
  return service;
}

export type MerchantService = ReturnType<typeof createMerchantService>;
