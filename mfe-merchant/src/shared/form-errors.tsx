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

/**
 * A formik form's errors as the merchant forms show them: `shown(field)`, a field's error once it was touched or a
 * submit was tried; `lines`, after a submit, one "Field: what is wrong" line per invalid field for the
 * `ErrorSummary`, each field named by `labelOf`.
 */
export function formErrors<Field extends string>(
  form: {
    submitCount: number;
    touched: Partial<Record<Field, unknown>>;
    errors: Partial<Record<Field, unknown>>;
  },
  fields: readonly Field[],
  labelOf: (field: Field) => string,
) {
  const shown = (field: Field): string | undefined =>
    form.submitCount > 0 || form.touched[field] ? (form.errors[field] as string | undefined) : undefined;
  const lines =
    form.submitCount > 0
      ? fields.flatMap((field) =>
          form.errors[field] ? [`${labelOf(field)}: ${String(form.errors[field])}`] : [],
        )
      : [];
  return { shown, lines };
}
