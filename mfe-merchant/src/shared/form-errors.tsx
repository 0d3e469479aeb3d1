import { useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@portal/ui/components';

/**
 * DESIGN §4 on every form: after a refused submit the focus goes to the first invalid field (or, with none marked,
 * to the error summary), and an alert region names every error. Put `formRef` on the form and call `submitted()`
 * once a submit attempt settled; with no invalid field and no summary, nothing is focused.
 */
export function useSubmitFocus() {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return undefined;
    const timer = setTimeout(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (invalid ?? summaryRef.current)?.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [attempt]);
  return { formRef, summaryRef, submitted: () => setAttempt((n) => n + 1) };
}

/** The alert over a form naming its errors ("Field: what is wrong"), shown after a submit was refused. */
export function ErrorSummary({
  lines,
  summaryRef,
}: {
  lines: readonly string[];
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  const { t } = useTranslation('merchant');
  if (lines.length === 0) return null;
  return (
    <div ref={summaryRef} tabIndex={-1}>
      <Alert tone="error" title={t('shared.formErrors')}>
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}

/**
 * A field's blur for formik, except when the focus goes to its form's submit button: the field is then not marked
 * touched, so its error line does not appear under it between the press and the release of the button, moving the
 * button from under the pointer and losing the click. The submit shows every error anyway.
 */
export function fieldBlur(form: { handleBlur: (event: FocusEvent<HTMLElement>) => void }) {
  return (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    const field = event.currentTarget as HTMLElement & { form?: HTMLFormElement | null };
    if (next instanceof HTMLButtonElement && next.type === 'submit' && next.form && next.form === field.form)
      return;
    form.handleBlur(event);
  };
}
