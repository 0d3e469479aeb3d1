import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { ApiKey } from '@portal/api/catalogue';
import { Button, TextField } from '@portal/ui/components';
import { ErrorSummary, fieldBlur, useSubmitFocus } from '../../../shared/form-errors';
import { formatDateTime } from '../../../shared/dates';
import { ManagedList } from '../../../shared/managed-list';
import styles from '../../../shared/merchant.module.css';
import { SecretOnce } from '../../../shared/secret-once';
import { useApiKeys, useCreateApiKey, useDeleteApiKey, useUpdateApiKey } from '../api/webhooks-api';

function NewKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (key: ApiKey, secret: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('merchant');
  const create = useCreateApiKey();
  const { formRef, summaryRef, submitted } = useSubmitFocus();
  const schema = yup.object({
    name: yup
      .string()
      .trim()
      .required(t('webhooks.problems.nameRequired'))
      .max(100, t('webhooks.problems.nameLong')),
  });
  return (
    <Formik
      initialValues={{ name: '', enabled: true }}
      validationSchema={schema}
      onSubmit={async (values) => {
        const answer = await create
          .mutateAsync({ name: values.name.trim(), enabled: values.enabled })
          .catch(() => undefined);
        if (answer) onCreated(answer.apiKey, answer.secret);
      }}
    >
      {(form) => {
        const error = form.submitCount > 0 || form.touched.name ? form.errors.name : undefined;
        return (
          <Form
            ref={formRef}
            noValidate
            className={styles.form}
            aria-label={t('webhooks.keys.createTitle')}
            onSubmit={(event) => {
              event.preventDefault();
              void form.submitForm().then(submitted);
            }}
          >
            <ErrorSummary
              lines={
                form.submitCount > 0 && form.errors.name
                  ? [`${t('webhooks.keys.name')}: ${form.errors.name}`]
                  : []
              }
              summaryRef={summaryRef}
            />
            <TextField
              label={t('webhooks.keys.name')}
              autoComplete="off"
              error={error}
              aria-invalid={error ? true : undefined}
              {...form.getFieldProps('name')}
              onBlur={fieldBlur(form)}
            />
            <label className={styles.check}>
              <input type="checkbox" {...form.getFieldProps({ name: 'enabled', type: 'checkbox' })} />
              {t('webhooks.keys.enabled')}
            </label>
            <div className={styles.rowActions}>
              <Button type="submit" loading={create.isPending}>
                {t('webhooks.keys.create')}
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

/**
 * API keys (spec 03 §7 `public-api/apikey`; issue 33 item 3): create (the key shown once, stored hashed), enable,
 * disable, delete after a confirmation. A refused create shows the response popup (spec 03 §8).
 */
export function ApiKeysCard() {
  const { t, i18n } = useTranslation('merchant');
  const keys = useApiKeys();
  const update = useUpdateApiKey();
  const remove = useDeleteApiKey();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ name: string; secret: string } | null>(null);
  return (
    <ManagedList
      texts="webhooks.keys"
      query={keys}
      adding={creating}
      onAdd={() => {
        setSecret(null);
        setCreating(true);
      }}
      details={(key) => (
        <>
          <p className={styles.meta}>
            {t('webhooks.keys.meta', {
              prefix: key.prefix,
              created: formatDateTime(key.createdAt, i18n.language),
            })}
          </p>
          <p className={styles.meta}>
            {key.lastUsedAt
              ? t('webhooks.keys.lastUsed', { time: formatDateTime(key.lastUsedAt, i18n.language) })
              : t('webhooks.keys.neverUsed')}
          </p>
        </>
      )}
      onToggle={(key) =>
        void update.mutateAsync({ id: key.id, name: key.name, enabled: !key.enabled }).then(
          () => setSecret(null),
          () => undefined,
        )
      }
      onDelete={(key) =>
        void remove.mutateAsync(key.id).then(
          () => setSecret(null),
          () => undefined,
        )
      }
      deleteBusy={remove.isPending}
    >
      {secret ? (
        <SecretOnce
          title={t('webhooks.keys.secretTitle', { name: secret.name })}
          secret={secret.secret}
          copyLabel={t('shared.copy')}
          onDone={() => setSecret(null)}
        />
      ) : null}
      {creating ? (
        <NewKeyForm
          onCancel={() => setCreating(false)}
          onCreated={(key, value) => {
            setCreating(false);
            setSecret({ name: key.name, secret: value });
          }}
        />
      ) : null}
    </ManagedList>
  );
}
