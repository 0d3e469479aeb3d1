import { QueryClient } from '@tanstack/react-query';
import { EventBus } from '@portal/events/bus';
import { ANY_KEY_PART, matchesKeyPattern, subscribeDataReload, type ReloadMap } from './data-reload';

const NOTHING: ReloadMap = {
  documents: [],
  emails: [],
  contracts: [],
  accounts: [],
  support: [],
  verification: [],
};

describe('a reload map (spec 03 §4 "Live events")', () => {
  it.each([
    [['getBatchTransfers'], ['getBatchTransfers', 'self', { pageNumber: 1 }], true],
    [['getBatchTransfers'], ['getBatchFile', 'self', 3], false],
    [['company', ANY_KEY_PART, 'getBusinessOwners'], ['company', 42, 'getBusinessOwners'], true],
    [['company', ANY_KEY_PART, 'getBusinessOwners'], ['company', 'self', 'getBusinessInfo'], false],
    [['transfers', 'balanceInquiry'], ['transfers'], false],
  ])('pattern %j / key %j matches: %s', (pattern, key, matches) => {
    expect(matchesKeyPattern(key, pattern)).toBe(matches);
  });

  it('a scope / invalidates the queries its patterns match, only on its own scope, until released', () => {
    const events = new EventBus();
    const client = new QueryClient();
    client.setQueryData(['company', 42, 'getBusinessOwners'], []);
    client.setQueryData(['company', 42, 'getBusinessInfo'], {});
    client.setQueryData(['getEmails', 'self'], []);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    const subscription = subscribeDataReload(
      client,
      { ...NOTHING, documents: [['company', ANY_KEY_PART, 'getBusinessOwners']], emails: [['getEmails']] },
      events,
    );

    events.publish('data.reload', { scope: 'accounts' });
    expect([stale(['company', 42, 'getBusinessOwners']), stale(['getEmails', 'self'])]).toEqual([
      false,
      false,
    ]);

    events.publish('data.reload', { scope: 'documents' });
    expect(stale(['company', 42, 'getBusinessOwners'])).toBe(true);
    expect(stale(['company', 42, 'getBusinessInfo'])).toBe(false);
    expect(stale(['getEmails', 'self'])).toBe(false);

    subscription.unsubscribe();
    events.publish('data.reload', { scope: 'emails' });
    expect(stale(['getEmails', 'self'])).toBe(false);
    client.clear();
  });
});
