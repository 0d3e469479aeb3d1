import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { documentSides, documentsState } from '@portal/api/cards';
import { CARD_DOCUMENT_MAX_BYTES, DOCUMENT_STATUS, type CardDocument } from '@portal/api/catalogue';
import { Alert, Button, Dialog, VisuallyHidden } from '@portal/ui/components';
import { useCardDocuments, useUploadCardDocument } from '../api/card-documents';
import { failureText } from '../utils/failure-text';
import { LoadFailed, LoadingLines } from './page-states';
import styles from './cards.module.css';

/** The files a document side is accepted as. */
export const DOCUMENT_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;

type Side = 'front' | 'back';

const STATE_TONE = { verified: 'success', inReview: 'info', uploadNeeded: 'warning' } as const;

function documentStatusKey(statusId: number | undefined): string {
  const entry = Object.entries(DOCUMENT_STATUS).find(([, id]) => id === statusId);
  return entry ? entry[0] : 'notUploaded';
}

/** Reads a file as base64, reporting progress in percent (the method client has no upload progress). */
function readAsBase64(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.onload = () => {
      const url = String(reader.result ?? '');
      resolve(url.slice(url.indexOf(',') + 1));
    };
    reader.readAsDataURL(file);
  });
}

type Phase =
  { kind: 'idle' } | { kind: 'reading'; percent: number } | { kind: 'uploading' } | { kind: 'done' };

/** One side of a document: a file input with type and size checks, an upload with its progress. */
function DocumentSideUpload({
  accountId,
  type,
  documentLabel,
  side,
  uploaded,
}: {
  accountId: number;
  type: number;
  /** The document's name: part of each control's accessible name, as several documents have a front side. */
  documentLabel: string;
  side: Side;
  uploaded: boolean;
}) {
  const { t } = useTranslation('accounts');
  const upload = useUploadCardDocument();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const sideText = t(`cards.documents.side.${side}`);
  const busy = phase.kind === 'reading' || phase.kind === 'uploading';

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setPhase({ kind: 'idle' });
    setError(undefined);
    setFile(null);
    if (!chosen) return;
    if (!(DOCUMENT_CONTENT_TYPES as readonly string[]).includes(chosen.type))
      return setError(t('cards.documents.errors.type'));
    if (chosen.size > CARD_DOCUMENT_MAX_BYTES) return setError(t('cards.documents.errors.size'));
    setFile(chosen);
  };

  const send = async () => {
    if (!file) return setError(t('cards.documents.errors.missing'));
    setError(undefined);
    setPhase({ kind: 'reading', percent: 0 });
    let content: string;
    try {
      content = await readAsBase64(file, (percent) => setPhase({ kind: 'reading', percent }));
    } catch {
      setPhase({ kind: 'idle' });
      return setError(t('cards.documents.errors.read'));
    }
    setPhase({ kind: 'uploading' });
    try {
      await upload.mutateAsync({
        accountId,
        type,
        side,
        fileName: file.name,
        contentType: file.type,
        content,
      });
      setPhase({ kind: 'done' });
    } catch (failure) {
      setPhase({ kind: 'idle' });
      setError(failureText(failure, t));
    }
  };

  const progressValue = phase.kind === 'reading' ? phase.percent : phase.kind === 'done' ? 100 : undefined;
  return (
    <div className={styles.side}>
      <div className={styles.sideHeader}>
        <label htmlFor={inputId} className={styles.fieldLabel}>
          <VisuallyHidden>{documentLabel} </VisuallyHidden>
          {t('cards.documents.fileLabel', { side: sideText })}
        </label>
        {uploaded || phase.kind === 'done' ? (
          <span className={styles.uploaded}>{t('cards.documents.uploaded')}</span>
        ) : null}
      </div>
      <div className={styles.fileRow}>
        <input
          id={inputId}
          type="file"
          accept={DOCUMENT_CONTENT_TYPES.join(',')}
          className={styles.fileInput}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          aria-invalid={error ? true : undefined}
          disabled={busy}
          onChange={choose}
        />
        <Button variant="secondary" size="sm" onClick={() => void send()} loading={busy} disabled={!file}>
          {t('cards.documents.upload')}
          <VisuallyHidden>
            {' '}
            {documentLabel} {sideText}
          </VisuallyHidden>
        </Button>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('cards.documents.fileHint')}
      </p>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
      {phase.kind !== 'idle' ? (
        <div className={styles.progressRow}>
          <progress
            className={styles.progress}
            max={100}
            value={progressValue}
            aria-label={`${documentLabel} ${t('cards.documents.progress', { side: sideText })}`}
          />
          <span role="status" className={styles.hint}>
            {phase.kind === 'done'
              ? t('cards.documents.success', { name: file?.name ?? '' })
              : t('cards.documents.uploading', { name: file?.name ?? '' })}
          </span>
        </div>
      ) : null}
    </div>
  );
}

function DocumentItem({ accountId, document }: { accountId: number; document: CardDocument }) {
  const { t } = useTranslation('accounts');
  const label = t(`cards.documents.types.${document.type}`, {
    defaultValue: t('cards.documents.type', { type: document.type }),
  });
  return (
    <li className={styles.document}>
      <div className={styles.sideHeader}>
        <h3 className={styles.documentTitle}>{label}</h3>
        <span className={styles.documentStatus}>
          {t(`cards.documents.status.${documentStatusKey(document.statusId)}`)}
          {/* Still to be (re)uploaded: the sandbox sets it until every side is in, or after a rejection. */}
          {document.isDocumentRequired ? ` · ${t('cards.documents.required')}` : ''}
        </span>
      </div>
      {/* spec 02 §5: types 4, 5 and 88 have a front and a back side. */}
      {documentSides(document.type).map((side) => (
        <DocumentSideUpload
          key={side}
          accountId={accountId}
          type={document.type}
          documentLabel={label}
          side={side}
          uploaded={document.uploadedSides.includes(side)}
        />
      ))}
    </li>
  );
}

/** The card's documents (spec 02 §3 "Document", §4 "Documents"): their state, and an upload per side. */
export function CardDocumentsDialog({ accountId, onClose }: { accountId: number; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const documents = useCardDocuments(accountId);

  let body;
  if (documents.isPending) body = <LoadingLines label={t('cards.documents.loading')} />;
  else if (documents.isError)
    body = (
      <LoadFailed
        title={t('cards.loadFailed')}
        error={documents.error}
        onRetry={() => void documents.refetch()}
      />
    );
  else if (documents.data.documents.length === 0) body = <p>{t('cards.documents.empty')}</p>;
  else {
    const list = documents.data.documents;
    const state = documentsState(list.map((document) => document.statusId));
    body = (
      <div className={styles.dialogBody}>
        <p className={styles.dialogText}>{t('cards.documents.intro')}</p>
        <Alert tone={STATE_TONE[state]}>{t(`cards.documents.state.${state}`)}</Alert>
        <ul className={styles.documentList}>
          {list.map((document) => (
            <DocumentItem key={document.type} accountId={accountId} document={document} />
          ))}
        </ul>
      </div>
    );
  }

  return (
    <Dialog
      open
      size="lg"
      title={t('cards.documents.title')}
      closeLabel={t('cards.close')}
      closeOnBackdropClick={false}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('cards.close')}</Button>}
    >
      {body}
    </Dialog>
  );
}
