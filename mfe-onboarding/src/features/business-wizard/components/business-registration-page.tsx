import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BusinessRegistrationDraft } from '@portal/api/catalogue';
import { ApiError } from '@portal/api/errors';
import {
  REGISTRATION_SECTIONS,
  clearSourceDetailsAtOrBelowThreshold,
  readRefusalLine,
  registrationPayload,
  registrationProblems,
  sectionStatus,
  userEmailAllowed,
  type RegistrationSection,
} from '@portal/api/registration';
import { useServices } from '@portal/session/react';
import { Alert, Button, Dialog, PageLayout, VisuallyHidden } from '@portal/ui/components';
import { AreaLink } from '../../../shared/portal-navigation';
import { clearDraft, loadDraft, saveDraft, type WizardStep } from '../api/draft-store';
import { sectionOfPath } from '../utils/refusal-sections';
import { isEmbedded, embeddedDevice } from '../utils/embedded-device';
import styles from './business-wizard.module.css';
import { DueDiligenceStep, FinancialStep, GeneralStep, LegalStep } from './forms';
import { HumanCheck } from './human-check';
import { RoleHub } from './people';
import { ShareholdersHub } from './shareholders-hub';
import { UsersHub } from './users-hub';
import { WizardContext, copyDraft, type WizardState } from './wizard-context';

const K = 'businessRegistration';
const STEPS: readonly WizardStep[] = [...REGISTRATION_SECTIONS, 'review'];

type StepFlag = 'good' | 'bad' | 'notStarted';
const FLAG_CLASS: Record<StepFlag, string | undefined> = {
  good: styles.flagGood,
  bad: styles.flagBad,
  notStarted: styles.flagNotStarted,
};

/**
 * `register/business` (spec 03 §2, §4 "Registration wizard"; issue 29 item 3): the general form, financial
 * information, due diligence and legal, then the hubs for directors, shareholders, owners and users; each section
 * flagged good or bad, submission only when all pass and the human check is done. The draft is kept in this browser
 * (version 3.54, never the password), restored on a reload, discarded on another version, removed on sign-out.
 */
