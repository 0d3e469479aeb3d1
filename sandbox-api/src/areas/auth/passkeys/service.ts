import { createHash, randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  MAX_PASSKEYS,
  PASSKEY_CHALLENGE_TTL_MS,
  PASSKEY_NAME_MAX,
  PASSKEY_TEXTS,
  RESPONSE_CODES,
  type AddPasskeyRequest,
  type AuthFlowKinds,
  type PasskeyApprovalOptions,
  type PasskeyApprovalPayment,
  type PasskeyAssertion,
  type PasskeyListResponse,
  type PasskeyRegistrationOptions,
  type PasskeySignInOptions,
  type PasskeySignInRequest,
  type WebAuthnJSON,
} from '@portal/api/catalogue';
import { brandOfOrigin } from '../../../documents/brand-of-origin';
import type { Clock } from '../../../platform/clock/clock';
import { authenticationError, methodError, type ApiError } from '../../../platform/http/errors';
import { invalidParameters } from '../../../platform/http/errors';
import { UUID_TEXT_PATTERN } from '../../../platform/http/schemas';
import type { RateLimiter } from '../../../platform/http/rate-limit';
import { DOCUMENT_BRANDS } from '../../../documents/document-brands';
import { verifyPassword } from '../../../platform/lib/password';
import type { OutboxSender } from '../../../platform/outbox';
import type { RequestOrigin } from '../../../platform/pipeline/authenticate';
import type { ApprovalSubject } from '../../../money/engine/operation-records';
import { toPasskeyItem, type PasskeyOwner, type PasskeyRepository } from './repository';
import type { PasskeyRow } from './tables';

/** The auth service's part: a verified passkey ends in the same code exchange as every sign-in. */
export interface PasskeySignInCodes {
  issueSignInCode(
    owner: { userId: number; customerId: number },
    input: { client: string; codeChallenge: string },
    origin: RequestOrigin,
    flow: 'passkey',
  ): Promise<AuthFlowKinds>;
}

export interface PasskeyServiceDeps {
  repository: PasskeyRepository;
  outbox: OutboxSender;
  clock: Clock;
  signIn: PasskeySignInCodes;
  /** The portal's origins (config `portalOrigins`); a brand's host `<brand>.localhost` on the same port is one too. */
  portalOrigins: readonly string[];
  /** The public sign-in's challenges are counted per client address. */
  limits: Pick<RateLimiter, 'hit'>;
}

/** Where a ceremony happens: the brand host's origin, whose host name is the relying party (issue 50 item 1). */
export interface RelyingParty {
  origin: string;
  rpId: string;
  rpName: string;
}

const FLOW = 'passkey' as const;
const UUID = new RegExp(UUID_TEXT_PATTERN);
/** What a client answers: a sign-in is a WebAuthn assertion only; a payment may come from Secure Payment Confirmation. */
const SIGN_IN_TYPES = ['webauthn.get'];
const APPROVAL_TYPES = ['webauthn.get', 'payment.get'];

/** The challenge of an approval: SHA-256 over the nonce and the payments it approves, base64url (issue 50 item 3). */
export function approvalChallenge(nonce: string, payments: readonly PasskeyApprovalPayment[]): string {
  const binding = payments
    .map((payment) => [payment.amount, payment.currencyCode, payment.payee, payment.payeeName].join('\u001f'))
    .join('\u001e');
  return createHash('sha256').update(`${nonce}\u001d${binding}`).digest('base64url');
}

function passkeyRefusal(text: string): ApiError {
  return methodError(RESPONSE_CODES.approvalFailed, text);
}

/**
 * Passkeys (issue 50): WebAuthn by @simplewebauthn/server. Registration and sign-in require user verification; a
 * passkey is bound to the brand host it was made on; its sign count must grow (a clone is refused); a challenge is
 * answered once; an approval's challenge is derived from the payments it covers, again when it is verified.
 */
