import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Representative, Resolution } from '@portal/api/catalogue';
import { mayCall } from '@portal/session/permissions';
import { useSubject } from '@portal/session/react';
import { user$ } from '@portal/session/session';
import { Alert, Button, Card, Skeleton, TextField, VisuallyHidden } from '@portal/ui/components';
import { formatDay } from '../../../shared/dates';
import { useResolution, useSendResolution } from '../api/resolution';
import { statusName, textOf } from '../utils/company-text';
import { ConfirmSendDialog } from './confirm-send-dialog';
import styles from './company.module.css';

interface ResolutionErrors {
  representatives?: string;
  /** Indexes of the signer lines left empty. */
  signers: number[];
}

/** The form to send the resolution: who it names and who signed it, sent after the user confirms. */
function ResolutionForm({
  resolution,
  people,
}: {
  resolution: Resolution;
  people: readonly Representative[];
}) {
  const { t } = useTranslation('onboarding');
  const label = (key: string, options?: Record<string, unknown>) =>
    t(`company.page.resolution.${key}`, options ?? {});
  const send = useSendResolution();
  const formRef = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(
    () => new Set(resolution.businessRepresentativeIds),
  );
  const [signers, setSigners] = useState<string[]>(() =>
    resolution.signers.length > 0 ? resolution.signers.map(textOf) : [''],
  );
  const [errors, setErrors] = useState<ResolutionErrors | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [sent, setSent] = useState(false);
  const [focusSigner, setFocusSigner] = useState<number | null>(null);

  useEffect(() => {
    if (focusSigner === null) return;
    formRef.current?.querySelector<HTMLInputElement>(`[data-signer="${focusSigner}"]`)?.focus();
    setFocusSigner(null);
  }, [focusSigner]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const found: ResolutionErrors = {
      representatives: chosen.size === 0 ? label('errors.representatives') : undefined,
      signers: signers.flatMap((signer, index) => (signer.trim() ? [] : [index])),
    };
    if (found.representatives || found.signers.length > 0) {
      setErrors(found);
      // The first invalid field takes the focus (DESIGN §4); the alert names every problem.
      queueMicrotask(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors(null);
    send.reset();
    setConfirming(true);
  };
  const confirm = () =>
    send.mutate(
      { businessRepresentativeIds: [...chosen], signers: signers.map((signer) => signer.trim()) },
      {
        onSuccess: () => {
          setConfirming(false);
          setSent(true);
        },
      },
    );

  return (
    <form ref={formRef} noValidate onSubmit={submit} className={styles.form}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{label('choose')}</legend>
        {people.map((person, index) => (
          <label key={person.representativeId} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.has(person.representativeId)}
              aria-invalid={errors?.representatives && index === 0 ? true : undefined}
              onChange={(event) => {
                const next = new Set(chosen);
                if (event.target.checked) next.add(person.representativeId);
                else next.delete(person.representativeId);
                setChosen(next);
              }}
            />
            <span>{textOf(person.name)}</span>
          </label>
        ))}
        {errors?.representatives ? <p className={styles.fieldError}>{errors.representatives}</p> : null}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{label('signers')}</legend>
        {signers.map((signer, index) => (
          <div key={index} className={styles.signer}>
            <TextField
              label={label('signer', { number: index + 1 })}
              value={signer}
              maxLength={256}
              autoComplete="name"
              data-signer={index}
              error={errors?.signers.includes(index) ? label('errors.signers') : undefined}
              onChange={(event) =>
                setSigners(signers.map((value, at) => (at === index ? event.target.value : value)))
              }
            />
            {signers.length > 1 ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  setSigners(signers.filter((_value, at) => at !== index));
                  setFocusSigner(Math.max(0, index - 1));
                }}
              >
                {label('removeSigner', { number: index + 1 })}
              </Button>
            ) : null}
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setSigners([...signers, '']);
              setFocusSigner(signers.length);
            }}
          >
            {label('addSigner')}
          </Button>
        </div>
      </fieldset>
      {errors ? (
        <Alert tone="error" title={label('errorsTitle')}>
          <ul className={styles.errorList}>
            {errors.representatives ? <li>{errors.representatives}</li> : null}
            {errors.signers.length > 0 ? <li>{label('errors.signers')}</li> : null}
          </ul>
        </Alert>
      ) : null}
      {sent ? <Alert tone="success" title={label('sent')} /> : null}
      <div>
        <Button type="submit">{label('send')}</Button>
      </div>
      <ConfirmSendDialog
        open={confirming}
        title={label('confirmTitle')}
        text={label('confirmText')}
        sendLabel={label('send')}
        errorsTitle={label('errorsTitle')}
        send={send}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </form>
  );
}

/**
 * The resolution (spec 03 §3 "Representative and resolution": businessRepresentativeIds, statusId, signers; §7
 * "Resolution send and get"): what was sent and its status, and for a user of full access the form to send it.
 */
export function ResolutionSection({ people }: { people: readonly Representative[] }) {
  const { t, i18n } = useTranslation('onboarding');
  const label = (key: string) => t(`company.page.resolution.${key}`);
  const resolution = useResolution();
  const user = useSubject(user$);
  const maySend = user === null || mayCall(user, 'sendResolution');

  let body;
  if (resolution.isPending)
    body = (
      <div role="status" className={styles.loading}>
        <VisuallyHidden>{t('company.page.loading')}</VisuallyHidden>
        <Skeleton height={24} />
        <Skeleton height={24} />
      </div>
    );
  else if (resolution.isError)
    body = (
      <Alert tone="error" title={label('loadFailed')}>
        <Button variant="secondary" size="sm" onClick={() => void resolution.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  else {
    const data = resolution.data;
    const names = data.businessRepresentativeIds.map(
      (id) => textOf(people.find((person) => person.representativeId === id)?.name) || `#${id}`,
    );
    body = (
      <>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>{label('status')}</dt>
            <dd>{data.statusId === null ? label('notSent') : statusName(t, data.statusId)}</dd>
          </div>
          {data.sentAt ? (
            <div className={styles.fact}>
              <dt>{label('sentAt')}</dt>
              <dd>{formatDay(data.sentAt, i18n.language)}</dd>
            </div>
          ) : null}
          <div className={styles.fact}>
            <dt>{label('named')}</dt>
            <dd>{names.length > 0 ? names.join(', ') : label('nobody')}</dd>
          </div>
          <div className={styles.fact}>
            <dt>{label('signers')}</dt>
            <dd>{data.signers.length > 0 ? data.signers.map(textOf).join(', ') : label('nobody')}</dd>
          </div>
        </dl>
        {maySend ? <ResolutionForm key={people.length} resolution={data} people={people} /> : null}
      </>
    );
  }
  return (
    <Card title={label('title')} description={label('description')}>
      {body}
    </Card>
  );
}
