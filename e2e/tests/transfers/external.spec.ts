import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { asList } from '@portal/api/numeric';
import { formatMoney } from '@portal/api/money';
import { apiSession, type ApiSession } from '../../support/api';
import { signIn } from '../../support/portal';

/** Tina holds EUR 5000, USD 3000 and GBP 800 and approves nothing (sandbox seed-transfers). */
const TINA = 'tina.transfers@demo.test';

test.describe.configure({ mode: 'serial' });

/** An amount of the page ("€4,884.90", "1,234.500000 USDT") as units of its last decimal, exactly (no floats). */
function units(text: string, decimals: number): bigint {
  const number = text.replace(/[^\d.]/g, '');
  const [whole = '0', fraction = ''] = number.split('.');
  return BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
}

/** Units back to a decimal string. */
function decimal(value: bigint, decimals: number): string {
  const text = value.toString().padStart(decimals + 1, '0');
  return decimals === 0 ? text : `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}

async function openPage(page: Page) {
  await page.goto('/transfer/external');
  await expect(page.getByRole('heading', { level: 1, name: 'Send abroad or to a bank' })).toBeVisible();
}

/** Chooses where and how the money goes and from which account; answers the balance shown for it. */
async function choose(page: Page, country: string, kind: string, accountId: number): Promise<string> {
  await page.getByLabel('Country of the payee').selectOption(country);
  await page.getByRole('radio', { name: kind, exact: true }).check();
  const account = page.getByLabel('From account');
  if (await account.isEnabled()) await account.selectOption(String(accountId));
  const balance = page.getByTestId('source-balance');
  await expect(balance).toBeVisible();
  return (await balance.textContent()) ?? '';
}

/**
 * Reviews and sends, then checks the success panel: the balance the page shows drops by exactly the amount plus the
 * fee the panel names.
 */
async function sendAndCheckBalance(
  page: Page,
  amount: string,
  before: string,
  currencyCode: string,
  decimals: number,
) {
  await page.getByLabel(/^Amount/).fill(amount);
  await expect(page.getByTestId('external-costs')).toContainText('Fee:');
  await page.getByRole('button', { name: 'Review the transfer' }).click();
  await expect(page.getByRole('heading', { name: 'Check the transfer before you send it' })).toBeVisible();
  await page.getByRole('button', { name: /^Send / }).click();
  await expect(page.getByText('Transfer sent')).toBeVisible();
  const fee = (await page.getByTestId('done-fee').textContent()) ?? '';
  const expected = units(before, decimals) - units(amount, decimals) - units(fee, decimals);
  expect(units(fee, decimals)).toBeGreaterThan(0n);
  await expect(page.getByTestId('done-balance')).toHaveText(
    `Balance now: ${formatMoney(decimal(expected, decimals), currencyCode, 'en')}`,
  );
}

let api: ApiSession;
const accounts: Record<string, number> = {};

test.beforeAll(async ({ request }) => {
  api = await apiSession(request, TINA);
  const held = asList((await api.call('balanceInquiry', {})).accounts.account);
  for (const account of held) accounts[account.currencyCode] = account.accountId;
  // Interac pays in CAD and crypto from a coin wallet: Tina opens both and funds them from her euros, through the
  // same operations the portal offers (add currency, create wallet, between own accounts).
  if (!accounts.CAD) accounts.CAD = (await api.call('addCurrency', { currencyCode: 'CAD' })).accountId;
  if (!accounts.USDT) accounts.USDT = (await api.call('createWallet', { currencyCode: 'USDT' })).accountId;
  for (const currency of ['CAD', 'USDT'])
    await api.call('transferBetweenAccounts', {
      amount: '100.00',
      currency: 'EUR',
      fromAccount: accounts.EUR as number,
      toAccount: accounts[currency] as number,
    });
});

test.beforeEach(async ({ page }) => {
  await signIn(page, TINA);
  await openPage(page);
});

test('wire / bad IBAN length and checksum and a bad BIC are shown before anything is sent', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    const method = new URL(request.url()).searchParams.get('method');
    if (method === 'transferExternal' || method === 'lookupIban' || method === 'lookupSwift')
      sent.push(method);
  });
  await choose(page, 'DE', 'Bank wire', accounts.EUR as number);
  const iban = page.getByRole('textbox', { name: /^IBAN/ });
  await iban.fill('DE89 3704 0044 0532 0130');
  await iban.blur();
  await expect(iban).toHaveAccessibleDescription(/An IBAN from DE has 22 characters; this one has 20/);
  await iban.fill('DE88 3704 0044 0532 0130 00');
  await iban.blur();
  await expect(iban).toHaveAccessibleDescription(/The check digits do not match/);
  const bic = page.getByRole('textbox', { name: /BIC \/ SWIFT code/ });
  await bic.fill('DEUT1EFF');
  await bic.blur();
  await expect(bic).toHaveAccessibleDescription(/A BIC has 8 or 11 letters and digits/);
  await page.getByRole('textbox', { name: /^Payee name/ }).fill('Hans Muster');
  await page.getByRole('textbox', { name: /^Payee address/ }).fill('Hauptstrasse 1, 10115 Berlin');
  await page.getByLabel(/^Amount/).fill('10');
  await page.getByRole('button', { name: 'Review the transfer' }).click();
  await expect(page.getByText('Check the marked fields.')).toBeVisible();
  await expect(iban).toBeFocused();
  expect(sent).toEqual([]);
});

test('wire / a valid IBAN shows its bank, fills the BIC, and the sent transfer lowers the balance', async ({
  page,
}) => {
  const before = await choose(page, 'DE', 'Bank wire', accounts.EUR as number);
  await page.getByRole('textbox', { name: /^IBAN/ }).fill('DE89 3704 0044 0532 0130 00');
  await expect(page.getByTestId('iban-bank')).toContainText('Commerzbank');
  await expect(page.getByRole('textbox', { name: /BIC \/ SWIFT code/ })).toHaveValue('COBADEFFXXX');
  await expect(page.getByTestId('swift-bank')).toContainText('Commerzbank AG');
  await page.getByRole('textbox', { name: /^Payee name/ }).fill('Hans Muster');
  await page.getByRole('textbox', { name: /^Payee address/ }).fill('Hauptstrasse 1, 10115 Berlin');
  await page.getByLabel(/Purpose of payment/).selectOption('services');
  await sendAndCheckBalance(page, '120.00', before, 'EUR', 2);
});

test('wire over the 5,000 limit / the server’s limit message is shown on the amount', async ({ page }) => {
  await choose(page, 'DE', 'Bank wire', accounts.EUR as number);
  await page.getByRole('textbox', { name: /^IBAN/ }).fill('DE89370400440532013000');
  await expect(page.getByRole('textbox', { name: /BIC \/ SWIFT code/ })).toHaveValue('COBADEFFXXX');
  await page.getByRole('textbox', { name: /^Payee name/ }).fill('Hans Muster');
  await page.getByRole('textbox', { name: /^Payee address/ }).fill('Hauptstrasse 1, 10115 Berlin');
  await page.getByLabel(/Purpose of payment/).selectOption('goods');
  await page.getByLabel(/^Amount/).fill('5000.01');
  await page.getByRole('button', { name: 'Review the transfer' }).click();
  await page.getByRole('button', { name: /^Send / }).click();
  const amount = page.getByLabel(/^Amount/);
  await expect(amount).toHaveAccessibleDescription(
    /The amount is over your per-transaction withdrawal limit of 5,000.00 EUR/,
  );
  // Nothing typed is lost.
  await expect(amount).toHaveValue('5000.01');
  await expect(page.getByRole('textbox', { name: /^IBAN/ })).toHaveValue('DE89370400440532013000');
});

test('eft / faster payments to GB from GBP lowers the balance by amount and fee', async ({ page }) => {
  const before = await choose(page, 'GB', 'Bank transfer', accounts.GBP as number);
  await page.getByRole('textbox', { name: /^Account number/ }).fill('31926819');
  await page.getByRole('textbox', { name: /^Payee name/ }).fill('Oliver Smith');
  await page.getByLabel(/Sort code/).fill('40-47-84');
  await sendAndCheckBalance(page, '40.00', before, 'GBP', 2);
});

test('card payout / a blocked BIN is refused in the browser, a good card is paid', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).searchParams.get('method') === 'transferExternal')
      sent.push('transferExternal');
  });
  const before = await choose(page, 'DE', 'To a card', accounts.EUR as number);
  const card = page.getByRole('textbox', { name: /^Card number/ });
  await card.fill('4111 1111 1111 1111');
  await page.getByRole('textbox', { name: /^Name on the card/ }).fill('Hans Muster');
  await page.getByLabel(/^Amount/).fill('25.00');
  await page.getByRole('button', { name: 'Review the transfer' }).click();
  await expect(card).toHaveAccessibleDescription(/Cards starting with 411111 cannot receive payouts/);
  expect(sent).toEqual([]);
  await card.fill('4556 7312 3456 7899');
  await sendAndCheckBalance(page, '25.00', before, 'EUR', 2);
});

test('crypto / USDT on TRON lowers the wallet by amount and fee', async ({ page }) => {
  const before = await choose(page, 'DE', 'Crypto', accounts.USDT as number);
  await page.getByLabel(/^Network/).selectOption('TRON');
  await page.getByRole('textbox', { name: /^Wallet address/ }).fill('TJRabPrwbZy45sbavfcjinPJC18kjpRTv8');
  await sendAndCheckBalance(page, '20.000000', before, 'USDT', 6);
});

test('instant payment / the key’s holder is confirmed, then the payment lowers the balance', async ({
  page,
}) => {
  const before = await choose(page, 'BR', 'Instant payment', accounts.USD as number);
  await page.getByLabel(/^Key type/).selectOption('cpf');
  const key = page.getByRole('textbox', { name: /^Key/ });
  await key.fill('529.982.247-25');
  await key.blur();
  await expect(page.getByTestId('instant-holder')).toContainText('Maria Aparecida da Silva');
  await page.getByRole('checkbox', { name: 'Yes, this is the person I want to pay' }).check();
  await sendAndCheckBalance(page, '30.00', before, 'USD', 2);
});

test('interac / an e-mail payment to Canada lowers the CAD balance', async ({ page }) => {
  const before = await choose(page, 'CA', 'Interac', accounts.CAD as number);
  await page.getByRole('textbox', { name: /^Payee e-mail/ }).fill('chloe.tremblay@example.ca');
  await page.getByRole('textbox', { name: /^Payee name/ }).fill('Chloé Tremblay');
  await page.getByRole('textbox', { name: /^Security question/ }).fill('Where did we first meet?');
  await page.getByRole('textbox', { name: /^Answer/ }).fill('Montreal');
  await sendAndCheckBalance(page, '15.00', before, 'CAD', 2);
});

test('accessibility / the wire form with its messages and the review, at phone width, have no serious axe violations', async ({
  page,
}) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
  await page.setViewportSize({ width: 390, height: 844 });
  await choose(page, 'DE', 'Bank wire', accounts.EUR as number);
  await page.getByRole('textbox', { name: /^IBAN/ }).fill('DE88370400440532013000');
  await page.getByRole('button', { name: 'Review the transfer' }).click();
  await expect(page.getByText('Check the marked fields.')).toBeVisible();
  expect(await serious()).toEqual([]);
  // Keyboard only: the kinds are one radio group the arrow keys move through.
  await page.getByRole('radio', { name: 'Bank wire', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Bank transfer', exact: true })).toBeChecked();
});
