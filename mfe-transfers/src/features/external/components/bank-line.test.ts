import type { TFunction } from 'i18next';
import { bankLine } from './wire-fields';

const texts: Record<string, string> = {
  'external.wire.bankFound': 'Bank: {{bank}}',
  'external.wire.bankNoDetails': 'A valid IBAN; our directory has no details of its bank.',
};
const t = ((key: string, values?: Record<string, string>) =>
  (texts[key] ?? key).replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => values?.[name] ?? '',
  )) as unknown as TFunction;

describe('bankLine', () => {
  it('a lookup with no bank data (GB82WEST12345698765432) / says so, never "Bank: ,"', () => {
    expect(bankLine(t, ['', '   '])).toBe('A valid IBAN; our directory has no details of its bank.');
    expect(bankLine(t, [null, undefined])).not.toMatch(/Bank: ,/);
  });
  it('name and city / both, once', () =>
    expect(bankLine(t, ['Commerzbank', 'Berlin'], 'BIC COBADEFFXXX')).toBe(
      'Bank: Commerzbank, Berlin · BIC COBADEFFXXX',
    ));
  it('a name without a city / no dangling comma', () =>
    expect(bankLine(t, ['Barclays', ''])).toBe('Bank: Barclays'));
  it('only the BIC known / the BIC alone', () =>
    expect(bankLine(t, ['', ''], 'BIC WESTGB2L')).toBe('BIC WESTGB2L'));
});
