import { areaQueryClient } from '@portal/remote/query';
import type { PortalServices } from '@portal/session/app-props';
import { screen } from '@portal/testing/render';
import { methodWith, renderOnboarding } from '../shared/testing/render-onboarding';
import { ONBOARDING_COMING_SOON, ONBOARDING_ROUTES, OnboardingApp } from './onboarding-app';

const answers = {
  getNotificationSettings: () => ({
    items: [{ group: 'security', identified: 'signInAlert', kind: 'switch', value: 'on' }],
  }),
  getLegalInfo: () => ({ items: [] }),
};

afterEach(() => areaQueryClient.clear());

describe('OnboardingApp', () => {
  it.each([
    ['/profile/notifications', 'Notifications'],
    ['/legal', 'Legal information'],
  ])('%s / shows its page, its code and first data loaded together', async (path, title) => {
    const method = methodWith(answers);
    // As the shell does before it mounts the area: the page's chunk and data first, so nothing suspends.
    await ONBOARDING_ROUTES.find((route) => route.path === path)!.page.preload({
      method,
    } as unknown as PortalServices);
    renderOnboarding(<OnboardingApp />, method, path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/profile/notifications', 'getNotificationSettings'],
    ['/legal', 'getLegalInfo'],
  ])('preloading %s on intent asks for its first data with the code', async (path, operation) => {
    const method = methodWith(answers);
    await ONBOARDING_ROUTES.find((route) => route.path === path)!.page.preload({
      method,
    } as unknown as PortalServices);
    expect(method.call.mock.calls.map(([name]) => name)).toEqual([operation]);
  });

  it.each([
    ['/kyc', ['getCustomerDocuments', 'getVerificationState', 'getKycInfo']],
    ['/company-documents', ['getCustomerDocuments', 'getVerificationState']],
    ['/company-access', ['getAccessRights', 'getCompanyUsers']],
    ['/limited-account', ['getCustomerDocuments', 'getLimitReasons', 'getVerificationState']],
    [
      '/company',
      [
        'getBusinessInfo',
        'getBusinessDirectors',
        'getBusinessShareholders',
        'getBusinessOwners',
        'getResolution',
        'getDeclaration',
        'getEscortStatement',
      ],
    ],
  ])(
    'preloading %s asks for everything its first screen shows at once, so nothing pushes it down later (issue 49: /kyc shifted 0.2)',
    async (path, operations) => {
      const method = methodWith({});
      await ONBOARDING_ROUTES.find((route) => route.path === path)!.page.preload({
        method,
      } as unknown as PortalServices);
      expect(method.call.mock.calls.map(([name]) => name).sort()).toEqual([...operations].sort());
    },
  );

  it('preloading /company waits for the people "What needs your attention" lists, not for the sections further down', async () => {
    let answerOwners: (value: unknown) => void = () => undefined;
    const never = () => new Promise(() => undefined);
    const method = methodWith({
      getBusinessInfo: () => ({}),
      getBusinessDirectors: () => ({ representatives: [] }),
      getBusinessShareholders: () => ({ representatives: [] }),
      getBusinessOwners: () => new Promise((resolve) => (answerOwners = resolve)),
      getResolution: never,
      getDeclaration: never,
      getEscortStatement: never,
    } as never);
    let preloaded = false;
    const preload = ONBOARDING_ROUTES.find((route) => route.path === '/company')!
      .page.preload({ method } as unknown as PortalServices)
      .then(() => {
        preloaded = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloaded).toBe(false);

    answerOwners({ representatives: [] });
    await preload;
    expect(preloaded).toBe(true);
  });

  it('the pages it serves are not also coming soon', () => {
    const served = ONBOARDING_ROUTES.map((route) => route.path);
    expect(ONBOARDING_COMING_SOON.filter((path) => served.includes(path))).toEqual([]);
    expect(served).toContain('/self-certification');
  });
});
