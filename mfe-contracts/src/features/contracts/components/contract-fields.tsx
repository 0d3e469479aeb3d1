import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Form } from 'formik';
import { Alert, Button, TextArea, TextField } from '@portal/ui/components';
import { type ContractFormValues } from './contract-form';
import styles from './contracts.module.css';
import { type ContractForm, errorOf, errorLines } from './contract-form-errors';
import { Obligations } from './obligations-field';
import { Counterparty } from './counterparty-fields';

export function ContractFields({
  form,
  problem,
  onPreview,
}: {
  form: ContractForm;
  problem: string | null;
  /** Prints the contract as it stands (spec 03 §7 PDF generator); answers the link, or null when refused. */
  onPreview: (values: ContractFormValues) => Promise<string | null>;
}) {
  const { t } = useTranslation('contracts');
  const [previewing, setPreviewing] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const label = (field: string) => t(`form.labels.${field}`);
  const lines = form.submitCount > 0 ? errorLines(form.errors, label) : [];
  const [attempt, setAttempt] = useState(0);

  // DESIGN §4: after a refused submit, the focus goes to the first invalid field (the alert names them all).
  useEffect(() => {
    if (attempt === 0) return;
    const timer = setTimeout(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid ?? summaryRef.current)?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [attempt]);

  // The same checks as a submit: an invalid form shows its errors and focuses the first, and nothing is printed.
  const preview = async () => {
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      await form.submitForm();
      setAttempt((n) => n + 1);
      return;
    }
    setPreviewing(true);
    try {
      const url = await onPreview(form.values);
      setPreviewUrl(url);
      if (url) {
        const link = document.createElement('a');
        link.href = url;
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        link.click();
      }
    } finally {
      setPreviewing(false);
    }
  };

  const pays = form.values.direction === 'PAY';
  const senderLegend = t(pays ? 'form.senderObligationsYou' : 'form.senderObligationsThem');
  const beneficiaryLegend = t(pays ? 'form.beneficiaryObligationsThem' : 'form.beneficiaryObligationsYou');

  return (
    <Form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={t('form.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submitForm().then(() => setAttempt((n) => n + 1));
      }}
    >
      {lines.length > 0 || problem ? (
        <div ref={summaryRef} tabIndex={-1}>
          <Alert tone="error" title={t('form.errors.title')}>
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
              {problem ? <li>{problem}</li> : null}
            </ul>
          </Alert>
        </div>
      ) : null}
      <Counterparty form={form} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.direction')}</legend>
        <div className={styles.radios}>
          {(['PAY', 'RECEIVE'] as const).map((direction) => (
            <label key={direction}>
              <input
                type="radio"
                name="direction"
                value={direction}
                checked={form.values.direction === direction}
                onChange={() => void form.setFieldValue('direction', direction)}
              />{' '}
              {t(`form.directions.${direction}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('form.labels.percentage')}
        hint={t('form.percentageHint')}
        name="percentage"
        inputMode="decimal"
        autoComplete="off"
        required
        value={form.values.percentage}
        error={errorOf(form, 'percentage')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <TextField
        label={t('form.labels.activeFrom')}
        name="activeFrom"
        type="date"
        required
        value={form.values.activeFrom}
        error={errorOf(form, 'activeFrom')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <TextField
        label={t(pays ? 'form.senderSignerYou' : 'form.senderSignerThem')}
        hint={t('form.signerHint')}
        name="senderSignerName"
        autoComplete="off"
        value={form.values.senderSignerName}
        error={errorOf(form, 'senderSignerName')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <Obligations form={form} name="senderObligations" legend={senderLegend} />
      <TextField
        label={t(pays ? 'form.beneficiarySignerThem' : 'form.beneficiarySignerYou')}
        hint={t('form.signerHint')}
        name="beneficiarySignerName"
        autoComplete="off"
        value={form.values.beneficiarySignerName}
        error={errorOf(form, 'beneficiarySignerName')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <Obligations form={form} name="beneficiaryObligations" legend={beneficiaryLegend} />
      <TextArea
        label={t('form.labels.note')}
        name="note"
        rows={3}
        value={form.values.note}
        error={errorOf(form, 'note')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <div className={styles.formActions}>
        <Link to="/revenue-split">{t('form.cancel')}</Link>
        {previewUrl ? (
          <a href={previewUrl} target="_blank" rel="noopener noreferrer">
            {t('form.previewLink')}
          </a>
        ) : null}
        <Button variant="secondary" loading={previewing} onClick={() => void preview()}>
          {t('form.preview')}
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          {t('form.send')}
        </Button>
      </div>
    </Form>
  );
}
