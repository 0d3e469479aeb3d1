import type { ComponentProps } from 'react';
import { PageLayout } from '@portal/ui/components';
import { MerchantNav } from './merchant-nav';

/**
 * A merchant page: its heading, then the area's section navigation (spec 03 §2), then the page. The heading comes
 * first, as on every other page of the portal (the mass transfers' tabs sit under theirs too), so the heading the
 * portal's server paints before the scripts (first-paint.json) is where the page renders it (issue 49: with the
 * sections above it, every merchant page painted its heading after its code, LCP 2.8-3.1 s).
 */
export function MerchantPageLayout({ children, ...layout }: ComponentProps<typeof PageLayout>) {
  return (
    <PageLayout {...layout}>
      <MerchantNav />
      {children}
    </PageLayout>
  );
}
