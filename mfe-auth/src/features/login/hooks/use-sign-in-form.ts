import { useCallback, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';

type Errors<V> = Partial<Record<keyof V, string>>;

export interface SignInForm<V extends Record<string, string>> {
  values: V;
  errors: Errors<V>;
  touched: Partial<Record<keyof V, boolean>>;
  isSubmitting: boolean;
  /** Always false: validation is synchronous. Kept for `useFocusFirstError`. */
  isValidating: boolean;
  submitCount: number;
  handleChange: (event: ChangeEvent<HTMLInputElement>) => void;
  handleBlur: (event: FocusEvent<HTMLInputElement>) => void;
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  setFieldValue: (name: keyof V, value: string) => void;
}

/**
 * The sign-in page's forms: text fields with synchronous rules, Formik's behaviour where the page relies on it
 * (errors follow every change, a field shows its error once touched, a submit touches every field and sends
 * only valid values, `isSubmitting` while the submit runs). Formik itself stays with the other forms: on the
 * one page with a byte budget it cost ~10 KB on the wire for two fields (issue 11).
 */
export function useSignInForm<V extends Record<string, string>>({
  initialValues,
  validate,
  onSubmit,
}: {
  initialValues: V;
  validate: (values: V) => Errors<V>;
  onSubmit: (values: V) => Promise<void>;
}): SignInForm<V> {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const latest = useRef(values);
  latest.current = values;
  const submitting = useRef(false);

  const setFieldValue = useCallback((name: keyof V, value: string) => {
    setValues((before) => ({ ...before, [name]: value }));
  }, []);
  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => setFieldValue(event.target.name, event.target.value),
    [setFieldValue],
  );
  const handleBlur = useCallback((event: FocusEvent<HTMLInputElement>) => {
    const { name } = event.target;
    setTouched((before) => ({ ...before, [name]: true }));
  }, []);
  const handleSubmit = useCallback(
    (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      if (submitting.current) return;
      const current = latest.current;
      setTouched(Object.fromEntries(Object.keys(current).map((name) => [name, true])) as typeof touched);
      setSubmitCount((count) => count + 1);
      if (Object.keys(validate(current)).length > 0) return;
      submitting.current = true;
      setSubmitting(true);
      void onSubmit(current).finally(() => {
        submitting.current = false;
        setSubmitting(false);
      });
    },
    [validate, onSubmit],
  );

  return {
    values,
    errors: validate(values),
    touched,
    isSubmitting,
    isValidating: false,
    submitCount,
    handleChange,
    handleBlur,
    handleSubmit,
    setFieldValue,
  };
}
