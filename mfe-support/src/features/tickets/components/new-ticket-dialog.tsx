import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Formik, Form, type FormikProps } from 'formik';
import * as yup from 'yup';
import type { HelpdeskTicketField } from '@portal/api/catalogue';
import { SupportLockedError } from '@portal/api/helpdesk';
import { Alert, Button, Dialog, Select, Spinner, TextArea, TextField } from '@portal/ui/components';
import { useCompose, useTicketFields } from '../api/tickets';
import { AttachmentsField, useUploads } from './attachments';
import styles from './support.module.css';

type Values = Record<string, string>;

/** The form's rules from the provider's fields: mandatory ones required, each within its maxLength. */
export function fieldsSchema(
  fields: readonly HelpdeskTicketField[],
  t: (key: string, options: Record<string, unknown>) => string,
) {
  const shape: Record<string, yup.StringSchema> = {};
  for (const field of fields) {
    let rule = yup.string().trim();
    if (field.isMandatory) rule = rule.required(t('form.required', { field: field.displayLabel }));
    if (field.maxLength)
      rule = rule.max(
        field.maxLength,
        t('form.tooLong', { field: field.displayLabel, max: field.maxLength }),
      );
    if (field.type === 'Picklist' && field.allowedValues?.length)
      rule = rule.oneOf(['', ...field.allowedValues], t('form.choose', { field: field.displayLabel }));
    shape[field.apiName] = rule;
  }
  return yup.object(shape);
}

function FieldInput({ field, form }: { field: HelpdeskTicketField; form: FormikProps<Values> }) {
  const { t } = useTranslation('support');
  const name = field.apiName;
  const error = form.touched[name] ? form.errors[name] : undefined;
  const common = {
    name,
    label: field.displayLabel,
    required: field.isMandatory,
    error,
    value: form.values[name] ?? '',
    onBlur: form.handleBlur,
  };
  if (field.type === 'Picklist')
    return (
      <Select
        {...common}
        placeholder={t('form.pick')}
        options={(field.allowedValues ?? []).map((value) => ({ value, label: value }))}
        onChange={form.handleChange}
      />
    );
  if (field.type === 'Textarea')
    return <TextArea {...common} maxLength={field.maxLength} rows={6} onChange={form.handleChange} />;
  return <TextField {...common} maxLength={field.maxLength} onChange={form.handleChange} />;
}

/**
 * A new ticket (issue 31 item 2, spec 03 §7 `POST /composetickets`): the form the provider configures
 * (`GET /ticketsFields`), checked by its own rules, with attachments uploaded as they are picked.
 */
export function NewTicketDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('support');
  const fields = useTicketFields(open);
  const compose = useCompose();
  const uploads = useUploads();
  const navigate = useNavigate();
  const list = useMemo(() => fields.data ?? [], [fields.data]);
  const schema = useMemo(() => fieldsSchema(list, (key, options) => String(t(key, options))), [list, t]);
  const initial = useMemo(() => Object.fromEntries(list.map((field) => [field.apiName, ''])), [list]);
  const close = () => {
    uploads.clear();
    compose.reset();
    onClose();
  };

  let body;
  if (fields.isPending) body = <Spinner label={t('form.loading')} />;
  else if (fields.isError)
    body = (
      <Alert tone="error" title={t('loadFailed')}>
        <p>{t('loadFailedText')}</p>
        <Button variant="secondary" size="sm" onClick={() => void fields.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else
    body = (
      <Formik<Values>
        initialValues={initial}
        validationSchema={schema}
        enableReinitialize
        onSubmit={async (values) => {
          const filled = Object.fromEntries(
            Object.entries(values)
              .map(([name, value]) => [name, value.trim()])
              .filter(([, value]) => value !== ''),
          );
          const created = await compose
            .mutateAsync({ fields: filled, uploads: uploads.ids })
            .catch(() => null);
          if (!created) return;
          close();
          navigate(`/messages/${encodeURIComponent(created.ticketNumber)}`);
        }}
      >
        {(form) => (
          <Form noValidate className={styles.form} aria-label={t('form.title')}>
            {list.map((field) => (
              <FieldInput key={field.apiName} field={field} form={form} />
            ))}
            <AttachmentsField state={uploads} />
            {compose.isError ? (
              <Alert tone="error">
                <p>{compose.error instanceof SupportLockedError ? t('lock.title') : t('form.failed')}</p>
              </Alert>
            ) : null}
            <div className={styles.formActions}>
              <Button variant="secondary" onClick={close}>
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={form.isSubmitting} disabled={uploads.busy}>
                {t('form.send')}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    );

  return (
    <Dialog
      open={open}
      title={t('form.title')}
      onClose={close}
      size="lg"
      closeLabel={t('form.close')}
      closeOnBackdropClick={false}
    >
      {body}
    </Dialog>
  );
}