export function createPasskeyService({
  repository,
  outbox,
  clock,
  signIn,
  portalOrigins,
  limits,
}: PasskeyServiceDeps) {
  const trusted = new Set(portalOrigins);

  /**
   * The relying party of a call from this origin: a portal origin, or a brand's host (`<brand>.localhost`, a key of
   * the brands) on one's port; any other page is refused TA1 (`inputStatus`: 200 on the method API, 400 on the auth
   * service's routes).
   */
  function relyingParty(origin: string | undefined, inputStatus = 200): RelyingParty {
    let url: URL | null;
    try {
      url = origin ? new URL(origin) : null;
    } catch {
      url = null;
    }
    const brand = url?.hostname.endsWith('.localhost') ? url.hostname.slice(0, -'.localhost'.length) : null;
    const brandHost =
      url && brand !== null && Object.hasOwn(DOCUMENT_BRANDS, brand)
        ? `${url.protocol}//localhost${url.port ? `:${url.port}` : ''}`
        : null;
    if (!url || !(trusted.has(url.origin) || (brandHost !== null && trusted.has(brandHost))))
      throw invalidParameters(['origin: is not a page of the portal'], inputStatus);
    return { origin: url.origin, rpId: url.hostname, rpName: brandOfOrigin(url.origin).projectName };
  }

  async function ownerOf(userId: number): Promise<PasskeyOwner> {
    const owner = await repository.owner(userId);
    if (!owner) throw methodError(RESPONSE_CODES.notFound, 'User not found');
    return owner;
  }

  async function requirePassword(owner: PasskeyOwner, password: string): Promise<void> {
    if (!(await verifyPassword(password, owner.passwordHash)))
      throw methodError(RESPONSE_CODES.verifyError, PASSKEY_TEXTS.wrongPassword);
  }

  function checkedName(name: string): string {
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > PASSKEY_NAME_MAX)
      throw invalidParameters([`name: 1 to ${PASSKEY_NAME_MAX} characters`], 200);
    return trimmed;
  }

  /** A challenge of this purpose, spent now; the refusal says why it cannot be. */
  async function spend(
    id: string,
    purpose: string,
    userId: number | null,
    refuse: (text: string) => ApiError,
  ) {
    const challenge = UUID.test(id) ? await repository.challenge(id) : null;
    if (!challenge || challenge.purpose !== purpose || (userId !== null && challenge.userId !== userId))
      throw refuse(PASSKEY_TEXTS.expired);
    if (challenge.usedAt) throw refuse(PASSKEY_TEXTS.replayed);
    if (challenge.expiresAt <= clock.now()) throw refuse(PASSKEY_TEXTS.expired);
    if (!(await repository.spendChallenge(id, clock.now()))) throw refuse(PASSKEY_TEXTS.replayed);
    return challenge;
  }

  /**
   * Verifies an assertion against a stored passkey of this relying party and records the use; a lower or equal
   * sign count (when the authenticator keeps one) is a cloned authenticator and is refused.
   */
  async function verifyAssertion(
    credential: WebAuthnJSON,
    expectedChallenge: string,
    rp: RelyingParty,
    refuse: (text: string) => ApiError,
    userId: number | null,
    types: string[],
    otherChallenge: string = PASSKEY_TEXTS.refused,
  ): Promise<PasskeyRow> {
    const response = credential as unknown as AuthenticationResponseJSON;
    const passkey = typeof response.id === 'string' ? await repository.byCredentialId(response.id) : null;
    if (!passkey || passkey.rpId !== rp.rpId || (userId !== null && passkey.userId !== userId))
      throw refuse(PASSKEY_TEXTS.unknown);
    let verification;
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: (challenge) => challenge === expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpId,
        // Secure Payment Confirmation answers `payment.get`, for a payment only (issue 50 item 3).
        expectedType: types,
        requireUserVerification: true,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
          counter: passkey.counter,
          transports: passkey.transports as never,
        },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      if (/challenge/i.test(message)) throw refuse(otherChallenge);
      if (/counter/i.test(message)) throw refuse(PASSKEY_TEXTS.replayed);
      throw refuse(PASSKEY_TEXTS.refused);
    }
    if (!verification.verified) throw refuse(PASSKEY_TEXTS.refused);
    if (
      !(await repository.recordUse(
        passkey.id,
        passkey.counter,
        verification.authenticationInfo.newCounter,
        clock.now(),
      ))
    )
      throw refuse(PASSKEY_TEXTS.replayed);
    return passkey;
  }

  async function challengeRow(
    purpose: 'register' | 'signIn' | 'approve',
    rp: RelyingParty,
    values: { userId?: number; challenge?: string; nonce?: string; subject?: string },
  ): Promise<string> {
    const now = clock.now();
    await repository.dropExpiredChallenges(new Date(now.getTime() - PASSKEY_CHALLENGE_TTL_MS));
    return repository.insertChallenge({
      userId: values.userId ?? null,
      purpose,
      challenge: values.challenge ?? null,
      nonce: values.nonce ?? null,
      subject: values.subject ?? null,
      rpId: rp.rpId,
      origin: rp.origin,
      expiresAt: new Date(now.getTime() + PASSKEY_CHALLENGE_TTL_MS),
    });
  }

  return {
    relyingParty,

    /** Whether the user has a passkey: a passkey approval asks for one (else a one-time code, as push without a device). */
    async hasPasskey(userId: number): Promise<boolean> {
      return (await repository.countOf(userId)) > 0;
    },

    /** A user's passkeys (an admin acting as a customer is shown the customer's own, issue 50 item 1). */
    async list(userId: number | null): Promise<PasskeyListResponse> {
      const rows = userId === null ? [] : await repository.list(userId);
      return { items: rows.map(toPasskeyItem), max: MAX_PASSKEYS };
    },

    /** Whose passkeys a call about a customer's shows: the customer's own first user. */
    primaryUserOf: (customerId: number) => repository.primaryUserOf(customerId),

    /** Adding one, step 1: the password again, then the browser's creation options for this brand host. */
    async startRegistration(
      userId: number,
      password: string,
      origin: string | undefined,
    ): Promise<PasskeyRegistrationOptions> {
      const rp = relyingParty(origin);
      const owner = await ownerOf(userId);
      await requirePassword(owner, password);
      const existing = await repository.list(userId);
      if (existing.length >= MAX_PASSKEYS) throw passkeyRefusal(PASSKEY_TEXTS.limit);
      const options = await generateRegistrationOptions({
        rpName: rp.rpName,
        rpID: rp.rpId,
        userName: owner.email,
        userDisplayName: `${owner.firstName} ${owner.lastName}`.trim(),
        userID: new TextEncoder().encode(`user-${owner.userId}`),
        attestationType: 'none',
        // The same authenticator twice would be one passkey under two names.
        excludeCredentials: existing
          .filter((row) => row.rpId === rp.rpId)
          .map((row) => ({ id: row.credentialId, transports: row.transports as never })),
        // Discoverable (sign-in without an e-mail) and always with a fingerprint, face or PIN.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: PASSKEY_CHALLENGE_TTL_MS,
      });
      const registrationId = await challengeRow('register', rp, { userId, challenge: options.challenge });
      return { registrationId, options: options as unknown as WebAuthnJSON };
    },

    /** Adding one, step 2: the attestation verified, the public key stored, an e-mail sent (issue 50 item 1). */
    async add(userId: number, request: AddPasskeyRequest, origin: string | undefined) {
      const rp = relyingParty(origin);
      const name = checkedName(request.name);
      const owner = await ownerOf(userId);
      const challenge = await spend(request.registrationId, 'register', userId, passkeyRefusal);
      if (challenge.rpId !== rp.rpId) throw passkeyRefusal(PASSKEY_TEXTS.expired);
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: request.credential as unknown as RegistrationResponseJSON,
          expectedChallenge: challenge.challenge ?? '',
          expectedOrigin: rp.origin,
          expectedRPID: rp.rpId,
          requireUserVerification: true,
        });
      } catch {
        throw passkeyRefusal(PASSKEY_TEXTS.refused);
      }
      if (!verification.verified) throw passkeyRefusal(PASSKEY_TEXTS.refused);
      const info = verification.registrationInfo;
      const row = await repository.insert(
        {
          userId,
          credentialId: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
          rpId: rp.rpId,
          name,
          deviceType: info.credentialDeviceType,
          backedUp: info.credentialBackedUp,
        },
        MAX_PASSKEYS,
      );
      if (row === 'limit') throw passkeyRefusal(PASSKEY_TEXTS.limit);
      if (!row) throw passkeyRefusal(PASSKEY_TEXTS.refused);
      await outbox.send({
        channel: 'email',
        to: owner.email,
        text: `A passkey "${name}" was added to your ${rp.rpName} account. If this was not you, remove it in the security settings and change your password.`,
      });
      return { passkey: toPasskeyItem(row) };
    },

    async rename(userId: number, id: number, name: string): Promise<void> {
      if (!(await repository.rename(userId, id, checkedName(name))))
        throw methodError(RESPONSE_CODES.notFound, PASSKEY_TEXTS.unknown);
    },

    /** Removing one: the password again; an e-mail says so. A removed passkey signs nothing in any more. */
    async remove(userId: number, id: number, password: string): Promise<void> {
      const owner = await ownerOf(userId);
      await requirePassword(owner, password);
      const removed = await repository.remove(userId, id);
      if (!removed) throw methodError(RESPONSE_CODES.notFound, PASSKEY_TEXTS.unknown);
      await outbox.send({
        channel: 'email',
        to: owner.email,
        text: `The passkey "${removed.name}" was removed from your account. If this was not you, change your password.`,
      });
    },

    /** Payments approved with a passkey on or off (the customer's approval method); the password again. */
    async setApproval(userId: number, customerId: number, enabled: boolean, password: string): Promise<void> {
      const owner = await ownerOf(userId);
      await requirePassword(owner, password);
      if (enabled && (await repository.countOf(userId)) === 0) throw passkeyRefusal(PASSKEY_TEXTS.noPasskey);
      await repository.setPasskeyApproval(customerId, enabled);
    },

    /** `POST /auth/passkey/options`: a discoverable sign-in's challenge for this brand host. */
    async signInOptions(origin: string | undefined, ip: string): Promise<PasskeySignInOptions> {
      const rp = relyingParty(origin, 400);
      await limits.hit('passkeySignIn', ip);
      const options = await generateAuthenticationOptions({
        rpID: rp.rpId,
        userVerification: 'required',
        timeout: PASSKEY_CHALLENGE_TTL_MS,
      });
      const signInId = await challengeRow('signIn', rp, { challenge: options.challenge });
      return { signInId, options: options as unknown as WebAuthnJSON };
    },

    /**
     * `POST /auth/passkey/login`: a verified passkey is the whole sign-in (possession and user verification): the
     * answer is a `direct` code for the token step. A removed passkey, another brand host's and a replayed answer
     * are refused 401 with a message (issue 50 item 2).
     */
    async signIn(request: PasskeySignInRequest, requestOrigin: RequestOrigin, origin: string | undefined) {
      const rp = relyingParty(origin, 400);
      await limits.hit('passkeySignIn', requestOrigin.ip);
      const challenge = await spend(request.signInId, 'signIn', null, (text) => authenticationError(text));
      if (challenge.rpId !== rp.rpId) throw authenticationError(PASSKEY_TEXTS.unknown);
      const passkey = await verifyAssertion(
        request.credential,
        challenge.challenge ?? '',
        rp,
        (text) => authenticationError(text),
        null,
        SIGN_IN_TYPES,
      );
      const owner = await ownerOf(passkey.userId);
      // As the password's sign-in: a user waiting for activation, or removed from a company, does not sign in.
      if (owner.status !== 'active') throw authenticationError(PASSKEY_TEXTS.unknown);
      return signIn.issueSignInCode(
        owner,
        { client: request.client, codeChallenge: request.codeChallenge },
        requestOrigin,
        FLOW,
      );
    },

    /**
     * An approval's options: a fresh nonce, and the challenge derived from it and the payments; only the nonce
     * is kept. Secure Payment Confirmation's data come with it (issue 50 item 3).
     */
    async approvalOptions(
      userId: number,
      { subject, payments }: ApprovalSubject,
      origin: string | undefined,
    ): Promise<PasskeyApprovalOptions> {
      const rp = relyingParty(origin);
      const own = (await repository.list(userId)).filter((row) => row.rpId === rp.rpId);
      if (own.length === 0) throw passkeyRefusal(PASSKEY_TEXTS.noPasskey);
      const nonce = randomBytes(32).toString('base64url');
      const challenge = approvalChallenge(nonce, payments);
      const options = await generateAuthenticationOptions({
        rpID: rp.rpId,
        challenge: new Uint8Array(Buffer.from(challenge, 'base64url')),
        userVerification: 'required',
        allowCredentials: own.map((row) => ({ id: row.credentialId, transports: row.transports as never })),
        timeout: PASSKEY_CHALLENGE_TTL_MS,
      });
      const challengeId = await challengeRow('approve', rp, { userId, nonce, subject });
      const currencies = new Set(payments.map((payment) => payment.currencyCode));
      const [first] = payments;
      return {
        challengeId,
        options: options as unknown as WebAuthnJSON,
        payments,
        ...(first && currencies.size === 1
          ? {
              spc: {
                credentialIds: own.map((row) => row.credentialId),
                rpId: rp.rpId,
                challenge: options.challenge,
                payeeName:
                  payments.length === 1 ? first.payeeName || first.payee : `${payments.length} payments`,
                payeeOrigin: rp.origin,
                total: {
                  currency: first.currencyCode,
                  value: payments
                    .reduce((sum, payment) => sum.plus(payment.amount), new Decimal(0))
                    .toFixed(),
                },
                instrumentName: rp.rpName,
                timeout: PASSKEY_CHALLENGE_TTL_MS,
              },
            }
          : {}),
      };
    },

    /**
     * Verifies an approval: the challenge is derived again from the payments as they are now, so a signature made
     * for other payments, or for these with a changed amount or payee, is refused; the challenge is spent once.
     */
    async verifyApproval(
      userId: number,
      assertion: PasskeyAssertion,
      { subject, payments }: ApprovalSubject,
      origin: string | undefined,
    ): Promise<void> {
      const rp = relyingParty(origin);
      const challenge = await spend(assertion.challengeId, 'approve', userId, passkeyRefusal);
      if (challenge.subject !== subject || challenge.rpId !== rp.rpId || !challenge.nonce)
        throw passkeyRefusal(PASSKEY_TEXTS.otherPayment);
      await verifyAssertion(
        assertion.credential,
        approvalChallenge(challenge.nonce, payments),
        rp,
        passkeyRefusal,
        userId,
        APPROVAL_TYPES,
        PASSKEY_TEXTS.otherPayment,
      );
    },
  };
}

export type PasskeyService = ReturnType<typeof createPasskeyService>;
