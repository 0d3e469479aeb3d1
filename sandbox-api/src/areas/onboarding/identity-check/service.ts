import { randomUUID } from 'node:crypto';
import {
  IDENTITY_CHECK_NOTIFICATION_KIND,
  IDENTITY_PROVIDER_PAGE_PATH,
  IDENTITY_SELFIE_CONTENT_TYPES,
  IDENTITY_SELFIE_MAX_BYTES,
  RESPONSE_CODES,
  VIDEO_IDENTITY_STATUS_OF,
  identityVerificationPagePath,
  type IdentityCheckFailureReason,
  type IdentityCheckStatus,
  type IdentityVerificationChannelAnswer,
  type IdentityVerificationChannelRequest,
  type IdentityVerificationStarted,
  type IdentityWorkflowRun,
  type VerificationChannel,
} from '@portal/api/catalogue';
import { ApiError, invalidParameters } from '../../../platform/http/errors';
import { randomToken, safeEqual, sha256Hex } from '../../../platform/lib/crypto';
import type { Clock } from '../../../platform/clock/clock';
import { maskEmail, maskName, maskPhone } from '../../../platform/lib/mask';
import type { OutboxSender } from '../../../platform/outbox';
import type { NotificationService } from '../../../platform/notifications/service';
import {
  contentTypeOf,
  defaultFacts,
  type FactsCustomer,
} from '../../../platform/customer/verification-rules';
import type { IdentityCheckRepository, StoredRun } from './repository';

/** REST refusals answer 400 (as the phone verification route). */
const INPUT_ERROR_STATUS = 400;

export const IDENTITY_CHECK_TEXTS = {
  notFound: 'No such identity check.',
  customerNotFound: 'No such customer.',
  noOpenCheck: 'there is no identity check waiting; start one first',
  finished: 'this identity check is finished; start a new one',
  noPhone: 'the customer has no phone on file',
  noEmail: 'the customer has no e-mail address on file',
  personalOnly: 'a business is checked through /customers/{id}/identity-verification',
  selfieRequired: 'choose a selfie to upload',
  selfieNotImage: 'must be a JPEG or PNG picture',
  selfieTooLarge: `must be at most ${IDENTITY_SELFIE_MAX_BYTES / 1_000_000} MB`,
  noSelfie: 'the selfie is not uploaded yet',
  reasonRequired: 'choose why the check failed',
  passed: 'Your identity check passed: your identity is verified.',
  failed: 'Your identity check failed. Please try again.',
} as const;

const T = IDENTITY_CHECK_TEXTS;

/**
 * What the identity check reads of the verification slice (its repository, wired in areas/onboarding/index.ts): the
 * customer whose facts' defaults a decision writes first; null when there is no such customer.
 */
export interface VerificationRecords {
  record(customerId: number): Promise<{ customer: FactsCustomer } | null>;
}

export interface IdentityCheckServiceOptions {
  repository: IdentityCheckRepository;
  /** The customer's verification facts, for their defaults when a decision writes them first. */
  verification: VerificationRecords;
  /** The decision is told to the customer as a stored notification, pushed live (issue 31). */
  notifications: Pick<NotificationService, 'notify'>;
  outbox: OutboxSender;
  clock: Clock;
  /** Where the sandbox's provider page is reached (config sandboxOrigins[0]). */
  providerOrigin: string;
  /** Where the portal's pages are (config portalOrigins[0]): the provider page's way back. */
  portalOrigin: string;
}

export const notFound = () =>
  new ApiError(404, { responseCode: RESPONSE_CODES.notFound, responseDescription: T.notFound });

const refused = (lines: string[]) => invalidParameters(lines, INPUT_ERROR_STATUS);

/** The provider page of a run, absolute. */
export const providerPath = (workflowRunId: string) =>
  IDENTITY_PROVIDER_PAGE_PATH.replace(':workflowRunId', encodeURIComponent(workflowRunId));

const asStatus = (value: string) => value as IdentityCheckStatus;

/**
 * The online identity check (spec 03 §3 "Identity", §7 "POST /identity-verification"; issue 30 item 4): starts
 * workflow runs, sends their links, answers their state, and plays the provider's side (the selfie and the
 * decision), whose outcome becomes the identity's videoIdentity status and is told to the customer live.
 */
