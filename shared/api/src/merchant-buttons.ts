/**
 * Saved payment buttons (spec 03 §3 "Saved button: id plus form data", §7 "Saved button list, get, create, update,
 * delete"; issue 33 item 4): the rules of the form data, shared by the portal's form and the sandbox, the live preview's
 * model and the HTML snippet the merchant pastes into a web page. The form data is ours (the spec shows none).
 */
import { BUTTON_TYPES, type ButtonType, type SavedButton, type SavedButtonForm } from './catalogue/merchant';
import type { DecimalString } from './catalogue/accounts';
import { formatMoney, isPositiveDecimal, minorUnits } from './money';

/** The colours a button may take. */
export const BUTTON_COLORS = ['blue', 'green', 'black', 'white'] as const;
export type ButtonColor = (typeof BUTTON_COLORS)[number];
export const BUTTON_PERIODS = ['week', 'month', 'year'] as const;

/**
 * Background, text and border of each colour; every pair keeps at least 4.5:1 (WCAG 2.2 AA, DESIGN §4): white on
 * #1d4ed8 is 6.7:1, on #15803d 5.0:1, on #111827 17:1; #111827 on white 17:1.
 */
export const BUTTON_PALETTE: Readonly<
  Record<ButtonColor, { background: string; text: string; border: string }>
> = {
  blue: { background: '#1d4ed8', text: '#ffffff', border: '#1d4ed8' },
  green: { background: '#15803d', text: '#ffffff', border: '#15803d' },
  black: { background: '#111827', text: '#ffffff', border: '#111827' },
  white: { background: '#ffffff', text: '#111827', border: '#111827' },
};

/** Limits of the form's texts (ours). */
export const BUTTON_LIMITS = { name: 100, itemName: 127, itemNumber: 64, buttonText: 40, url: 2048 } as const;

const DECIMAL = /^(\d{1,12})(?:\.(\d+))?$/;

export type ButtonAmountProblem = 'required' | 'format' | 'decimals' | 'positive';

/**
 * An amount's problem: a decimal string over 0 with at most the currency's minor units; required unless the button
 * is a donation (the payer chooses; an amount given there is still checked).
 */
export function buttonAmountProblem(
  amount: string | undefined,
  buttonType: ButtonType,
  currencyCode: string,
): ButtonAmountProblem | undefined {
  const text = (amount ?? '').trim();
  if (text === '') return buttonType === 'donate' ? undefined : 'required';
  const match = DECIMAL.exec(text);
  if (!match) return 'format';
  if ((match[2]?.length ?? 0) > minorUnits(currencyCode)) return 'decimals';
  if (!isPositiveDecimal(text)) return 'positive';
  return undefined;
}

