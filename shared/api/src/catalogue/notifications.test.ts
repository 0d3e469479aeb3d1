import {
  ALL_NOTIFICATION_TYPES,
  NOTIFICATION_RELOADS,
  RELOAD_SCOPES,
  notificationReloads,
  type NotificationType,
  type ReloadScope,
} from './notifications';

/**
 * spec 03 §4 "When a notification arrives, documents, emails, smart contracts or accounts are reloaded according to
 * its type" (issue 47 item 6), written out by hand: one row per type, the scopes it must publish.
 */
const EXPECTED: readonly [NotificationType, readonly ReloadScope[]][] = [
  ['info', ['documents', 'verification']],
  ['documentFailed', ['documents', 'verification']],
  ['documentRejected', ['documents', 'verification']],
  ['documentExpired', ['documents', 'verification']],
  ['documentExpSoon', ['documents', 'verification']],
  ['usernameChangeFailed', ['emails']],
  ['usernameChanged', ['emails']],
  ['batchPartially', ['accounts']],
  ['zohoNewMessage', ['support']],
  ['zohoClosedNoReply', ['support']],
  ['acceptTermsLogin', ['documents']],
  ['cardClosed', ['accounts']],
  ['scContractSigned', ['contracts']],
  ['scContractRejected', ['contracts']],
  ['scContractCancelled', ['contracts']],
  ['scContractCreated', ['contracts']],
  ['scContractTerminated', ['contracts']],
  ['scContractTerminationRequest', ['contracts']],
  ['scContractTerminationCancelled', ['contracts']],
  ['scContractSignerIdentified', ['contracts']],
  ['scContractSignerIdentificationLoaded', ['contracts']],
  ['scContractSignerIdentificationFailed', ['contracts']],
  ['identityVerification', ['documents', 'verification']],
];

describe('what a notification reloads, type by type (spec 03 §4 "Live events")', () => {
  it.each(EXPECTED)('%s reloads %j', (type, scopes) => {
    expect(notificationReloads(type)).toEqual(scopes);
  });

  it('the table above has one row for every type the contract knows, and no other', () => {
    expect(EXPECTED.map(([type]) => type).sort()).toEqual([...ALL_NOTIFICATION_TYPES].sort());
    expect(Object.keys(NOTIFICATION_RELOADS).sort()).toEqual([...ALL_NOTIFICATION_TYPES].sort());
  });

  it('every scope is reloaded by some type, each type names a scope once', () => {
    const published = new Set(EXPECTED.flatMap(([type]) => notificationReloads(type)));
    expect([...published].sort()).toEqual([...RELOAD_SCOPES].sort());
    for (const [type] of EXPECTED) {
      const scopes = notificationReloads(type);
      expect(new Set(scopes).size).toBe(scopes.length);
    }
  });

  it('unknown type (a newer back end) / reloads nothing, even a name Object.prototype has', () => {
    expect(notificationReloads('cardIssued' as NotificationType)).toEqual([]);
    expect(notificationReloads('toString' as NotificationType)).toEqual([]);
  });
});
