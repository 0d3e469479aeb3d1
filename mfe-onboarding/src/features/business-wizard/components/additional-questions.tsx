import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTROL_ACCOUNT_WITH_FOLLOW_UP,
  type AdditionalQuestion,
  type AdditionalQuestionAnswer,
  type BusinessRegistrationDraft,
} from '@portal/api/catalogue';
import { Button, TextField } from '@portal/ui/components';
import { useAdditionalQuestions } from '../../../shared/additional-questions';
import styles from './business-wizard.module.css';
import { useWizard } from './wizard-context';

const K = 'businessRegistration';

function answerOf(draft: BusinessRegistrationDraft, id: AdditionalQuestion['id']): AdditionalQuestionAnswer {
  return (
    draft.additionalQuestionAnswers?.find((answer) => answer.questionId === id) ?? {
      questionId: id,
      answer: '',
      details: '',
      name: '',
      date: '',
    }
  );
}

/**
 * The business additional questions of the due-diligence step (spec 01 §3): `businessAnotherAccount` a yes/no whose yes
 * asks for details in a textarea; `controlAccount` a radio whose value 2 asks for the controlling person's name and a
 * date. The questions and their answers' labels come from the sandbox in the page's language.
 */
export function AdditionalQuestions() {
  const { t } = useTranslation('onboarding');
  const questions = useAdditionalQuestions('business');
  const { draft, update, errorOf } = useWizard();
  const set = (id: AdditionalQuestion['id'], change: Partial<AdditionalQuestionAnswer>) =>
    update((next) => {
      const answers = next.additionalQuestionAnswers ?? [];
      const current = answerOf(next, id);
      next.additionalQuestionAnswers = [
        ...answers.filter((answer) => answer.questionId !== id),
        { ...current, ...change },
      ];
    });
  if (questions.isPending) return <p className={styles.muted}>{t(`${K}.questions.loading`)}</p>;
  if (questions.isError)
    return (
      <div role="alert" className={styles.error}>
        <p>{t(`${K}.questions.failed`)}</p>
        <Button variant="secondary" onClick={() => void questions.refetch()}>
          {t(`${K}.questions.retry`)}
        </Button>
      </div>
    );
  return (
    <>
      {questions.data.map((question) => (
        <Question
          key={question.id}
          question={question}
          answer={answerOf(draft, question.id)}
          onChange={(change) => set(question.id, change)}
          errorOf={(field) => errorOf(`additionalQuestionAnswers.${question.id}.${field}`)}
        />
      ))}
    </>
  );
}

function Question({
  question,
  answer,
  onChange,
  errorOf,
}: {
  question: AdditionalQuestion;
  answer: AdditionalQuestionAnswer;
  onChange: (change: Partial<AdditionalQuestionAnswer>) => void;
  errorOf: (field: keyof AdditionalQuestionAnswer) => string | undefined;
}) {
  const { t } = useTranslation('onboarding');
  const name = useId();
  const options =
    question.answerType === 'yesNo'
      ? [
          { value: 'yes', label: t(`${K}.yes`) },
          { value: 'no', label: t(`${K}.no`) },
        ]
      : (question.options ?? []).map((option) => ({ value: String(option.value), label: option.label }));
  const error = errorOf('answer');
  const followUp =
    question.answerType === 'choice' && Number(answer.answer) === CONTROL_ACCOUNT_WITH_FOLLOW_UP;
  const detailsError = errorOf('details');
  return (
    <>
      <fieldset className={styles.fieldset} aria-describedby={error ? `${name}-error` : undefined}>
        <legend>{question.text}</legend>
        <div className={question.answerType === 'yesNo' ? styles.radios : styles.checkGrid}>
          {options.map((option) => (
            <label key={option.value} className={styles.check}>
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={answer.answer === option.value}
                onChange={() => onChange({ answer: option.value })}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${name}-error`} className={styles.error}>
            {error}
          </p>
        ) : null}
      </fieldset>
      {question.answerType === 'yesNo' && answer.answer === 'yes' ? (
        <div className={styles.textareaField}>
          <label htmlFor={`${name}-details`} className={styles.textareaLabel}>
            {t(`${K}.questions.details`)}
          </label>
          <textarea
            id={`${name}-details`}
            className={styles.textarea}
            rows={3}
            maxLength={2000}
            value={answer.details}
            aria-invalid={detailsError ? true : undefined}
            aria-describedby={detailsError ? `${name}-details-error` : undefined}
            onChange={(event) => onChange({ details: event.target.value })}
          />
          {detailsError ? (
            <p id={`${name}-details-error`} className={styles.error}>
              {detailsError}
            </p>
          ) : null}
        </div>
      ) : null}
      {followUp ? (
        <>
          <TextField
            label={t(`${K}.questions.controllerName`)}
            value={answer.name}
            autoComplete="off"
            onChange={(event) => onChange({ name: event.target.value })}
            error={errorOf('name')}
          />
          <TextField
            label={t(`${K}.questions.controllerDate`)}
            type="date"
            value={answer.date}
            onChange={(event) => onChange({ date: event.target.value })}
            error={errorOf('date')}
          />
        </>
      ) : null}
    </>
  );
}
