import type { Logo } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { bus } from '@portal/events/bus';
import { user$ } from '@portal/session/session';
import { testUser } from '@portal/session/testing';
import { screen, userEvent, waitFor, within } from '@portal/testing/render';
import {
  callsOf,
  methodWith,
  renderMerchant,
  type MethodAnswers,
} from '../../../shared/testing/render-merchant';
import { BusinessLogosPage } from './business-logos-page';
import { PbnSettingsPage } from './pbn-settings-page';

jest.setTimeout(20_000);

const logo = (id: number, name: string, isDefault = false): Logo => ({
  id,
  name,
  isDefault,
  file: `/files/logos/${id}.png`,
  contentType: 'image/png',
  size: 3_000,
});
const LOGOS = [logo(1, 'Main', true), logo(2, 'Dark')];

function logosServer(answers: MethodAnswers = {}) {
  const method = methodWith({ getLogos: () => ({ logos: LOGOS, totalCount: 2 }), ...answers });
  const withFile = jest.fn(
    async (
      _name: string,
      request: Record<string, unknown>,
      file: File,
      options: { onUploadProgress?: (progress: { loaded: number; total: number }) => void },
    ) => {
      options.onUploadProgress?.({ loaded: file.size / 2, total: file.size });
      return logo(3, String(request.name));
    },
  );
  Object.assign(method, { callWithFile: withFile });
  return { method, withFile };
}

const file = (name: string, type: string, size = 2_000) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 0 });

function popups() {
  const seen: string[] = [];
  const subscription = bus.on('api.error', ({ message }) => seen.push(message));
  return { seen, stop: () => subscription.unsubscribe() };
}

beforeEach(() => user$.next(testUser({ customerType: 1, customerId: 20821, accessRight: 2 })));
afterEach(() => user$.next(null));

