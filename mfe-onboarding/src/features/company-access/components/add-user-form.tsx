import { useEffect, useRef, useState } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { AccessRightOption, AddCompanyUserResponse } from '@portal/api/catalogue';
import { isEmail } from '@portal/api/validation';
import { Alert, Button, Card, Select, TextField } from '@portal/ui/components';
import { failureLines, lineFor } from '../../../shared/failure-lines';
import { useAddCompanyUser } from '../api/add-company-user';
import { rightOptions } from '../utils/company-users';
import styles from './company-access.module.css';

interface AddUserValues {
  email: string;
  firstName: string;
  lastName: string;
  accessRights: string;
}
const ADD_USER_FIELDS = ['email', 'firstName', 'lastName', 'accessRights'] as const;

/** Adds a person by e-mail, first and last name and right; a new login is e-mailed an invitation. */
export function AddUserForm({
  rights,
  onAdded,
}: {
  rights: readonly AccessRightOption[];
  onAdded: (name: string, email: string, answer: AddCompanyUserResponse) => void;
}) {
  const { t } = useTranslation('onboarding');
  const add = useAddCompanyUser();
  const formRef = useRef<HTMLFormElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const label = (key: string) => t(`company.access.add.${key}`);
  const form = useFormik<AddUserValues>({
    initialValues: { email: '', firstName: '', lastName: '', accessRights: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof AddUserValues, string>> = {};
      if (!values.email.trim()) errors.email = label('required');
      else if (!isEmail(values.email)) errors.email = label('invalidEmail');
      if (!values.firstName.trim()) errors.firstName = label('required');
      if (!values.lastName.trim()) errors.lastName = label('required');
      if (values.accessRights === '') errors.accessRights = label('rightRequired');
      return errors;
    },
    onSubmit: async (values, helpers) => {
      setRefused([]);
      const request = {
        kind: 'personal' as const,
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        accessRights: Number(values.accessRights),
      };
      try {
        const answer = await add.mutateAsync(request);
        helpers.resetForm();
        onAdded(`${request.firstName} ${request.lastName}`, request.email, answer);
      } catch (error) {
        const lines = failureLines(error, t);
        const left = lines.filter((line) => !ADD_USER_FIELDS.some((field) => line.startsWith(`${field}:`)));
        for (const field of ADD_USER_FIELDS) {
          const text = lineFor(lines, field);
          if (text) helpers.setFieldError(field, text);
        }
        setRefused(left.length > 0 ? left : lines.map((line) => line.replace(/^\w+:\s*/, '')));
        // A field the server refused takes the focus once it shows its error.
        setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      }
    },
  });

  // After a submit that found problems, the first invalid field takes the focus (DESIGN §4).
  const handled = useRef(0);
  useEffect(() => {
    if (form.isValidating || form.isSubmitting || form.submitCount === handled.current) return;
    handled.current = form.submitCount;
    if (Object.keys(form.errors).length > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.submitCount, form.isValidating, form.isSubmitting, form.errors]);

  const shown = (field: keyof AddUserValues) =>
    form.touched[field] || form.submitCount > 0 ? form.errors[field] : undefined;
  const problems =
    refused.length > 0
      ? refused
      : form.submitCount > 0
        ? ADD_USER_FIELDS.flatMap((field) => {
            const error = form.errors[field];
            return error ? [`${label(field === 'accessRights' ? 'right' : field)}: ${error}`] : [];
          })
        : [];
  return (
    <Card title={label('title')} description={label('description')}>
      <form ref={formRef} noValidate onSubmit={form.handleSubmit} className={styles.form}>
        <TextField
          label={label('email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={254}
          {...form.getFieldProps('email')}
          error={shown('email')}
        />
        <div className={styles.pair}>
          <TextField
            label={label('firstName')}
            autoComplete="off"
            maxLength={100}
            {...form.getFieldProps('firstName')}
            error={shown('firstName')}
          />
          <TextField
            label={label('lastName')}
            autoComplete="off"
            maxLength={100}
            {...form.getFieldProps('lastName')}
            error={shown('lastName')}
          />
        </div>
        <Select
          label={label('right')}
          placeholder={label('chooseRight')}
          options={rightOptions(t, rights)}
          {...form.getFieldProps('accessRights')}
          error={shown('accessRights')}
        />
        {problems.length > 0 ? (
          <Alert tone="error" title={label('errorsTitle')}>
            <ul className={styles.errorList}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" loading={form.isSubmitting}>
            {label('submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
