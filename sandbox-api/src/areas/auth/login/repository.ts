import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { authSecrets } from './tables';
import { loginCodes, refreshTokens, sessions, signInFailures, users } from '../../../platform/db/tables';

/** The flow kinds of spec 01 §3, as `users.login_flow` and `login_codes.flow` hold them. */
// `passkey` is a code of a passkey sign-in (issue 50), never a user's login flow.
export const LOGIN_FLOW_KINDS = [
  'simple',
  'direct',
  'otp',
  'sms',
  'push',
  'verifyDevice',
  'passkey',
] as const;
export type LoginFlowKind = (typeof LOGIN_FLOW_KINDS)[number];

export type MigrationReq = 'none' | 'soft' | 'strict';

export interface UserCredentials {
  userId: number;
  customerId: number;
  email: string;
  passwordHash: string;
  loginFlow: LoginFlowKind;
  phone: string | null;
  scp: 'none' | 'push';
  migrationReq: MigrationReq;
  /** `YYYY-MM-DD`, the last day of a soft migration. */
  migrationDeadline: string | null;
  migrationStrategy: 'migrate' | 'enable' | null;
}

export interface SignInFailureState {
  failedCount: number;
  lockedUntil: Date | null;
}

export interface LoginCodeRecord {
  id: string;
  userId: number;
  customerId: number;
  flow: LoginFlowKind;
  codeChallenge: string;
  otpHash: string | null;
  otpAttemptsLeft: number;
  approvedAt: Date | null;
  expiresAt: Date;
  usedAt: Date | null;
  /** The user's state now, not at login: strict migration lets the code through once push is set up. */
  userScp: 'none' | 'push';
  userMigrationReq: MigrationReq;
}

export interface NewLoginCode {
  id: string;
  codeHash: string;
  userId: number;
  client: string;
  flow: LoginFlowKind;
  codeChallenge: string;
  otpHash: string | null;
  otpAttemptsLeft: number;
  temporaryTokenHash: string | null;
  promptKey: string | null;
  expiresAt: Date;
  usedAt: Date | null;
}

/** A sign-in as its temporary token shows it (spec 01 §4). */
export interface SignInRecord {
  loginId: string;
  userId: number;
  customerId: number;
  email: string;
  flow: LoginFlowKind;
  promptKey: string | null;
  approvedAt: Date | null;
  expiresAt: Date;
  usedAt: Date | null;
}

export interface RefreshTokenRecord {
  id: string;
  familyId: string;
  userId: number;
  customerId: number;
  expiresAt: Date;
  revokedAt: Date | null;
}

const asFlow = (value: string): LoginFlowKind =>
  (LOGIN_FLOW_KINDS as readonly string[]).includes(value) ? (value as LoginFlowKind) : 'simple';
const asMigrationReq = (value: string): MigrationReq =>
  value === 'soft' || value === 'strict' ? value : 'none';
const asScp = (value: string): 'none' | 'push' => (value === 'push' ? 'push' : 'none');
const asStrategy = (value: string | null): 'migrate' | 'enable' | null =>
  value === 'migrate' || value === 'enable' ? value : null;

