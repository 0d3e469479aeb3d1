import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginCodes, refreshTokens, signInFailures, users } from '../../db/schema';

export type LoginFlowKind = 'simple' | 'otp';

export interface UserCredentials {
  userId: number;
  customerId: number;
  email: string;
  passwordHash: string;
  loginFlow: LoginFlowKind;
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
  expiresAt: Date;
  usedAt: Date | null;
}

export interface NewLoginCode {
  codeHash: string;
  userId: number;
  client: string;
  flow: LoginFlowKind;
  codeChallenge: string;
  otpHash: string | null;
  otpAttemptsLeft: number;
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

const asFlow = (value: string): LoginFlowKind => (value === 'otp' ? 'otp' : 'simple');

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
        })
        .from(users)
        .where(eq(users.email, email));
      return row ? { ...row, loginFlow: asFlow(row.loginFlow) } : null;
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
          expiresAt: loginCodes.expiresAt,
          usedAt: loginCodes.usedAt,
        })
        .from(loginCodes)
        .innerJoin(users, eq(users.id, loginCodes.userId))
        .where(eq(loginCodes.codeHash, codeHash));
      return row ? { ...row, flow: asFlow(row.flow) } : null;
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

    async revokeRefreshTokenFamily(familyId: string, now: Date): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
