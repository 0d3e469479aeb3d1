import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VERIFICATION_UPLOAD, type TaxCertification, type TaxWForm } from '@portal/api/catalogue';
import { Alert, Button } from '@portal/ui/components';
import { failureLines } from '../../../shared/failure-lines';
import {
  signReturnUrl,
  usePrepareWForm,
  useUploadLossOfNationality,
  withReturnUrl,
} from '../api/tax-certification';
import { leavePortal } from '../utils/leave';
import styles from './self-certification.module.css';

const ACTION_STATUSES = new Set(['none', 'rejected']);

/** The W-form the certification asks for, if it still waits for a signature. */
export function formToSign(certification: TaxCertification): TaxWForm | undefined {
  if (certification.info.taxResidencySelfCertificationDocumentStatus === 'none') return undefined;
  if (ACTION_STATUSES.has(certification.info.w9FormDocumentStatus)) return 'W9';
  if (ACTION_STATUSES.has(certification.info.w8BenFormDocumentStatus)) return 'W8BEN';
  return undefined;
}

/** Whether the certificate of loss of nationality is still to be uploaded. */
export const certificateAsked = (certification: TaxCertification) =>
  ACTION_STATUSES.has(certification.info.certificateOfLossOfNationalityDocumentStatus);

/**
 * The W-8BEN or W-9 to sign (spec 03 §7 "W-form upload, which returns signData with clientId and signUrls"): the
 * form is prepared from the answers, then the signer's page opens in this tab with the way back to `returnPath`.
 */
export function SignStep({ form, returnPath }: { form: TaxWForm; returnPath: string }) {
  const { t } = useTranslation('onboarding');
  const prepare = usePrepareWForm();
  const [problems, setProblems] = useState<string[]>([]);
  const formName = t(`taxCertification.sign.${form}`);
  const sign = async () => {
    setProblems([]);
    try {
      const { signData } = await prepare.mutateAsync(form);
      const [signUrl] = signData.signUrls;
      if (signUrl) leavePortal(withReturnUrl(signUrl, signReturnUrl(returnPath)));
    } catch (error) {
      setProblems(failureLines(error, t));
    }
  };
  return (
    <section aria-labelledby="tax-sign" className={styles.card}>
      <h2 id="tax-sign" className={styles.sectionTitle}>
        {t('taxCertification.sign.title', { form: formName })}
      </h2>
      <p>{t('taxCertification.sign.text')}</p>
      {problems.length > 0 ? (
        <Alert tone="error" title={t('taxCertification.errorsTitle')}>
          <p>{problems.join(', ')}</p>
        </Alert>
      ) : null}
      <div>
        <Button type="button" loading={prepare.isPending} onClick={() => void sign()}>
          {t('taxCertification.sign.button', { form: formName })}
        </Button>
      </div>
    </section>
  );
}

const acceptedFile = (file: File) =>
  VERIFICATION_UPLOAD.accept.some((ending) => file.name.toLowerCase().endsWith(ending));

/** The certificate of loss of nationality (spec 03 §5 "uploaded as a file"), checked here before it is sent. */
export function LossOfNationalityStep() {
  const { t } = useTranslation('onboarding');
  const upload = useUploadLossOfNationality();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [uploaded, setUploaded] = useState<string>();
  const choose = (chosen: File | undefined) => {
    setUploaded(undefined);
    setFile(chosen);
    setError(
      !chosen
        ? undefined
        : !acceptedFile(chosen)
          ? t('taxCertification.lossOfNationality.badType')
          : chosen.size > VERIFICATION_UPLOAD.maxBytes
            ? t('taxCertification.lossOfNationality.tooLarge')
            : undefined,
    );
  };
  const send = async () => {
    if (!file) {
      setError(t('taxCertification.lossOfNationality.chooseFile'));
      input.current?.focus();
      return;
    }
    if (error) return input.current?.focus();
    try {
      await upload.mutateAsync(file);
      setUploaded(file.name);
    } catch (failure) {
      setError(failureLines(failure, t).join(', '));
      input.current?.focus();
    }
  };
  return (
    <section aria-labelledby="tax-loss-of-nationality" className={styles.card}>
      <h2 id="tax-loss-of-nationality" className={styles.sectionTitle}>
        {t('taxCertification.lossOfNationality.title')}
      </h2>
      <p>{t('taxCertification.lossOfNationality.text')}</p>
      <div className={styles.field}>
        <label htmlFor="loss-of-nationality-file">{t('taxCertification.lossOfNationality.file')}</label>
        <input
          ref={input}
          id="loss-of-nationality-file"
          type="file"
          accept={VERIFICATION_UPLOAD.accept.join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'loss-of-nationality-error' : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        {error ? (
          <p id="loss-of-nationality-error" className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
      <div role="status" className={styles.live}>
        {uploaded ? t('taxCertification.lossOfNationality.uploaded', { name: uploaded }) : ''}
      </div>
      <div>
        <Button type="button" variant="secondary" loading={upload.isPending} onClick={() => void send()}>
          {t('taxCertification.lossOfNationality.upload')}
        </Button>
      </div>
    </section>
  );
}
