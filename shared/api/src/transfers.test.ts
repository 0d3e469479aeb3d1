import {
  binOfCardNumber,
  canSendTransfer,
  eftNeedsBankCodes,
  formatIban,
  ibanProblem,
  isValidBic,
  transferCapabilities,
} from './transfers';

describe('ibanProblem (ISO 13616)', () => {
  it('accepts valid IBANs of several countries, with spaces and lower case', () => {
    expect(ibanProblem('DE89 3704 0044 0532 0130 00')).toBeNull();
    expect(ibanProblem('gb29nwbk60161331926819')).toBeNull();
    expect(ibanProblem('FR1420041010050500013M02606')).toBeNull();
    expect(ibanProblem('NO9386011117947')).toBeNull();
    expect(ibanProblem('MT84MALT011000012345MTLCAST001S')).toBeNull();
  });

  it('names the problem: empty, shape, country, length, check digits', () => {
    expect(ibanProblem('  ')).toBe('empty');
    expect(ibanProblem('DE89-3704')).toBe('format');
    expect(ibanProblem('ZZ89370400440532013000')).toBe('country');
    expect(ibanProblem('DE8937040044053201300')).toBe('length');
    expect(ibanProblem('DE88370400440532013000')).toBe('checksum');
  });

  it('formats in groups of four', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('isValidBic (ISO 9362)', () => {
  it('accepts 8 and 11 character BICs', () => {
    expect(isValidBic('COBADEFF')).toBe(true);
    expect(isValidBic('COBADEFFXXX')).toBe(true);
    expect(isValidBic('NWBK GB 2L')).toBe(true);
  });

  it('refuses other lengths, digits in the bank or country part and lower case', () => {
    expect(isValidBic('COBADEF')).toBe(false);
    expect(isValidBic('COBADEFFXX')).toBe(false);
    expect(isValidBic('C0BADEFF')).toBe(false);
    expect(isValidBic('COBA1EFF')).toBe(false);
    expect(isValidBic('cobadeff')).toBe(false);
  });
});

describe('card and eft rules', () => {
  it('takes the BIN from the first six digits without spaces (spec 02 §5)', () => {
    expect(binOfCardNumber('4000 1234 5678 9010')).toBe('400012');
  });

  it('needs bank and branch codes for eft to BR, JP, HK and LK only (spec 02 §9)', () => {
    expect(['BR', 'JP', 'HK', 'LK', 'DE', 'US'].map(eftNeedsBankCodes)).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('transferCapabilities (spec 02 §6)', () => {
  const personal = { customerType: 0, accessRight: 2, permissions: {} };
  const business = { customerType: 1, accessRight: 2, permissions: {} };

  it('lets a personal customer send every single kind', () => {
    const capabilities = transferCapabilities(personal);
    expect(capabilities.ownAccounts).toContain('betweenAccounts');
    expect(capabilities.otherPersons).toEqual(
      expect.arrayContaining(['p2p', 'wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac']),
    );
    expect(capabilities.mass).toEqual([]);
    expect(capabilities.approves).toBe(false);
  });

  it('sends nothing with read or no access', () => {
    for (const accessRight of [0, 1, 5])
      expect(canSendTransfer({ ...business, accessRight }, 'betweenAccounts')).toBe(false);
  });

  it('keeps a settlement sub-account to its own accounts', () => {
    const capabilities = transferCapabilities({ ...business, permissions: { settlementAccount: true } });
    expect(capabilities.ownAccounts).toEqual(['betweenAccounts']);
    expect(capabilities.otherPersons).toEqual([]);
  });

  it('gives a business p2p only with sendMoneyUser or sendMoneyPaxumUser', () => {
    expect(canSendTransfer(business, 'p2p')).toBe(false);
    expect(canSendTransfer({ ...business, permissions: { sendMoneyUser: true } }, 'p2p')).toBe(true);
    expect(canSendTransfer({ ...business, permissions: { sendMoneyPaxumUser: true } }, 'p2p')).toBe(true);
  });

  it('makes right 3 initiate only and lets rights 2 and 4 approve', () => {
    expect(transferCapabilities({ ...business, accessRight: 3 })).toMatchObject({
      initiateOnly: true,
      approves: false,
    });
    expect(transferCapabilities({ ...business, accessRight: 4 }).approves).toBe(true);
    expect(transferCapabilities(business).approves).toBe(true);
  });
});
