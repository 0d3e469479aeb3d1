import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FieldArray, Form, Formik, getIn, type FormikErrors, type FormikProps } from 'formik';
import { contractCreateProblems, type ContractCompany } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import { Alert, Button, Card, PageLayout, TextArea, TextField } from '@portal/ui/components';
import { useSubject } from '@portal/session/react';
import { actingCustomerId$, user$ } from '@portal/session/session';
import { useContractClient } from '../api/contract-client';
import { useCreateContract } from '../api/contracts';
import {
  EMPTY_CONTRACT_FORM,
  FORM_FIELDS,
  contractFormSchema,
  createRequestOf,
  type ContractFormValues,
} from './contract-form';
import { today as todayOf } from './format';
import styles from './contracts.module.css';

type Form = FormikProps<ContractFormValues>;

/** A field's error once touched (or after a submit); an obligations list's own error or its first item's. */
function errorOf(form: Form, name: string): string | undefined {
  if (!getIn(form.touched, name) && form.submitCount === 0) return undefined;
  const error = getIn(form.errors, name) as unknown;
  return typeof error === 'string' ? error : undefined;
}

/** The errors in field order, as the alert over the form names them. */
function errorLines(errors: FormikErrors<ContractFormValues>, label: (field: string) => string): string[] {
  const lines: string[] = [];
  for (const field of FORM_FIELDS) {
    const error = errors[field] as unknown;
    if (field === 'companyId' && !error && errors.counterpartyId) continue;
    if (typeof error === 'string') lines.push(`${label(field)}: ${error}`);
    else if (Array.isArray(error)) {
      const first = error.find((item): item is string => typeof item === 'string');
      if (first) lines.push(`${label(field)}: ${first}`);
    }
  }
  if (errors.counterpartyId && !errors.counterpartyEmail)
    lines.unshift(`${label('counterpartyEmail')}: ${errors.counterpartyId}`);
  return lines;
}

function Obligations({
  form,
  name,
  legend,
}: {
  form: Form;
  name: 'senderObligations' | 'beneficiaryObligations';
  legend: string;
}) {
  const { t } = useTranslation('contracts');
  const items = form.values[name];
  const listError = errorOf(form, name);
  return (
    <FieldArray name={name}>
      {(helpers) => (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{legend}</legend>
          {items.map((item, index) => (
            <div key={index} className={styles.obligationRow}>
              <TextArea
                label={t('form.obligation', { number: index + 1 })}
                name={`${name}.${index}`}
                rows={2}
                required
                value={item}
                error={errorOf(form, `${name}.${index}`)}
                onChange={form.handleChange}
                onBlur={form.handleBlur}
              />
              <Button
                variant="ghost"
                size="sm"
                disabled={items.length <= 1}
                onClick={() => helpers.remove(index)}
                aria-label={t('form.removeObligation', { number: index + 1, list: legend })}
              >
                {t('form.remove')}
              </Button>
            </div>
          ))}
          {listError ? <p className={styles.error}>{listError}</p> : null}
          <div>
            <Button variant="secondary" size="sm" onClick={() => helpers.push('')}>
              {t('form.addObligation')}
            </Button>
          </div>
        </fieldset>
      )}
    </FieldArray>
  );
}

