import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormik } from 'formik';
import * as yup from 'yup';
import { LOGO_ACCEPT } from '@portal/api/catalogue';
import { Button, Card, TextField } from '@portal/ui/components';
import { ErrorSummary, fieldBlur, useSubmitFocus } from '../../../shared/form-errors';
import styles from '../../../shared/merchant.module.css';
import { logoFileProblem, useUploadLogo } from '../api/logos';

type Phase = { kind: 'idle' } | { kind: 'sending'; percent: number } | { kind: 'sent'; name: string };

interface Values {
  name: string;
  isDefault: boolean;
  file: File | null;
}

/**
 * Upload a logo (spec 03 §7 "Logo create (multipart data plus file[])"): a name and an image, checked for type and
 * size before anything is sent, then sent with its progress.
 */
export function LogoUpload() {
  const { t } = useTranslation('merchant');
  const upload = useUploadLogo();
  const fileId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const { formRef, summaryRef, submitted } = useSubmitFocus();
  const schema = yup.object({
    name: yup.string().trim().required(t('logos.errors.name')).max(100, t('logos.errors.nameMax')),
    file: yup
      .mixed<File>()
      .nullable()
      .test('file', function check(file) {
        if (!file) return this.createError({ message: t('logos.errors.file') });
        const problem = logoFileProblem(file);
        return problem ? this.createError({ message: t(`logos.errors.${problem}`) }) : true;
      }),
  });
  const form = useFormik<Values>({
    initialValues: { name: '', isDefault: false, file: null },
    validationSchema: schema,
    onSubmit: async ({ name, isDefault, file }, helpers) => {
      if (!file) return;
      setPhase({ kind: 'sending', percent: 0 });
      try {
        await upload.mutateAsync({
          name: name.trim(),
          isDefault,
          file,
          onProgress: ({ loaded, total }) =>
            setPhase({
              kind: 'sending',
              percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0,
            }),
        });
        setPhase({ kind: 'sent', name: name.trim() });
        helpers.resetForm();
        if (inputRef.current) inputRef.current.value = '';
      } catch {
        // The client showed the response popup (spec 03 §8).
        setPhase({ kind: 'idle' });
      }
    },
  });
  const fileError = form.touched.file || form.submitCount > 0 ? form.errors.file : undefined;
  const nameError = form.touched.name || form.submitCount > 0 ? form.errors.name : undefined;
  const lines =
    form.submitCount > 0
      ? [
          ...(form.errors.name ? [`${t('logos.upload.name')}: ${form.errors.name}`] : []),
          ...(form.errors.file ? [`${t('logos.upload.file')}: ${form.errors.file as string}`] : []),
        ]
      : [];
  const sending = phase.kind === 'sending';
  return (
    <Card title={t('logos.upload.title')} titleLevel={2}>
      <form
        ref={formRef}
        noValidate
        className={styles.form}
        aria-label={t('logos.upload.title')}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submitForm().then(submitted);
        }}
      >
        <ErrorSummary lines={lines} summaryRef={summaryRef} />
        <TextField
          label={t('logos.upload.name')}
          name="name"
          required
          disabled={sending}
          value={form.values.name}
          error={nameError}
          onChange={form.handleChange}
          onBlur={fieldBlur(form)}
        />
        <div className={styles.stack}>
          <label htmlFor={fileId} className={styles.legend}>
            {t('logos.upload.file')}
          </label>
          <input
            ref={inputRef}
            id={fileId}
            type="file"
            name="file"
            accept={LOGO_ACCEPT.join(',')}
            disabled={sending}
            aria-describedby={fileError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={fileError ? true : undefined}
            onChange={(event) => {
              setPhase({ kind: 'idle' });
              void form.setFieldValue('file', event.target.files?.[0] ?? null);
              void form.setFieldTouched('file', true, false);
            }}
          />
          <p id={hintId} className={styles.hint}>
            {t('logos.upload.fileHint')}
          </p>
          {fileError ? (
            <p id={errorId} className={styles.error}>
              {fileError as string}
            </p>
          ) : null}
        </div>
        <label>
          <input
            type="checkbox"
            name="isDefault"
            checked={form.values.isDefault}
            disabled={sending}
            onChange={form.handleChange}
          />{' '}
          {t('logos.upload.isDefault')}
        </label>
        <div className={styles.actions}>
          <Button type="submit" loading={sending}>
            {t('logos.upload.send')}
          </Button>
        </div>
        {phase.kind !== 'idle' ? (
          <div className={styles.progressRow}>
            <progress
              className={styles.progress}
              max={100}
              value={phase.kind === 'sent' ? 100 : phase.percent}
              aria-label={t('logos.upload.progress')}
            />
            <span role="status">
              {phase.kind === 'sent'
                ? t('logos.upload.sent', { name: phase.name })
                : t('logos.upload.sending', { percent: phase.percent })}
            </span>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
