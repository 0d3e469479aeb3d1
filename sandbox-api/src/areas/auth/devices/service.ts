import { randomBytes, randomInt } from 'node:crypto';
import type {
  CreateDeviceRequest,
  Device,
  DeviceApproveMethod,
  DeviceApproveStarted,
  ScpRequestAnswer,
} from '@portal/api/catalogue';
import { ApiError, authenticationError } from '../../../platform/http/errors';
import type { Clock } from '../../../platform/clock/clock';
import { randomToken, safeEqual, sha256Hex } from '../../../platform/lib/crypto';
import { maskEmail, maskPhone } from '../../../platform/lib/mask';
import type { OutboxSender } from '../../../platform/outbox';
import { DEEP_LINKS } from '../../../platform/deep-links';
import type { LivePublisher } from '../../../platform/live/service';
import type {
  PromptDecisionHandler,
  PromptKind,
  PushPrompt,
  ResendablePushPrompts,
} from '../../../platform/push/prompts';
import type { DeviceCaller } from '../../../platform/pipeline/authenticate';
import type { DeviceOwner, DeviceRecord, DevicesRepository, ScpLinkRecord } from './repository';

/** A prompt lives as long as the login code it may hold up (spec 01 §4: 5 minutes). */
export const PROMPT_TTL_MS = 5 * 60_000;
export const SCP_LINK_TTL_MS = 10 * 60_000;
export const APPROVAL_CODE_TTL_MS = 10 * 60_000;
export const APPROVAL_CODE_ATTEMPTS = 3;

/** The brand's app-store links (spec 01 §1), sent by `/auth/stores-urls/send`. */
export const STORE_LINKS = {
  appStore: 'https://apps.apple.com/app/id0000000000',
  googlePlay: 'https://play.google.com/store/apps/details?id=test.demo.portal',
} as const;

/** spec 01 §7 `GET /auth/devices/approve-methods`: a device, an SMS or an e-mail carries the code. */
export const APPROVE_METHODS: readonly DeviceApproveMethod[] = [
  { id: 1, kind: 'device' },
  { id: 2, kind: 'sms' },
  { id: 3, kind: 'email' },
];

export const DEVICE_TEXTS = {
  promptUnknown: 'This request is unknown or has expired.',
  alreadyAnswered: 'Already answered',
  deviceRefused: 'This device may not answer for this account.',
  deviceNotFound: 'No such device.',
  linkInvalid: 'The link code is wrong or has expired.',
  alreadyApproved: 'This device is already approved.',
  noApprovedDevice: 'There is no approved device to send the code to.',
  noPhone: 'There is no phone number to send the code to.',
  approvalCodeInvalid: 'The code is wrong or has expired. Request a new one.',
  approvalCodeBurnt: 'The code is wrong and can no longer be used. Request a new one.',
} as const;

const notFound = (responseDescription: string) =>
  new ApiError(404, { responseCode: 'UE', responseDescription });
/** A code check that failed: HTTP 400 with a message (spec 02 §8), VF being the verify error of spec 01 §8. */
const verifyError = (responseDescription: string, attemptsLeft?: number) =>
  new ApiError(400, {
    responseCode: 'VF',
    responseDescription,
    ...(attemptsLeft === undefined ? {} : { attemptsLeft }),
  });

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

interface DeviceServiceDeps {
  repository: DevicesRepository;
  outbox: OutboxSender;
  live: LivePublisher;
  clock: Clock;
}

