import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RegistrationCompany, RegistrationPerson } from '@portal/api/catalogue';
import { emptyRegistrationPerson } from '@portal/api/registration';
import { Button, Dialog, Select, TextField } from '@portal/ui/components';
import { K, personName } from '../utils/people';
import styles from './business-wizard.module.css';
import { CheckboxGroup } from '../../../shared/checkbox-group';
import { useCountryOptions } from './form-fields';
import { newKey, useWizard } from './wizard-context';

/**
 * The company form of a shareholder, director or owner that is a company (spec 03 §2 "person and company forms"), with
 * its own directors chosen among the persons or a new one named here.
 */
export function CompanyDialog({
  company,
  onClose,
  onSave,
}: {
  company: RegistrationCompany;
  onClose: () => void;
  onSave: (company: RegistrationCompany, newDirector?: RegistrationPerson) => void;
}) {
  const { t } = useTranslation('onboarding');
  const { draft, errorOf } = useWizard();
  const countries = useCountryOptions();
  const [value, setValue] = useState(company);
  const errorOfField = (field: 'name' | 'registrationCountryCode' | 'registrationNumber' | 'directorIds') =>
    errorOf(`companies.${company.id}.${field}`);
  const [newDirector, setNewDirector] = useState<RegistrationPerson | null>(null);
  return (
    <Dialog
      open
      size="lg"
      title={company.name || t(`${K}.tree.newCompany`)}
      onClose={onClose}
      closeOnBackdropClick={false}
      closeLabel={t(`${K}.close`)}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t(`${K}.cancel`)}
          </Button>
          <Button type="button" onClick={() => onSave(value, newDirector ?? undefined)}>
            {t(`${K}.people.save`)}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <TextField
          label={t(`${K}.fields.companyName`)}
          value={value.name}
          onChange={(event) => setValue({ ...value, name: event.target.value })}
          error={errorOfField('name')}
        />
        <div className={styles.pair}>
          <Select
            label={t(`${K}.fields.registrationCountryCode`)}
            placeholder={t(`${K}.chooseCountry`)}
            options={countries}
            value={value.registrationCountryCode}
            onChange={(event) => setValue({ ...value, registrationCountryCode: event.target.value })}
            error={errorOfField('registrationCountryCode')}
          />
          <TextField
            label={t(`${K}.fields.registrationNumber`)}
            value={value.registrationNumber}
            onChange={(event) => setValue({ ...value, registrationNumber: event.target.value })}
            error={errorOfField('registrationNumber')}
          />
        </div>
        <CheckboxGroup
          legend={t(`${K}.tree.companyDirectors`)}
          entries={draft.persons.map((person, index) => ({ id: index, name: personName(person) }))}
          chosen={draft.persons.flatMap((person, index) =>
            value.directorIds.includes(person.id) ? [index] : [],
          )}
          onChange={(chosen) =>
            setValue({ ...value, directorIds: chosen.map((index) => draft.persons[index]!.id) })
          }
          error={errorOfField('directorIds')}
        />
        {newDirector ? (
          <fieldset className={styles.fieldset}>
            <legend>{t(`${K}.tree.newDirector`)}</legend>
            <div className={styles.pair}>
              <TextField
                label={t(`${K}.fields.firstName`)}
                value={newDirector.firstName}
                onChange={(event) => setNewDirector({ ...newDirector, firstName: event.target.value })}
              />
              <TextField
                label={t(`${K}.fields.lastName`)}
                value={newDirector.lastName}
                onChange={(event) => setNewDirector({ ...newDirector, lastName: event.target.value })}
              />
            </div>
            <p className={styles.muted}>{t(`${K}.tree.newDirectorHint`)}</p>
          </fieldset>
        ) : (
          <Button
            type="button"
            variant="ghost"
            onClick={() => setNewDirector(emptyRegistrationPerson(newKey('p')))}
          >
            {t(`${K}.tree.addDirector`)}
          </Button>
        )}
      </div>
    </Dialog>
  );
}