export function createIdentityCheckService({
  repository,
  verification,
  notifications,
  outbox,
  clock,
  providerOrigin,
  portalOrigin,
}: IdentityCheckServiceOptions) {
  const providerUrl = (workflowRunId: string, token: string) =>
    `${providerOrigin}${providerPath(workflowRunId)}?token=${encodeURIComponent(token)}`;

  async function factsDefaults(customerId: number) {
    const record = await verification.record(customerId);
    if (!record) throw notFound();
    return defaultFacts(record.customer);
  }

  /** The run, when the token is its own; else null (a wrong token is as absent as an unknown run). */
  async function runWithToken(workflowRunId: string, token: string): Promise<StoredRun | null> {
    const run = await repository.run(workflowRunId);
    if (!run) return null;
    const hash = sha256Hex(token);
    const own = safeEqual(run.tokenHash, hash);
    const linked = run.linkTokenHash !== null && safeEqual(run.linkTokenHash, hash);
    return own || linked ? run : null;
  }

  function answer(run: StoredRun, withToken?: { token: string; customerName: string }): IdentityWorkflowRun {
    return {
      workflowRunId: run.id,
      status: asStatus(run.status),
      channel: run.channel as VerificationChannel | null,
      failureReason: run.failureReason as IdentityCheckFailureReason | '',
      createdAt: run.createdAt.toISOString(),
      updatedAt: run.updatedAt.toISOString(),
      ...(withToken
        ? { customerName: withToken.customerName, url: providerUrl(run.id, withToken.token) }
        : {}),
    };
  }

  async function displayName(customerId: number): Promise<string> {
    const customer = await repository.customer(customerId);
    return customer ? maskName(`${customer.firstName} ${customer.lastName}`) : '';
  }

  return {
    /**
     * Starts a run for the customer (the route has checked the caller may): its id, its token (kept as a hash) and
     * the provider's page (spec 03 §7). A business check goes through the customer's path; `personalOnly` refuses a
     * business on the personal one.
     */
    async start(
      customerId: number,
      userId: number,
      options: { personalOnly: boolean },
    ): Promise<IdentityVerificationStarted> {
      const customer = await repository.customer(customerId);
      if (!customer) throw notFound();
      if (options.personalOnly && customer.customerType !== 0) throw refused([`customer: ${T.personalOnly}`]);
      const token = randomToken(32);
      const now = clock.now();
      const run = await repository.insertRun({
        id: randomUUID(),
        tokenHash: sha256Hex(token),
        customerId,
        startedByUserId: userId,
        createdAt: now,
        updatedAt: now,
      });
      return { workflowRunId: run.id, token, url: providerUrl(run.id, token) };
    },

    /**
     * `POST verification/customer/{id}/verify` (type, codeChallenge): how the customer reaches the provider. E-mail
     * and SMS send a link to the provider's page through the outbox (as activation e-mails go); the camera opens it
     * in this browser, so nothing is sent.
     */
    async sendLink(
      customerId: number,
      request: IdentityVerificationChannelRequest,
    ): Promise<IdentityVerificationChannelAnswer> {
      const customer = await repository.customer(customerId);
      if (!customer) throw notFound();
      const run = request.workflowRunId
        ? await repository.run(request.workflowRunId)
        : await repository.openRun(customerId);
      if (!run || run.customerId !== customerId) {
        if (request.workflowRunId) throw notFound();
        throw refused([`workflowRunId: ${T.noOpenCheck}`]);
      }
      if (run.status !== 'created' && run.status !== 'submitted')
        throw refused([`workflowRunId: ${T.finished}`]);
      if (request.type === 'sms' && !customer.phone) throw refused([`type: ${T.noPhone}`]);
      if (request.type === 'email' && !customer.email) throw refused([`type: ${T.noEmail}`]);
      const change = { channel: request.type, codeChallenge: request.codeChallenge };
      if (request.type === 'camera') {
        await repository.setChannel(run.id, change, clock.now());
        return { workflowRunId: run.id, type: request.type, sentTo: '' };
      }
      // The link carries a token of its own (the starting browser keeps the first): the outbox never shows that one.
      const linkToken = randomToken(32);
      await repository.setChannel(run.id, { ...change, linkTokenHash: sha256Hex(linkToken) }, clock.now());
      const link = providerUrl(run.id, linkToken);
      const text = `Verify your identity online: open ${link} and take a selfie.`;
      await outbox.send({ channel: request.type, to: customer.email, text });
      return {
        workflowRunId: run.id,
        type: request.type,
        sentTo: request.type === 'sms' ? maskPhone(customer.phone ?? '') : maskEmail(customer.email),
      };
    },

    /** A run's state: the whole answer with its token, the job's status by id alone (spec 03 §2). */
    async status(workflowRunId: string, token: string | undefined): Promise<IdentityWorkflowRun> {
      if (token === undefined) {
        const run = await repository.run(workflowRunId);
        if (!run) throw notFound();
        return answer(run);
      }
      const run = await runWithToken(workflowRunId, token);
      if (!run) throw notFound();
      return answer(run, { token, customerName: await displayName(run.customerId) });
    },

    // The provider's side (`/sandbox/identity-provider/{id}`).

    /** The run and whom it checks, for the provider's page; null for a wrong token. */
    async providerView(workflowRunId: string, token: string) {
      const run = await runWithToken(workflowRunId, token);
      if (!run) return null;
      return {
        run: answer(run, { token, customerName: await displayName(run.customerId) }),
        selfie: run.selfieFileName
          ? {
              fileName: run.selfieFileName,
              size: run.selfieSize ?? 0,
              contentType: run.selfieContentType ?? '',
            }
          : null,
        portalUrl: `${portalOrigin}${identityVerificationPagePath(run.id, token)}`,
      };
    },

    /** The selfie's bytes, for the provider's page to show; null for a wrong token or none yet. */
    async selfie(workflowRunId: string, token: string) {
      const run = await runWithToken(workflowRunId, token);
      return run ? repository.selfie(run.id) : null;
    },

    /** The selfie (a JPEG or PNG by its first bytes, within the size limit); the identity's check is pending. */
    async uploadSelfie(
      workflowRunId: string,
      token: string,
      file: { filename: string; bytes: Buffer; truncated: boolean } | undefined,
    ): Promise<void> {
      const run = await runWithToken(workflowRunId, token);
      if (!run) throw notFound();
      if (run.status !== 'created' && run.status !== 'submitted') throw refused([`selfie: ${T.finished}`]);
      if (!file || file.bytes.length === 0) throw refused([`selfie: ${T.selfieRequired}`]);
      if (file.truncated || file.bytes.length > IDENTITY_SELFIE_MAX_BYTES)
        throw refused([`selfie: ${T.selfieTooLarge}`]);
      const contentType = contentTypeOf(file.bytes);
      if (!contentType || !(IDENTITY_SELFIE_CONTENT_TYPES as readonly string[]).includes(contentType))
        throw refused([`selfie: ${T.selfieNotImage}`]);
      const now = clock.now();
      const stored = await repository.storeSelfie(
        run.id,
        { fileName: file.filename.slice(0, 255) || 'selfie', contentType, bytes: file.bytes },
        now,
      );
      if (!stored) throw refused([`selfie: ${T.finished}`]);
      await repository.markPending(run.customerId, await factsDefaults(run.customerId));
    },

    /**
     * The provider's decision: the identity's videoIdentity becomes validated or rejected (spec 03 §4 counts a
     * rejected one as a required action), and the customer is told live.
     */
    async decide(
      workflowRunId: string,
      token: string,
      decision: 'pass' | 'fail',
      reason: IdentityCheckFailureReason | undefined,
    ): Promise<IdentityWorkflowRun> {
      const run = await runWithToken(workflowRunId, token);
      if (!run) throw notFound();
      if (run.status === 'created') throw refused([`selfie: ${T.noSelfie}`]);
      if (run.status !== 'submitted') throw refused([`decision: ${T.finished}`]);
      if (decision === 'fail' && !reason) throw refused([`reason: ${T.reasonRequired}`]);
      const status = decision === 'pass' ? 'passed' : 'failed';
      const decided = await repository.decide(
        run.id,
        {
          status,
          failureReason: decision === 'fail' ? (reason ?? '') : '',
          videoIdentityStatus: VIDEO_IDENTITY_STATUS_OF[status],
        },
        await factsDefaults(run.customerId),
        clock.now(),
      );
      if (!decided) throw refused([`decision: ${T.finished}`]);
      await notifications.notify(decided.customerId, {
        type: IDENTITY_CHECK_NOTIFICATION_KIND,
        severity: status === 'passed' ? 'success' : 'error',
        text: status === 'passed' ? T.passed : T.failed,
      });
      return answer(decided);
    },
  };
}

export type IdentityCheckService = ReturnType<typeof createIdentityCheckService>;
