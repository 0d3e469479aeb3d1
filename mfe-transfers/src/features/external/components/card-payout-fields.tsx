import { useTranslation } from 'react-i18next';
import { Select, TextField } from '@portal/ui/components';
import { useBeneficiaries } from '../api/beneficiaries';
import { payeeFieldId, type PayeeFieldsProps } from './payee-field-props';

/**
 * Card payout (oct) payee (ExternalTransferRequest: `cardNumber` or `externalCardId`, `beneficiaryName`). A saved
 * external card (getBeneficiaries.externalCards) needs no number; a new one is Luhn- and BIN-checked first.
 */
export function CardPayoutFields({ values, errorOf, onChange, onBlur, onPatch }: PayeeFieldsProps) {
  const { t } = useTranslation('transfers');
  const { payee } = values;
  const cards = useBeneficiaries().data?.externalCards ?? [];
  return (
    <>
      {cards.length > 0 ? (
        <Select
          id={payeeFieldId('externalCardId')}
          name="externalCardId"
          label={t('external.oct.savedCard')}
          value={payee.externalCardId}
          options={[
            { value: '', label: t('external.oct.newCard') },
            ...cards.map((card) => ({
              value: String(card.id),
              label: t('external.oct.savedCardOption', {
                cardNumber: card.cardNumber,
                holderName: card.holderName,
              }),
            })),
          ]}
          onChange={(event) => {
            const card = cards.find((item) => String(item.id) === event.target.value);
            onPatch({
              payee: {
                ...payee,
                externalCardId: event.target.value,
                beneficiaryName: card ? card.holderName : payee.beneficiaryName,
              },
            });
          }}
        />
      ) : null}
      {payee.externalCardId === '' ? (
        <TextField
          id={payeeFieldId('cardNumber')}
          name="cardNumber"
          label={t('external.oct.cardNumber')}
          hint={t('external.oct.cardNumberHint')}
          value={payee.cardNumber}
          error={errorOf('cardNumber')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={23}
          onChange={(event) => onChange('cardNumber', event.target.value.replace(/[^\d ]/g, ''))}
          onBlur={() => onBlur('cardNumber')}
          required
        />
      ) : null}
      <TextField
        id={payeeFieldId('beneficiaryName')}
        name="beneficiaryName"
        label={t('external.oct.beneficiaryName')}
        value={payee.beneficiaryName}
        error={errorOf('beneficiaryName')}
        autoComplete="off"
        onChange={(event) => onChange('beneficiaryName', event.target.value)}
        onBlur={() => onBlur('beneficiaryName')}
        required
      />
    </>
  );
}
