import type { NotificationGroup, NotificationSetting } from '@portal/api/catalogue';

/** One notification item the sandbox offers, with the value a user has until they change it. */
export type NotificationDefinition = Omit<NotificationSetting, 'value'> & { defaultValue: string };

const toggle = (group: NotificationGroup, identified: string, on: boolean): NotificationDefinition => ({
  group,
  identified,
  kind: 'switch',
  defaultValue: on ? 'on' : 'off',
});
const choice = (
  group: NotificationGroup,
  identified: string,
  options: string[],
  defaultValue: string,
): NotificationDefinition => ({ group, identified, kind: 'choice', options, defaultValue });

/**
 * The notification items (spec 02 §3 "Notification item: group, identified, value"), in the order they are shown:
 * security alerts, payments, cards, news. The spec names no items; these are what a bank's customer expects.
 */
export const NOTIFICATION_CATALOGUE: readonly NotificationDefinition[] = [
  toggle('security', 'signInAlert', true),
  toggle('security', 'securityChangeAlert', true),
  toggle('payments', 'incomingPayment', true),
  toggle('payments', 'outgoingPayment', false),
  choice('payments', 'paymentChannel', ['email', 'sms', 'push'], 'email'),
  toggle('cards', 'cardPayment', true),
  choice('cards', 'balanceDigest', ['never', 'daily', 'weekly', 'monthly'], 'weekly'),
  toggle('news', 'productNews', false),
  toggle('news', 'partnerOffers', false),
];

/** Whether `value` is one the item takes: `on`/`off` for a switch, one of its options for a choice. */
export function acceptsValue(definition: NotificationDefinition, value: string): boolean {
  return definition.kind === 'switch'
    ? value === 'on' || value === 'off'
    : !!definition.options?.includes(value);
}
