import type { Database } from '../../../platform/db/client';
import { oauthClients } from './tables';

/** The partner of the OAuth-style authorize demo (spec 01 §2). */
export const DEMO_OAUTH_CLIENT = {
  clientId: 'demo-partner',
  name: 'Demo Partner Shop',
  redirectUris: ['http://127.0.0.1:5599/callback', 'http://localhost:5599/callback'],
  scopes: ['profile', 'balance'],
};

/** The partner of the authorize demo (seed.ts), inserted when missing. */
export async function seedAuthorizeDemoData(db: Database): Promise<void> {
  await db.insert(oauthClients).values(DEMO_OAUTH_CLIENT).onConflictDoNothing();
}
