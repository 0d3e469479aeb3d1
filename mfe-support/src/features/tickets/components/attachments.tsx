import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HELPDESK_REPLY_MAX_UPLOADS, HELPDESK_UPLOAD_MAX_BYTES } from '@portal/api/catalogue';
import { Button, VisuallyHidden } from '@portal/ui/components';
import { useHelpdesk } from '../api/helpdesk';
import styles from './support.module.css';

/** A file being sent to the provider (`POST /uploads`), with its progress. */
export interface PendingUpload {
  key: number;
  file: File;
  /** 0 to 100. */
  progress: number;
  uploadId?: string;
  failed?: boolean;
}

/**
 * Files uploaded as soon as they are picked, each with its progress (issue 31 item 2 "upload with progress"); the
 * contract's limits: at most {@link HELPDESK_REPLY_MAX_UPLOADS} files of {@link HELPDESK_UPLOAD_MAX_BYTES} each.
 */
export function useUploads() {
  const client = useHelpdesk();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const next = useRef(0);
  const update = (key: number, change: Partial<PendingUpload>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const add = useCallback(
    (files: File[], count: number) => {
      const tooBig = files.filter((file) => file.size > HELPDESK_UPLOAD_MAX_BYTES);
      const fitting = files.filter((file) => file.size <= HELPDESK_UPLOAD_MAX_BYTES);
      const room = Math.max(0, HELPDESK_REPLY_MAX_UPLOADS - count);
      const taken = fitting.slice(0, room);
      setRefused([
        ...tooBig.map((file) => `tooBig:${file.name}`),
        ...fitting.slice(room).map((file) => `tooMany:${file.name}`),
      ]);
      for (const file of taken) {
        next.current += 1;
        const key = next.current;
        setUploads((all) => [...all, { key, file, progress: 0 }]);
        client
          .upload(file, ({ loaded, total }) => {
            if (total > 0) update(key, { progress: Math.min(99, Math.round((loaded / total) * 100)) });
          })
          .then(
            (answer) => update(key, { uploadId: answer.id, progress: 100 }),
            () => update(key, { failed: true }),
          );
      }
    },
    [client],
  );
  const remove = (key: number) => setUploads((all) => all.filter((upload) => upload.key !== key));
  const clear = () => {
    setUploads([]);
    setRefused([]);
  };
  const busy = uploads.some((upload) => !upload.uploadId && !upload.failed);
  const ids = uploads.flatMap((upload) => (upload.uploadId ? [upload.uploadId] : []));
  return { uploads, refused, add, remove, clear, busy, ids };
}

/** The file picker and the list of picked files, each with its progress bar and a remove button. */
export function AttachmentsField({ state }: { state: ReturnType<typeof useUploads> }) {
  const { t } = useTranslation('support');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = state.uploads.length >= HELPDESK_REPLY_MAX_UPLOADS;
  return (
    <div className={styles.attachments}>
      <label htmlFor={id} className={styles.label}>
        {t('attachments.label')}
      </label>
      <p className={styles.hint} id={`${id}-hint`}>
        {t('attachments.hint', {
          max: HELPDESK_REPLY_MAX_UPLOADS,
          size: Math.round(HELPDESK_UPLOAD_MAX_BYTES / 1_000_000),
        })}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        multiple
        disabled={full}
        aria-describedby={`${id}-hint`}
        className={styles.file}
        onChange={(event) => {
          state.add(Array.from(event.target.files ?? []), state.uploads.length);
          event.target.value = '';
        }}
      />
      {state.refused.length > 0 ? (
        <ul className={styles.refused} role="alert">
          {state.refused.map((entry) => {
            const [why, ...name] = entry.split(':');
            return <li key={entry}>{t(`attachments.${why}`, { name: name.join(':') })}</li>;
          })}
        </ul>
      ) : null}
      {state.uploads.length > 0 ? (
        <ul className={styles.uploads} aria-label={t('attachments.list')}>
          {state.uploads.map((upload) => (
            <li key={upload.key} className={styles.upload}>
              <span className={styles.uploadName}>{upload.file.name}</span>
              {upload.failed ? (
                <span className={styles.error}>{t('attachments.failed')}</span>
              ) : upload.uploadId ? null : (
                <progress
                  max={100}
                  value={upload.progress}
                  aria-label={t('attachments.progress', { name: upload.file.name })}
                />
              )}
              <Button variant="ghost" size="sm" onClick={() => state.remove(upload.key)}>
                {t('attachments.remove')}
                <VisuallyHidden> {upload.file.name}</VisuallyHidden>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
