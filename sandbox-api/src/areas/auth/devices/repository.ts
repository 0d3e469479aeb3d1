import type { Device, DeviceShortInfo, DeviceType } from '@portal/api/catalogue';
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { devices } from '../../../platform/push/tables';
import { deviceApprovalCodes, pushPrompts, scpLinkCodes } from './tables';
import { users } from '../../../platform/db/tables';
import type { PromptKind, PushPrompt } from '../../../platform/push/prompts';

export interface DeviceRecord extends Device {
  userId: number;
}

export interface DeviceOwner {
  userId: number;
  customerId: number;
  email: string;
  phone: string | null;
}

export interface PendingPrompt extends PushPrompt {
  expiresAt: Date;
}

export interface ScpLinkRecord {
  id: string;
  userId: number;
  customerId: number;
  loginCodeId: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface ApprovalCodeRecord {
  id: string;
  codeHash: string;
  attemptsLeft: number;
  expiresAt: Date;
  usedAt: Date | null;
}

const PROMPT_KINDS: readonly PromptKind[] = [
  'login',
  'verifyDevice',
  'twoStep',
  'passwordChange',
  'transaction',
];
const asPromptKind = (value: string): PromptKind =>
  PROMPT_KINDS.includes(value as PromptKind) ? (value as PromptKind) : 'login';
const asDeviceType = (value: string): DeviceType => (value === 'ios' ? 'ios' : 'android');

const deviceColumns = {
  id: devices.id,
  userId: devices.userId,
  code: devices.code,
  type: devices.type,
  name: devices.name,
  location: devices.location,
  lastActivityAt: devices.lastActivityAt,
  approved: devices.approved,
};

type DeviceRow = {
  [K in keyof typeof deviceColumns]: (typeof deviceColumns)[K]['_']['data'];
};

/** Rows become contract devices here, at the repository edge (STYLE "Boundaries"); the secret never leaves. */
const toDevice = (row: DeviceRow): DeviceRecord => ({
  ...row,
  type: asDeviceType(row.type),
  lastActivityAt: row.lastActivityAt.toISOString(),
});

export function createDevicesRepository(db: Database) {
  return {
    async findOwner(userId: number): Promise<DeviceOwner | null> {
      const [row] = await db
        .select({ userId: users.id, customerId: users.customerId, email: users.email, phone: users.phone })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async findOwnerByEmail(email: string): Promise<DeviceOwner | null> {
      const [row] = await db
        .select({ userId: users.id, customerId: users.customerId, email: users.email, phone: users.phone })
        .from(users)
        .where(eq(users.email, email));
      return row ?? null;
    },

    async listDevices(userId: number): Promise<DeviceRecord[]> {
      const rows = await db
        .select(deviceColumns)
        .from(devices)
        .where(eq(devices.userId, userId))
        .orderBy(asc(devices.id));
      return rows.map(toDevice);
    },

    async approvedDeviceInfo(userId: number): Promise<DeviceShortInfo[]> {
      const rows = await db
        .select(deviceColumns)
        .from(devices)
        .where(and(eq(devices.userId, userId), eq(devices.approved, true)))
        .orderBy(asc(devices.id));
      return rows.map((row) => {
        const { name, type, location, lastActivityAt } = toDevice(row);
        return { name, type, location, lastActivityAt };
      });
    },

    async findDevice(id: number): Promise<DeviceRecord | null> {
      const [row] = await db.select(deviceColumns).from(devices).where(eq(devices.id, id));
      return row ? toDevice(row) : null;
    },

    /** The user's approved device with this secret digest, or null. */
    async findApprovedDeviceBySecret(userId: number, secretHash: string): Promise<DeviceRecord | null> {
      const [row] = await db
        .select(deviceColumns)
        .from(devices)
        .where(
          and(eq(devices.userId, userId), eq(devices.secretHash, secretHash), eq(devices.approved, true)),
        )
        .limit(1);
      return row ? toDevice(row) : null;
    },

    async deleteDevice(id: number): Promise<void> {
      await db.delete(devices).where(eq(devices.id, id));
    },

    async touchDevice(id: number, now: Date): Promise<void> {
      await db.update(devices).set({ lastActivityAt: now }).where(eq(devices.id, id));
    },

    async approveDevice(id: number): Promise<void> {
      await db.update(devices).set({ approved: true }).where(eq(devices.id, id));
    },

    async countDevices(userId: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(devices)
        .where(eq(devices.userId, userId));
      return row?.count ?? 0;
    },

    /**
     * Spends the link code and makes the phone the user's device in one transaction: push becomes their
     * second factor, and their sign-in flow push unless it already asks a device (spec 01 §3, §4).
     */
    async linkDevice(input: {
      linkId: string;
      now: Date;
      device: {
        userId: number;
        code: string;
        type: DeviceType;
        name: string;
        location: string;
        pushToken: string | null;
        secretHash: string;
      };
      approved: (existingDevices: number) => boolean;
    }): Promise<DeviceRecord | null> {
      return db.transaction(async (tx) => {
        const spent = await tx
          .update(scpLinkCodes)
          .set({ usedAt: input.now })
          .where(
            and(
              eq(scpLinkCodes.id, input.linkId),
              isNull(scpLinkCodes.usedAt),
              gt(scpLinkCodes.expiresAt, input.now),
            ),
          )
          .returning({ id: scpLinkCodes.id });
        if (spent.length === 0) return null;
        const [existing] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(devices)
          .where(eq(devices.userId, input.device.userId));
        const [row] = await tx
          .insert(devices)
          .values({
            ...input.device,
            approved: input.approved(existing?.count ?? 0),
            lastActivityAt: input.now,
          })
          .returning(deviceColumns);
        await tx
          .update(users)
          .set({
            scp: 'push',
            loginFlow: sql`case when ${users.loginFlow} in ('push', 'verifyDevice') then ${users.loginFlow} else 'push' end`,
          })
          .where(eq(users.id, input.device.userId));
        return row ? toDevice(row) : null;
      });
    },

    async insertScpLinkCode(link: {
      codeHash: string;
      userId: number;
      loginCodeId: string | null;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(scpLinkCodes).values(link);
    },

    async findScpLink(where: { codeHash: string } | { id: string }): Promise<ScpLinkRecord | null> {
      const [row] = await db
        .select({
          id: scpLinkCodes.id,
          userId: scpLinkCodes.userId,
          customerId: users.customerId,
          loginCodeId: scpLinkCodes.loginCodeId,
          expiresAt: scpLinkCodes.expiresAt,
          usedAt: scpLinkCodes.usedAt,
        })
        .from(scpLinkCodes)
        .innerJoin(users, eq(users.id, scpLinkCodes.userId))
        .where('id' in where ? eq(scpLinkCodes.id, where.id) : eq(scpLinkCodes.codeHash, where.codeHash));
      return row ?? null;
    },

    async listPendingScpLinks(userId: number, now: Date): Promise<ScpLinkRecord[]> {
      return db
        .select({
          id: scpLinkCodes.id,
          userId: scpLinkCodes.userId,
          customerId: users.customerId,
          loginCodeId: scpLinkCodes.loginCodeId,
          expiresAt: scpLinkCodes.expiresAt,
          usedAt: scpLinkCodes.usedAt,
        })
        .from(scpLinkCodes)
        .innerJoin(users, eq(users.id, scpLinkCodes.userId))
        .where(
          and(eq(scpLinkCodes.userId, userId), isNull(scpLinkCodes.usedAt), gt(scpLinkCodes.expiresAt, now)),
        )
        .orderBy(desc(scpLinkCodes.createdAt));
    },

    async insertPrompt(prompt: PushPrompt & { expiresAt: Date }): Promise<void> {
      await db.insert(pushPrompts).values(prompt);
    },

    async findPrompt(key: string): Promise<(PendingPrompt & { decidedAt: Date | null }) | null> {
      const [row] = await db.select().from(pushPrompts).where(eq(pushPrompts.key, key));
      return row
        ? {
            key: row.key,
            userId: row.userId,
            kind: asPromptKind(row.kind),
            payload: row.payload,
            text: row.text,
            expiresAt: row.expiresAt,
            decidedAt: row.decidedAt,
          }
        : null;
    },

    async listPendingPrompts(userId: number, now: Date): Promise<PendingPrompt[]> {
      const rows = await db
        .select()
        .from(pushPrompts)
        .where(
          and(eq(pushPrompts.userId, userId), isNull(pushPrompts.decidedAt), gt(pushPrompts.expiresAt, now)),
        )
        .orderBy(desc(pushPrompts.createdAt));
      return rows.map((row) => ({
        key: row.key,
        userId: row.userId,
        kind: asPromptKind(row.kind),
        payload: row.payload,
        text: row.text,
        expiresAt: row.expiresAt,
      }));
    },

    /** Records the decision; false when the prompt was decided already or has expired, so it is decided once. */
    async decidePrompt(key: string, approved: boolean, now: Date): Promise<boolean> {
      const rows = await db
        .update(pushPrompts)
        .set({ decidedAt: now, approved })
        .where(and(eq(pushPrompts.key, key), isNull(pushPrompts.decidedAt), gt(pushPrompts.expiresAt, now)))
        .returning({ key: pushPrompts.key });
      return rows.length === 1;
    },

    /** A new approval code replaces the device's earlier ones, so only the latest works. */
    async replaceApprovalCode(code: {
      deviceId: number;
      methodId: number;
      codeHash: string;
      attemptsLeft: number;
      expiresAt: Date;
    }): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(deviceApprovalCodes).where(eq(deviceApprovalCodes.deviceId, code.deviceId));
        await tx.insert(deviceApprovalCodes).values(code);
      });
    },

    async findApprovalCode(deviceId: number, methodId: number): Promise<ApprovalCodeRecord | null> {
      const [row] = await db
        .select({
          id: deviceApprovalCodes.id,
          codeHash: deviceApprovalCodes.codeHash,
          attemptsLeft: deviceApprovalCodes.attemptsLeft,
          expiresAt: deviceApprovalCodes.expiresAt,
          usedAt: deviceApprovalCodes.usedAt,
        })
        .from(deviceApprovalCodes)
        .where(and(eq(deviceApprovalCodes.deviceId, deviceId), eq(deviceApprovalCodes.methodId, methodId)))
        .orderBy(desc(deviceApprovalCodes.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** Spends one try before the comparison; the tries left, or null when none were left. */
    async spendApprovalAttempt(id: string): Promise<number | null> {
      const [row] = await db
        .update(deviceApprovalCodes)
        .set({ attemptsLeft: sql`${deviceApprovalCodes.attemptsLeft} - 1` })
        .where(
          and(
            eq(deviceApprovalCodes.id, id),
            isNull(deviceApprovalCodes.usedAt),
            gt(deviceApprovalCodes.attemptsLeft, 0),
          ),
        )
        .returning({ attemptsLeft: deviceApprovalCodes.attemptsLeft });
      return row ? row.attemptsLeft : null;
    },

    async consumeApprovalCode(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(deviceApprovalCodes)
        .set({ usedAt: now })
        .where(and(eq(deviceApprovalCodes.id, id), isNull(deviceApprovalCodes.usedAt)))
        .returning({ id: deviceApprovalCodes.id });
      return rows.length === 1;
    },

    /** The user's first approved device: the sandbox device page acts as this one. */
    async firstApprovedDevice(userId: number): Promise<DeviceRecord | null> {
      const [row] = await db
        .select(deviceColumns)
        .from(devices)
        .where(and(eq(devices.userId, userId), eq(devices.approved, true)))
        .orderBy(asc(devices.id))
        .limit(1);
      return row ? toDevice(row) : null;
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
