import { useTranslation } from 'react-i18next';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';

/**
 * The home page's title: the company a business user acts for, else the user's first name. Support acting as a
 * customer is not greeted as the customer (the header names whom they act as): the page is just "Accounts".
 */
export function useGreeting(): string {
  const { t } = useTranslation('accounts');
  const user = useSubject(user$);
  if (!user || user.supportActing) return t('title');
  return t('greeting', {
    name: user.customerType === 1 && user.businessName ? user.businessName : user.firstName,
  });
}
