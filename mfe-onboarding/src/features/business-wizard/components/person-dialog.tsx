import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationPerson } from '@portal/api/catalogue';
import { needsSourceDetails, personTotals } from '@portal/api/registration';
import { Button, Dialog, TextField } from '@portal/ui/components';
import { useDictionaryEntries } from '@portal/remote/dictionaries';
import { K, personName } from '../utils/people';
import styles from './business-wizard.module.css';
import { CheckboxGroup } from '../../../shared/checkbox-group';
import { AddressFields } from './form-fields';
import { useWizard } from './wizard-context';

/** The person form (spec 03 §3 `persons`): in a dialog, for a new person or one of the draft. */
export function PersonDialog({
  person,
  onClose,
  onSave,
}: {
  person: RegistrationPerson;
  onClose: () => void;
  onSave: (person: RegistrationPerson) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { draft, errorsUnder, sourceOfWealthEnable } = useWizard();
  const [value, setValue] = useState(person);
  const sources = useDictionaryEntries('getSources');
  const total = personTotals(draft.shareholders).get(person.id);
  const text = (
    field: 'firstName' | 'lastName' | 'birthday' | 'email' | 'phoneCountryCode' | 'phone' | 'taxId',
  ) => ({
    label: t(`${K}.fields.${field}`),
    value: value[field],
    onChange: (event: { target: { value: string } }) => setValue({ ...value, [field]: event.target.value }),
  });
  const problems = errorsUnder(`persons.${person.id}.`);
  return (
    <Dialog
      open
      size="lg"
      title={person.firstName ? personName(person) : t(`${K}.people.newPerson`)}
      onClose={onClose}
      closeOnBackdropClick={false}
      closeLabel={t(`${K}.close`)}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t(`${K}.cancel`)}
          </Button>
          <Button type="button" onClick={() => onSave(value)}>
            {t(`${K}.people.save`)}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {problems.length > 0 ? (
          <ul className={styles.problemList}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.pair}>
          <TextField {...text('firstName')} autoComplete="off" />
          <TextField {...text('lastName')} autoComplete="off" />
        </div>
        <div className={styles.pair}>
          <TextField {...text('birthday')} type="date" />
          <TextField {...text('taxId')} />
        </div>
        <TextField {...text('email')} type="email" inputMode="email" autoComplete="off" />
        <div className={styles.phone}>
          <TextField {...text('phoneCountryCode')} inputMode="tel" maxLength={5} />
          <TextField {...text('phone')} type="tel" inputMode="tel" />
        </div>
        <AddressFields
          path={`persons.${person.id}.address`}
          address={value.address}
          onChange={(address) => setValue({ ...value, address })}
        />
        {sourceOfWealthEnable ? (
          <>
            <CheckboxGroup
              legend={t(`${K}.fields.sourceOfFunds`)}
              entries={sources.data ?? []}
              chosen={value.sourceOfFunds}
              onChange={(chosen) => setValue({ ...value, sourceOfFunds: chosen })}
            />
            {needsSourceDetails(total)
              ? value.sourceOfFunds.map((id) => (
                  <TextField
                    key={id}
                    label={t(`${K}.fields.sourceDetails`, {
                      source: sources.data?.find((entry) => entry.id === id)?.name ?? id,
                    })}
                    hint={t(`${K}.people.detailsNeeded`, { share: total })}
                    value={value.sourceDetails[String(id)] ?? ''}
                    onChange={(event) =>
                      setValue({
                        ...value,
                        sourceDetails: { ...value.sourceDetails, [String(id)]: event.target.value },
                      })
                    }
                  />
                ))
              : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
