import { ApiError } from '@portal/api/errors';
import { originalLine, serverRowProblems } from './server-rows';

describe('serverRowProblems', () => {
  it('TA1 lines about rows and the file / the rows by line, the file line left out', () => {
    const error = new ApiError({
      kind: 'response',
      title: 'Invalid parameters',
      code: 'TA1',
      message: 'Invalid parameters',
      validationErrors: [
        'line 3: email: there is no user with this e-mail',
        'line 3: amount: is over your per-transaction limit of 5,000.00 EUR',
        'line 9: this payee cannot receive transfers from you',
        'the file has no rows',
      ],
    });
    expect(serverRowProblems(error)).toEqual(
      new Map([
        [
          3,
          [
            'email: there is no user with this e-mail',
            'amount: is over your per-transaction limit of 5,000.00 EUR',
          ],
        ],
        [9, ['this payee cannot receive transfers from you']],
      ]),
    );
  });
  it('not an API error / nothing', () => expect(serverRowProblems(new Error('offline')).size).toBe(0));
});

describe('originalLine', () => {
  const sent = [{ line: 2 }, { line: 3 }, { line: 5 }];
  it('line 4 of the sent file (the third row) / the row from line 5 of the customer’s file', () =>
    expect(originalLine(4, sent)).toBe(5));
  it('a line beyond the rows sent / kept as it is', () => expect(originalLine(9, sent)).toBe(9));
});
