import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_KINDS, type AddressReplacementResponse, type ProfileAddress } from '@portal/api/catalogue';
import { countryName, sortByName } from '@portal/i18n/i18n';
import { useServices } from '@portal/session/react';
import { Alert, Button, Dialog, Select, TextField } from '@portal/ui/components';
import {
  checkAddressReplacement,
  useCreateAddress,
  useReplaceAddress,
  useUpdateAddress,
} from '../api/addresses';
import {
  EMPTY_ADDRESS,
  addressFields,
  addressFormValues,
  addressProblems,
  type AddressField,
  type AddressFormValues,
} from '../utils/address';
import { useCountries, useStates } from '@portal/remote/dictionaries';
import { failureLines, lineFor } from '../../../shared/failure-lines';
import { focusFirstInvalid } from './feedback';
import styles from './profile.module.css';

/** Add a new address, correct one (edit), or replace one because the customer moved. */
export type AddressFormMode =
  | { kind: 'create'; countryCode: string }
  | { kind: 'edit'; address: ProfileAddress }
  | { kind: 'replace'; address: ProfileAddress; line: string };

const FIELDS: readonly AddressField[] = [
  'address1',
  'address2',
  'city',
  'postalCode',
  'countryCode',
  'stateCode',
  'kind',
];

/**
 * The address form in a dialog (spec 03 §3 "Address", §7 "Address create, delete, update, replace"): the country from
 * the dictionary, the state when the country has states. A replacement first asks which cards it touches (spec 02
 * §7 address replacement check) and says so before it is sent.
 */
