import { useTranslation } from 'react-i18next';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';

/** The home page's title: the company a business user acts for, else the user's first name. */
export function useGreeting(): string {
  const { t } = useTranslation('accounts');
  const user = useSubject(user$);
  if (!user) return t('title');
  return t('greeting', {
    name: user.customerType === 1 && user.businessName ? user.businessName : user.firstName,
  });
}
