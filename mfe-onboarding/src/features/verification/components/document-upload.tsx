import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  VERIFICATION_UPLOAD,
  type DocumentCategoryState,
  type VerificationDocumentType,
} from '@portal/api/catalogue';
import { Button, Select, TextField, VisuallyHidden } from '@portal/ui/components';
import { failureLines } from '../../../shared/failure-lines';
import { fileProblem } from '../../../shared/file-problem';
import { useUploadDocument } from '../../../shared/verification';
import styles from './verification.module.css';

type Side = 'front' | 'back';

/** A preview of the chosen file: the image itself, or the PDF's name. */
function Preview({ file, label }: { file: File; label: string }) {
  const { t } = useTranslation('onboarding');
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file.type.startsWith('image/') || typeof URL.createObjectURL !== 'function') return undefined;
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  if (file.type === 'application/pdf')
    return <p className={styles.pdf}>{t('verification.upload.pdf', { name: file.name })}</p>;
  return url ? <img className={styles.preview} src={url} alt={label} /> : null;
}

type Phase =
  { kind: 'idle' } | { kind: 'sending'; percent: number; name: string } | { kind: 'sent'; name: string };

/**
 * Upload of a document in a category (issue 30 item 2): its type, then a file per side (front and back for types 4,
 * 5, 88 and the residence permit), each checked for type and size with a clear error, previewed, sent with its
 * progress; the category's list reloads after each side.
 */
export function DocumentUpload({
  category,
  title,
  onStart,
  representativeId,
}: {
  category: DocumentCategoryState;
  /** The form's visible heading: "Upload a document" or "Upload a new document". */
  title: string;
  /** Told when the first side goes up. */
  onStart?: () => void;
  /** A document of the company's director, shareholder or owner, not of the customer (issue 47 item 1). */
  representativeId?: number;
}) {
  const { t } = useTranslation('onboarding');
  const upload = useUploadDocument();
  const formId = useId();
  const types = category.documentTypes;
  const [typeId, setTypeId] = useState<number>(types[0]?.id ?? 0);
  const type: VerificationDocumentType | undefined = types.find((candidate) => candidate.id === typeId);
  const sides: Side[] = type?.sides.length ? [...type.sides] : ['front'];
  const [files, setFiles] = useState<Partial<Record<Side, File>>>({});
  const [errors, setErrors] = useState<Partial<Record<Side, string>>>({});
  const [expires, setExpires] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const typeName = (id: number, fallback: string) =>
    t(`verification.documentType.${id}`, { defaultValue: fallback });
  const sideName = (side: Side) => t(`verification.side.${side}`);
  const withExpiry = category.categoryId === 1 || category.categoryId === 12;

  const choose = (side: Side) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setPhase({ kind: 'idle' });
    setFiles((current) => ({ ...current, [side]: undefined }));
    setErrors((current) => ({ ...current, [side]: undefined }));
    if (!file) return;
    const problem = fileProblem(file);
    if (problem)
      return setErrors((current) => ({ ...current, [side]: t(`verification.upload.errors.${problem}`) }));
    setFiles((current) => ({ ...current, [side]: file }));
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const missing = sides.filter((side) => !files[side]);
    if (missing.length > 0) {
      setErrors((current) => ({
        ...current,
        ...Object.fromEntries(
          missing.map((side) => [
            side,
            t('verification.upload.chooseFile', { side: sideName(side).toLowerCase() }),
          ]),
        ),
      }));
      return;
    }
    onStart?.();
    for (const side of sides) {
      const file = files[side]!;
      setPhase({ kind: 'sending', percent: 0, name: file.name });
      try {
        await upload.mutateAsync({
          request: {
            categoryId: category.categoryId,
            documentTypeId: typeId,
            side,
            ...(withExpiry && expires ? { expiresDate: expires } : {}),
            ...(representativeId !== undefined ? { representativeId } : {}),
          },
          file,
          onProgress: ({ loaded, total }) =>
            setPhase({
              kind: 'sending',
              percent: total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0,
              name: file.name,
            }),
        });
      } catch (failure) {
        const reason = failureLines(failure, t).join(', ');
        setPhase({ kind: 'idle' });
        setErrors((current) => ({ ...current, [side]: t('verification.upload.errors.failed', { reason }) }));
        return;
      }
    }
    setPhase({ kind: 'sent', name: sides.map((side) => files[side]!.name).join(', ') });
    setFiles({});
  };

  const sending = phase.kind === 'sending';
  return (
    <form
      className={styles.upload}
      onSubmit={(event) => void send(event)}
      noValidate
      aria-labelledby={formId}
    >
      <h4 id={formId} className={styles.uploadTitle}>
        {title}
      </h4>
      {types.length > 1 ? (
        <Select
          label={t('verification.upload.type')}
          value={String(typeId)}
          disabled={sending}
          onChange={(event) => {
            setTypeId(Number(event.target.value));
            setFiles({});
            setErrors({});
          }}
          options={types.map((candidate) => ({
            value: String(candidate.id),
            label: typeName(candidate.id, candidate.name),
          }))}
        />
      ) : null}
      {sides.length > 1 ? <p className={styles.hint}>{t('verification.upload.bothSides')}</p> : null}
      {sides.map((side) => (
        <FileSide
          key={`${typeId}-${side}`}
          label={t('verification.upload.file', { side: sideName(side) })}
          documentName={type ? typeName(type.id, type.name) : ''}
          previewLabel={t('verification.upload.preview', { side: sideName(side).toLowerCase() })}
          file={files[side]}
          error={errors[side]}
          disabled={sending}
          onChange={choose(side)}
        />
      ))}
      {withExpiry ? (
        <TextField
          label={t('verification.upload.expires')}
          type="date"
          value={expires}
          disabled={sending}
          onChange={(event) => setExpires(event.target.value)}
        />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" loading={sending}>
          {t('verification.upload.send')}
        </Button>
      </div>
      {phase.kind !== 'idle' ? (
        <div className={styles.progressRow}>
          <progress
            className={styles.progress}
            max={100}
            value={phase.kind === 'sent' ? 100 : phase.percent}
            aria-label={title}
          />
          <span role="status">
            {phase.kind === 'sent'
              ? t('verification.upload.sent', { name: phase.name })
              : t('verification.upload.sending', { name: phase.name, percent: phase.percent })}
          </span>
        </div>
      ) : null}
    </form>
  );
}

function FileSide({
  label,
  documentName,
  previewLabel,
  file,
  error,
  disabled,
  onChange,
}: {
  label: string;
  documentName: string;
  previewLabel: string;
  file: File | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('onboarding');
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  return (
    <div className={styles.side}>
      <label htmlFor={inputId} className={styles.fieldLabel}>
        {label}
        {documentName ? <VisuallyHidden> ({documentName})</VisuallyHidden> : null}
      </label>
      <input
        id={inputId}
        type="file"
        className={styles.fileInput}
        accept={[...VERIFICATION_UPLOAD.accept, ...VERIFICATION_UPLOAD.contentTypes].join(',')}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        disabled={disabled}
        onChange={onChange}
      />
      <p id={hintId} className={styles.hint}>
        {t('verification.upload.fileHint')}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {file ? <Preview file={file} label={previewLabel} /> : null}
    </div>
  );
}
