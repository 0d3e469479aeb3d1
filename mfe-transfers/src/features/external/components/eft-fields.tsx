import { useTranslation } from 'react-i18next';
import { eftNeedsBankCodes } from '@portal/api/transfers';
import { Select, TextField } from '@portal/ui/components';
import { useBankList } from '../api/bank-list';
import { useEftBranchOptions } from '../api/eft-branch-options';
import { payeeUsesIban } from '../utils/payee-rules';
import { payeeFieldId, type PayeeFieldsProps } from './payee-field-props';
import styles from './external-transfer.module.css';

/**
 * Eft payee (ExternalTransferRequest: `accountNumber`, `bankCode`, `branchCode`, `beneficiaryName`). spec 02 §5: to
 * BR, JP, HK and LK a bank (getBankList) and a branch (getEftBranchOptions, once a bank is chosen) are required.
 */
export function EftFields({ values, errorOf, onChange, onBlur, onPatch }: PayeeFieldsProps) {
  const { t } = useTranslation('transfers');
  const { payee, countryCode } = values;
  const needsCodes = eftNeedsBankCodes(countryCode);
  const banks = useBankList(countryCode, needsCodes);
  const branches = useEftBranchOptions('branchCode', countryCode, needsCodes ? payee.bankCode : '');
  const text = (name: 'iban' | 'accountNumber' | 'beneficiaryName') => ({
    id: payeeFieldId(name),
    name,
    value: payee[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    onBlur: () => onBlur(name),
    autoComplete: 'off',
    required: true,
  });
  return (
    <>
      {payeeUsesIban('eft', countryCode) ? (
        <TextField
          {...text('iban')}
          label={t('external.wire.iban')}
          hint={t('external.wire.ibanHint')}
          spellCheck={false}
          autoCapitalize="characters"
        />
      ) : (
        <TextField {...text('accountNumber')} label={t('external.eft.accountNumber')} />
      )}
      {needsCodes ? (
        <div className={styles.grid2}>
          <Select
            id={payeeFieldId('bankCode')}
            name="bankCode"
            label={t('external.eft.bankCode')}
            placeholder={banks.isPending ? t('external.loading') : t('external.eft.chooseBank')}
            value={payee.bankCode}
            options={(banks.data ?? []).map((bank) => ({
              value: bank.code,
              label: `${bank.name} (${bank.code})`,
            }))}
            error={errorOf('bankCode') ?? (banks.isError ? t('external.eft.banksFailed') : undefined)}
            // A branch belongs to its bank: a new bank clears the branch.
            onChange={(event) =>
              onPatch({ payee: { ...payee, bankCode: event.target.value, branchCode: '' } })
            }
            onBlur={() => onBlur('bankCode')}
            required
          />
          <Select
            id={payeeFieldId('branchCode')}
            name="branchCode"
            label={t('external.eft.branchCode')}
            placeholder={
              payee.bankCode === ''
                ? t('external.eft.chooseBankFirst')
                : branches.isPending
                  ? t('external.loading')
                  : t('external.eft.chooseBranch')
            }
            value={payee.branchCode}
            disabled={payee.bankCode === ''}
            options={(branches.data ?? []).map((option) => ({ value: option.value, label: option.label }))}
            error={errorOf('branchCode') ?? (branches.isError ? t('external.eft.branchesFailed') : undefined)}
            onChange={(event) => onChange('branchCode', event.target.value)}
            onBlur={() => onBlur('branchCode')}
            required
          />
        </div>
      ) : null}
      <TextField {...text('beneficiaryName')} label={t('external.eft.beneficiaryName')} />
    </>
  );
}