/** An http(s) address without credentials, or nothing; never `javascript:` or the like (the snippet links to it). */
export function isButtonUrl(value: string | undefined): boolean {
  if (value === undefined || value === '') return true;
  if (value.length > BUTTON_LIMITS.url) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

/** Every problem of a button's form data as `field: message` lines (the sandbox answers them with TA1). */
export function savedButtonProblems(form: SavedButtonForm): string[] {
  const problems: string[] = [];
  const text = (field: keyof SavedButtonForm, value: string | undefined, max: number, required = true) => {
    const trimmed = (value ?? '').trim();
    if (required && trimmed === '') problems.push(`${field}: is required`);
    else if (trimmed.length > max) problems.push(`${field}: at most ${max} characters`);
  };
  text('name', form.name, BUTTON_LIMITS.name);
  if (!(BUTTON_TYPES as readonly string[]).includes(form.buttonType))
    problems.push('buttonType: is not known');
  text('itemName', form.itemName, BUTTON_LIMITS.itemName);
  text('itemNumber', form.itemNumber, BUTTON_LIMITS.itemNumber, false);
  if (!/^[A-Z]{3,4}$/.test(form.currencyCode ?? '')) problems.push('currencyCode: is not a currency');
  else {
    const amountProblem = buttonAmountProblem(form.amount, form.buttonType, form.currencyCode);
    if (amountProblem) problems.push(`amount: ${amountProblem}`);
  }
  if (!Number.isInteger(form.accountId) || form.accountId <= 0) problems.push('accountId: is required');
  if (form.buttonType === 'subscribe' && !(BUTTON_PERIODS as readonly string[]).includes(form.period ?? ''))
    problems.push('period: is required for a subscription');
  text('buttonText', form.buttonText, BUTTON_LIMITS.buttonText);
  if (!(BUTTON_COLORS as readonly string[]).includes(form.buttonColor))
    problems.push('buttonColor: is not known');
  if (!isButtonUrl(form.successUrl)) problems.push('successUrl: must be an http(s) address');
  if (!isButtonUrl(form.cancelUrl)) problems.push('cancelUrl: must be an http(s) address');
  return problems;
}

/** Text made safe inside HTML text and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** What the live preview draws: the button's face as the snippet will show it. */
export interface ButtonPreviewModel {
  text: string;
  /** The amount with its currency (minor units of the currency), or undefined when the payer chooses it. */
  amountText: string | undefined;
  /** For subscriptions. */
  period: SavedButtonForm['period'];
  colors: { background: string; text: string; border: string };
  /** The logo's address, when one is chosen and known. */
  logoUrl: string | undefined;
  itemName: string;
}

/**
 * The preview of a button being edited: what is typed so far, shown as it will look. An amount that is not a valid
 * decimal yet is left out rather than shown wrong.
 */
export function buttonPreviewModel(
  form: Pick<
    SavedButtonForm,
    'buttonText' | 'buttonColor' | 'amount' | 'currencyCode' | 'buttonType' | 'period' | 'itemName'
  >,
  { logoUrl, language = 'en' }: { logoUrl?: string; language?: string } = {},
): ButtonPreviewModel {
  const amount = form.amount?.trim() ?? '';
  const validAmount =
    amount !== '' &&
    form.currencyCode !== '' &&
    !buttonAmountProblem(amount, form.buttonType, form.currencyCode);
  return {
    text: form.buttonText.trim(),
    amountText: validAmount ? formatMoney(amount as DecimalString, form.currencyCode, language) : undefined,
    period: form.buttonType === 'subscribe' ? form.period : undefined,
    colors: BUTTON_PALETTE[form.buttonColor] ?? BUTTON_PALETTE.blue,
    logoUrl: logoUrl || undefined,
    itemName: form.itemName.trim(),
  };
}

/**
 * The HTML a merchant pastes into a page: a form posting the button to the checkout, with its data as hidden fields
 * and a styled submit button. Every value is escaped (a name with `"` or `<` stays text), empty values are left out.
 *
 * @param checkoutBase the checkout's address (the brand's back end), e.g. `https://api.example/checkout`
 */
export function buttonSnippet(button: SavedButton, checkoutBase: string): string {
  const palette = BUTTON_PALETTE[button.buttonColor] ?? BUTTON_PALETTE.blue;
  const fields: [string, string | number | undefined][] = [
    ['buttonId', button.id],
    ['buttonType', button.buttonType],
    ['itemName', button.itemName],
    ['itemNumber', button.itemNumber],
    ['amount', button.amount],
    ['currencyCode', button.currencyCode],
    ['accountId', button.accountId],
    ['period', button.buttonType === 'subscribe' ? button.period : undefined],
    ['successUrl', button.successUrl],
    ['cancelUrl', button.cancelUrl],
  ];
  const hidden = fields
    .filter(([, value]) => value !== undefined && value !== null && String(value) !== '')
    .map(
      ([name, value]) =>
        `  <input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(String(value))}">`,
    );
  const style = [
    `background:${palette.background}`,
    `color:${palette.text}`,
    `border:2px solid ${palette.border}`,
    'border-radius:6px',
    'padding:10px 20px',
    'font:600 16px/1.2 system-ui,sans-serif',
    'cursor:pointer',
  ].join(';');
  return [
    `<form action="${escapeHtml(checkoutBase)}" method="post" target="_top">`,
    ...hidden,
    `  <button type="submit" style="${escapeHtml(style)}">${escapeHtml(button.buttonText)}</button>`,
    '</form>',
  ].join('\n');
}
