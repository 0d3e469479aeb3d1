import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client';
import { authorizationRequests, oauthClients } from './tables';

export interface OAuthClient {
  clientId: string;
  name: string;
  redirectUris: string[];
  scopes: string[];
}

export interface AuthorizationRecord {
  id: string;
  clientId: string;
  userId: number;
  redirectUri: string;
  state: string | null;
  expiresAt: Date;
  decidedAt: Date | null;
}

export function createAuthorizeRepository(db: Database) {
  return {
    async findClient(clientId: string): Promise<OAuthClient | null> {
      const [row] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId));
      return row ?? null;
    },

    async insertRequest(request: {
      clientId: string;
      userId: number;
      redirectUri: string;
      scopes: string[];
      state: string | null;
      expiresAt: Date;
    }): Promise<string> {
      const [row] = await db
        .insert(authorizationRequests)
        .values(request)
        .returning({ id: authorizationRequests.id });
      if (!row) throw new Error('authorization request was not stored');
      return row.id;
    },

    async findRequest(id: string): Promise<AuthorizationRecord | null> {
      const [row] = await db
        .select({
          id: authorizationRequests.id,
          clientId: authorizationRequests.clientId,
          userId: authorizationRequests.userId,
          redirectUri: authorizationRequests.redirectUri,
          state: authorizationRequests.state,
          expiresAt: authorizationRequests.expiresAt,
          decidedAt: authorizationRequests.decidedAt,
        })
        .from(authorizationRequests)
        .where(eq(authorizationRequests.id, id));
      return row ?? null;
    },

    /** Records the decision once; false when it was decided already or has expired. */
    async decide(id: string, codeHash: string | null, now: Date): Promise<boolean> {
      const rows = await db
        .update(authorizationRequests)
        .set({ decidedAt: now, codeHash })
        .where(
          and(
            eq(authorizationRequests.id, id),
            isNull(authorizationRequests.decidedAt),
            gt(authorizationRequests.expiresAt, now),
          ),
        )
        .returning({ id: authorizationRequests.id });
      return rows.length === 1;
    },
  };
}

export type AuthorizeRepository = ReturnType<typeof createAuthorizeRepository>;
