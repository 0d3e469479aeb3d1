import type { ExtraParam } from '@portal/api/contract';
import { extraParamErrors, extraParamValues, visibleExtraParams } from './extra-params';

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
