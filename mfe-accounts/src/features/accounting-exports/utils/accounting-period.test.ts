import {
  accountingRequest,
  initialAccountingForm,
  isMonthSoFar,
  lastCompleteMonth,
  lastEndedDay,
  latestToDate,
  monthChoices,
  monthPeriod,
  PICKER_MONTHS,
  utcToday,
  validateAccountingForm,
  type AccountingFormValues,
} from './accounting-period';

const TODAY = '2026-03-15';
const YESTERDAY = '2026-03-14';
const range = (fromDate: string, toDate: string): AccountingFormValues => ({
  format: 'camt053',
  accountId: 5,
  period: 'range',
  month: '2026-02',
  fromDate,
  toDate,
});

describe('accounting period', () => {
  it('today / the UTC day, whatever the local time zone says', () => {
    expect(utcToday(new Date('2026-03-15T23:30:00-05:00'))).toBe('2026-03-16');
  });

  it.each([
    ['2026-03-15', '2026-02'],
    ['2026-01-01', '2025-12'],
  ])('the last complete month on %s / %s', (today, month) => expect(lastCompleteMonth(today)).toBe(month));

  it.each([
    ['2026-03-15', '2026-03-14'],
    ['2026-03-01', '2026-02-28'],
    ['2024-03-01', '2024-02-29'],
    ['2026-01-01', '2025-12-31'],
  ])('the last day that has ended on %s / %s (the day before, across months and years)', (today, day) =>
    expect(lastEndedDay(today)).toBe(day),
  );

  it('month choices / the current month first (so far), then 24 before it, across the year', () => {
    const months = monthChoices(TODAY);
    expect(months).toHaveLength(PICKER_MONTHS + 1);
    expect(months.slice(0, 4)).toEqual(['2026-03', '2026-02', '2026-01', '2025-12']);
    expect(months.at(-1)).toBe('2024-03');
    expect(months.filter((month) => isMonthSoFar(month, TODAY))).toEqual(['2026-03']);
  });

  it('month choices on the 1st / no day of the month has ended: the last complete month first, none "so far"', () => {
    const months = monthChoices('2026-03-01');
    expect(months).toHaveLength(PICKER_MONTHS + 1);
    expect(months.slice(0, 2)).toEqual(['2026-02', '2026-01']);
    expect(months.at(-1)).toBe('2024-02');
    expect(months.filter((month) => isMonthSoFar(month, '2026-03-01'))).toEqual([]);
  });

  it.each([
    ['2026-02', { fromDate: '2026-02-01', toDate: '2026-02-28' }],
    ['2024-02', { fromDate: '2024-02-01', toDate: '2024-02-29' }],
    ['2025-12', { fromDate: '2025-12-01', toDate: '2025-12-31' }],
    // The current month ends yesterday: the server takes only days that have ended.
    ['2026-03', { fromDate: '2026-03-01', toDate: YESTERDAY }],
  ])('the days of %s', (month, period) => expect(monthPeriod(month, TODAY)).toEqual(period));

  it.each([
    ['2025-01-01', '2025-12-31'],
    ['2025-03-16', '2026-03-15'],
    ['2025-01-31', '2026-01-30'],
    // The server's count: 28 February is the day number clamped, and the period ends the day before.
    ['2024-02-29', '2025-02-27'],
    ['2025-03-01', '2026-02-28'],
  ])('12 months from %s / end on %s at the latest', (fromDate, latest) =>
    expect(latestToDate(fromDate)).toBe(latest),
  );
});

