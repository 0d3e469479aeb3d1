import type { AnchorHTMLAttributes } from 'react';
import { navigateToUrl } from 'single-spa';
import styles from './portal-link.module.css';

export interface PortalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** `button`: looks like the primary button (the one way forward of a finished step). */
  variant?: 'link' | 'button';
}

/**
 * A link to a route of another area (home, or sign-in from a page outside this router): single-spa navigates
 * without a page load, and the shell's guard runs as for any route change (DESIGN §2).
 */
export function PortalLink({ href, onClick, variant = 'link', className, ...rest }: PortalLinkProps) {
  return (
    <a
      href={href}
      className={[variant === 'button' ? styles.button : styles.link, className].filter(Boolean).join(' ')}
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
