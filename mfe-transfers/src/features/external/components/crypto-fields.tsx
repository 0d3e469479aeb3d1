import { useTranslation } from 'react-i18next';
import { Select, TextField } from '@portal/ui/components';
import { payeeFieldId, type PayeeFieldsProps } from './payee-field-props';

/** Crypto eft payee (ExternalTransferRequest: `network`, `address`); the fee comes from getCryptoFee. */
export function CryptoFields({
  values,
  errorOf,
  onChange,
  onBlur,
  networks,
}: PayeeFieldsProps & { networks: readonly string[] }) {
  const { t } = useTranslation('transfers');
  return (
    <>
      {networks.length > 0 ? (
        <Select
          id={payeeFieldId('network')}
          name="network"
          label={t('external.crypto.network')}
          placeholder={t('external.crypto.chooseNetwork')}
          value={values.payee.network}
          options={networks.map((network) => ({
            value: network,
            label: t(`external.crypto.networks.${network}`, { defaultValue: network }),
          }))}
          error={errorOf('network')}
          onChange={(event) => onChange('network', event.target.value)}
          onBlur={() => onBlur('network')}
          required
        />
      ) : null}
      <TextField
        id={payeeFieldId('address')}
        name="address"
        label={t('external.crypto.address')}
        hint={t('external.crypto.addressHint')}
        value={values.payee.address}
        error={errorOf('address')}
        autoComplete="off"
        spellCheck={false}
        autoCapitalize="off"
        onChange={(event) => onChange('address', event.target.value.trim())}
        onBlur={() => onBlur('address')}
        required
      />
    </>
  );
}
