/** The fields of the PIN change form (spec 02 §5: PIN change needs pin and pinRepeat). */
export interface PinForm {
  pin: string;
  pinRepeat: string;
}

/** Why a PIN field is refused; each is a text under `cards.pin.errors.`. */
export type PinError = 'required' | 'format' | 'sameDigits' | 'sequence' | 'repeatRequired' | 'mismatch';

const FOUR_DIGITS = /^\d{4}$/;

/** 1234-style ascending or 4321-style descending runs: each digit one above (or below) the one before. */
export function isDigitRun(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((digit, index) => digit - (digits[index] as number));
  return steps.length > 0 && (steps.every((step) => step === 1) || steps.every((step) => step === -1));
}

/**
 * The client-side PIN rules, the same the sandbox applies: exactly 4 digits, not one digit four times, not an
 * ascending or descending run, and the repeat equal to the PIN.
 */
export function pinErrors({ pin, pinRepeat }: PinForm): Partial<Record<keyof PinForm, PinError>> {
  const errors: Partial<Record<keyof PinForm, PinError>> = {};
  if (pin === '') errors.pin = 'required';
  else if (!FOUR_DIGITS.test(pin)) errors.pin = 'format';
  else if (/^(\d)\1{3}$/.test(pin)) errors.pin = 'sameDigits';
  else if (isDigitRun(pin)) errors.pin = 'sequence';
  if (pinRepeat === '') errors.pinRepeat = 'repeatRequired';
  else if (pin !== pinRepeat) errors.pinRepeat = 'mismatch';
  return errors;
}
