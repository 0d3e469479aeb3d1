import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationAddress } from '@portal/api/catalogue';
import { countryName, sortByName } from '@portal/i18n/i18n';
import { Select, TextField } from '@portal/ui/components';
import { useCountries, useStates } from '@portal/remote/dictionaries';
import styles from './business-wizard.module.css';
import { useWizard } from './wizard-context';

export const K = 'businessRegistration';

export function useCountryOptions() {
  const { i18n } = useTranslation();
  const countries = useCountries();
  return sortByName(
    (countries.data ?? []).map((country) => ({
      value: country.code,
      label: countryName(country.code, i18n.language, country.name),
    })),
    (option) => option.label,
    i18n.language,
  );
}

/** An address block (spec 03 §3 "Address"), its state chosen from the country's states where it has them. */
export function AddressFields({
  path,
  address,
  onChange,
}: {
  path: string;
  address: RegistrationAddress;
  onChange: (address: RegistrationAddress) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { errorOf } = useWizard();
  const countries = useCountryOptions();
  const states = useStates(address.countryCode);
  const set = (field: keyof RegistrationAddress) => (event: { target: { value: string } }) =>
    onChange({
      ...address,
      [field]: event.target.value,
      ...(field === 'countryCode' ? { stateCode: '' } : {}),
    });
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t(`${K}.fields.address`)}</legend>
      <TextField
        label={t(`${K}.fields.address1`)}
        autoComplete="address-line1"
        value={address.address1}
        onChange={set('address1')}
        error={errorOf(`${path}.address1`)}
      />
      <TextField
        label={t(`${K}.fields.address2`)}
        autoComplete="address-line2"
        value={address.address2}
        onChange={set('address2')}
      />
      <div className={styles.pair}>
        <TextField
          label={t(`${K}.fields.city`)}
          autoComplete="address-level2"
          value={address.city}
          onChange={set('city')}
          error={errorOf(`${path}.city`)}
        />
        <TextField
          label={t(`${K}.fields.postalCode`)}
          autoComplete="postal-code"
          value={address.postalCode}
          onChange={set('postalCode')}
          error={errorOf(`${path}.postalCode`)}
        />
      </div>
      <div className={styles.pair}>
        <Select
          label={t(`${K}.fields.country`)}
          placeholder={t(`${K}.chooseCountry`)}
          options={countries}
          value={address.countryCode}
          onChange={set('countryCode')}
          error={errorOf(`${path}.countryCode`)}
        />
        {(states.data ?? []).length > 0 ? (
          <Select
            label={t(`${K}.fields.state`)}
            placeholder={t(`${K}.chooseState`)}
            options={(states.data ?? []).map((state) => ({ value: state.code, label: state.name }))}
            value={address.stateCode}
            onChange={set('stateCode')}
          />
        ) : null}
      </div>
    </fieldset>
  );
}

/** A yes/no question as two radio buttons; unanswered is null. */
export function YesNo({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  error?: string;
}) {
  const { t } = useTranslation('onboarding');
  const name = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${name}-error` : undefined}>
      <legend>{legend}</legend>
      <div className={styles.radios}>
        {[true, false].map((answer) => (
          <label key={String(answer)} className={styles.check}>
            <input type="radio" name={name} checked={value === answer} onChange={() => onChange(answer)} />
            <span>{answer ? t(`${K}.yes`) : t(`${K}.no`)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
