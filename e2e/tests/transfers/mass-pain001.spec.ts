import { expect, test, type Page } from '@playwright/test';
import { addDecimal, formatMoney, sumDecimals } from '@portal/api/money';
import { seriousViolations, shootBothWidths } from '../../support/look';
import { latestCode, signInToCompany } from '../../support/portal';
import { germanIban } from '../../support/iban';

/**
 * Issue 51 items 4 and 5, the journey: a pain.001 of 20 payments, one of them bad, uploaded on the wire mass page;
 * 19 rows ready and 1 to fix; fixed in the row editor, the batch summarised, sent, approved by the code from the
 * outbox, and the account's balance on the home page down by the total. A file whose control sum does not match is
 * refused with both sums, and nothing is sent. Against the real sandbox, with the mass slice's own user.
 */
const MASS_USER = 'mona.mass@demo.test';
const MASS_COMPANY = /Mona Marketplace Ltd/;
/** Mona's EUR account (sandbox mass seed). */
const EUR_ACCOUNT = 100960;
const FILE_LABEL = 'File (CSV, Excel .xlsx or pain.001 XML)';
const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-mass-pain001';

interface Payment {
  name: string;
  iban: string;
  amount: string;
}

/** 20 payments, 12.01 to 12.20 EUR, each to its own IBAN. */
const PAYMENTS: Payment[] = Array.from({ length: 20 }, (_, index) => ({
  name: `Supplier ${index + 1}`,
  iban: germanIban(700100 + index),
  amount: `12.${String(index + 1).padStart(2, '0')}`,
}));
/** The 7th payment's IBAN mistyped: its last digit changed, the check digits no longer match. */
const BAD = 6;
const mistyped = (iban: string) => `${iban.slice(0, -1)}${(Number(iban.slice(-1)) + 1) % 10}`;

/**
 * A pain.001.001.03 as an ERP writes it (written here, not by the portal's own writer): one payment block, the
 * control figures as given.
 */
