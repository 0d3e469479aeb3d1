import { sha256Hex } from '../../../platform/lib/crypto';
import type { Database } from '../../../platform/db/client';
import { devices } from '../../../platform/push/tables';
import { authSecrets } from './tables';

/**
 * The seeded devices prove themselves with these secrets (header `X-Device-Secret` of
 * `PUT /auth/login/{key}/confirm`); they are public on purpose, like the demo password (README).
 */
export const DEMO_DEVICE_SECRETS = {
  paulaPixel: 'demo-device-paula-pixel-8',
  victorIphone: 'demo-device-victor-iphone-15',
} as const;

/** The one-time secret of the temporary authorised user (spec 01 §6); single use, so a reset renews it. */
export const DEMO_AUTH_SECRET = 'demo-temporary-secret-tara';
const DEMO_AUTH_SECRET_TTL_MS = 30 * 24 * 60 * 60_000;

/** Devices and the secret of the sign-in demo users (seed.ts), inserted when missing. */
export async function seedAuthDemoData(db: Database): Promise<void> {
  await db
    .insert(devices)
    .values([
      {
        id: 901,
        userId: 603,
        code: 'PX8-PAULA',
        type: 'android',
        name: 'Pixel 8',
        location: 'Berlin, DE',
        secretHash: sha256Hex(DEMO_DEVICE_SECRETS.paulaPixel),
        approved: true,
        lastActivityAt: new Date('2024-05-02T07:45:00Z'),
      },
      {
        id: 902,
        userId: 604,
        code: 'IP15-VICTOR',
        type: 'ios',
        name: 'iPhone 15',
        location: 'Lyon, FR',
        secretHash: sha256Hex(DEMO_DEVICE_SECRETS.victorIphone),
        approved: true,
        lastActivityAt: new Date('2024-04-28T18:20:00Z'),
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(authSecrets)
    .values({
      secretHash: sha256Hex(DEMO_AUTH_SECRET),
      userId: 607,
      expiresAt: new Date(Date.now() + DEMO_AUTH_SECRET_TTL_MS),
    })
    .onConflictDoNothing();
}
