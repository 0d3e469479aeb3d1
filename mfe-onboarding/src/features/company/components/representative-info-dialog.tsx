import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Representative, RepresentativeInfo } from '@portal/api/catalogue';
import { countryName } from '@portal/i18n/i18n';
import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, Dialog, Select, Skeleton, TextField, VisuallyHidden } from '@portal/ui/components';
import { useCountries } from '@portal/remote/dictionaries';
import { formatDay } from '../../../shared/dates';
import { failureLines } from '../../../shared/failure-lines';
import { useRepresentativeInfo } from '../api/representative-info';
import { useRepresentativeAddress } from '../api/representative-address';
import { useRepresentativeTaxNumber } from '../api/representative-tax-number';
import { addressLine, rolesOf, shareText, textOf } from '../utils/company-text';
import styles from './company.module.css';

/**
 * A person representative's address (spec 03 §7 "Representative address create and confirm"; issue 47 item 1):
 * whether the customer confirmed it, the confirmation, and a new address, which waits for its own confirmation.
 */
function AddressActions({ info }: { info: RepresentativeInfo }) {
  const { t, i18n } = useTranslation('onboarding');
  const { create, confirm } = useRepresentativeAddress();
  const countries = useCountries();
  const [editing, setEditing] = useState(false);
  // The whole address goes back, so the lines not shown here (the state) are kept as they are.
  const [fields, setFields] = useState({
    address1: textOf(info.address.address1),
    address2: textOf(info.address.address2),
    city: textOf(info.address.city),
    postalCode: textOf(info.address.postalCode),
    countryCode: textOf(info.address.countryCode),
    stateCode: textOf(info.address.stateCode),
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [done, setDone] = useState<'created' | 'confirmed' | null>(null);
  const label = (key: string) => t(`company.page.addressForm.${key}`);
  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value }),
  });
  return (
    <div className={styles.taxForm}>
      <p>{info.addressConfirmed ? label('confirmed') : label('unconfirmed')}</p>
      {!info.addressConfirmed && textOf(info.address.address1) ? (
        <Button
          variant="secondary"
          size="sm"
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(info.representativeId, {
              onSuccess: () => setDone('confirmed'),
              onError: (failure) => setErrors(failureLines(failure, t)),
            })
          }
        >
          {label('confirm')}
        </Button>
      ) : null}
      {editing ? (
        <form
          className={styles.taxForm}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const missing = (['address1', 'city', 'postalCode', 'countryCode'] as const).filter(
              (name) => !fields[name].trim(),
            );
            if (missing.length > 0) return setErrors([label('required')]);
            setErrors([]);
            create.mutate(
              { representativeId: info.representativeId, ...fields },
              {
                onSuccess: () => {
                  setEditing(false);
                  setDone('created');
                },
                onError: (failure) => setErrors(failureLines(failure, t)),
              },
            );
          }}
        >
          <TextField label={label('address1')} autoComplete="off" {...field('address1')} />
          <TextField label={label('address2')} autoComplete="off" {...field('address2')} />
          <TextField label={label('city')} autoComplete="off" {...field('city')} />
          <TextField label={label('postalCode')} autoComplete="off" {...field('postalCode')} />
          <Select
            label={label('country')}
            placeholder={label('chooseCountry')}
            options={(countries.data ?? []).map((country) => ({
              value: country.code,
              label: countryName(country.code, i18n.language) || country.name,
            }))}
            {...field('countryCode')}
          />
          <Button type="submit" variant="secondary" size="sm" loading={create.isPending}>
            {label('save')}
          </Button>
        </form>
      ) : (
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          {label('change')}
        </Button>
      )}
      {errors.length > 0 ? <p role="alert">{errors.join(', ')}</p> : null}
      <p role="status">{done ? label(done === 'created' ? 'created' : 'confirmed') : ''}</p>
    </div>
  );
}

/** A representative's tax number, changed from their details (spec 03 §7, positionId; issue 47 item 1). */
function TaxNumberForm({ representativeId, current }: { representativeId: number; current: string }) {
  const { t } = useTranslation('onboarding');
  const save = useRepresentativeTaxNumber(representativeId);
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);
  const label = (key: string) => t(`company.page.taxForm.${key}`);
  return (
    <form
      className={styles.taxForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(false);
        if (!value.trim()) return setError(label('required'));
        setError(undefined);
        save.mutate(value.trim(), {
          onSuccess: () => setSaved(true),
          onError: (failure) => setError(failureLines(failure, t).join(', ')),
        });
      }}
    >
      <TextField
        label={label('label')}
        value={value}
        autoComplete="off"
        error={error}
        onChange={(event) => setValue(event.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm" loading={save.isPending}>
        {label('save')}
      </Button>
      <p role="status">{saved ? label('saved') : ''}</p>
    </form>
  );
}

/** Representative info (spec 03 §7) in a dialog: the person's or company's details in full. */
export function RepresentativeInfoDialog({
  representative,
  onClose,
}: {
  representative: Representative;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('onboarding');
  const info = useRepresentativeInfo(representative.representativeId);
  const user = useSubject(user$);
  const mayChangeTaxNumber = user !== null && mayCall(user, 'updateTaxNumber') && !user.supportActing;
  const label = (key: string) => t(`company.page.info.${key}`);
  const given = (value: unknown) => textOf(value) || t('company.notGiven');
  let body;
  if (info.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{label('loading')}</VisuallyHidden>
        <Skeleton height={24} />
        <Skeleton height={24} />
        <Skeleton height={24} />
      </div>
    );
  else if (info.isError)
    body = (
      <Alert tone="error" title={label('failed')}>
        <Button variant="secondary" size="sm" onClick={() => void info.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else {
    const data = info.data;
    const address = data.address
      ? addressLine({
          ...data.address,
          countryCode: textOf(data.address.countryCode)
            ? countryName(textOf(data.address.countryCode), i18n.language)
            : '',
        })
      : '';
    const rows: [string, string][] = [
      ...(data.kind === 'person'
        ? ([
            [label('firstName'), given(data.firstName)],
            [label('lastName'), given(data.lastName)],
            [
              label('birthday'),
              textOf(data.birthday) ? formatDay(textOf(data.birthday), i18n.language) : given(''),
            ],
          ] as [string, string][])
        : [[label('name'), given(data.name)] as [string, string]]),
      [label('kind'), t(`company.page.people.${data.kind}`)],
      [
        label('roles'),
        rolesOf(data.positionIds)
          .map((role) => t(`company.page.people.roles.${role}`))
          .join(', '),
      ],
      [label('email'), given(data.email)],
      [label('phone'), given(data.phone)],
      [label('taxId'), given(data.taxId)],
      [label('address'), given(address)],
    ];
    if (data.share !== null && data.share !== undefined)
      rows.push([
        label('share'),
        [
          t('company.page.people.ownShare', { share: shareText(data.share, i18n.language) }),
          data.effectiveShare !== null && data.effectiveShare !== undefined
            ? t('company.page.people.effectiveShare', {
                share: shareText(data.effectiveShare, i18n.language),
              })
            : '',
        ]
          .filter(Boolean)
          .join(' · '),
      ]);
    body = (
      <>
        <dl className={styles.facts}>
          {rows.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {data.kind === 'person' && mayChangeTaxNumber ? (
          <>
            <AddressActions info={data} />
            <TaxNumberForm representativeId={representative.representativeId} current={textOf(data.taxId)} />
          </>
        ) : null}
      </>
    );
  }
  return (
    <Dialog
      open
      title={textOf(representative.name)}
      closeLabel={t('company.close')}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('company.close')}</Button>}
    >
      {body}
    </Dialog>
  );
}
