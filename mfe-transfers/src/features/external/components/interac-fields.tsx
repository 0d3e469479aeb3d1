import { useTranslation } from 'react-i18next';
import { TextField } from '@portal/ui/components';
import { payeeFieldId, type PayeeFieldsProps } from './payee-field-props';
import styles from './external-transfer.module.css';

/** Interac payee (ExternalTransferRequest: `toEmail`, `beneficiaryName`, `securityQuestion`, `securityAnswer`). */
export function InteracFields({ values, errorOf, onChange, onBlur }: PayeeFieldsProps) {
  const { t } = useTranslation('transfers');
  const field = (name: 'toEmail' | 'beneficiaryName' | 'securityQuestion' | 'securityAnswer') => ({
    id: payeeFieldId(name),
    name,
    label: t(`external.interac.${name}`),
    value: values.payee[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
    autoComplete: 'off',
    required: true,
  });
  return (
    <>
      <div className={styles.grid2}>
        <TextField {...field('toEmail')} type="email" inputMode="email" />
        <TextField {...field('beneficiaryName')} />
      </div>
      <TextField
        {...field('securityQuestion')}
        hint={t('external.interac.securityQuestionHint')}
        maxLength={40}
      />
      <TextField
        {...field('securityAnswer')}
        hint={t('external.interac.securityAnswerHint')}
        maxLength={25}
      />
    </>
  );
}
