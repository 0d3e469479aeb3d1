import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MethodName } from '@portal/api/catalogue';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { permits } from './use-may-call';
import { OutsideAccess } from './outside-access';

/**
 * A page made of operations the user may not call (issue 22) is not rendered at all, so none of its queries
 * runs: the user sees why instead, under the page's title.
 */
export function RequireAccess({
  needs,
  titleKey,
  children,
}: {
  needs: readonly MethodName[];
  /** The page's title (namespace `accounts`). */
  titleKey: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  const user = useSubject(user$);
  if (needs.every((method) => permits(user, method))) return children;
  return <OutsideAccess title={t(titleKey)} />;
}