export function AddressFormDialog({
  mode,
  onClose,
  onDone,
}: {
  mode: AddressFormMode;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const { method } = useServices();
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const replace = useReplaceAddress();
  const countries = useCountries();
  const [values, setValues] = useState<AddressFormValues>(
    mode.kind === 'create'
      ? { ...EMPTY_ADDRESS, countryCode: mode.countryCode }
      : addressFormValues(mode.address),
  );
  const states = useStates(values.countryCode);
  const stateOptions = (states.data ?? []).map((state) => ({ value: state.code, label: state.name }));
  const hasStates = stateOptions.length > 0;
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [refused, setRefused] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [cards, setCards] = useState<AddressReplacementResponse | null>(null);

  const set = (field: AddressField, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'countryCode' ? { stateCode: '' } : {}),
    }));
    if (field === 'countryCode') setCards(null);
  };

  const submit = async () => {
    setRefused([]);
    const found = Object.fromEntries(
      Object.entries(addressProblems(values, hasStates)).map(([field, key]) => [
        field,
        t(`profile.errors.${key}`),
      ]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    const fields = addressFields(values, hasStates);
    setPending(true);
    try {
      if (mode.kind === 'create') {
        await create.mutateAsync(fields);
        onDone(t('profile.addresses.added'));
      } else if (mode.kind === 'edit') {
        await update.mutateAsync({ ...fields, addressId: mode.address.addressId });
        onDone(t('profile.addresses.saved'));
      } else {
        if (!cards) {
          const check = await checkAddressReplacement(method, {
            countryCode: fields.countryCode,
            oldAddressId: mode.address.addressId,
          });
          if (check.cardAccountsToBeCanceled.length + check.cardAccountsToBeShippedToOldAddress.length > 0) {
            setCards(check);
            return;
          }
        }
        await replace.mutateAsync({ ...fields, oldAddressId: mode.address.addressId });
        onDone(t('profile.addresses.replaced'));
      }
    } catch (failure) {
      const lines = failureLines(failure, t);
      setErrors(Object.fromEntries(FIELDS.map((field) => [field, lineFor(lines, field)])));
      setRefused(lines);
      focusFirstInvalid(formRef.current);
    } finally {
      setPending(false);
    }
  };

  const countryOptions = sortByName(
    (countries.data ?? []).map((country) => ({
      value: country.code,
      label: countryName(country.code, i18n.language, country.name),
    })),
    (option) => option.label,
    i18n.language,
  );
  const kindOptions = ADDRESS_KINDS.map((kind) => ({
    value: String(kind),
    label: t(`profile.addresses.kinds.${kind}`),
  }));
  const title =
    mode.kind === 'create'
      ? t('profile.addresses.form.addTitle')
      : mode.kind === 'edit'
        ? t('profile.addresses.form.editTitle')
        : t('profile.addresses.form.replaceTitle');
  const submitLabel =
    mode.kind !== 'replace'
      ? t('profile.addresses.form.save')
      : cards
        ? t('profile.addresses.form.replaceAnyway')
        : t('profile.addresses.form.replaceSubmit');
  const shown = refused.length > 0 ? refused : Object.values(errors).filter(Boolean);

  return (
    <Dialog
      open
      size="md"
      title={title}
      closeLabel={t('profile.close')}
      onClose={onClose}
      closeOnBackdropClick={false}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('profile.cancel')}
          </Button>
          <Button type="submit" form="profile-address-form" loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form
        id="profile-address-form"
        ref={formRef}
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {mode.kind === 'edit' ? (
          <p className={styles.dialogText}>{t('profile.addresses.form.editText')}</p>
        ) : null}
        {mode.kind === 'replace' ? (
          <p className={styles.dialogText}>
            {t('profile.addresses.form.replaceText', { address: mode.line })}
          </p>
        ) : null}
        <TextField
          label={t('profile.addresses.form.address1')}
          autoComplete="address-line1"
          maxLength={100}
          value={values.address1}
          onChange={(event) => set('address1', event.target.value)}
          error={errors.address1}
        />
        <TextField
          label={t('profile.addresses.form.address2')}
          autoComplete="address-line2"
          maxLength={100}
          value={values.address2}
          onChange={(event) => set('address2', event.target.value)}
          error={errors.address2}
        />
        <div className={styles.pair}>
          <TextField
            label={t('profile.addresses.form.postalCode')}
            autoComplete="postal-code"
            maxLength={16}
            value={values.postalCode}
            onChange={(event) => set('postalCode', event.target.value)}
            error={errors.postalCode}
          />
          <TextField
            label={t('profile.addresses.form.city')}
            autoComplete="address-level2"
            maxLength={60}
            value={values.city}
            onChange={(event) => set('city', event.target.value)}
            error={errors.city}
          />
        </div>
        <Select
          label={t('profile.addresses.form.country')}
          placeholder={t('profile.addresses.form.chooseCountry')}
          autoComplete="country"
          options={countryOptions}
          value={values.countryCode}
          onChange={(event) => set('countryCode', event.target.value)}
          error={errors.countryCode}
        />
        {hasStates ? (
          <Select
            label={t('profile.addresses.form.state')}
            placeholder={t('profile.addresses.form.chooseState')}
            autoComplete="address-level1"
            options={stateOptions}
            value={values.stateCode}
            onChange={(event) => set('stateCode', event.target.value)}
            error={errors.stateCode}
          />
        ) : null}
        <Select
          label={t('profile.addresses.form.kind')}
          options={kindOptions}
          value={values.kind}
          onChange={(event) => set('kind', event.target.value)}
          error={errors.kind}
        />
        {shown.length > 0 ? (
          <Alert tone="error" title={t('profile.errorsTitle')}>
            <p>{shown.join(', ')}</p>
          </Alert>
        ) : null}
        {cards ? (
          <Alert tone="warning">
            {cards.cardAccountsToBeCanceled.length > 0 ? (
              <p>
                {t('profile.addresses.form.cardsCanceled', { count: cards.cardAccountsToBeCanceled.length })}
              </p>
            ) : null}
            {cards.cardAccountsToBeShippedToOldAddress.length > 0 ? (
              <p>
                {t('profile.addresses.form.cardsShipped', {
                  count: cards.cardAccountsToBeShippedToOldAddress.length,
                })}
              </p>
            ) : null}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
