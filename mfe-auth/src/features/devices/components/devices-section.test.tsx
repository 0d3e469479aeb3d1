import type { Device } from '@portal/api/catalogue';
import { bus } from '@portal/events/bus';
import { stubSecurityClient } from '@portal/testing/clients';
import { act, screen, userEvent, waitFor, within } from '@portal/testing/render';
import { renderWithServices } from '../../../testing/render';
import { DevicesSection } from './devices-section';

const device = (id: number, name: string, approved: boolean): Device => ({
  id,
  name,
  code: `c${id}`,
  type: id % 2 ? 'android' : 'ios',
  location: 'Vilnius, LT',
  lastActivityAt: '2024-03-05T10:00:00Z',
  approved,
});

describe('DevicesSection', () => {
  it('lists devices / approved and waiting', async () => {
    const security = stubSecurityClient({
      devices: jest.fn().mockResolvedValue([device(1, 'Pixel 8', true), device(2, 'iPhone 15', false)]),
    });
    renderWithServices(<DevicesSection />, { security });
    const pixel = (await screen.findByRole('heading', { name: 'Pixel 8' })).closest('li')!;
    expect(within(pixel).getByText('Approved')).toBeInTheDocument();
    expect(within(pixel).queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    const iphone = screen.getByRole('heading', { name: 'iPhone 15' }).closest('li')!;
    expect(within(iphone).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(iphone).getByText(/iOS · Vilnius, LT/)).toBeInTheDocument();
  });

  it('link a new device / QR of the brand deep link, success and a refreshed list on live.deviceLinked', async () => {
    const security = stubSecurityClient({
      devices: jest
        .fn()
        .mockResolvedValueOnce([])
        .mockResolvedValue([device(3, 'Galaxy S24', true)]),
      scpRequest: jest.fn().mockResolvedValue({ deeplink: 'portal://scp?code=xyz' }),
    });
    renderWithServices(<DevicesSection />, { security });
    expect(await screen.findByText('No devices linked yet')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Link a new device' }));
    const dialog = screen.getByRole('dialog', { name: 'Link a new device' });
    const qr = await within(dialog).findByRole('img', { name: 'QR code that links your mobile device' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(within(dialog).getByText('aurora://scp?code=xyz')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Waiting for your device…');

    act(() => bus.publish('live.deviceLinked', { deviceId: 3, name: 'Galaxy S24' }));
    expect(await within(dialog).findByText('Galaxy S24 is now linked to your account.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Galaxy S24' })).toBeInTheDocument();
    expect(security.devices).toHaveBeenCalledTimes(2);
  });

  it('approve by code / method chosen, code sent and confirmed', async () => {
    const security = stubSecurityClient({
      devices: jest
        .fn()
        .mockResolvedValueOnce([device(2, 'iPhone 15', false)])
        .mockResolvedValue([device(2, 'iPhone 15', true)]),
      approveMethods: jest.fn().mockResolvedValue([
        { id: 5, kind: 'sms' },
        { id: 6, kind: 'email' },
      ]),
      startDeviceApproval: jest.fn().mockResolvedValue({ methodId: 5, sentTo: '+44 •••• ••12' }),
      confirmDeviceApproval: jest.fn().mockResolvedValue(undefined),
    });
    renderWithServices(<DevicesSection />, { security });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Approve iPhone 15' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve iPhone 15' });
    await ui.click(await within(dialog).findByRole('button', { name: 'Send code' }));
    expect(within(dialog).getByText('Choose how to receive the code')).toBeInTheDocument();
    expect(security.startDeviceApproval).not.toHaveBeenCalled();

    await ui.click(within(dialog).getByRole('radio', { name: 'By SMS' }));
    await ui.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(security.startDeviceApproval).toHaveBeenCalledWith(2, { methodId: 5 });
    expect(await within(dialog).findByText(/\+44 •••• ••12/)).toBeInTheDocument();
    await ui.type(within(dialog).getByLabelText('Confirmation code'), '654321');
    await ui.click(within(dialog).getByRole('button', { name: 'Approve device' }));
    expect(security.confirmDeviceApproval).toHaveBeenCalledWith(2, 5, { code: '654321' });
    expect(await within(dialog).findByText('The device is approved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Approved')).toBeInTheDocument());
  });

  it('remove / asks first, then deletes that device', async () => {
    const security = stubSecurityClient({
      devices: jest
        .fn()
        .mockResolvedValueOnce([device(1, 'Pixel 8', true), device(2, 'iPhone 15', false)])
        .mockResolvedValue([device(2, 'iPhone 15', false)]),
      deleteDevice: jest.fn().mockResolvedValue(undefined),
    });
    renderWithServices(<DevicesSection />, { security });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Remove Pixel 8' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this device?' });
    expect(dialog).toHaveTextContent('Pixel 8 will no longer be able to approve');
    expect(security.deleteDevice).not.toHaveBeenCalled();
    await ui.click(within(dialog).getByRole('button', { name: 'Remove device' }));
    expect(security.deleteDevice).toHaveBeenCalledWith(1);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pixel 8' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'iPhone 15' })).toBeInTheDocument();
  });
});