function pain001(payments: readonly Payment[], ctrlSum: string): string {
  const transactions = payments
    .map(
      (payment, index) => `
      <CdtTrfTxInf>
        <PmtId><EndToEndId>ERP-MAY-${index + 1}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${payment.amount}</InstdAmt></Amt>
        <CdtrAgt><FinInstnId><BIC>COBADEFFXXX</BIC></FinInstnId></CdtrAgt>
        <Cdtr><Nm>${payment.name}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${payment.iban}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>May invoice ${index + 1}</Ustrd></RmtInf>
      </CdtTrfTxInf>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>ERP-MAY</MsgId>
      <CreDtTm>2025-05-02T08:30:00</CreDtTm>
      <NbOfTxs>${payments.length}</NbOfTxs>
      <CtrlSum>${ctrlSum}</CtrlSum>
      <InitgPty><Nm>Mona Marketplace Ltd</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>ERP-MAY-1</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <ReqdExctnDt>2025-05-05</ReqdExctnDt>
      <Dbtr><Nm>Mona Marketplace Ltd</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>GB29NWBK60161331926819</IBAN></Id></DbtrAcct>
      <DbtrAgt><FinInstnId><BIC>NWBKGB2L</BIC></FinInstnId></DbtrAgt>${transactions}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}

/** "€1,234.56" → "1234.56". */
const decimalOf = (money: string) => money.replace(/[^\d.]/g, '');

/** The EUR account's balance as the home page shows it. */
async function homeBalance(page: Page): Promise<string> {
  await page.goto('/home');
  const balance = page.getByTestId(`balance-${EUR_ACCOUNT}`);
  await expect(balance).toBeVisible();
  return balance.innerText();
}

/** The wire mass page with the batch named, the EUR account chosen and a pain.001 checked. */
async function checkPain001(page: Page, name: string, text: string): Promise<void> {
  await page.goto('/transfer/mass');
  await expect(page).toHaveURL(/\/transfer\/mass\/wire$/);
  await page.getByRole('textbox', { name: 'Batch name' }).fill(name);
  await page.getByRole('combobox', { name: 'Pay from account' }).selectOption(String(EUR_ACCOUNT));
  await page
    .getByLabel(FILE_LABEL)
    .setInputFiles({ name: 'erp-may.xml', mimeType: 'application/xml', buffer: Buffer.from(text) });
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByRole('heading', { name: 'Checked rows' })).toBeFocused();
}

test.describe('mass wire transfer from a pain.001 (issue 51 item 4)', () => {
  test('20 payments, one bad / 19 ready and 1 to fix; fixed, sent, approved, the home balance down by the total', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const sent = PAYMENTS.map((payment, index) =>
      index === BAD ? { ...payment, iban: mistyped(payment.iban) } : payment,
    );
    const sum = sumDecimals(PAYMENTS.map((payment) => payment.amount));
    expect(sum).toBe('242.1');

    await signInToCompany(page, MASS_USER, MASS_COMPANY);
    const before = await homeBalance(page);
    await checkPain001(page, 'May ERP payouts', pain001(sent, sum));

    await expect(page.getByText('1 row needs fixing')).toBeVisible();
    await expect(page.getByText('Out of 20 rows.', { exact: false })).toBeVisible();
    await expect(page.getByText(/Line numbers follow the order of the payments/)).toBeVisible();
    const toFix = page.getByRole('table', { name: 'Rows to look at' }).locator('tbody tr');
    await expect(toFix).toHaveCount(1);
    await expect(toFix.first().locator('td').first()).toHaveText(String(BAD + 1));
    await expect(toFix.first()).toContainText('Supplier 7');
    await expect(toFix.first()).toContainText('IBAN: the check digits do not match');
    await page.getByRole('button', { name: 'Show all 20 rows' }).click();
    const all = page.getByRole('table', { name: 'All rows' }).locator('tbody tr');
    await expect(all).toHaveCount(20);
    await expect(all.filter({ hasText: 'Ready' })).toHaveCount(19);
    await expect(page.getByRole('link', { name: 'Wire sample (pain.001 XML)' })).toBeVisible();

    // The pain.001 rows as the customer sees them: axe, and both widths to look at.
    expect(await seriousViolations(page)).toEqual([]);
    await shootBothWidths(page, SHOTS, 'mass-pain001-rows');
    await page.getByRole('button', { name: 'Show only rows to look at' }).click();

    // Fixed where it is, with the keyboard: the fix button, the IBAN, Enter to save.
    await page.getByRole('button', { name: `Fix line ${BAD + 1}` }).focus();
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: `Fix line ${BAD + 1}` });
    await expect(editor).toBeVisible();
    const iban = editor.getByRole('textbox', { name: 'IBAN' });
    await expect(iban).toHaveValue(sent[BAD]!.iban);
    await iban.fill(PAYMENTS[BAD]!.iban);
    await iban.press('Enter');
    await expect(editor).toBeHidden();
    await expect(page.getByText('All 20 rows are ready')).toBeVisible();

    await page.getByRole('button', { name: 'Continue to the summary' }).click();
    await expect(page).toHaveURL(/\/transfer\/external\/mass\/confirm$/);
    await expect(page.getByText('20 payments')).toBeVisible();
    const amount = decimalOf(await page.locator('dt:text-is("Amount") + dd').innerText());
    const fees = decimalOf(await page.locator('dt:text-is("Fees") + dd').innerText());
    const total = decimalOf(await page.locator('dt:text-is("Total to pay") + dd').innerText());
    expect(addDecimal(amount, '0')).toBe(sum);
    expect(addDecimal(total, '0')).toBe(addDecimal(sum, fees));

    await page.getByRole('button', { name: 'Send the batch' }).click();
    const approval = page.getByRole('dialog', { name: 'Approve the transfer' });
    await expect(approval).toBeVisible();
    await approval.getByRole('textbox', { name: 'Approval code' }).fill(await latestCode(page, MASS_USER));
    await approval.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Batch sent', { exact: true }).first()).toBeVisible();

    const after = await homeBalance(page);
    expect(after).toBe(formatMoney(addDecimal(decimalOf(before), `-${total}`), 'EUR', 'en'));
    expect(after).not.toBe(before);
  });

  test('a control sum that does not match / the file refused with both sums, nothing sent', async ({
    page,
  }) => {
    const transferMass: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('method=transferMass')) transferMass.push(request.url());
    });
    await signInToCompany(page, MASS_USER, MASS_COMPANY);

    await checkPain001(page, 'May ERP payouts', pain001(PAYMENTS, '242.00'));

    const refused = page
      .getByRole('alert')
      .filter({ hasText: 'The pain.001 file was refused; nothing has been sent' });
    await expect(refused).toBeVisible();
    await expect(refused).toContainText(
      'The group header’s control sum (CtrlSum) is 242.00; the amounts add up to 242.10.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await shootBothWidths(page, SHOTS, 'mass-pain001-refused');
    await page.getByRole('button', { name: 'Continue to the summary' }).click();
    await expect(page.getByText('Fix or remove the rows with errors first.')).toBeVisible();
    await expect(page).toHaveURL(/\/transfer\/mass\/wire$/);
    expect(transferMass).toEqual([]);
  });
});
