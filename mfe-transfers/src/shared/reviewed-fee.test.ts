import { reviewedFee } from './reviewed-fee';

describe('reviewedFee, the fee a review shows', () => {
  it('the answer of the reviewed amount / shown, not pending', () => {
    expect(reviewedFee({ reviewed: '10', answered: true, fee: '0.50', isError: false })).toEqual({
      fee: '0.50',
      pending: false,
    });
  });

  it('an earlier amount’s kept answer / hidden and pending', () => {
    expect(reviewedFee({ reviewed: '12', answered: false, fee: '0.50', isError: false })).toEqual({
      fee: undefined,
      pending: true,
    });
  });

  it('a failed fee query / nothing shown and not pending, so the review does not wait forever', () => {
    expect(reviewedFee({ reviewed: '12', answered: false, fee: undefined, isError: true })).toEqual({
      fee: undefined,
      pending: false,
    });
  });

  it('no amount under review / nothing to wait for', () => {
    expect(reviewedFee({ reviewed: undefined, answered: true, fee: '0.50', isError: false })).toEqual({
      fee: undefined,
      pending: false,
    });
  });
});
