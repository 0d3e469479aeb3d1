import type { ExtraParam } from './catalogue/cards';
import {
  extraParamErrors,
  extraParamValues,
  isCheckableEmail,
  isEmail,
  passwordProblem,
  unmetPasswordRules,
  visibleExtraParams,
} from './validation';

describe('isEmail (spec 01 §5)', () => {
  it.each(['anna@demo.test', ' anna.simple@demo.co.uk ', 'a+b@x.io'])('%s / valid', (value) =>
    expect(isEmail(value)).toBe(true),
  );
  it('6 characters / the shortest valid address', () => expect(isEmail('a@b.co')).toBe(true));
  it.each(['anna', 'anna@', '@demo.test', 'anna@demo', 'an na@demo.test', 'anna@demo..test', '', 'a@b.c'])(
    '%s / invalid',
    (value) => expect(isEmail(value)).toBe(false),
  );
});

describe('isCheckableEmail (spec 02 §5)', () => {
  it('under 6 characters / not checked even if well formed', () =>
    expect(isCheckableEmail('a@b.c')).toBe(false));
  it('6 characters with @ and a dot / checked', () => expect(isCheckableEmail('a@b.co')).toBe(true));
  it('no dot / not checked', () => expect(isCheckableEmail('anna@demo')).toBe(false));
});

describe('passwordProblem (the shared password rule)', () => {
  it('7 characters / too short', () => expect(passwordProblem('abc1234')).toBe('passwordShort'));
  it('129 characters / too long', () => expect(passwordProblem(`a1${'b'.repeat(127)}`)).toBe('passwordLong'));
  it('letters only / needs a digit', () => expect(passwordProblem('abcdefgh')).toBe('passwordMix'));
  it('a letter of any script and a digit / fine', () => expect(passwordProblem('Пароль12')).toBeUndefined());
  it('checklist / the rules not met yet, in display order', () =>
    expect(unmetPasswordRules('abc')).toEqual(['length', 'digit']));
});

const PARAMS: ExtraParam[] = [
  { name: 'lastFourDigits', label: 'Last four', type: 'text', required: true, pattern: '\\d{4}' },
  {
    name: 'delivery',
    label: 'Delivery',
    type: 'select',
    required: true,
    options: [
      {
        value: 'received',
        label: 'Received',
        extraParams: [{ name: 'receivedDate', label: 'Date', type: 'date', required: true }],
      },
      { value: 'notYet', label: 'Not yet' },
    ],
  },
];

describe('extra parameters (spec 02 §5)', () => {
  it('no option chosen / the plain fields and the choice, no nested ones', () => {
    expect(visibleExtraParams(PARAMS, {}).map((param) => param.name)).toEqual(['lastFourDigits', 'delivery']);
  });

  it('an option chosen / its nested parameters follow the choice', () => {
    expect(visibleExtraParams(PARAMS, { delivery: 'received' }).map((param) => param.name)).toEqual([
      'lastFourDigits',
      'delivery',
      'receivedDate',
    ]);
  });

  it('errors / required and pattern, on visible parameters only', () => {
    const values = { lastFourDigits: '12a4', delivery: 'received' };
    expect(extraParamErrors(visibleExtraParams(PARAMS, values), values)).toEqual({
      lastFourDigits: 'pattern',
      receivedDate: 'required',
    });
  });

  it('values / those of a hidden option are not sent', () => {
    const values = { lastFourDigits: '1234', delivery: 'notYet', receivedDate: '2024-01-02' };
    expect(extraParamValues(visibleExtraParams(PARAMS, values), values)).toEqual({
      lastFourDigits: '1234',
      delivery: 'notYet',
    });
  });
});
