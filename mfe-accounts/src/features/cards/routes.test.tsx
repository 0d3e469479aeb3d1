import { isValidElement, type ReactElement } from 'react';
import { cardRoutes } from './routes';

type RouteProps = {
  path: string;
  element: ReactElement<{ needs: string[]; children: ReactElement<{ children: ReactElement }> }>;
};

describe('cardRoutes', () => {
  it('routes / every path of spec 02 §2 for cards, each page a lazy chunk behind Suspense and its access', () => {
    const routes = (cardRoutes().props as { children: ReactElement<RouteProps>[] }).children;
    expect(routes.map((route) => route.props.path)).toEqual([
      '/cards',
      '/cards/physical',
      '/cards/virtual',
      '/cards/apply',
      '/cards/:accountId',
      '/card/:accountId/pin',
      '/add-card',
      '/confirm-card/:cardId',
    ]);
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
      expect((page.type as unknown as { $$typeof: symbol }).$$typeof).toBe(Symbol.for('react.lazy'));
    }
  });
});
