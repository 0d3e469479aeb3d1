import { I18nextProvider } from 'react-i18next';
import { render, screen } from '@portal/testing/render';
import { addNamespace, changeLanguage, i18n, initI18n } from '@portal/i18n/i18n';
import { PageFallback } from './fallback-pages';

describe('PageFallback (issue 47 item 10: one for every area)', () => {
  beforeAll(async () => {
    await initI18n(['en']);
    await changeLanguage('en');
    await addNamespace('withText', async () => ({ default: { pageLoading: 'Loading the page…' } }));
    await addNamespace('withoutText', async () => ({ default: {} }));
  });

  it("inside an area / a status named by the area's own text", () => {
    render(
      <I18nextProvider i18n={i18n} defaultNS="withText">
        <PageFallback />
      </I18nextProvider>,
    );

    expect(screen.getByRole('status', { name: 'Loading the page…' })).toBeInTheDocument();
  });

  it('an area without its own text / the common one', () => {
    render(
      <I18nextProvider i18n={i18n} defaultNS="withoutText">
        <PageFallback />
      </I18nextProvider>,
    );

    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
  });
});
