import { parseQuery } from './query-handling';

describe('parseQuery (spec 01 §2 query handling)', () => {
  it('api 0 / clears the override and leaves other parameters', () => {
    expect(parseQuery('?api=0&tab=2')).toEqual({
      actions: [{ kind: 'api', value: 'clear' }],
      rest: '?tab=2',
    });
  });
  it('api * / asks for custom URLs', () => {
    expect(parseQuery('?api=*').actions).toEqual([{ kind: 'api', value: 'prompt' }]);
  });
  it.each([
    ['1', 1],
    ['15', 15],
  ])('api %s / selects staging %i', (raw, index) => {
    expect(parseQuery(`?api=${raw}`).actions).toEqual([{ kind: 'api', value: index }]);
  });
  it.each(['16', '-1', 'x', '1.5'])('api %s / ignored but removed from the address', (raw) => {
    expect(parseQuery(`?api=${encodeURIComponent(raw)}`)).toEqual({ actions: [], rest: '' });
  });
  it('fromCustomerId / acts for that customer', () => {
    expect(parseQuery('?fromCustomerId=20001').actions).toEqual([{ kind: 'actAs', customerId: 20001 }]);
  });
  it('code with codeVerifier / exchanged, both removed', () => {
    expect(parseQuery('?code=abc&codeVerifier=v~1')).toEqual({
      actions: [{ kind: 'exchangeCode', code: 'abc', codeVerifier: 'v~1' }],
      rest: '',
    });
  });
  it('code alone / left for the page that owns it', () => {
    expect(parseQuery('?code=abc&state=s')).toEqual({ actions: [], rest: '?code=abc&state=s' });
  });
  it.each(['activation', 'activationBusiness', 'activationEmployee'] as const)(
    'action %s with user and code / starts that activation',
    (action) => {
      expect(parseQuery(`?action=${action}&user=a%40b.test&code=123`).actions).toEqual([
        { kind: 'activate', action, user: 'a@b.test', code: '123' },
      ]);
    },
  );
  it('unknown action / no activation', () => {
    expect(parseQuery('?action=delete&user=a%40b.test&code=1').actions).toEqual([]);
  });
  it('emailConfirmation / confirms that token', () => {
    expect(parseQuery('?emailConfirmation=t0k').actions).toEqual([{ kind: 'confirmEmail', token: 't0k' }]);
  });
  it('several at once / in the order the shell acts', () => {
    expect(parseQuery('?emailConfirmation=t&fromCustomerId=5&api=2').actions.map((a) => a.kind)).toEqual([
      'api',
      'actAs',
      'confirmEmail',
    ]);
  });
});