describe('validateAccountingForm', () => {
  it('a month / valid; its request is the month’s days', () => {
    const values: AccountingFormValues = { ...range('', ''), period: 'month', month: '2026-02' };
    expect(validateAccountingForm(values, TODAY)).toEqual({});
    expect(accountingRequest(values, TODAY)).toEqual({
      accountId: 5,
      format: 'camt053',
      fromDate: '2026-02-01',
      toDate: '2026-02-28',
    });
  });

  it('no account / accountMissing; a month not begun / monthMissing', () => {
    expect(
      validateAccountingForm(
        { ...range('', ''), accountId: undefined, period: 'month', month: '2026-04' },
        TODAY,
      ),
    ).toEqual({ accountId: 'accountMissing', month: 'monthMissing' });
  });

  it('the current month on the 1st / monthMissing (no day of it has ended); on the 2nd / its 1st day', () => {
    const values: AccountingFormValues = { ...range('', ''), period: 'month', month: '2026-03' };
    expect(validateAccountingForm(values, '2026-03-01')).toEqual({ month: 'monthMissing' });
    expect(validateAccountingForm(values, '2026-03-02')).toEqual({});
    expect(accountingRequest(values, '2026-03-02')).toMatchObject({
      fromDate: '2026-03-01',
      toDate: '2026-03-01',
    });
  });

  it('an account no format can carry (no formats available) / noFormat on the account', () => {
    expect(validateAccountingForm(range('2026-02-01', '2026-02-28'), TODAY, [])).toEqual({
      accountId: 'noFormat',
    });
    expect(validateAccountingForm(range('2026-02-01', '2026-02-28'), TODAY, ['mt940'])).toEqual({});
  });

  it.each([
    ['empty', '', '', { fromDate: 'fromMissing', toDate: 'toMissing' }],
    ['not a day', '2026-02-30', '2026-13-01', { fromDate: 'dateInvalid', toDate: 'dateInvalid' }],
    ['after today', '2026-03-16', '2026-03-17', { fromDate: 'fromNotEnded', toDate: 'toNotEnded' }],
    // Today has not ended: its closing balance is not final, and the server refuses it.
    ['today', TODAY, TODAY, { fromDate: 'fromNotEnded', toDate: 'toNotEnded' }],
    ['ending today', '2026-03-01', TODAY, { toDate: 'toNotEnded' }],
    ['to before from', '2026-02-10', '2026-02-09', { toDate: 'dateOrder' }],
    ['13 months', '2025-01-01', '2026-01-01', { toDate: 'periodTooLong' }],
    ['12 months', '2025-01-01', '2025-12-31', {}],
    ['one day, yesterday', YESTERDAY, YESTERDAY, {}],
  ])('a range, %s (%s to %s) / its errors', (_, fromDate, toDate, errors) =>
    expect(validateAccountingForm(range(fromDate, toDate), TODAY)).toEqual(errors),
  );

  it('the CSV of the history / nothing asked, nothing wrong', () => {
    expect(validateAccountingForm({ ...range('', ''), format: 'csv', accountId: undefined }, TODAY)).toEqual(
      {},
    );
  });
});

describe('initialAccountingForm', () => {
  it('no dates / the last complete month of the given account, camt.053', () => {
    expect(initialAccountingForm({ accountId: 7 }, TODAY)).toEqual({
      format: 'camt053',
      accountId: 7,
      period: 'month',
      month: '2026-02',
      fromDate: '',
      toDate: '',
    });
  });

  it('dates that are a whole month / that month', () => {
    expect(
      initialAccountingForm({ accountId: 7, fromDate: '2025-11-01', toDate: '2025-11-30' }, TODAY),
    ).toMatchObject({ period: 'month', month: '2025-11' });
  });

  it('other dates / the range; without an end, or with one that has not ended (today), it ends yesterday', () => {
    expect(
      initialAccountingForm({ fromDate: '2025-11-03', toDate: '2026-01-10', format: 'csv' }, TODAY),
    ).toMatchObject({ format: 'csv', period: 'range', fromDate: '2025-11-03', toDate: '2026-01-10' });
    expect(initialAccountingForm({ fromDate: '2025-11-03' }, TODAY)).toMatchObject({
      period: 'range',
      fromDate: '2025-11-03',
      toDate: YESTERDAY,
    });
    expect(initialAccountingForm({ fromDate: '2025-11-03', toDate: TODAY }, TODAY)).toMatchObject({
      period: 'range',
      toDate: YESTERDAY,
    });
    // A date that is not one is left for the check to name.
    expect(initialAccountingForm({ fromDate: '2025-11-03', toDate: '2026-13-40' }, TODAY)).toMatchObject({
      toDate: '2026-13-40',
    });
  });

  it('the history filter’s current month up to today / that month so far', () => {
    expect(initialAccountingForm({ fromDate: '2026-03-01', toDate: TODAY }, TODAY)).toMatchObject({
      period: 'month',
      month: '2026-03',
    });
  });
});
