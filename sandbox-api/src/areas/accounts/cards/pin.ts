import { randomInt } from 'node:crypto';

/** spec 02 §5: PIN change needs pin and pinRepeat; the rules on the PIN itself are ours (issuer practice). */
export const PIN_PATTERN = '^[0-9]{4}$';

/** 1234, 2345, ... and 4321, 5432, ...: each digit one more, or each one less, than the one before. */
function isRun(pin: string): boolean {
  const steps = Array.from(pin.slice(1), (digit, index) => Number(digit) - Number(pin[index]));
  return steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

/** The reasons a new PIN is refused, as `field: reason` lines; none when it may be used. */
export function pinRuleViolations(pin: string, pinRepeat: string, currentPin?: string | null): string[] {
  const lines: string[] = [];
  if (/^(\d)\1+$/.test(pin)) lines.push('pin: must not be one digit repeated, such as 1111');
  else if (isRun(pin)) lines.push('pin: must not be a run of digits, such as 1234 or 4321');
  else if (currentPin && pin === currentPin) lines.push('pin: must differ from the current PIN');
  if (pinRepeat !== pin) lines.push('pinRepeat: does not match the PIN');
  return lines;
}

/** A random PIN that passes the rules (card activation answers one). */
export function newPin(): string {
  for (;;) {
    const pin = String(randomInt(0, 10_000)).padStart(4, '0');
    if (pinRuleViolations(pin, pin).length === 0) return pin;
  }
}