/** Counterparty by e-mail (`/customer/lookup`), then one of its companies (`/company`). */
function Counterparty({ form }: { form: Form }) {
  const { t } = useTranslation('contracts');
  const client = useContractClient();
  const [finding, setFinding] = useState(false);
  const [query, setQuery] = useState('');
  const [companies, setCompanies] = useState<ContractCompany[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [lookupError, setLookupError] = useState<string | null>(null);

  const search = async (counterpartyId: number, text: string) => {
    setSearching(true);
    try {
      const found = await client.companies(
        { query: text.trim() || undefined, forCounterpartyCustomerId: counterpartyId, page: 1, pageSize: 20 },
        { popup: false },
      );
      setCompanies(found.data);
      if (found.data.length === 1) void form.setFieldValue('companyId', found.data[0]!.id);
    } catch {
      setCompanies([]);
    } finally {
      setSearching(false);
    }
  };
  const find = async () => {
    const email = form.values.counterpartyEmail.trim();
    setLookupError(null);
    setCompanies(null);
    await form.setValues({ ...form.values, counterpartyId: 0, companyId: 0 }, false);
    if (!email) {
      void form.setFieldTouched('counterpartyEmail', true);
      return;
    }
    setFinding(true);
    try {
      const found = await client.lookupCustomer(email, { popup: false });
      if (found.type !== 'BUSINESS') {
        setLookupError(t('form.errors.notBusiness'));
        return;
      }
      await form.setFieldValue('counterpartyId', found.id);
      await search(found.id, '');
    } catch (error) {
      setLookupError(
        error instanceof ApiError && error.status === 404
          ? t('form.errors.counterpartyNotFound')
          : error instanceof ApiError
            ? error.message
            : t('loadFailedText'),
      );
    } finally {
      setFinding(false);
    }
  };
  const emailError =
    lookupError ??
    errorOf(form, 'counterpartyEmail') ??
    (form.submitCount > 0 ? (form.errors.counterpartyId as string | undefined) : undefined);
  const companyError = form.values.counterpartyId ? errorOf(form, 'companyId') : undefined;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('form.counterparty')}</legend>
      <div className={styles['row-inline']}>
        <TextField
          label={t('form.counterpartyEmail')}
          hint={t('form.counterpartyEmailHint')}
          name="counterpartyEmail"
          type="email"
          autoComplete="off"
          required
          value={form.values.counterpartyEmail}
          error={emailError}
          onChange={(event) => {
            form.handleChange(event);
            setLookupError(null);
            if (form.values.counterpartyId) void form.setFieldValue('counterpartyId', 0);
          }}
          onBlur={form.handleBlur}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void find();
            }
          }}
        />
        <Button variant="secondary" loading={finding} onClick={() => void find()}>
          {t('form.find')}
        </Button>
      </div>
      {form.values.counterpartyId ? (
        <>
          <p className={styles.hint} role="status">
            {t('form.found')}
          </p>
          <div className={styles['row-inline']}>
            <TextField
              label={t('form.companySearch')}
              name="companyQuery"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  void search(form.values.counterpartyId, query);
                }
              }}
            />
            <Button
              variant="secondary"
              loading={searching}
              onClick={() => void search(form.values.counterpartyId, query)}
            >
              {t('form.searchCompanies')}
            </Button>
          </div>
          <fieldset className={styles.fieldset} aria-describedby={companyError ? 'company-error' : undefined}>
            <legend className={styles.legend}>{t('form.company')}</legend>
            {companies === null ? null : companies.length === 0 ? (
              <p className={styles.hint}>{t('form.noCompanies')}</p>
            ) : (
              <ul className={styles.companies}>
                {companies.map((company) => (
                  <li key={company.id}>
                    <label>
                      <input
                        type="radio"
                        name="companyId"
                        value={company.id}
                        checked={form.values.companyId === company.id}
                        aria-invalid={companyError ? true : undefined}
                        onChange={() => void form.setFieldValue('companyId', company.id)}
                      />{' '}
                      {company.title}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {companyError ? (
              <p id="company-error" className={styles.error}>
                {companyError}
              </p>
            ) : null}
          </fieldset>
        </>
      ) : null}
    </fieldset>
  );
}

function ContractFields({
  form,
  problem,
  onPreview,
}: {
  form: Form;
  problem: string | null;
  /** Prints the contract as it stands (spec 03 §7 PDF generator); answers the link, or null when refused. */
  onPreview: (values: ContractFormValues) => Promise<string | null>;
}) {
  const { t } = useTranslation('contracts');
  const [previewing, setPreviewing] = useState(false);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const label = (field: string) => t(`form.labels.${field}`);
  const lines = form.submitCount > 0 ? errorLines(form.errors, label) : [];
  const [attempt, setAttempt] = useState(0);

  // DESIGN §4: after a refused submit, the focus goes to the first invalid field (the alert names them all).
  useEffect(() => {
    if (attempt === 0) return;
    const timer = setTimeout(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid ?? summaryRef.current)?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [attempt]);

  // The same checks as a submit: an invalid form shows its errors and focuses the first, and nothing is printed.
  const preview = async () => {
    const errors = await form.validateForm();
    if (Object.keys(errors).length > 0) {
      await form.submitForm();
      setAttempt((n) => n + 1);
      return;
    }
    setPreviewing(true);
    try {
      const url = await onPreview(form.values);
      setPreviewUrl(url);
      if (url) {
        const link = document.createElement('a');
        link.href = url;
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
        link.click();
      }
    } finally {
      setPreviewing(false);
    }
  };

  const pays = form.values.direction === 'PAY';
  const senderLegend = t(pays ? 'form.senderObligationsYou' : 'form.senderObligationsThem');
  const beneficiaryLegend = t(pays ? 'form.beneficiaryObligationsThem' : 'form.beneficiaryObligationsYou');

  return (
    <Form
      ref={formRef}
      noValidate
      className={styles.form}
      aria-label={t('form.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submitForm().then(() => setAttempt((n) => n + 1));
      }}
    >
      {lines.length > 0 || problem ? (
        <div ref={summaryRef} tabIndex={-1}>
          <Alert tone="error" title={t('form.errors.title')}>
            <ul>
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
              {problem ? <li>{problem}</li> : null}
            </ul>
          </Alert>
        </div>
      ) : null}
      <Counterparty form={form} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.direction')}</legend>
        <div className={styles.radios}>
          {(['PAY', 'RECEIVE'] as const).map((direction) => (
            <label key={direction}>
              <input
                type="radio"
                name="direction"
                value={direction}
                checked={form.values.direction === direction}
                onChange={() => void form.setFieldValue('direction', direction)}
              />{' '}
              {t(`form.directions.${direction}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={t('form.labels.percentage')}
        hint={t('form.percentageHint')}
        name="percentage"
        inputMode="decimal"
        autoComplete="off"
        required
        value={form.values.percentage}
        error={errorOf(form, 'percentage')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <TextField
        label={t('form.labels.activeFrom')}
        name="activeFrom"
        type="date"
        required
        value={form.values.activeFrom}
        error={errorOf(form, 'activeFrom')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <TextField
        label={t(pays ? 'form.senderSignerYou' : 'form.senderSignerThem')}
        hint={t('form.signerHint')}
        name="senderSignerName"
        autoComplete="off"
        value={form.values.senderSignerName}
        error={errorOf(form, 'senderSignerName')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <Obligations form={form} name="senderObligations" legend={senderLegend} />
      <TextField
        label={t(pays ? 'form.beneficiarySignerThem' : 'form.beneficiarySignerYou')}
        hint={t('form.signerHint')}
        name="beneficiarySignerName"
        autoComplete="off"
        value={form.values.beneficiarySignerName}
        error={errorOf(form, 'beneficiarySignerName')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <Obligations form={form} name="beneficiaryObligations" legend={beneficiaryLegend} />
      <TextArea
        label={t('form.labels.note')}
        name="note"
        rows={3}
        value={form.values.note}
        error={errorOf(form, 'note')}
        onChange={form.handleChange}
        onBlur={form.handleBlur}
      />
      <div className={styles.formActions}>
        <Link to="/revenue-split">{t('form.cancel')}</Link>
        {previewUrl ? (
          <a href={previewUrl} target="_blank" rel="noopener noreferrer">
            {t('form.previewLink')}
          </a>
        ) : null}
        <Button variant="secondary" loading={previewing} onClick={() => void preview()}>
          {t('form.preview')}
        </Button>
        <Button type="submit" loading={form.isSubmitting}>
          {t('form.send')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * `/revenue-split/new` (spec 03 §2, §5 create rules, §7 `PUT /contract`, `/contract/verify`, `/customer/lookup`,
 * `/company`; issue 32 item 3): the counterparty by e-mail and its company, who pays, both obligations lists, the
 * signers, the percentage and the start; checked in the browser by the rules the sandbox applies, verified with the
 * service before it is sent.
 */
export function NewContractPage() {
  const { t, i18n } = useTranslation('contracts');
  const navigate = useNavigate();
  const client = useContractClient();
  const create = useCreateContract();
  const acting = useSubject(actingCustomerId$);
  const user = useSubject(user$);
  const viewerId = acting ?? user?.customerId ?? 0;
  const today = todayOf();
  const schema = useMemo(
    () => contractFormSchema((key, options) => String(t(key, options ?? {})), today),
    [t, today],
  );
  const [problem, setProblem] = useState<string | null>(null);
  /** spec 03 §7 "A PDF generator POST with a JSON body returns a redirectLink": the draft, printed before it is sent. */
  const preview = async (values: ContractFormValues): Promise<string | null> => {
    setProblem(null);
    const request = createRequestOf(values, viewerId);
    const problems = contractCreateProblems(request, today);
    if (problems.length > 0) {
      setProblem(problems.join('; '));
      return null;
    }
    // A refusal is the error popup, as for every call of the service.
    const answer = await client.pdfGenerator(request, i18n.language).catch(() => null);
    return answer?.redirectLink ?? null;
  };

  return (
    <PageLayout
      title={t('form.title')}
      description={t('form.description')}
      actions={<Link to="/revenue-split">{t('detail.back')}</Link>}
    >
      <Card>
        <Formik<ContractFormValues>
          initialValues={{ ...EMPTY_CONTRACT_FORM, activeFrom: today }}
          validationSchema={schema}
          onSubmit={async (values) => {
            setProblem(null);
            const request = createRequestOf(values, viewerId);
            // The same rules the sandbox applies (spec 03 §5), as a last guard.
            const problems = contractCreateProblems(request, today);
            if (problems.length > 0) {
              setProblem(problems.join('; '));
              return;
            }
            const verified = await client
              .verify(
                { companyId: values.companyId, counterpartyId: values.counterpartyId },
                { popup: false },
              )
              .catch((error: unknown) => ({
                isValid: false,
                message: error instanceof ApiError ? error.message : undefined,
              }));
            if (!verified.isValid) {
              setProblem(verified.message ?? t('form.errors.notVerified'));
              return;
            }
            const created = await create.mutateAsync(request).catch(() => null);
            if (created) navigate(`/revenue-split/${created.id}`);
          }}
        >
          {(form) => <ContractFields form={form} problem={problem} onPreview={preview} />}
        </Formik>
      </Card>
    </PageLayout>
  );
}
