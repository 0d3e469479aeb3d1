import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, TextField } from '@portal/ui/components';
import { useUpdateTaxNumber } from '../api/tax-number';
import { failureLines, lineFor } from '../../../shared/failure-lines';
import { focusFirstInvalid, type FeedbackActions } from './feedback';
import styles from './profile.module.css';

/** The sandbox's rule for a tax number (spec 03 §7 tax number update), checked here first. */
const TAX_ID = /^[A-Za-z0-9][A-Za-z0-9 ./-]{2,29}$/;

/** The customer's tax number and its update (spec 03 §7 "Tax number update (taxId ...)"). */
export function TaxNumberSection({
  taxNumber,
  mayChange,
  feedback,
}: {
  taxNumber: string;
  mayChange: boolean;
  feedback: FeedbackActions;
}) {
  const { t } = useTranslation('onboarding');
  const update = useUpdateTaxNumber();
  const formRef = useRef<HTMLFormElement>(null);
  const [value, setValue] = useState(taxNumber);
  const [error, setError] = useState<string>();
  const [refused, setRefused] = useState<string[]>([]);

  const submit = async () => {
    setRefused([]);
    const taxId = value.trim().replace(/\s+/g, ' ');
    const problem = !taxId
      ? t('profile.errors.required')
      : !TAX_ID.test(taxId)
        ? t('profile.errors.taxId')
        : undefined;
    setError(problem);
    if (problem) return focusFirstInvalid(formRef.current);
    try {
      await update.mutateAsync(taxId);
      feedback.say(t('profile.taxNumber.saved'), false);
    } catch (failure) {
      const lines = failureLines(failure, t);
      const atField = lineFor(lines, 'taxId');
      setError(atField);
      setRefused(atField ? [atField] : lines);
      focusFirstInvalid(formRef.current);
    }
  };

  const problems = refused.length > 0 ? refused : error ? [error] : [];
  return (
    <Card title={t('profile.taxNumber.title')}>
      <div className={styles.form}>
        <p className={styles.dialogText}>
          {taxNumber ? t('profile.taxNumber.current', { taxNumber }) : t('profile.taxNumber.none')}
        </p>
        {mayChange ? (
          <form
            ref={formRef}
            noValidate
            className={styles.form}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <TextField
              label={t('profile.taxNumber.label')}
              maxLength={30}
              autoComplete="off"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              error={error}
            />
            {problems.length > 0 ? (
              <Alert tone="error" title={t('profile.errorsTitle')}>
                <p>{problems.join(', ')}</p>
              </Alert>
            ) : null}
            <div>
              <Button type="submit" loading={update.isPending}>
                {t('profile.taxNumber.submit')}
              </Button>
            </div>
          </form>
        ) : null}
      </div>
    </Card>
  );
}