describe('business_logos (spec 03 §3 "Logo", §7, §9 page 1000)', () => {
  it('the list / thumbnails served from the back end, the default said in words, asked with page size 1000', async () => {
    const { method } = logosServer();
    renderMerchant(<BusinessLogosPage />, method);
    expect(screen.getByRole('heading', { level: 1, name: 'Business logos' })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Logo Main' })).toHaveAttribute(
      'src',
      'http://sandbox.test/files/logos/1.png',
    );
    expect(screen.getByText('Default logo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make default: Main' })).not.toBeInTheDocument();
    expect(callsOf(method, 'getLogos')).toEqual([{ pageSize: 1000, pageNumber: 1 }]);
  });

  it('no logos / the empty state', async () => {
    const { method } = logosServer({ getLogos: () => ({ logos: [], totalCount: 0 }) });
    renderMerchant(<BusinessLogosPage />, method);
    expect(await screen.findByText('No logos yet')).toBeInTheDocument();
  });

  it('upload / no name and a wrong type or size refused before sending; then sent with its progress', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { method, withFile } = logosServer();
    renderMerchant(<BusinessLogosPage />, method);
    const form = await screen.findByRole('form', { name: 'Upload a logo' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('Logo name: Enter a name for the logo')).toBeInTheDocument();
    expect(within(form).getByText('Image: Choose an image')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText(/^Logo name/)).toHaveFocus());

    await user.upload(within(form).getByLabelText('Image'), file('logo.gif', 'image/gif'));
    expect(await within(form).findAllByText(/Choose a PNG, JPG, SVG or WebP image./)).not.toHaveLength(0);
    await user.upload(within(form).getByLabelText('Image'), file('logo.png', 'image/png', 1_048_577));
    expect(await within(form).findAllByText(/The image is larger than 1 MB./)).not.toHaveLength(0);
    expect(withFile).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/^Logo name/), ' Light ');
    await user.upload(within(form).getByLabelText('Image'), file('light.png', 'image/png'));
    await user.click(within(form).getByLabelText('Make it the default logo'));
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText('The logo Light was uploaded.')).toBeInTheDocument();
    expect(within(form).getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'value',
      '100',
    );
    expect(withFile).toHaveBeenCalledWith(
      'createLogo',
      { name: 'Light', isDefault: true },
      expect.any(File),
      expect.objectContaining({ fileName: 'light.png' }),
    );
    await waitFor(() => expect(callsOf(method, 'getLogos').length).toBeGreaterThan(1));
  });

  it('make default / the whole logo sent with isDefault; rename / validated, then sent', async () => {
    const user = userEvent.setup();
    const { method } = logosServer({ updateLogo: (request) => ({ ...logo(2, 'Dark'), ...request }) });
    renderMerchant(<BusinessLogosPage />, method);
    await user.click(await screen.findByRole('button', { name: 'Make default: Dark' }));
    await waitFor(() =>
      expect(callsOf(method, 'updateLogo')).toEqual([{ id: 2, name: 'Dark', isDefault: true }]),
    );
    expect(await screen.findByText('Dark is now the default logo.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Main' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename the logo' });
    await user.clear(within(dialog).getByLabelText(/^Logo name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a name for the logo')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Logo name/), 'Primary');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsOf(method, 'updateLogo')[1]).toEqual({ id: 1, name: 'Primary', isDefault: true }),
    );
  });

  it('a refused delete / asked first, then the response popup', async () => {
    const user = userEvent.setup();
    const watch = popups();
    const { method } = logosServer({
      deleteLogo: () => {
        throw ApiError.fromBody({ responseCode: 'E1', responseDescription: 'The logo is used by a button' });
      },
    });
    renderMerchant(<BusinessLogosPage />, method);
    await user.click(await screen.findByRole('button', { name: 'Delete Dark' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete the logo?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(watch.seen).toEqual(['The logo is used by a button']));
    expect(callsOf(method, 'deleteLogo')).toEqual([{ id: 2 }]);
    watch.stop();
  });
});

describe('pbn_settings (spec 03 §3 "Payment-notification settings: statusId", §7)', () => {
  it('the setting / turned off and saved; a new secret shown once with its copy', async () => {
    const user = userEvent.setup();
    const method = methodWith({
      getPaymentNotificationSettings: () => ({ statusId: 1, hasSecretKey: false }),
      updatePaymentNotificationSettings: (request) => ({ ...request, hasSecretKey: false }),
      newPaymentNotificationSecret: () => ({ secretKey: 'pbn_secret_123' }),
    });
    renderMerchant(<PbnSettingsPage />, method);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment notifications' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'On' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Off' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument();
    expect(callsOf(method, 'updatePaymentNotificationSettings')).toEqual([{ statusId: 0 }]);

    await user.click(screen.getByRole('button', { name: 'New secret key' }));
    expect(await screen.findByTestId('secret-once')).toHaveTextContent('pbn_secret_123');
    await user.click(screen.getByRole('button', { name: 'Copy the key' }));
    expect(await screen.findByText(/^Copied at /)).toBeInTheDocument();
  });

  it('a secret exists / replacing it is asked first; a refused one / the response popup', async () => {
    const user = userEvent.setup();
    const watch = popups();
    const method = methodWith({
      getPaymentNotificationSettings: () => ({ statusId: 1, hasSecretKey: true }),
      newPaymentNotificationSecret: () => {
        throw ApiError.fromBody({ responseCode: 'ENOA', responseDescription: 'Not allowed' });
      },
    });
    renderMerchant(<PbnSettingsPage />, method);
    await user.click(await screen.findByRole('button', { name: 'New secret key' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Replace the secret key?' })).getByRole('button', {
        name: 'Replace it',
      }),
    );
    await waitFor(() => expect(watch.seen).toHaveLength(1));
    expect(screen.queryByTestId('secret-once')).not.toBeInTheDocument();
    watch.stop();
  });

  it('a failed load / the error state', async () => {
    const method = methodWith({
      getPaymentNotificationSettings: () => {
        throw ApiError.noResponse();
      },
    });
    renderMerchant(<PbnSettingsPage />, method);
    expect(await screen.findByText('Your notification settings could not be loaded.')).toBeInTheDocument();
  });
});
