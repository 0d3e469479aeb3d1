import { expect, test } from '@playwright/test';
import { addDecimal, formatMoney } from '@portal/api/money';
import { apiSession } from '../../support/api';
import { signIn } from '../../support/portal';

/** Carla (sandbox seed-cards): her EUR payment account and her active prepaid EUR card. */
const CARLA = 'carla.cards@demo.test';
const EUR_ACCOUNT = 300001;
const EUR_CARD = 300003;

test('live / money moves elsewhere / the home balances change without a reload', async ({
  page,
  request,
}) => {
  await signIn(page, CARLA);
  const payment = page.getByRole('region', { name: 'Payment accounts' });
  const eur = payment.getByTestId(`balance-${EUR_ACCOUNT}`);
  const before = await eur.innerText();
  let navigations = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations += 1;
  });

  // Another session (her phone, say) loads her EUR card from her EUR account: the sandbox posts the journal and
  // pushes a transaction event on the live channel.
  const api = await apiSession(request, CARLA);
  const { accounts } = await api.call('balanceInquiry', {});
  const account = [accounts.account].flat().find((item) => item.accountId === EUR_ACCOUNT)!;
  await api.call('cardLoad', { accountId: EUR_CARD, fromAccountId: EUR_ACCOUNT, amount: '1.25' });

  await expect(eur).not.toHaveText(before);
  await expect(eur).toHaveText(formatMoney(addDecimal(account.balance, '-1.25'), 'EUR', 'en'));
  expect(navigations).toBe(0);
});
