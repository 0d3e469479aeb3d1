import { I18nextProvider } from 'react-i18next';
import { render, screen, userEvent } from '@portal/testing/render';
import { englishI18n } from '../testing/test-i18n';
import { ServerUnavailable } from './server-unavailable';

describe('ServerUnavailable (issue 22)', () => {
  it.each([
    ['network', 'No connection. Check your network and try again.'],
    ['noResponse', 'The server did not answer. Please try again.'],
  ] as const)('%s / the spec title, the cause, still signed in, Retry', async (cause, detail) => {
    const i18n = await englishI18n();
    const onRetry = jest.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ServerUnavailable cause={cause} onRetry={onRetry} />
      </I18nextProvider>,
    );
    const panel = screen.getByRole('alert', { name: 'Server is not available' });
    expect(panel).toHaveTextContent(detail);
    expect(panel).toHaveTextContent('You are still signed in.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a 5xx / the spec title without a network hint', async () => {
    const i18n = await englishI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <ServerUnavailable cause="server" onRetry={() => undefined} />
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert', { name: 'Server is not available' })).not.toHaveTextContent(
      'No connection',
    );
  });
});
