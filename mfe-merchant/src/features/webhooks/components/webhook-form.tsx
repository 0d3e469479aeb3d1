import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { Webhook } from '@portal/api/catalogue';
import { webhookUrlProblems } from '@portal/api/merchant-webhooks';
import { Button, TextField } from '@portal/ui/components';
import { ErrorSummary, fieldBlur, formErrors, useSubmitFocus } from '../../../shared/form-errors';
import styles from '../../../shared/merchant.module.css';
import { problemText } from './problems';

export interface WebhookValues {
  name: string;
  url: string;
  enabled: boolean;
}

/** Create or edit a webhook (spec 03 §3 "Webhook: id, customerId, name, enabled, url"); the URL by the shared rules. */
export function WebhookForm({
  webhook,
  busy,
  onSubmit,
  onCancel,
}: {
  webhook?: Webhook;
  busy: boolean;
  onSubmit: (values: WebhookValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('merchant');
  const { formRef, summaryRef, submitted } = useSubmitFocus();
  const schema = yup.object({
    name: yup
      .string()
      .trim()
      .required(t('webhooks.problems.nameRequired'))
      .max(100, t('webhooks.problems.nameLong')),
    url: yup
      .string()
      .trim()
      .test('url', '', function check(value) {
        const problems = webhookUrlProblems(value ?? '');
        return problems.length === 0 || this.createError({ message: problemText(problems[0]!, t) });
      }),
    enabled: yup.boolean(),
  });
  return (
    <Formik<WebhookValues>
      initialValues={{
        name: webhook?.name ?? '',
        url: webhook?.url ?? '',
        enabled: webhook?.enabled ?? true,
      }}
      validationSchema={schema}
      onSubmit={async (values) => {
        await onSubmit({ ...values, name: values.name.trim(), url: values.url.trim() }).catch(
          () => undefined,
        );
      }}
    >
      {(form) => {
        const { shown, lines } = formErrors(form, ['name', 'url'] as const, (field) =>
          t(`webhooks.webhooks.${field}`),
        );
        return (
          <Form
            ref={formRef}
            noValidate
            className={styles.form}
            aria-label={t(webhook ? 'webhooks.webhooks.editTitle' : 'webhooks.webhooks.createTitle')}
            onSubmit={(event) => {
              event.preventDefault();
              void form.submitForm().then(submitted);
            }}
          >
            <ErrorSummary lines={lines} summaryRef={summaryRef} />
            <TextField
              label={t('webhooks.webhooks.name')}
              autoComplete="off"
              error={shown('name')}
              aria-invalid={shown('name') ? true : undefined}
              {...form.getFieldProps('name')}
              onBlur={fieldBlur(form)}
            />
            <TextField
              label={t('webhooks.webhooks.url')}
              type="url"
              inputMode="url"
              autoComplete="off"
              hint={t('webhooks.webhooks.urlHint')}
              error={shown('url')}
              aria-invalid={shown('url') ? true : undefined}
              {...form.getFieldProps('url')}
              onBlur={fieldBlur(form)}
            />
            <label className={styles.check}>
              <input type="checkbox" {...form.getFieldProps({ name: 'enabled', type: 'checkbox' })} />
              {t('webhooks.webhooks.enabled')}
            </label>
            <div className={styles.rowActions}>
              <Button type="submit" loading={busy}>
                {t(webhook ? 'shared.save' : 'webhooks.webhooks.create')}
              </Button>
              <Button type="button" variant="secondary" onClick={onCancel}>
                {t('shared.cancel')}
              </Button>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
