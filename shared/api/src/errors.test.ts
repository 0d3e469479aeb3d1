import { ApiError, errorText } from './errors';

describe('errorText (spec 01 §8 order)', () => {
  it('validationErrors present / any other fields / joins the list with commas', () => {
    expect(
      errorText({
        validationErrors: ['email: required', 'amount: too small'],
        responseDescription: 'Invalid parameters',
      }),
    ).toBe('email: required, amount: too small');
  });
  it('errors.error present / no validationErrors / takes errors.error', () => {
    expect(errorText({ errors: { error: 'Limit exceeded' }, responseDescription: 'Failed' })).toBe(
      'Limit exceeded',
    );
  });
  it('errors as a list / no errors.error / joins errors', () => {
    expect(errorText({ errors: ['a', 'b'], message: 'm' })).toBe('a, b');
  });
  it('only message and body / takes message before body', () => {
    expect(errorText({ message: 'from message', body: 'from body' })).toBe('from message');
  });
  it('nothing usable / returns undefined for the translated fallback', () => {
    expect(errorText({ errors: {} })).toBeUndefined();
  });
});

describe('ApiError.fromBody', () => {
  it('short description with an error list / header is the description, body the list', () => {
    const error = ApiError.fromBody({
      responseCode: 'TA1',
      responseDescription: 'Invalid parameters',
      validationErrors: ['email: invalid'],
    });
    expect(error.title).toBe('Invalid parameters');
    expect(error.message).toBe('email: invalid');
    expect(error.code).toBe('TA1');
    expect(error.validationErrors).toEqual(['email: invalid']);
  });
  it('description over 50 characters / becomes the body under header Error', () => {
    const long = 'Your transfer exceeds the daily limit set for this account by policy.';
    const error = ApiError.fromBody({ responseCode: 'UE', responseDescription: long });
    expect(error.title).toBe('Error');
    expect(error.message).toBe(long);
  });
  it('HTTP 500 / server unavailable text', () => {
    const error = ApiError.serverUnavailable(500);
    expect(error.message).toBe('Server is not available');
    expect(error.textKey).toBe('errors.serverUnavailable');
  });
});
