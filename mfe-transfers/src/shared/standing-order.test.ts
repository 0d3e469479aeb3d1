import {
  EMPTY_STANDING_ORDER,
  standingOrderErrors,
  standingOrderSchema,
  subscriptionFields,
} from './standing-order';

const on = { ...EMPTY_STANDING_ORDER, standingOrder: true, frequency: 'monthly' as const };

describe('standingOrderErrors', () => {
  it('toggle off / anything / no errors', () => {
    expect(standingOrderErrors({ ...EMPTY_STANDING_ORDER, count: 'x' }, '2030-01-01')).toEqual({});
  });
  it('no frequency and no end / both reported', () => {
    expect(standingOrderErrors({ ...on, frequency: '' }, '2030-01-01')).toEqual({
      frequency: 'frequencyRequired',
      endDate: 'endRequired',
    });
  });
  it('end date today or before / endDatePast; tomorrow / fine', () => {
    expect(standingOrderErrors({ ...on, endDate: '2030-01-01' }, '2030-01-01').endDate).toBe('endDatePast');
    expect(standingOrderErrors({ ...on, endDate: '2030-01-02' }, '2030-01-01')).toEqual({});
  });
  it.each([
    ['1', 'count'],
    ['121', 'count'],
    ['2.5', 'count'],
    ['2', undefined],
    ['120', undefined],
  ])('count %s / %s', (count, expected) => {
    expect(standingOrderErrors({ ...on, count }, '2030-01-01').count).toBe(expected);
  });
});

describe('subscriptionFields', () => {
  it('toggle on / the spec fields', () => {
    expect(subscriptionFields({ ...on, endDate: '2030-05-01', count: '6' })).toEqual({
      subscriptionFrequency: 'monthly',
      subscriptionEndDate: '2030-05-01',
      subscriptionTransactions: 6,
      subscriptionUserCancel: true,
    });
  });
  it('toggle off / nothing', () => {
    expect(subscriptionFields({ ...on, standingOrder: false })).toEqual({});
  });
});

describe('standingOrderSchema', () => {
  it('on, without an end / the end-date problem on endDate only', () => {
    const validate = () =>
      standingOrderSchema.validateSync(on, {
        abortEarly: false,
        strict: true,
        context: { today: '2030-01-01' },
      });
    expect(validate).toThrow(
      expect.objectContaining({
        inner: [
          expect.objectContaining({
            path: 'endDate',
            errors: [expect.objectContaining({ key: 'shared.standingOrder.errors.endRequired' })],
          }),
        ],
      }),
    );
  });
  it('off / fields not checked', () => {
    expect(standingOrderSchema.isValidSync({ ...EMPTY_STANDING_ORDER, count: 'x' }, { strict: true })).toBe(
      true,
    );
  });
});
