import { useTranslation } from 'react-i18next';
import type { ContractsRefusal } from '@portal/api/catalogue';
import { Button, StatusPanel } from '@portal/ui/components';

/**
 * What a contract route shows a customer to whom contracts are not offered (spec 03 §2; issue 47 item 4): why, and
 * the way on (the company's verification, or home), never the form the contract service would refuse.
 */
export function ContractsNotOffered({ refusal }: { refusal: ContractsRefusal }) {
  const { t } = useTranslation('contracts');
  const goTo = (path: string) => () => window.history.pushState(null, '', path);
  return (
    <StatusPanel
      icon="!"
      tone="info"
      title={t('notOffered.title')}
      text={t(`notOffered.${refusal}`)}
      action={
        refusal === 'unverified' ? (
          <Button onClick={goTo('/company')}>{t('notOffered.toCompany')}</Button>
        ) : (
          <Button onClick={goTo('/home')}>{t('notOffered.home')}</Button>
        )
      }
    />
  );
}
