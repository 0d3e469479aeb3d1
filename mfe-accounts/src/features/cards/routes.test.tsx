import { isValidElement, type ReactElement } from 'react';
import { screen } from '@portal/testing/render';
import { cardPreloads, cardRoutes } from './routes';
import { testServices } from '../balances/testing/render';
import { balances, cardAccount } from './testing/fixtures';
import { methodWith, renderCards } from './testing/render-cards';

/** Every cards path of spec 02 §2, in the routes' order. */
const CARD_PATHS = [
  '/cards',
  '/cards/physical',
  '/cards/virtual',
  '/cards/apply',
  '/cards/:accountId',
  '/card/:accountId/pin',
  '/add-card',
  '/confirm-card/:cardId',
];

type RouteProps = {
  path: string;
  element: ReactElement<{ needs: string[]; children: ReactElement<{ children: ReactElement }> }>;
};

describe('cardRoutes', () => {
  it('routes / every path of spec 02 §2 for cards, each page a chunk of its own (preloadable) behind Suspense and its access', () => {
    const routes = (cardRoutes().props as { children: ReactElement<RouteProps>[] }).children;
    expect(routes.map((route) => route.props.path)).toEqual(CARD_PATHS);
    expect(routes.map((route) => route.props.element.props.needs)).toEqual([
      ['balanceInquiry'],
      ['balanceInquiry'],
      ['balanceInquiry'],
      ['balanceInquiry', 'applyForCard'],
      ['balanceInquiry'],
      ['balanceInquiry', 'changePin'],
      ['addCard'],
      ['confirmCard'],
    ]);
    for (const route of routes) {
      const page = route.props.element.props.children.props.children;
      expect(isValidElement(page)).toBe(true);
      expect(typeof (page.type as unknown as { preloadCode?: unknown }).preloadCode).toBe('function');
    }
  });
});

describe('cardPreloads (issue 28 item 4)', () => {
  it('a card page preloaded / its code and texts come with the accounts it reads; the add and confirm pages read none', async () => {
    const prefetchAccounts = jest.fn().mockResolvedValue(undefined);
    const preloads = cardPreloads(prefetchAccounts);
    expect(preloads.map((route) => route.path)).toEqual(CARD_PATHS);
    const services = testServices();
    await preloads.find((route) => route.path === '/cards/physical')!.page.preload(services);
    expect(prefetchAccounts).toHaveBeenCalledWith(services);
    prefetchAccounts.mockClear();
    await preloads.find((route) => route.path === '/add-card')!.page.preload(services);
    expect(prefetchAccounts).not.toHaveBeenCalled();
  });
});

describe('a cards page preloaded before it mounts (issue 49)', () => {
  it('renders at once with its own heading: no skeleton first', async () => {
    await cardPreloads(() => Promise.resolve())
      .find((route) => route.path === '/cards/apply')!
      .page.preload(testServices());
    renderCards(
      '/cards/apply',
      methodWith({
        balanceInquiry: () => balances(cardAccount({ accountId: 501 })),
        getCrossPlatformRequirements: () => ({ requirements: [] }),
      }),
    );
    // Synchronously after the render: the page's own heading, not the skeleton's "Cards".
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apply for a card');
  });
});
