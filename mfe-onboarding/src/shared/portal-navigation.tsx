import type { AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';

/** A link to a route of another area (sign-in): single-spa navigates without a page load (DESIGN §2). */
export function AreaLink({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        navigateToUrl(href);
      }}
      {...rest}
    />
  );
}
