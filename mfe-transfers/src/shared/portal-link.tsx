import type { AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';

/**
 * A link to a route of another area (history, home): single-spa navigates without a page load and the shell's
 * guard runs as for any route change (DESIGN §2).
 */
export function PortalLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
          return;
        event.preventDefault();
        navigateToUrl(href);
      }}
      {...rest}
    />
  );
}