export function createAuthRepository(db: Database) {
  return {
    async findUserByEmail(email: string): Promise<UserCredentials | null> {
      const [row] = await db
        .select({
          userId: users.id,
          customerId: users.customerId,
          email: users.email,
          passwordHash: users.passwordHash,
          loginFlow: users.loginFlow,
          phone: users.phone,
          scp: users.scp,
          migrationReq: users.migrationReq,
          migrationDeadline: users.migrationDeadline,
          migrationStrategy: users.migrationStrategy,
        })
        .from(users)
        // A user waiting for activation signs in like an unknown e-mail until the link is used (spec 01 §4).
        .where(and(eq(users.email, email), eq(users.status, 'active')));
      return row
        ? {
            ...row,
            loginFlow: asFlow(row.loginFlow),
            scp: asScp(row.scp),
            migrationReq: asMigrationReq(row.migrationReq),
            migrationStrategy: asStrategy(row.migrationStrategy),
          }
        : null;
    },

    async findSignInFailures(email: string): Promise<SignInFailureState | null> {
      const [row] = await db
        .select({ failedCount: signInFailures.failedCount, lockedUntil: signInFailures.lockedUntil })
        .from(signInFailures)
        .where(eq(signInFailures.email, email));
      return row ?? null;
    },

    /** Counts one more failure in one statement, so parallel attempts cannot both read the old count. */
    async recordSignInFailure(email: string, now: Date): Promise<number> {
      const [row] = await db
        .insert(signInFailures)
        .values({ email, failedCount: 1, updatedAt: now })
        .onConflictDoUpdate({
          target: signInFailures.email,
          set: { failedCount: sql`${signInFailures.failedCount} + 1`, updatedAt: now },
        })
        .returning({ failedCount: signInFailures.failedCount });
      return row?.failedCount ?? 1;
    },

    async lockSignIn(email: string, until: Date, now: Date): Promise<void> {
      await db
        .update(signInFailures)
        .set({ lockedUntil: until, updatedAt: now })
        .where(eq(signInFailures.email, email));
    },

    async clearSignInFailures(email: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, email));
    },

    async insertLoginCode(code: NewLoginCode): Promise<void> {
      await db.insert(loginCodes).values(code);
    },

    async setPromptKey(id: string, promptKey: string): Promise<void> {
      await db.update(loginCodes).set({ promptKey }).where(eq(loginCodes.id, id));
    },

    async findLoginCode(codeHash: string): Promise<LoginCodeRecord | null> {
      const [row] = await db
        .select({
          id: loginCodes.id,
          userId: loginCodes.userId,
          customerId: users.customerId,
          flow: loginCodes.flow,
          codeChallenge: loginCodes.codeChallenge,
          otpHash: loginCodes.otpHash,
          otpAttemptsLeft: loginCodes.otpAttemptsLeft,
          approvedAt: loginCodes.approvedAt,
          expiresAt: loginCodes.expiresAt,
          usedAt: loginCodes.usedAt,
          userScp: users.scp,
          userMigrationReq: users.migrationReq,
        })
        .from(loginCodes)
        .innerJoin(users, eq(users.id, loginCodes.userId))
        .where(eq(loginCodes.codeHash, codeHash));
      return row
        ? {
            ...row,
            flow: asFlow(row.flow),
            userScp: asScp(row.userScp),
            userMigrationReq: asMigrationReq(row.userMigrationReq),
          }
        : null;
    },

    async findSignIn(
      where: { temporaryTokenHash: string } | { loginId: string },
    ): Promise<SignInRecord | null> {
      const [row] = await db
        .select({
          loginId: loginCodes.id,
          userId: loginCodes.userId,
          customerId: users.customerId,
          email: users.email,
          flow: loginCodes.flow,
          promptKey: loginCodes.promptKey,
          approvedAt: loginCodes.approvedAt,
          expiresAt: loginCodes.expiresAt,
          usedAt: loginCodes.usedAt,
        })
        .from(loginCodes)
        .innerJoin(users, eq(users.id, loginCodes.userId))
        .where(
          'loginId' in where
            ? eq(loginCodes.id, where.loginId)
            : eq(loginCodes.temporaryTokenHash, where.temporaryTokenHash),
        );
      return row ? { ...row, flow: asFlow(row.flow) } : null;
    },

    /** Marks a push or verifyDevice sign-in approved; false when it was decided, used or expired already. */
    async approveLoginCode(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(loginCodes)
        .set({ approvedAt: now })
        .where(
          and(
            eq(loginCodes.id, id),
            isNull(loginCodes.usedAt),
            isNull(loginCodes.approvedAt),
            gt(loginCodes.expiresAt, now),
          ),
        )
        .returning({ id: loginCodes.id });
      return rows.length === 1;
    },

    /** Spends a one-time secret (spec 01 §6); its user, or null when it is unknown, used or expired. */
    async consumeAuthSecret(
      secretHash: string,
      now: Date,
    ): Promise<{ userId: number; customerId: number } | null> {
      const [spent] = await db
        .update(authSecrets)
        .set({ usedAt: now })
        .where(
          and(
            eq(authSecrets.secretHash, secretHash),
            isNull(authSecrets.usedAt),
            gt(authSecrets.expiresAt, now),
          ),
        )
        .returning({ userId: authSecrets.userId });
      if (!spent) return null;
      const [user] = await db
        .select({ userId: users.id, customerId: users.customerId })
        .from(users)
        .where(eq(users.id, spent.userId));
      return user ?? null;
    },

    /** Marks the code used; false when another request used it first, which makes the code single use. */
    async consumeLoginCode(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(loginCodes)
        .set({ usedAt: now })
        .where(and(eq(loginCodes.id, id), isNull(loginCodes.usedAt)))
        .returning({ id: loginCodes.id });
      return rows.length === 1;
    },

    /** Spends one one-time-code try; the tries left afterwards, or null when none were left. */
    async spendOtpAttempt(id: string): Promise<number | null> {
      const [row] = await db
        .update(loginCodes)
        .set({ otpAttemptsLeft: sql`${loginCodes.otpAttemptsLeft} - 1` })
        .where(and(eq(loginCodes.id, id), isNull(loginCodes.usedAt), gt(loginCodes.otpAttemptsLeft, 0)))
        .returning({ otpAttemptsLeft: loginCodes.otpAttemptsLeft });
      return row ? row.otpAttemptsLeft : null;
    },

    async insertRefreshToken(token: {
      tokenHash: string;
      familyId: string;
      userId: number;
      customerId: number;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(refreshTokens).values(token);
    },

    async findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null> {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          familyId: refreshTokens.familyId,
          userId: refreshTokens.userId,
          customerId: refreshTokens.customerId,
          expiresAt: refreshTokens.expiresAt,
          revokedAt: refreshTokens.revokedAt,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row ?? null;
    },

    /** Revokes one token; false when it was already revoked (a second use of the same token). */
    async revokeRefreshToken(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },

    async insertSession(session: { id: string; userId: number }): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** Whether the user's session is still live: one primary-key read, made on every authenticated call. */
    async isSessionLive(id: string, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      return row !== undefined;
    },

    /**
     * Ends sessions and their refresh tokens together, so no refresh can outlive the session it belongs to:
     * one session, or every one of a user's (all but `except`). Answers the ids of the sessions it ended.
     */
    async revokeSessions(
      which: { id: string } | { userId: number; except?: string },
      now: Date,
    ): Promise<string[]> {
      return db.transaction(async (tx) => {
        const chosen =
          'id' in which
            ? eq(sessions.id, which.id)
            : and(
                eq(sessions.userId, which.userId),
                which.except === undefined ? undefined : ne(sessions.id, which.except),
              );
        const ended = await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(chosen, isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        const ids = ended.map((session) => session.id);
        if (ids.length > 0) {
          await tx
            .update(refreshTokens)
            .set({ revokedAt: now })
            .where(and(inArray(refreshTokens.familyId, ids), isNull(refreshTokens.revokedAt)));
        }
        return ids;
      });
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
