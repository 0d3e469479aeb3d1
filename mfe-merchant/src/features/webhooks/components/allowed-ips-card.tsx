import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { AllowedIp } from '@portal/api/catalogue';
import { ipRangeProblems } from '@portal/api/merchant-webhooks';
import { Button, TextField } from '@portal/ui/components';
import { ErrorSummary, fieldBlur, formErrors, useSubmitFocus } from '../../../shared/form-errors';
import { ManagedList } from '../../../shared/managed-list';
import styles from '../../../shared/merchant.module.css';
import {
  useAllowedIps,
  useCreateAllowedIp,
  useDeleteAllowedIp,
  useUpdateAllowedIp,
} from '../api/webhooks-api';
import { problemText } from './problems';

type IpValues = Omit<AllowedIp, 'id'>;
const FIELDS = ['name', 'ipFrom', 'ipTo'] as const;

function AllowedIpForm({
  allowedIp,
  onDone,
  onCancel,
}: {
  allowedIp?: AllowedIp;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('merchant');
  const create = useCreateAllowedIp();
  const update = useUpdateAllowedIp();
  const { formRef, summaryRef, submitted } = useSubmitFocus();
  const schema = yup.object({
    name: yup
      .string()
      .trim()
      .required(t('webhooks.problems.nameRequired'))
      .max(100, t('webhooks.problems.nameLong')),
    ipFrom: yup
      .string()
      .trim()
      .test('ipFrom', '', function check(value) {
        const problem = ipRangeProblems(value ?? '', value ?? '')[0];
        return !problem || this.createError({ message: problemText(problem, t) });
      }),
    ipTo: yup
      .string()
      .trim()
      .test('ipTo', '', function check(value) {
        const from = String(this.parent.ipFrom ?? '').trim();
        const problem = ipRangeProblems(from, value ?? '').find((item) => item.startsWith('ipTo'));
        return !problem || this.createError({ message: problemText(problem, t) });
      }),
  });
  return (
    <Formik<IpValues>
      initialValues={{
        name: allowedIp?.name ?? '',
        ipFrom: allowedIp?.ipFrom ?? '',
        ipTo: allowedIp?.ipTo ?? '',
        enabled: allowedIp?.enabled ?? true,
      }}
      validationSchema={schema}
      onSubmit={async (values) => {
        const request = {
          name: values.name.trim(),
          ipFrom: values.ipFrom.trim(),
          ipTo: values.ipTo.trim(),
          enabled: values.enabled,
        };
        const done = await (
          allowedIp ? update.mutateAsync({ id: allowedIp.id, ...request }) : create.mutateAsync(request)
        ).then(
          () => true,
          () => false,
        );
        if (done) onDone();
      }}
    >
      {(form) => {
        const { shown, lines } = formErrors(form, FIELDS, (field) => t(`webhooks.ips.${field}`));
        return (
          <Form
            ref={formRef}
            noValidate
            className={styles.form}
            aria-label={t(allowedIp ? 'webhooks.ips.editTitle' : 'webhooks.ips.createTitle')}
            onSubmit={(event) => {
              event.preventDefault();
              void form.submitForm().then(submitted);
            }}
          >
            <ErrorSummary lines={lines} summaryRef={summaryRef} />
            {FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`webhooks.ips.${field}`)}
                autoComplete="off"
                spellCheck={false}
                hint={field === 'ipTo' ? t('webhooks.ips.ipToHint') : undefined}
                error={shown(field)}
                aria-invalid={shown(field) ? true : undefined}
                {...form.getFieldProps(field)}
                onBlur={fieldBlur(form)}
              />
            ))}
            <label className={styles.check}>
              <input type="checkbox" {...form.getFieldProps({ name: 'enabled', type: 'checkbox' })} />
              {t('webhooks.ips.enabled')}
            </label>
            <div className={styles.rowActions}>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {t(allowedIp ? 'shared.save' : 'webhooks.ips.create')}
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
 * Allowed IPs (spec 03 §3 "Allowed IP: id, name, enabled, ipFrom, ipTo", §7 `public-api/allowedip`): the public
 * merchant API refuses a key's request from outside every enabled range (issue 33 item 3). An answer with errors
 * shows the response popup (spec 03 §8); a success reloads the list.
 */
export function AllowedIpsCard() {
  const { t } = useTranslation('merchant');
  const ips = useAllowedIps();
  const update = useUpdateAllowedIp();
  const remove = useDeleteAllowedIp();
  const [editing, setEditing] = useState<AllowedIp | 'new' | null>(null);
  return (
    <ManagedList
      texts="webhooks.ips"
      query={ips}
      adding={editing !== null}
      onAdd={() => setEditing('new')}
      details={(ip) => (
        <p className={styles.meta}>
          {ip.ipFrom === ip.ipTo ? ip.ipFrom : t('webhooks.ips.range', { from: ip.ipFrom, to: ip.ipTo })}
        </p>
      )}
      onToggle={(ip) => void update.mutateAsync({ ...ip, enabled: !ip.enabled }).catch(() => undefined)}
      onEdit={setEditing}
      onDelete={(ip) => void remove.mutateAsync(ip.id).catch(() => undefined)}
      deleteBusy={remove.isPending}
    >
      {editing !== null ? (
        <AllowedIpForm
          key={editing === 'new' ? 'new' : editing.id}
          allowedIp={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </ManagedList>
  );
}