export function BusinessRegistrationPage() {
  const { t } = useTranslation('onboarding');
  const { method, brand } = useServices();
  const [initial] = useState(loadDraft);
  const [draft, setDraft] = useState<BusinessRegistrationDraft>(initial.draft);
  const [step, setStep] = useState(Math.min(initial.step, STEPS.length - 1));
  const [shown, setShown] = useState<ReadonlySet<WizardStep>>(
    () => new Set(initial.restored ? STEPS.slice(0, initial.step) : []),
  );
  /** The step a restored draft was left at: the customer has been up to there. Cleared with the draft. */
  const [restoredStep, setRestoredStep] = useState<number | null>(initial.restored ? initial.step : null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [captcha, setCaptcha] = useState<string | undefined>();
  const [emailStatus, setEmailStatus] = useState<Record<string, number>>({});
  const [ownerEmailStatus, setOwnerEmailStatus] = useState<number | undefined>();
  const [refused, setRefused] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ email: string; usersInvited: number } | null>(null);
  const [notice, setNotice] = useState<'discarded' | 'restored' | null>(
    initial.discarded ? 'discarded' : initial.restored ? 'restored' : null,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (!sent) saveDraft(draft, step);
  }, [draft, step, sent]);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [step]);

  const problems = useMemo(
    () =>
      registrationProblems(draft, { sourceOfWealthEnable: brand.sourceOfWealthEnable, today: new Date() }),
    [draft, brand.sourceOfWealthEnable],
  );
  const status = sectionStatus(problems);
  const usersEmailsOk = draft.persons
    .filter((person) => person.isUser)
    .every((person) => userEmailAllowed(emailStatus[person.id]));
  const update = useCallback((change: (draft: BusinessRegistrationDraft) => void) => {
    setDraft((previous) => {
      const next = copyDraft(previous);
      change(next);
      return clearSourceDetailsAtOrBelowThreshold(next, previous);
    });
  }, []);
  const checkUserEmail = useCallback(
    (personId: string, email: string) => {
      if (!email.trim()) return;
      setEmailStatus((statuses) => ({ ...statuses, [personId]: 2 }));
      method.call('checkEmail', { email: email.trim() }, { popup: false }).then(
        (answer) =>
          setEmailStatus((statuses) => ({
            ...statuses,
            [personId]: !answer.exist ? 0 : answer.isEmployee ? 3 : 1,
          })),
        () => setEmailStatus((statuses) => ({ ...statuses, [personId]: -1 })),
      );
    },
    [method],
  );
  // A restored draft's users are checked again: the e-mail may have been taken since.
  useEffect(() => {
    for (const person of initial.draft.persons) if (person.isUser) checkUserEmail(person.id, person.email);
  }, [initial, checkUserEmail]);

  const sectionOfStep = STEPS[step]!;
  // A form's problems show once its step was left (or the review reached); the tree's and the users' as they are
  // built, since each change there can break a rule elsewhere in the tree.
  const visible = (section: RegistrationSection) =>
    shown.has(section) ||
    shown.has('review') ||
    (section === sectionOfStep && section === 'shareholders' && draft.shareholders.length > 0) ||
    (section === sectionOfStep && section === 'users' && draft.persons.some((person) => person.isUser));
  const state: WizardState = {
    draft,
    update,
    problems,
    errorOf: (path) => {
      const problem = problems.find((candidate) => candidate.path === path);
      return problem && visible(problem.section) ? t(`${K}.problems.${problem.key}`) : undefined;
    },
    errorsUnder: (prefix) =>
      problems
        .filter((problem) => problem.path.startsWith(prefix) && visible(problem.section))
        .map(
          (problem) =>
            `${t(`${K}.fieldNames.${problem.path.split('.').at(-1)}`, { defaultValue: problem.path.split('.').at(-1) })}: ${t(`${K}.problems.${problem.key}`)}`,
        )
        .filter((text, index, all) => all.indexOf(text) === index),
    sourceOfWealthEnable: brand.sourceOfWealthEnable,
    emailStatus,
    checkUserEmail,
  };

  // Another step renders as a transition (issue 49 item 3): the press paints at once, and the next step's form, a
  // whole page of fields, renders in slices after it instead of in the task of the press (128 ms at 4× CPU).
  const go = (next: number) =>
    startTransition(() => {
      setShown((previous) => new Set([...previous, sectionOfStep]));
      setStep(Math.max(0, Math.min(STEPS.length - 1, next)));
    });
  const clear = () => {
    clearDraft();
    setDraft(loadDraft().draft);
    setStep(0);
    setShown(new Set());
    setRestoredStep(null);
    setEmailStatus({});
    setRefused([]);
    setConfirmClear(false);
    setNotice(null);
  };
  const checkOwnerEmail = () => {
    const email = draft.generalForm.email.trim();
    if (!email) return;
    method.call('checkEmail', { email }, { popup: false }).then(
      (answer) => setOwnerEmailStatus(answer.exist ? 1 : 0),
      () => setOwnerEmailStatus(undefined),
    );
  };
  const ready = problems.length === 0 && usersEmailsOk && ownerEmailStatus !== 1 && captcha !== undefined;
  const submit = async () => {
    if (!ready || !captcha) return;
    setSending(true);
    setRefused([]);
    try {
      const answer = await method.call(
        'createBusinessAccount',
        { ...registrationPayload(draft), captcha, ...(isEmbedded() ? { device: embeddedDevice() } : {}) },
        { popup: false },
      );
      clearDraft();
      setSent({ email: draft.generalForm.email.trim(), usersInvited: answer.usersInvited });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const lines = error.validationErrors.length > 0 ? error.validationErrors : [error.message];
      setRefused(lines);
      // A solution is spent only by a registration that went through; a new one is made anyway.
      setCaptcha(undefined);
      const first = sectionOfPath(draft, lines[0] ?? '');
      if (first && first !== 'legal') setStep(STEPS.indexOf(first));
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <PageLayout title={t(`${K}.sent.title`)}>
        <Alert tone="success">
          <p>{t(`${K}.sent.text`, { email: sent.email })}</p>
          {sent.usersInvited > 0 ? <p>{t(`${K}.sent.users`, { count: sent.usersInvited })}</p> : null}
        </Alert>
        <p className={styles.links}>
          <AreaLink href="/login">{t('registration.personal.signIn')}</AreaLink>
        </p>
      </PageLayout>
    );

  const stepTitle = (candidate: WizardStep) => t(`${K}.steps.${candidate}`);
  /**
   * A step's flag in the list: complete, or "needs attention" once the customer has been there (left it, reached
   * the review, or it was reached before a reload); until then "not started", never a red "!" on steps nobody has
   * opened yet (issue 47 item 10).
   */
  const stepFlag = (candidate: WizardStep, index: number): StepFlag => {
    if (candidate === 'review' ? ready : status[candidate] === 'good') return 'good';
    const started =
      shown.has(candidate) ||
      step === STEPS.indexOf('review') ||
      shown.has('review') ||
      (restoredStep !== null && index <= restoredStep);
    return started ? 'bad' : 'notStarted';
  };
  /** A refusal line in the customer's language: its step, the field where there is one, and what is wrong. */
  const refusalText = (line: string) => {
    const read = readRefusalLine(line);
    if (!read) return line;
    const section = sectionOfPath(draft, read.path);
    const field = read.path.split('.').at(-1) ?? '';
    const fieldLabel = t(`${K}.fields.${field}`, { defaultValue: '' });
    const problem = t(`${K}.problems.${read.key}`, { defaultValue: '' }) || t(`${K}.refusals.${read.key}`);
    return [section ? stepTitle(section) : '', fieldLabel, problem].filter(Boolean).join(' — ');
  };
  return (
    <WizardContext.Provider value={state}>
      <PageLayout title={t(`${K}.title`)} description={t(`${K}.description`)}>
        {notice ? (
          <Alert tone="info">
            <p>{t(`${K}.notice.${notice}`)}</p>
          </Alert>
        ) : null}
        {refused.length > 0 ? (
          <Alert tone="error">
            <p>{refused.map(refusalText).join(', ')}</p>
          </Alert>
        ) : null}
        <div className={styles.wizard}>
          <nav aria-label={t(`${K}.stepsLabel`)} className={styles.stepNav}>
            <ol>
              {STEPS.map((candidate, index) => {
                const flag = stepFlag(candidate, index);
                return (
                  <li key={candidate}>
                    <button
                      type="button"
                      className={index === step ? styles.stepCurrent : styles.step}
                      aria-current={index === step ? 'step' : undefined}
                      onClick={() => go(index)}
                    >
                      <span className={FLAG_CLASS[flag]} aria-hidden="true">
                        {flag === 'good' ? '✓' : flag === 'bad' ? '!' : index + 1}
                      </span>
                      <span>{stepTitle(candidate)}</span>
                      <VisuallyHidden>{` (${t(`${K}.${flag}`)})`}</VisuallyHidden>
                    </button>
                  </li>
                );
              })}
            </ol>
          </nav>
          <section className={styles.stepBody} aria-labelledby="wizard-step-heading">
            <h2 id="wizard-step-heading" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
              {t(`${K}.stepOf`, { step: step + 1, count: STEPS.length })} {stepTitle(sectionOfStep)}
            </h2>
            {sectionOfStep === 'general' ? (
              <GeneralStep
                onEmailBlur={checkOwnerEmail}
                emailMessage={ownerEmailStatus === 1 ? t(`${K}.people.ownerEmailTaken`) : undefined}
              />
            ) : null}
            {sectionOfStep === 'financial' ? <FinancialStep /> : null}
            {sectionOfStep === 'dueDiligence' ? <DueDiligenceStep /> : null}
            {sectionOfStep === 'legal' ? <LegalStep /> : null}
            {sectionOfStep === 'directors' ? <RoleHub role="directors" /> : null}
            {sectionOfStep === 'shareholders' ? <ShareholdersHub /> : null}
            {sectionOfStep === 'owners' ? <RoleHub role="owners" /> : null}
            {sectionOfStep === 'users' ? <UsersHub /> : null}
            {sectionOfStep === 'review' ? (
              <div className={styles.form}>
                {problems.length > 0 || !usersEmailsOk ? (
                  <Alert tone="warning">
                    <p>{t(`${K}.review.notReady`)}</p>
                    <ul className={styles.problemList}>
                      {REGISTRATION_SECTIONS.filter((section) => status[section] === 'bad').map((section) => (
                        <li key={section}>
                          <button
                            type="button"
                            className={styles.linkButton}
                            onClick={() => go(STEPS.indexOf(section))}
                          >
                            {stepTitle(section)}
                          </button>
                          {': '}
                          {problems
                            .filter((problem) => problem.section === section)
                            .map((problem) => t(`${K}.problems.${problem.key}`))
                            .filter((text, index, all) => all.indexOf(text) === index)
                            .join(', ')}
                        </li>
                      ))}
                    </ul>
                  </Alert>
                ) : (
                  <Alert tone="success">
                    <p>{t(`${K}.review.ready`)}</p>
                  </Alert>
                )}
                <HumanCheck onSolved={setCaptcha} key={refused.join('|')} />
                <Button type="button" onClick={() => void submit()} disabled={!ready} loading={sending}>
                  {t(`${K}.review.submit`)}
                </Button>
              </div>
            ) : null}
            <div className={styles.stepActions}>
              {step > 0 ? (
                <Button type="button" variant="secondary" onClick={() => go(step - 1)}>
                  {t(`${K}.back`)}
                </Button>
              ) : null}
              {step < STEPS.length - 1 ? (
                <Button type="button" onClick={() => go(step + 1)}>
                  {t(`${K}.next`)}
                </Button>
              ) : null}
              <Button type="button" variant="ghost" onClick={() => setConfirmClear(true)}>
                {t(`${K}.clear`)}
              </Button>
            </div>
          </section>
        </div>
        <p className={styles.links}>
          <Link to="/register">{t('registration.personal.back')}</Link>
          <AreaLink href="/login">{t('registration.personal.signIn')}</AreaLink>
        </p>
        <Dialog
          open={confirmClear}
          title={t(`${K}.clearTitle`)}
          onClose={() => setConfirmClear(false)}
          closeLabel={t(`${K}.close`)}
          size="sm"
          actions={
            <>
              <Button type="button" variant="secondary" onClick={() => setConfirmClear(false)}>
                {t(`${K}.cancel`)}
              </Button>
              <Button type="button" variant="danger" onClick={clear}>
                {t(`${K}.clearConfirm`)}
              </Button>
            </>
          }
        >
          <p>{t(`${K}.clearText`)}</p>
        </Dialog>
      </PageLayout>
    </WizardContext.Provider>
  );
}
