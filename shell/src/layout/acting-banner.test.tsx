import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { render, screen, userEvent } from '@portal/testing/render';
import { stubMethodClient } from '@portal/testing/clients';
import { englishI18n } from '../testing/test-i18n';
import { userState } from '../testing/users';
import { ActingBanner } from './shell-dialogs';

describe('ActingBanner (issue 22: the header says support acts as the customer)', () => {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await englishI18n();
  });

  const carla = userState({ customerId: 20301, isAdmin: true, accessRight: 1, supportActing: true });

  const renderBanner = (search: jest.Mock, onStop = jest.fn()) => {
    render(
      <I18nextProvider i18n={i18n}>
        <ActingBanner customerId={20301} user={carla} method={stubMethodClient(search)} onStop={onStop} />
      </I18nextProvider>,
    );
    return onStop;
  };

  it('named customer / the mode and the name, what support may not do, and a way out', async () => {
    const onStop = renderBanner(
      jest.fn(async () => ({ customers: [{ customerId: 20301, name: 'Carla Weber' }] })),
    );
    const banner = await screen.findByRole('region', { name: 'Support view: acting as Carla Weber' });
    expect(banner).toHaveTextContent(
      /PINs, card details, credentials, money and settings stay with the customer/,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Stop acting' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('name not found / the customer number stands in', async () => {
    renderBanner(jest.fn(async () => ({ customers: [] })));
    expect(
      await screen.findByRole('region', { name: 'Support view: acting as customer 20301' }),
    ).toBeInTheDocument();
  });
});
