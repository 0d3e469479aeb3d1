import type { NotificationSetting } from '@portal/api/catalogue';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import { callsOf, methodWith, renderOnboarding } from '../../../shared/testing/render-onboarding';
import { NotificationSettingsPage } from './notification-settings-page';

const ITEMS: NotificationSetting[] = [
  { group: 'security', identified: 'signInAlert', kind: 'switch', value: 'on' },
  { group: 'payments', identified: 'outgoingPayment', kind: 'switch', value: 'off' },
  {
    group: 'payments',
    identified: 'paymentChannel',
    kind: 'choice',
    options: ['email', 'sms', 'push'],
    value: 'sms',
  },
];

const itemsAnswer = () => ({ items: ITEMS });
const savedAs = (request: Record<string, unknown>) => ({
  ...ITEMS.find((item) => item.identified === request.identified)!,
  value: request.value as string,
});

describe('NotificationSettingsPage', () => {
  it('shows the items grouped by their group, each switch and choice as saved', async () => {
    renderOnboarding(<NotificationSettingsPage />, methodWith({ getNotificationSettings: itemsAnswer }));

    const security = await screen.findByRole('region', { name: 'Security alerts' });
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(screen.queryByRole('region', { name: 'Cards' })).toBeNull();
    expect(within(security).getByRole('switch', { name: 'New sign-in' })).toBeChecked();
    expect(within(payments).getByRole('switch', { name: 'Money sent' })).not.toBeChecked();
    expect(within(payments).getByRole('switch', { name: 'Money sent' })).toHaveAccessibleDescription(
      'When a payment leaves one of your accounts.',
    );
    const channel = within(payments).getByRole('group', { name: 'Send payment notifications by' });
    expect(within(channel).getByRole('radio', { name: 'SMS' })).toBeChecked();
    expect(within(channel).getByRole('radio', { name: 'E-mail' })).not.toBeChecked();
  });

  it('saves a switch at once and says what was saved', async () => {
    const method = methodWith({ getNotificationSettings: itemsAnswer, setNotificationSetting: savedAs });
    renderOnboarding(<NotificationSettingsPage />, method);

    await userEvent.click(await screen.findByRole('switch', { name: 'Money sent' }));

    expect(await screen.findByText('Money sent is on. Saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Money sent' })).toBeChecked();
    expect(callsOf(method, 'setNotificationSetting')).toEqual([
      { identified: 'outgoingPayment', value: 'on' },
    ]);
  });

  it('saves a choice from the keyboard', async () => {
    const method = methodWith({ getNotificationSettings: itemsAnswer, setNotificationSetting: savedAs });
    renderOnboarding(<NotificationSettingsPage />, method);

    (await screen.findByRole('radio', { name: 'SMS' })).focus();
    await userEvent.keyboard('{ArrowRight}');

    expect(
      await screen.findByText('Send payment notifications by: Push notification. Saved.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Push notification' })).toBeChecked();
    expect(callsOf(method, 'setNotificationSetting')).toEqual([
      { identified: 'paymentChannel', value: 'push' },
    ]);
  });

  it('a change that fails: the previous value is kept, an alert says so, and trying again saves it', async () => {
    let fail = true;
    const method = methodWith({
      getNotificationSettings: itemsAnswer,
      setNotificationSetting: (request) => {
        if (fail) throw new Error('network');
        return savedAs(request);
      },
    });
    renderOnboarding(<NotificationSettingsPage />, method);

    await userEvent.click(await screen.findByRole('switch', { name: 'New sign-in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your change to New sign-in was not saved. The previous setting is kept.',
    );
    expect(screen.getByRole('switch', { name: 'New sign-in' })).toBeChecked();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('New sign-in is off. Saved.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'New sign-in' })).not.toBeChecked();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('settings that cannot be loaded: says so, and loads them again on request', async () => {
    let fail = true;
    renderOnboarding(
      <NotificationSettingsPage />,
      methodWith({
        getNotificationSettings: () => {
          if (fail) throw new Error('network');
          return itemsAnswer();
        },
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this page');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    await waitFor(() => expect(screen.getByRole('switch', { name: 'New sign-in' })).toBeChecked());
  });
});
