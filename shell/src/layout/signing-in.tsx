import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton, VisuallyHidden } from '@portal/ui/components';

/** An area's element in the host (made when the area mounts) with something rendered in it. */
const hasPage = (host: HTMLElement) => [...host.children].some((area) => area.childElementCount > 0);

/**
 * The page's place while the session a customer arrived with is being made (a code from the query being exchanged,
 * then the customer's information): a loading status with the page's outline, never an empty main area (issue 28
 * item 4). It goes for good once an area has put its page in `host`.
 */
export function SigningIn({ host }: { host: HTMLElement }) {
  const { t } = useTranslation('common');
  const [pageShown, setPageShown] = useState(() => hasPage(host));
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (pageShown) return undefined;
    const observer = new MutationObserver(() => {
      if (!hasPage(host)) return;
      // Hidden at once, before the frame that shows the page: were it still there when the page first paints
      // (React removes it a render later), the page would appear below it and jump up (a layout shift of 0.43).
      if (placeholder.current) placeholder.current.style.display = 'none';
      setPageShown(true);
    });
    observer.observe(host, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [host, pageShown]);
  if (pageShown) return null;
  return (
    <div
      ref={placeholder}
      role="status"
      aria-live="polite"
      style={{ display: 'grid', gap: 16, padding: '24px 0' }}
    >
      <VisuallyHidden>{t('signingIn')}</VisuallyHidden>
      <Skeleton width="45%" height={32} />
      <Skeleton width="70%" height={18} />
      <Skeleton height={160} />
      <Skeleton height={120} />
    </div>
  );
}