/** PushPrompts (platform/push/prompts.ts) over the `push_prompts` table, plus what the device answers go through. */
export function createPushPrompts({ repository, outbox, clock }: Omit<DeviceServiceDeps, 'live'>) {
  const handlers = new Map<PromptKind, PromptDecisionHandler>();

  async function send(prompt: Pick<PushPrompt, 'key' | 'userId' | 'text'>) {
    const owner = await repository.findOwner(prompt.userId);
    // The key rides along as the message's code, so a developer can answer from the outbox alone.
    if (owner) await outbox.send({ channel: 'push', to: owner.email, text: prompt.text, code: prompt.key });
  }

  /** Decides a pending prompt once and runs its kind's handler. */
  async function decide(prompt: PushPrompt, approved: boolean): Promise<void> {
    if (!(await repository.decidePrompt(prompt.key, approved, clock.now()))) {
      throw new ApiError(409, { responseCode: 'AU', responseDescription: DEVICE_TEXTS.alreadyAnswered });
    }
    await handlers.get(prompt.kind)?.(prompt, approved);
  }

  /** The prompt behind a key, refused as unknown when it does not exist or belongs to someone else. */
  async function pendingPrompt(key: string, userId?: number) {
    const prompt = await repository.findPrompt(key);
    if (!prompt || (userId !== undefined && prompt.userId !== userId))
      throw notFound(DEVICE_TEXTS.promptUnknown);
    if (prompt.decidedAt)
      throw new ApiError(409, { responseCode: 'AU', responseDescription: DEVICE_TEXTS.alreadyAnswered });
    if (prompt.expiresAt <= clock.now()) throw notFound(DEVICE_TEXTS.promptUnknown);
    return prompt;
  }

  return {
    async create(input: Omit<PushPrompt, 'key'>): Promise<{ key: string }> {
      const key = randomToken(24);
      await repository.insertPrompt({
        ...input,
        key,
        expiresAt: new Date(clock.now().getTime() + PROMPT_TTL_MS),
      });
      await send({ ...input, key });
      return { key };
    },

    onDecision(kind: PromptKind, handler: PromptDecisionHandler): void {
      if (handlers.has(kind)) throw new Error(`a decision handler for ${kind} prompts is registered already`);
      handlers.set(kind, handler);
    },

    /** `POST /auth/push/re-send`: the pending prompt goes to the outbox again. */
    async resend(key: string): Promise<void> {
      await send(await pendingPrompt(key));
    },

    /** `PUT /auth/login/{key}/confirm`: only an approved device of the prompt's user may answer. */
    async confirm(key: string, deviceSecret: string | undefined, approved: boolean): Promise<void> {
      const prompt = await repository.findPrompt(key);
      if (!prompt) throw notFound(DEVICE_TEXTS.promptUnknown);
      const device = deviceSecret
        ? await repository.findApprovedDeviceBySecret(prompt.userId, sha256Hex(deviceSecret))
        : null;
      if (!device) throw authenticationError(DEVICE_TEXTS.deviceRefused);
      await decide(await pendingPrompt(key), approved);
      await repository.touchDevice(device.id, clock.now());
    },

    /** The sandbox device page answers as the user's device without a secret (DESIGN §5). */
    async decideFor(userId: number, key: string, approved: boolean): Promise<void> {
      await decide(await pendingPrompt(key, userId), approved);
    },
  } satisfies ResendablePushPrompts & Record<string, unknown>;
}

export type PushPromptService = ReturnType<typeof createPushPrompts>;

