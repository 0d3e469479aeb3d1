/**
 * A fresh idempotency key (DESIGN §5: the same key twice is the same transfer). A page makes one per review, so a
 * double click, or a retry after a lost answer, never sends the money twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Non-secure origins (plain http on a LAN address) lack randomUUID; getRandomValues is everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
