import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submission that failed validation, moves focus to the first invalid field of the form, in document order,
 * so keyboard and screen-reader users land on what needs fixing.
 */
export function useFocusFirstError(
  formRef: RefObject<HTMLFormElement | null>,
  { submitCount, isValidating, errors }: { submitCount: number; isValidating: boolean; errors: object },
): void {
  const handled = useRef(0);
  useEffect(() => {
    // Formik counts the attempt before it validates: wait for the verdict of this attempt.
    if (isValidating || submitCount === handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.focus();
  }, [formRef, submitCount, isValidating, errors]);
}

/**
 * Moves focus to a step's heading whenever `step` changes (not on the first render, where focus stays where the
 * page put it), so a screen reader announces the new step.
 */
export function useFocusOnChange<T extends HTMLElement>(step: unknown, skip = false): RefObject<T | null> {
  const ref = useRef<T>(null);
  const first = useRef(true);
  const skipRef = useRef(skip);
  // Declared before the focus effect, so it runs first in the same commit.
  useEffect(() => {
    skipRef.current = skip;
  });
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A step that focuses its own field (the one-time code) keeps that focus.
    if (!skipRef.current) ref.current?.focus();
  }, [step]);
  return ref;
}
