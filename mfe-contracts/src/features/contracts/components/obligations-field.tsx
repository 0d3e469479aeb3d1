import { useTranslation } from 'react-i18next';
import { FieldArray } from 'formik';
import { Button, TextArea } from '@portal/ui/components';
import styles from './contracts.module.css';
import { type ContractForm, errorOf } from './contract-form-errors';

export function Obligations({
  form,
  name,
  legend,
}: {
  form: ContractForm;
  name: 'senderObligations' | 'beneficiaryObligations';
  legend: string;
}) {
  const { t } = useTranslation('contracts');
  const items = form.values[name];
  const listError = errorOf(form, name);
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{legend}</legend>
          {items.map((item, index) => (
            <div key={index} className={styles.obligationRow}>
              <TextArea
                label={t('form.obligation', { number: index + 1 })}
                name={`${name}.${index}`}
                rows={2}
                required
                value={item}
                error={errorOf(form, `${name}.${index}`)}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
              />
              <Button
                variant="ghost"
                size="sm"
                disabled={items.length <= 1}
                onClick={() => helpers.remove(index)}
                aria-label={t('form.removeObligation', { number: index + 1, list: legend })}
              >
                {t('form.remove')}
              </Button>
            </div>
          ))}
          {listError ? <p className={styles.error}>{listError}</p> : null}
          <div>
            <Button variant="secondary" size="sm" onClick={() => helpers.push('')}>
              {t('form.addObligation')}
            </Button>
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}
