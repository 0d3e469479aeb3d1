import { monthRange, statementExportRequest } from './statement-month';

describe('monthRange', () => {
  it.each([
    [2024, 2, '2024-02-01', '2024-02-29'],
    [2023, 2, '2023-02-01', '2023-02-28'],
    [2024, 12, '2024-12-01', '2024-12-31'],
    [2024, 4, '2024-04-01', '2024-04-30'],
  ])('%i-%i / %s to %s', (year, month, fromDate, toDate) =>
    expect(monthRange(year, month)).toEqual({ fromDate, toDate }),
  );
});

describe('statementExportRequest', () => {
  it('a month / the account, its days and source statement', () => {
    expect(
      statementExportRequest({ accountId: 7, dateFrom: '2024-03-01', year: 2024, month: 3, transactions: 4 }),
    ).toEqual({ accountId: 7, fromDate: '2024-03-01', toDate: '2024-03-31', source: 'statement' });
  });
});