/** Devices of the auth service (spec 01 §3, §7): linking by scp, listing, deleting and approving. */
export function createDeviceService({ repository, outbox, live, clock }: DeviceServiceDeps) {
  async function ownDevice(userId: number, deviceId: number): Promise<DeviceRecord> {
    const device = await repository.findDevice(deviceId);
    // Another user's device is answered exactly like a missing one.
    if (!device || device.userId !== userId) throw notFound(DEVICE_TEXTS.deviceNotFound);
    return device;
  }

  async function owner(userId: number): Promise<DeviceOwner> {
    const found = await repository.findOwner(userId);
    if (!found) throw authenticationError(DEVICE_TEXTS.deviceRefused);
    return found;
  }

  /** Makes the phone the user's push device and tells whoever waits for it (spec 01 §4). */
  async function link(record: ScpLinkRecord, input: Omit<CreateDeviceRequest, 'code'>): Promise<Device> {
    const secret = randomToken(32);
    const device = await repository.linkDevice({
      linkId: record.id,
      now: clock.now(),
      device: {
        userId: record.userId,
        code: `DV-${randomBytes(4).toString('hex').toUpperCase()}`,
        type: input.type,
        name: input.name.trim(),
        location: 'Unknown location',
        pushToken: input.pushToken ?? null,
        secretHash: sha256Hex(secret),
      },
      // The first device needs no one to vouch for it; a signed-in user asked for this link themselves.
      approved: (existingDevices) => existingDevices === 0 || record.loginCodeId === null,
    });
    if (!device) throw authenticationError(DEVICE_TEXTS.linkInvalid);
    if (record.loginCodeId) {
      live.publishSignIn(record.loginCodeId, { type: 'scp.enabled', payload: { deviceName: device.name } });
    } else {
      live.publish(record.customerId, {
        type: 'device.linked',
        payload: { deviceId: device.id, name: device.name },
      });
    }
    const { userId: _userId, ...answer } = device;
    return { ...answer, secret };
  }

  return {
    /** `POST /auth/scp/request`: a single-use link code, bound to the user (and the sign-in, if any). */
    async requestScpLink(caller: DeviceCaller): Promise<ScpRequestAnswer> {
      const code = randomToken(24);
      await repository.insertScpLinkCode({
        codeHash: sha256Hex(code),
        userId: caller.userId,
        loginCodeId: caller.loginId,
        expiresAt: new Date(clock.now().getTime() + SCP_LINK_TTL_MS),
      });
      return { deeplink: DEEP_LINKS.scp(code) };
    },

    /** `POST /auth/devices`, called by the phone with the code of the deep link. */
    async createDevice(input: CreateDeviceRequest): Promise<Device> {
      const record = await repository.findScpLink({ codeHash: sha256Hex(input.code) });
      if (!record || record.usedAt || record.expiresAt <= clock.now())
        throw authenticationError(DEVICE_TEXTS.linkInvalid);
      return link(record, input);
    },

    /** The device page's "Link this phone": the same linking, by the link's id instead of its code. */
    async linkFromDevicePage(userId: number, linkId: string, input: Omit<CreateDeviceRequest, 'code'>) {
      const record = await repository.findScpLink({ id: linkId });
      if (!record || record.userId !== userId || record.usedAt || record.expiresAt <= clock.now())
        throw authenticationError(DEVICE_TEXTS.linkInvalid);
      return link(record, input);
    },

    /** `POST /auth/stores-urls/send`: the app-store links by SMS (the outbox files it under the user's e-mail). */
    async sendStoreLinks(caller: DeviceCaller, phoneNumber: string): Promise<void> {
      const { email } = await owner(caller.userId);
      await outbox.send({
        channel: 'sms',
        to: email,
        text: `To +${phoneNumber}: get the app. App Store: ${STORE_LINKS.appStore} Google Play: ${STORE_LINKS.googlePlay}`,
      });
    },

    list: (userId: number): Promise<DeviceRecord[]> => repository.listDevices(userId),
    get: ownDevice,

    async remove(userId: number, deviceId: number): Promise<void> {
      await ownDevice(userId, deviceId);
      await repository.deleteDevice(deviceId);
    },

    approveMethods: (): readonly DeviceApproveMethod[] => APPROVE_METHODS,

    /** `POST /auth/devices/{id}/approve`: a six-digit code by the chosen method; `sentTo` says where, masked. */
    async startApproval(userId: number, deviceId: number, methodId: number): Promise<DeviceApproveStarted> {
      const device = await ownDevice(userId, deviceId);
      if (device.approved) throw verifyError(DEVICE_TEXTS.alreadyApproved);
      const user = await owner(userId);
      const method = APPROVE_METHODS.find((candidate) => candidate.id === methodId);
      let sentTo: string;
      let channel: string;
      if (method?.kind === 'device') {
        const approver = await repository.firstApprovedDevice(userId);
        if (!approver) throw verifyError(DEVICE_TEXTS.noApprovedDevice);
        sentTo = approver.name;
        channel = 'push';
      } else if (method?.kind === 'sms') {
        if (!user.phone) throw verifyError(DEVICE_TEXTS.noPhone);
        sentTo = maskPhone(user.phone);
        channel = 'sms';
      } else {
        sentTo = maskEmail(user.email);
        channel = 'email';
      }
      const code = sixDigits();
      await repository.replaceApprovalCode({
        deviceId,
        methodId,
        codeHash: sha256Hex(code),
        attemptsLeft: APPROVAL_CODE_ATTEMPTS,
        expiresAt: new Date(clock.now().getTime() + APPROVAL_CODE_TTL_MS),
      });
      await outbox.send({
        channel,
        to: user.email,
        text: `Your code to approve the device "${device.name}" is ${code}`,
        code,
      });
      return { methodId, sentTo };
    },

    /** `PATCH /auth/devices/{id}/approve/{methodId}`: single use, 10 minutes, three tries. */
    async confirmApproval(userId: number, deviceId: number, methodId: number, code: string): Promise<void> {
      await ownDevice(userId, deviceId);
      const now = clock.now();
      const record = await repository.findApprovalCode(deviceId, methodId);
      if (!record || record.usedAt || record.expiresAt <= now)
        throw verifyError(DEVICE_TEXTS.approvalCodeInvalid);
      const attemptsLeft = await repository.spendApprovalAttempt(record.id);
      if (attemptsLeft === null) throw verifyError(DEVICE_TEXTS.approvalCodeInvalid);
      if (!safeEqual(sha256Hex(code), record.codeHash)) {
        if (attemptsLeft === 0) {
          await repository.consumeApprovalCode(record.id, now);
          throw verifyError(DEVICE_TEXTS.approvalCodeBurnt, 0);
        }
        throw verifyError(
          `The code is wrong. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`,
          attemptsLeft,
        );
      }
      if (!(await repository.consumeApprovalCode(record.id, now)))
        throw verifyError(DEVICE_TEXTS.approvalCodeInvalid);
      await repository.approveDevice(deviceId);
    },

    /** What the sandbox device page shows for a user (DESIGN §5). */
    async devicePage(email: string) {
      const user = await repository.findOwnerByEmail(email.trim().toLowerCase());
      if (!user) return null;
      const now = clock.now();
      const [prompts, links, devices] = await Promise.all([
        repository.listPendingPrompts(user.userId, now),
        repository.listPendingScpLinks(user.userId, now),
        repository.listDevices(user.userId),
      ]);
      return { user, prompts, links, devices };
    },

    findUserByEmail: (email: string) => repository.findOwnerByEmail(email.trim().toLowerCase()),
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
