import type { TFunction } from 'i18next';
import { ValidationError, type AnyObjectSchema } from 'yup';

/**
 * What a yup test of this remote reports instead of a text: a key under the `transfers` namespace and its
 * values. The schemas stay free of `t` (they live with their operations), and the form translates at the edge.
 * A type alias, not an interface: yup takes an object message only as a `Record`, which an alias satisfies.
 */
export type FieldProblem = {
  key: string;
  values?: Record<string, unknown>;
};

/** A {@link FieldProblem} to pass as a yup message (yup keeps non-string messages as they are). */
export function fieldProblem(key: string, values?: Record<string, unknown>): FieldProblem {
  return { key, values };
}

function isFieldProblem(message: unknown): message is FieldProblem {
  return typeof message === 'object' && message !== null && typeof (message as FieldProblem).key === 'string';
}

/**
 * Runs a form's yup schema on its values and gives formik's errors: one text per field, the first problem found
 * (the tests of a field are ordered from "missing" to the finer rules). `context` reaches the tests as
 * `this.options.context`: what the form knows beside its values (the account's currency, the max amount, the
 * payee check). Strict, so typed text is checked as typed: no cast turns `""` into something else.
 */
export function schemaErrors<Values extends object>(
  schema: AnyObjectSchema,
  values: Values,
  context: object,
  t: TFunction<'transfers'>,
): Partial<Record<keyof Values & string, string>> {
  try {
    schema.validateSync(values, { abortEarly: false, strict: true, context });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Partial<Record<string, string>> = {};
    for (const failure of error.inner.length > 0 ? error.inner : [error]) {
      const path = failure.path;
      const message: unknown = failure.errors[0];
      if (!path || errors[path] !== undefined) continue;
      errors[path] = isFieldProblem(message) ? t(message.key, message.values ?? {}) : String(message);
    }
    return errors as Partial<Record<keyof Values & string, string>>;
  }
}
