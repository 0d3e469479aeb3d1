import type { TFunction } from 'i18next';
import { boolean, object, string } from 'yup';
import {
  SUBSCRIPTION_FREQUENCIES,
  type SubscriptionFields,
  type SubscriptionFrequency,
} from '@portal/api/catalogue';
import { fieldProblem } from './form-validation';

/** The standing-order part of a transfer form (spec 02 §3 "Between-accounts transfer", §7 "P2P"). */
export interface StandingOrderValues {
  standingOrder: boolean;
  frequency: SubscriptionFrequency | '';
  /** `YYYY-MM-DD`. */
  endDate: string;
  /** How many payments in all, as typed. */
  count: string;
}

export const EMPTY_STANDING_ORDER: StandingOrderValues = {
  standingOrder: false,
  frequency: '',
  endDate: '',
  count: '',
};

/** Ours: a standing order runs at least twice (else it is a single transfer) and at most ten years monthly. */
export const STANDING_ORDER_COUNT = { min: 2, max: 120 } as const;

/** Why a standing-order field is refused; each is a text under `shared.standingOrder.errors.`. */
export type StandingOrderProblem =
  'frequencyRequired' | 'endRequired' | 'endDatePast' | 'endDateInvalid' | 'count';
export type StandingOrderErrors = Partial<Record<'frequency' | 'endDate' | 'count', StandingOrderProblem>>;

/** Today as `YYYY-MM-DD` in the user's time zone. */
export function localIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/**
 * Checks the standing-order fields when the toggle is on: a frequency, and an end (an end date in the future, a
 * count of 2 to 120 payments, or both).
 */
export function standingOrderErrors(
  values: StandingOrderValues,
  today: string = localIsoDate(),
): StandingOrderErrors {
  if (!values.standingOrder) return {};
  const errors: StandingOrderErrors = {};
  if (!(SUBSCRIPTION_FREQUENCIES as readonly string[]).includes(values.frequency))
    errors.frequency = 'frequencyRequired';
  const endDate = values.endDate.trim();
  const count = values.count.trim();
  if (endDate === '' && count === '') errors.endDate = 'endRequired';
  if (endDate !== '') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(endDate) || Number.isNaN(Date.parse(endDate)))
      errors.endDate = 'endDateInvalid';
    // ISO dates compare as text.
    else if (endDate <= today) errors.endDate = 'endDatePast';
  }
  if (count !== '') {
    const number = Number(count);
    if (!/^\d+$/.test(count) || number < STANDING_ORDER_COUNT.min || number > STANDING_ORDER_COUNT.max)
      errors.count = 'count';
  }
  return errors;
}

/** The subscription fields of the submit; none when the toggle is off. */
export function subscriptionFields(values: StandingOrderValues): SubscriptionFields {
  if (!values.standingOrder || values.frequency === '') return {};
  return {
    subscriptionFrequency: values.frequency,
    subscriptionEndDate: values.endDate.trim() || undefined,
    subscriptionTransactions: values.count.trim() ? Number(values.count.trim()) : undefined,
    subscriptionUserCancel: true,
  };
}

/** The validator's problems as texts (namespace `transfers`), for {@link StandingOrderFields} and summaries. */
export function standingOrderErrorTexts(
  t: TFunction<'transfers'>,
  problems: StandingOrderErrors,
): Partial<Record<keyof StandingOrderErrors, string>> {
  const texts: Partial<Record<keyof StandingOrderErrors, string>> = {};
  for (const field of ['frequency', 'endDate', 'count'] as const) {
    const problem = problems[field];
    if (problem) texts[field] = t(`shared.standingOrder.errors.${problem}`, STANDING_ORDER_COUNT);
  }
  return texts;
}

/** What the standing-order schema reads from yup's validation `context`. */
export interface StandingOrderSchemaContext {
  /** `YYYY-MM-DD`; the user's today when absent (tests pin it). */
  today?: string;
}

/** One field of the standing-order part, checked by {@link standingOrderErrors} on the whole part (its parent). */
function standingOrderField(field: keyof StandingOrderErrors) {
  return string()
    .default('')
    .test(`standingOrder-${field}`, function () {
      const { today } = (this.options.context ?? {}) as StandingOrderSchemaContext;
      const problem = standingOrderErrors(this.parent as StandingOrderValues, today)[field];
      return problem
        ? this.createError({
            message: fieldProblem(`shared.standingOrder.errors.${problem}`, STANDING_ORDER_COUNT),
          })
        : true;
    });
}

/**
 * The standing-order part of a transfer schema (spec 02 §3, §7), to `concat` into the operation's schema: the
 * fields are only checked while the toggle is on.
 */
export const standingOrderSchema = object({
  standingOrder: boolean().default(false),
  frequency: standingOrderField('frequency'),
  endDate: standingOrderField('endDate'),
  count: standingOrderField('count'),
});
