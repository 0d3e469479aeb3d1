import {
  activeFilterCount,
  EMPTY_HISTORY_FORM,
  readHistorySearch,
  toHistoryFilter,
  validateHistoryForm,
  writeHistorySearch,
} from './history-filter';

const form = (fields: Partial<typeof EMPTY_HISTORY_FORM>) => ({ ...EMPTY_HISTORY_FORM, ...fields });

describe('history search in the address bar', () => {
  it('round trip / every field and the page survive; empty fields and page 1 are left out', () => {
    const values = form({
      keyword: 'rent',
      transactionType: 'p2p',
      transactionDirection: 'out',
      status: 'completed',
      fromDate: '2024-01-01',
      toDate: '2024-01-31',
      fromAmount: '10',
      toAmount: '99.5',
      email: 'ann@example.com',
    });
    const params = writeHistorySearch({ accountId: 7, values, pageNumber: 3 });
    expect(readHistorySearch(params)).toEqual({ accountId: 7, values, pageNumber: 3 });
    expect(writeHistorySearch({ accountId: 7, values: EMPTY_HISTORY_FORM, pageNumber: 1 }).toString()).toBe(
      'accountId=7',
    );
  });

  it('hand-edited link / unknown choices read as any, a bad page as 1', () => {
    const search = readHistorySearch(
      new URLSearchParams('accountId=x&transactionType=bogus&transactionDirection=up&status=lost&page=-2'),
    );
    expect(search).toEqual({ accountId: undefined, values: EMPTY_HISTORY_FORM, pageNumber: 1 });
  });
});

describe('validateHistoryForm', () => {
  it('valid filter / no errors', () => {
    expect(validateHistoryForm(form({ fromAmount: '1,5', toAmount: '2', email: 'ann@ex.io' }))).toEqual({});
  });

  it.each([
    [{ fromAmount: 'ten' }, { fromAmount: 'amountInvalid' }],
    [{ toAmount: '1.123456789' }, { toAmount: 'amountDecimals' }],
    [{ fromAmount: '10', toAmount: '9.99' }, { toAmount: 'amountOrder' }],
    [{ fromDate: '2024-02-30' }, { fromDate: 'dateInvalid' }],
    [{ fromDate: '2024-03-10', toDate: '2024-03-01' }, { toDate: 'dateOrder' }],
    [{ email: 'a@b.c' }, { email: 'emailInvalid' }],
    [{ email: 'ann.example.com' }, { email: 'emailInvalid' }],
    [{ email: 'ann@example' }, { email: 'emailInvalid' }],
  ])('%j / %j', (fields, errors) => expect(validateHistoryForm(form(fields))).toEqual(errors));
});

describe('toHistoryFilter', () => {
  it('set fields only, amounts exact, trimmed text / the filter the server gets', () => {
    expect(
      toHistoryFilter(7, form({ keyword: ' rent ', fromAmount: '007,50', status: 'processing' })),
    ).toEqual({ accountId: 7, keyword: 'rent', fromAmount: '7.5', status: 'processing' });
  });

  it('invalid e-mail / never sent (spec 02 §5)', () => {
    expect(toHistoryFilter(7, form({ email: 'bad@mail' }))).toEqual({ accountId: 7 });
  });
});

describe('activeFilterCount', () => {
  it('no filter / zero; blanks do not count', () => {
    expect(activeFilterCount(EMPTY_HISTORY_FORM)).toBe(0);
    expect(activeFilterCount(form({ keyword: '   ' }))).toBe(0);
  });

  it('each set field counts once, each bound of a range on its own', () => {
    expect(activeFilterCount(form({ status: 'completed' }))).toBe(1);
    expect(
      activeFilterCount(form({ transactionDirection: 'in', fromDate: '2026-01-01', toDate: '2026-02-01' })),
    ).toBe(3);
  });

  it('reads the address bar: the account and the page are no filters', () => {
    const search = readHistorySearch(new URLSearchParams('accountId=7&page=3&keyword=rent&fromAmount=10'));
    expect(activeFilterCount(search.values)).toBe(2);
  });
});
