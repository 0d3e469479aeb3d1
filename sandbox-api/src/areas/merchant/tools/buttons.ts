import {
  BUTTON_TYPES,
  RESPONSE_CODES,
  type PageRequest,
  type SavedButton,
  type SavedButtonForm,
  type SavedButtonsResponse,
} from '@portal/api/catalogue';
import Decimal from 'decimal.js';
import { invalidParameters, methodError } from '../../../platform/http/errors';
import { METHOD_INPUT_ERROR_STATUS } from '../../../money/amounts';
import { formatAmount, minorUnitsOf } from '../../../money/fees';
import type { ButtonRow, MerchantRepository } from './repository';
import { MERCHANT_TEXTS, pageOf, urlProblems, type MerchantContext } from './merchant-context';

const AMOUNT_TEXT = /^(0|[1-9]\d{0,11})(\.\d{1,8})?$/;

function toButton(row: ButtonRow): SavedButton {
  return {
    id: row.id,
    name: row.name,
    buttonType: row.buttonType as SavedButton['buttonType'],
    itemName: row.itemName,
    ...(row.itemNumber !== null ? { itemNumber: row.itemNumber } : {}),
    ...(row.amount !== null ? { amount: formatAmount(row.amount, row.currencyCode) } : {}),
    currencyCode: row.currencyCode,
    accountId: row.accountId,
    ...(row.period !== null ? { period: row.period as NonNullable<SavedButton['period']> } : {}),
    ...(row.logoId !== null ? { logoId: row.logoId } : {}),
    buttonText: row.buttonText,
    buttonColor: row.buttonColor as SavedButton['buttonColor'],
    ...(row.successUrl !== null ? { successUrl: row.successUrl } : {}),
    ...(row.cancelUrl !== null ? { cancelUrl: row.cancelUrl } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The merchant's saved buttons: their rules, and the buttons listed, made, changed and deleted. */
export function createButtonOperations({
  clock,
  repository,
  assertMerchant,
  merchantAccount,
}: MerchantContext) {
  async function buttonValues(
    repo: MerchantRepository,
    customerId: number,
    form: SavedButtonForm,
  ): Promise<Omit<ButtonRow, 'id' | 'customerId' | 'createdAt' | 'updatedAt'>> {
    const problems: string[] = [];
    const required = (field: string, value: string | undefined) => {
      const trimmed = value?.trim() ?? '';
      if (!trimmed) problems.push(`${field}: is required`);
      return trimmed;
    };
    const optional = (value: string | undefined) => value?.trim() || null;
    const name = required('name', form.name);
    const itemName = required('itemName', form.itemName);
    const buttonText = required('buttonText', form.buttonText);
    const type = form.buttonType;
    if (!(BUTTON_TYPES as readonly string[]).includes(type))
      problems.push('buttonType: is not a button type');

    const account = await merchantAccount(repo, customerId, form.accountId);
    if (!account) problems.push('accountId: must be an active account of yours');
    else if (account.currencyCode !== form.currencyCode)
      problems.push(`currencyCode: must be the account's currency (${account.currencyCode})`);

    let amount: string | null = null;
    const amountText = form.amount?.trim() ?? '';
    if (amountText === '') {
      if (type !== 'donate') problems.push(`amount: is required for a ${type} button`);
    } else if (!AMOUNT_TEXT.test(amountText)) problems.push('amount: must be a decimal number such as 10.50');
    else {
      const value = new Decimal(amountText);
      const minor = minorUnitsOf(form.currencyCode);
      if (!value.greaterThan(0)) problems.push('amount: must be over 0');
      else if (value.decimalPlaces() > minor)
        problems.push(
          minor === 0
            ? `amount: ${form.currencyCode} amounts have no decimals`
            : `amount: ${form.currencyCode} amounts have at most ${minor} decimals`,
        );
      else amount = value.toFixed();
    }

    let period: string | null = null;
    if (type === 'subscribe') {
      if (!form.period) problems.push('period: is required for a subscribe button');
      else period = form.period;
    }

    let logoId: number | null = null;
    if (form.logoId !== undefined) {
      if (!(await repo.logo(customerId, form.logoId))) problems.push('logoId: must be one of your logos');
      else logoId = form.logoId;
    }

    const successUrl = optional(form.successUrl);
    const cancelUrl = optional(form.cancelUrl);
    if (successUrl) problems.push(...urlProblems('successUrl', successUrl));
    if (cancelUrl) problems.push(...urlProblems('cancelUrl', cancelUrl));

    if (problems.length > 0) throw invalidParameters(problems, METHOD_INPUT_ERROR_STATUS);
    return {
      name,
      buttonType: type,
      itemName,
      itemNumber: optional(form.itemNumber),
      amount,
      currencyCode: form.currencyCode,
      accountId: form.accountId,
      period,
      logoId,
      buttonText,
      buttonColor: form.buttonColor,
      successUrl,
      cancelUrl,
    };
  }

  return {
    async buttons(customerId: number, request: PageRequest): Promise<SavedButtonsResponse> {
      await assertMerchant(customerId);
      const { rows, total } = await repository.buttons(customerId, pageOf(request));
      return { buttons: rows.map(toButton), totalCount: total };
    },

    async button(customerId: number, id: number): Promise<SavedButton> {
      await assertMerchant(customerId);
      const row = await repository.button(customerId, id);
      if (!row) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.buttonNotFound);
      return toButton(row);
    },

    async createButton(customerId: number, form: SavedButtonForm): Promise<SavedButton> {
      await assertMerchant(customerId);
      const values = await buttonValues(repository, customerId, form);
      const now = clock.now();
      return toButton(
        await repository.insertButton({ customerId, ...values, createdAt: now, updatedAt: now }),
      );
    },

    async updateButton(customerId: number, form: SavedButtonForm & { id: number }): Promise<SavedButton> {
      await assertMerchant(customerId);
      if (!(await repository.button(customerId, form.id)))
        throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.buttonNotFound);
      const values = await buttonValues(repository, customerId, form);
      const row = await repository.updateButton(customerId, form.id, { ...values, updatedAt: clock.now() });
      if (!row) throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.buttonNotFound);
      return toButton(row);
    },

    async deleteButton(customerId: number, id: number): Promise<Record<string, never>> {
      await assertMerchant(customerId);
      if (!(await repository.deleteButton(customerId, id)))
        throw methodError(RESPONSE_CODES.notFound, MERCHANT_TEXTS.buttonNotFound);
      return {};
    },
  };
}
