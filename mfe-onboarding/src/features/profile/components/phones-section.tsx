import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfilePhone } from '@portal/api/catalogue';
import {
  Alert,
  Button,
  Card,
  Dialog,
  Table,
  TextField,
  VisuallyHidden,
  type TableColumn,
} from '@portal/ui/components';
import {
  useAddPhone,
  useConfirmPhone,
  useReplacePhone,
  useVerifyPhone,
  type PhoneCodeSource,
  type PhoneNumberInput,
} from '../api/phones';
import { displayPhone, phoneProblems } from '../utils/phone';
import { failureLines, lineFor } from '../../../shared/failure-lines';
import { CodeDialog } from './code-dialog';
import { focusFirstInvalid, type FeedbackActions } from './feedback';
import styles from './profile.module.css';

/**
 * The country code and number of a phone, checked here first and then by the server, whose lines are said at their
 * fields. The code is shown with its plus; the request goes without it (spec 03 §5).
 */
function PhoneFields({
  initialCountryCode,
  submitLabel,
  hint,
  onSubmit,
  formId,
  hideSubmit = false,
}: {
  initialCountryCode: string;
  submitLabel: string;
  hint?: string;
  onSubmit: (phone: PhoneNumberInput) => Promise<unknown>;
  formId?: string;
  hideSubmit?: boolean;
}) {
  const { t } = useTranslation('onboarding');
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PhoneNumberInput>({ countryCode: initialCountryCode, number: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof PhoneNumberInput, string>>>({});
  const [refused, setRefused] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  const submit = async () => {
    setRefused([]);
    const problems = phoneProblems(values);
    const found = Object.fromEntries(
      Object.entries(problems).map(([field, key]) => [field, t(`profile.errors.${key}`)]),
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return focusFirstInvalid(formRef.current);
    setPending(true);
    try {
      await onSubmit(values);
    } catch (failure) {
      const lines = failureLines(failure, t);
      const atFields = {
        countryCode: lineFor(lines, 'countryCode'),
        number: lineFor(lines, 'number'),
      };
      setErrors(atFields);
      setRefused(lines);
      focusFirstInvalid(formRef.current);
    } finally {
      setPending(false);
    }
  };

  const shown = refused.length > 0 ? refused : Object.values(errors).filter(Boolean);
  return (
    <form
      id={formId}
      ref={formRef}
      noValidate
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className={styles.inline}>
        <TextField
          label={t('profile.phones.countryCode')}
          inputMode="tel"
          autoComplete="tel-country-code"
          maxLength={6}
          value={values.countryCode}
          onChange={(event) => setValues({ ...values, countryCode: event.target.value })}
          error={errors.countryCode}
        />
        <TextField
          label={t('profile.phones.number')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          hint={hint}
          value={values.number}
          onChange={(event) => setValues({ ...values, number: event.target.value })}
          error={errors.number}
        />
      </div>
      {shown.length > 0 ? (
        <Alert tone="error" title={t('profile.errorsTitle')}>
          <p>{shown.join(', ')}</p>
        </Alert>
      ) : null}
      {hideSubmit ? null : (
        <div>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </div>
      )}
    </form>
  );
}

/** The phone whose code is asked for, and how it was sent (on add or replace, or by a verification request). */
type Confirming = { phone: ProfilePhone; source: PhoneCodeSource };

/**
 * The customer's phones (spec 03 §3 "Phone", §7 "Phone add, replace, confirm, and business phone confirm"): each
 * shown with its plus; a new or replacing number is confirmed with the code sent to it by SMS, and a new code comes
 * from a verification request (`POST verification/phones/{phoneId}/verify`) whose verifier the confirmation brings.
 */
export function PhonesSection({
  phones,
  mayChange,
  business,
  defaultCountryCode,
  feedback,
}: {
  phones: readonly ProfilePhone[];
  mayChange: boolean;
  /** A business confirms a code of a verification request by its request id (spec 03 §7). */
  business: boolean;
  /** The country code of the customer's residence, with its plus. */
  defaultCountryCode: string;
  feedback: FeedbackActions;
}) {
  const { t } = useTranslation('onboarding');
  const add = useAddPhone();
  const replace = useReplacePhone();
  const confirm = useConfirmPhone();
  const verify = useVerifyPhone();
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [replacing, setReplacing] = useState<ProfilePhone | null>(null);

  const requestCode = (phone: ProfilePhone) => {
    feedback.clear();
    verify.mutate(
      { phoneId: phone.phoneId, business },
      { onSuccess: ({ source }) => setConfirming({ phone, source }), onError: feedback.fail },
    );
  };
  const phoneById = (phoneId: number | undefined) => phones.find((phone) => phone.phoneId === phoneId);

  const columns: TableColumn<ProfilePhone>[] = [
    {
      key: 'number',
      header: t('profile.phones.phone'),
      phone: 'primary',
      render: (phone) => <span className={styles.wrap}>{displayPhone(phone)}</span>,
    },
    {
      key: 'status',
      header: t('profile.phones.kind'),
      phone: 'secondary',
      render: (phone) => {
        const replaced = phoneById(phone.replacesPhoneId);
        return replaced
          ? t('profile.phones.replaces', { phone: displayPhone(replaced) })
          : t(phone.status === 'Primary' ? 'profile.phones.primary' : 'profile.phones.secondary');
      },
    },
    {
      key: 'confirmed',
      header: t('profile.phones.state'),
      phone: 'status',
      render: (phone) => (
        <span className={phone.confirmed ? styles.confirmed : styles.unconfirmed}>
          {t(phone.confirmed ? 'profile.phones.confirmed' : 'profile.phones.notConfirmed')}
        </span>
      ),
    },
  ];
  if (mayChange)
    columns.push({
      key: 'actions',
      header: t('profile.phones.actions'),
      phone: 'actions',
      render: (phone) => {
        const named = <VisuallyHidden> {displayPhone(phone)}</VisuallyHidden>;
        return (
          <div className={styles.actions}>
            {!phone.confirmed ? (
              <Button
                variant="secondary"
                size="sm"
                loading={verify.isPending && verify.variables?.phoneId === phone.phoneId}
                onClick={() => requestCode(phone)}
              >
                {t('profile.phones.confirm')}
                {named}
              </Button>
            ) : null}
            {phone.replacesPhoneId === undefined ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => {
                  feedback.clear();
                  setReplacing(phone);
                }}
              >
                {t('profile.phones.replace')}
                {named}
              </Button>
            ) : null}
          </div>
        );
      },
    });

  return (
    <Card title={t('profile.phones.title')} id="phones">
      <div className={styles.form}>
        <Table
          caption={t('profile.phones.caption')}
          hideCaption
          columns={columns}
          rows={phones}
          rowKey="phoneId"
          empty={t('profile.phones.empty')}
        />
        {mayChange ? (
          <PhoneFields
            initialCountryCode={defaultCountryCode}
            submitLabel={t('profile.phones.add.submit')}
            hint={t('profile.phones.add.hint')}
            onSubmit={async (input) => {
              feedback.clear();
              const phone = await add.mutateAsync(input);
              setConfirming({ phone, source: { kind: 'sent' } });
            }}
          />
        ) : null}
      </div>
      {replacing ? (
        <Dialog
          open
          size="sm"
          title={t('profile.phones.replaceDialog.title', { phone: displayPhone(replacing) })}
          closeLabel={t('profile.close')}
          onClose={() => setReplacing(null)}
          closeOnBackdropClick={false}
          actions={
            <>
              <Button variant="secondary" onClick={() => setReplacing(null)}>
                {t('profile.cancel')}
              </Button>
              <Button type="submit" form="replace-phone" loading={replace.isPending}>
                {t('profile.phones.replaceDialog.submit')}
              </Button>
            </>
          }
        >
          <div className={styles.form}>
            <p className={styles.dialogText}>
              {t('profile.phones.replaceDialog.text', { phone: displayPhone(replacing) })}
            </p>
            <PhoneFields
              formId="replace-phone"
              hideSubmit
              initialCountryCode={`+${replacing.countryCode}`}
              submitLabel={t('profile.phones.replaceDialog.submit')}
              onSubmit={async (input) => {
                const phone = await replace.mutateAsync({ ...input, phoneId: replacing.phoneId });
                setReplacing(null);
                setConfirming({ phone, source: { kind: 'sent' } });
              }}
            />
          </div>
        </Dialog>
      ) : null}
      {confirming ? (
        <CodeDialog
          title={t('profile.phones.code.title', { phone: displayPhone(confirming.phone) })}
          text={t('profile.phones.code.text', { phone: displayPhone(confirming.phone) })}
          onConfirm={async (code) => {
            await confirm.mutateAsync({ phoneId: confirming.phone.phoneId, code, source: confirming.source });
            setConfirming(null);
            feedback.say(t('profile.phones.code.confirmed', { phone: displayPhone(confirming.phone) }));
          }}
          onResend={async () => {
            const { source } = await verify.mutateAsync({ phoneId: confirming.phone.phoneId, business });
            setConfirming({ ...confirming, source });
          }}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </Card>
  );
}
