import { expect, test } from '@playwright/test';
import { availableCardActions, isCardAccount } from '@portal/api/cards';
import { asList } from '@portal/api/numeric';
import { CARD_STATUS, type Account } from '@portal/api/catalogue';
import { apiSession } from '../../support/api';
import { signIn } from '../../support/portal';

/** Carla holds a card in every status of spec 02 §3, debit and prepaid, physical and virtual (sandbox seed-cards). */
const CARLA = 'carla.cards@demo.test';

test('card actions / every status and type / the detail page offers exactly the actions of spec 02 §4', async ({
  page,
  request,
}) => {
  const api = await apiSession(request, CARLA);
  const cards = asList((await api.call('balanceInquiry', {})).accounts.account).filter(isCardAccount);
  // The table covers every status id and the four kinds (physical/virtual × prepaid/debit).
  expect(new Set(cards.map((card) => card.accountStatusId))).toEqual(new Set(Object.values(CARD_STATUS)));
  const kinds = new Set(
    cards.map((card) => `${card.cardIsVirtual ? 'virtual' : 'physical'}-${card.subType}`),
  );
  expect(kinds).toEqual(new Set(['physical-PREPAID', 'physical-DEBIT', 'virtual-PREPAID', 'virtual-DEBIT']));

  await signIn(page, CARLA);
  for (const card of cards) {
    await page.goto(`/cards/${card.accountId}`);
    const actions = page.locator('[data-action]');
    await expect(page.getByTestId('card-detail')).toBeVisible();
    const offered = await actions.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-action')),
    );
    expect
      .soft(
        [...new Set(offered)].sort(),
        `card ${card.accountId} (status ${card.accountStatusId}, ${card.cardIsVirtual ? 'virtual' : 'physical'} ${card.subType})`,
      )
      .toEqual(availableCardActions(card as Account).sort());
  }
});
