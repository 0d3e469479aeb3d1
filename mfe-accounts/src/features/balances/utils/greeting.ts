import { useTranslation } from 'react-i18next';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';

/**
 * The home page's title greets the person signed in by their first name, a business user too: the header names the
 * company they act for beside their initials (issue 14: "Hello, Bianca Studio Ltd" sat beside "BR"). Support acting
 * as a customer is not greeted as the customer (the banner names whom they act as): the page is just "Accounts".
 */
export function useGreeting(): string {
  const { t } = useTranslation('accounts');
  const user = useSubject(user$);
  if (!user || user.supportActing) return t('title');
  return t('greeting', { name: user.firstName });
}
