import { useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_CATEGORY,
  VERIFICATION_DOCUMENT_TYPES,
  VERIFICATION_UPLOAD,
  type DueDiligenceInfoResponse,
  type VerificationStatus,
} from '@portal/api/catalogue';
import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, Card, Select, Skeleton } from '@portal/ui/components';
import { failureLines } from '../../../shared/failure-lines';
import { useUploadDocument } from '../../../shared/verification';
import { fileProblem } from '../../../shared/file-problem';
import { useDueDiligenceInfo } from '../api/kyc-info';
import styles from './kyc-info.module.css';

type Asked = 'address' | 'document';
const CATEGORY_OF: Record<Asked, 1 | 2> = {
  address: DOCUMENT_CATEGORY.address,
  document: DOCUMENT_CATEGORY.identity,
};
/** Statuses that still ask for an upload. */
const OPEN: ReadonlySet<VerificationStatus> = new Set(['none', 'rejected', 'expiredSoon']);

/** The upload of what due diligence asks, marked `isDueDiligence` 1 (spec 03 §7). */
function DueDiligenceUpload({ info }: { info: DueDiligenceInfoResponse }) {
  const { t } = useTranslation('onboarding');
  const upload = useUploadDocument();
  const client = useQueryClient();
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const firstAsked: Asked =
    OPEN.has(info.document.status) && !OPEN.has(info.address.status) ? 'document' : 'address';
  const [asked, setAsked] = useState<Asked>(firstAsked);
  const types = VERIFICATION_DOCUMENT_TYPES[CATEGORY_OF[asked]];
  const [typeId, setTypeId] = useState<number>(types[0]!.id);
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [done, setDone] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(undefined);
    if (!file) {
      setError(t('kycInfo.dueDiligence.upload.chooseFile'));
      return fileRef.current?.focus();
    }
    const problem = fileProblem(file);
    if (problem === 'type' || problem === 'empty') {
      setError(t('kycInfo.dueDiligence.upload.wrongType'));
      return fileRef.current?.focus();
    }
    if (problem === 'size') {
      setError(t('kycInfo.dueDiligence.upload.tooBig'));
      return fileRef.current?.focus();
    }
    setError(undefined);
    try {
      await upload.mutateAsync({
        request: { categoryId: CATEGORY_OF[asked], documentTypeId: typeId, side: 'front', isDueDiligence: 1 },
        file,
        onProgress: () => undefined,
      });
      void client.invalidateQueries({ queryKey: ['getDueDiligenceInfo'] });
      setDone(t('kycInfo.dueDiligence.upload.done', { file: file.name }));
      setFile(undefined);
      if (fileRef.current) fileRef.current.value = '';
    } catch (failure) {
      setError(failureLines(failure, t).join(', '));
      fileRef.current?.focus();
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className={styles.form}>
      <div className={styles.row}>
        <Select
          label={t('kycInfo.dueDiligence.upload.what')}
          options={(['address', 'document'] as const).map((value) => ({
            value,
            label: t(`kycInfo.dueDiligence.${value}`),
          }))}
          value={asked}
          onChange={(event) => {
            const next = event.target.value as Asked;
            setAsked(next);
            setTypeId(VERIFICATION_DOCUMENT_TYPES[CATEGORY_OF[next]][0]!.id);
          }}
        />
        <Select
          label={t('kycInfo.dueDiligence.upload.type')}
          options={types.map((type) => ({
            value: String(type.id),
            label: t(`verification.documentType.${type.id}`, { defaultValue: type.name }),
          }))}
          value={String(typeId)}
          onChange={(event) => setTypeId(Number(event.target.value))}
        />
      </div>
      <div>
        <label htmlFor={fileId}>{t('kycInfo.dueDiligence.upload.file')}</label>
        <input
          id={fileId}
          ref={fileRef}
          type="file"
          accept={[...VERIFICATION_UPLOAD.accept, ...VERIFICATION_UPLOAD.contentTypes].join(',')}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setError(undefined);
          }}
        />
      </div>
      {error ? <Alert tone="error" title={error} /> : null}
      {done ? <Alert tone="success" title={done} /> : null}
      <div>
        <Button type="submit" loading={upload.isPending}>
          {t('kycInfo.dueDiligence.upload.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Due-diligence info for levels 1 and 4 (spec 03 §3 "Due-diligence info: address, document, uploadedDocuments"; §4;
 * §9): what address and document are asked, what was uploaded for it, and the upload of what is asked.
 */
export function DueDiligenceSection() {
  const { t } = useTranslation('onboarding');
  const user = useSubject(user$);
  const info = useDueDiligenceInfo(true);
  return (
    <Card title={t('kycInfo.dueDiligence.title')} description={t('kycInfo.dueDiligence.description')}>
      {info.isPending ? (
        <div role="status" aria-busy="true" aria-label={t('kycInfo.dueDiligence.loading')}>
          <Skeleton height={120} />
        </div>
      ) : info.isError ? (
        <Alert tone="error" title={t('kycInfo.dueDiligence.failed')}>
          <Button variant="secondary" size="sm" onClick={() => void info.refetch()}>
            {t('kycInfo.details.retry')}
          </Button>
        </Alert>
      ) : (
        <div className={styles.stack}>
          <dl className={styles.statuses}>
            {(['address', 'document'] as const).map((asked) => (
              <div key={asked}>
                <dt>{t(`kycInfo.dueDiligence.${asked}`)}</dt>
                <dd>{t(`kycInfo.dueDiligence.status.${info.data[asked].status}`)}</dd>
              </div>
            ))}
          </dl>
          <section aria-label={t('kycInfo.dueDiligence.uploadedTitle')}>
            <h3>{t('kycInfo.dueDiligence.uploadedTitle')}</h3>
            {info.data.uploadedDocuments.length === 0 ? (
              <p className={styles.muted}>{t('kycInfo.dueDiligence.nothingUploaded')}</p>
            ) : (
              <ul className={styles.list}>
                {info.data.uploadedDocuments.map((document) => (
                  <li key={document.id}>
                    {document.fileName} ·{' '}
                    {t(`verification.documentType.${document.documentTypeId}`, {
                      defaultValue: document.documentType,
                    })}{' '}
                    · {t(`verification.uploadStatus.${document.uploadStatus}`)}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {mayCall(user, 'createCustomerDocument') ? <DueDiligenceUpload info={info.data} /> : null}
        </div>
      )}
    </Card>
  );
}
