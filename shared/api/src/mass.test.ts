import {
  checkMassRow,
  checkMassRows,
  describeMassProblem,
  massColumnOfHeader,
  massRowsToCsv,
  massTotal,
  normalizeMassRow,
  parseMassText,
  type MassProblem,
} from './mass';

const WIRE = {
  beneficiaryName: 'Anna Berg',
  iban: 'DE89 3704 0044 0532 0130 00',
  swift: 'COBADEFFXXX',
  amount: '10.50',
  currency: 'EUR',
};
const codes = (problems: MassProblem[]) =>
  problems.map((problem) => `${problem.field ?? ''}:${problem.code}`);

describe('parseMassText', () => {
  it('a header in another order and spelling / values by column key, line numbers of the file', () => {
    const result = parseMassText(
      'p2p',
      'Amount;E-mail;Currency\n10;anna@demo.test;EUR\n"2,5";ben@demo.test;EUR',
    );
    expect(result.hasHeader).toBe(true);
    expect(result.problems).toEqual([]);
    expect(result.rows).toEqual([
      { line: 2, values: { amount: '10', email: 'anna@demo.test', currency: 'EUR' } },
      { line: 3, values: { amount: '2,5', email: 'ben@demo.test', currency: 'EUR' } },
    ]);
  });
  it('no header / the method column order', () => {
    const result = parseMassText('p2p', 'anna@demo.test,10,EUR,thanks');
    expect(result.hasHeader).toBe(false);
    expect(result.rows[0]?.values).toEqual({
      email: 'anna@demo.test',
      amount: '10',
      currency: 'EUR',
      note: 'thanks',
    });
  });
  it('an unknown and a missing column / named', () => {
    const result = parseMassText('wire', 'beneficiaryName,iban,amount,currency,colour\nA,B,1,EUR,red');
    expect(result.problems).toEqual([
      { code: 'unknownColumn', values: { column: 'colour' } },
      { field: 'swift', code: 'missingColumn', values: { column: 'swift' } },
    ]);
  });
  it('a header only / no rows', () =>
    expect(codes(parseMassText('p2p', 'email,amount,currency\n').problems)).toEqual([':noRows']));
  it('5,001 rows / too many', () => {
    const text = `email,amount,currency\n${'a@b.co,1,EUR\n'.repeat(5001)}`;
    expect(codes(parseMassText('p2p', text).problems)).toEqual([':tooManyRows']);
  });
  it('BIC and SWIFT headers / the swift column', () => {
    expect(massColumnOfHeader('wire', 'BIC')).toBe('swift');
    expect(massColumnOfHeader('wire', 'SWIFT code')).toBe('swift');
    expect(massColumnOfHeader('wire', 'colour')).toBe('');
  });
});

describe('checkMassRow', () => {
  it('a good wire row / no problems', () =>
    expect(checkMassRow('wire', WIRE, { accountCurrency: 'EUR' })).toEqual([]));
  it.each([
    ['iban', 'DE89370400440532013001', 'iban:ibanChecksum'],
    ['iban', 'DE8937040044053201300', 'iban:ibanLength'],
    ['iban', 'ZZ89370400440532013000', 'iban:ibanCountry'],
    ['iban', '1234', 'iban:ibanFormat'],
    ['iban', '', 'iban:required'],
    ['swift', 'COBA', 'swift:bic'],
    ['beneficiaryName', 'A', 'beneficiaryName:nameLength'],
    ['amount', 'ten', 'amount:amountFormat'],
    ['amount', '0', 'amount:amountPositive'],
    ['amount', '1.005', 'amount:amountDecimals'],
    ['currency', 'E1', 'currency:currencyFormat'],
    ['currency', 'USD', 'currency:currencyAccount'],
    ['description', 'x'.repeat(141), 'description:textLength'],
  ])('wire %s %j / %s', (field, value, expected) =>
    expect(codes(checkMassRow('wire', { ...WIRE, [field]: value }, { accountCurrency: 'EUR' }))).toEqual([
      expected,
    ]),
  );
  it('JPY with decimals / none allowed', () =>
    expect(codes(checkMassRow('p2p', { email: 'anna@demo.test', amount: '100.5', currency: 'JPY' }))).toEqual(
      ['amount:amountDecimals'],
    ));
  it('eft to BR without codes / bank and branch code required', () =>
    expect(
      codes(
        checkMassRow('eft', {
          beneficiaryName: 'Ana Souza',
          accountNumber: '12345-6',
          countryCode: 'BR',
          amount: '5',
          currency: 'EUR',
        }),
      ),
    ).toEqual(['bankCode:required', 'branchCode:required']));
  it('eft to JP with a 3-digit bank code / must be 4', () => {
    const problems = checkMassRow('eft', {
      beneficiaryName: 'Sato',
      accountNumber: '1234567',
      countryCode: 'JP',
      bankCode: '123',
      branchCode: '001',
      amount: '5',
      currency: 'EUR',
    });
    expect(problems).toEqual([
      { field: 'bankCode', code: 'bankCode', values: { country: 'JP', digits: 4, count: 4 } },
    ]);
  });
  it('eft to DE without codes / fine', () =>
    expect(
      checkMassRow('eft', {
        beneficiaryName: 'Otto',
        accountNumber: '1234567',
        countryCode: 'DE',
        amount: '5',
        currency: 'EUR',
      }),
    ).toEqual([]));
  it('eft with a bad account number and country / both', () =>
    expect(
      codes(
        checkMassRow('eft', {
          beneficiaryName: 'Otto',
          accountNumber: '1!',
          countryCode: 'Germany',
          amount: '5',
          currency: 'EUR',
        }),
      ),
    ).toEqual(['accountNumber:accountNumber', 'countryCode:countryCode']));
  it('a card failing Luhn / cardNumber', () =>
    expect(
      codes(
        checkMassRow('oct', {
          cardNumber: '4111 1111 1111 1112',
          beneficiaryName: 'Li Wei',
          amount: '5',
          currency: 'EUR',
        }),
      ),
    ).toEqual(['cardNumber:cardNumber']));
  it('a card of a blocked BIN / cardBlocked with the BIN', () =>
    expect(
      checkMassRow(
        'oct',
        { cardNumber: '4111 1111 1111 1111', beneficiaryName: 'Li Wei', amount: '5', currency: 'EUR' },
        { blockedBins: ['411111'] },
      ),
    ).toEqual([{ field: 'cardNumber', code: 'cardBlocked', values: { bin: '411111' } }]));
  it('a wallet address too short / cryptoAddress', () =>
    expect(codes(checkMassRow('digital', { address: 'abc', amount: '1', currency: 'BTC' }))).toEqual([
      'address:cryptoAddress',
    ]));
  it('an e-mail without a dot (spec 02 §5) / email', () =>
    expect(codes(checkMassRow('p2p', { email: 'anna@demo', amount: '1', currency: 'EUR' }))).toEqual([
      'email:email',
    ]));
  it('an empty p2p row / every required field', () =>
    expect(codes(checkMassRow('p2p', {}))).toEqual([
      'email:required',
      'amount:required',
      'currency:required',
    ]));
});

describe('checkMassRows', () => {
  it('the same payee, amount and currency twice / the second flagged with the first line', () => {
    const rows = [
      { line: 2, values: WIRE },
      { line: 3, values: { ...WIRE, iban: 'de89370400440532013000', amount: '10.5' } },
      { line: 4, values: { ...WIRE, amount: '11' } },
    ];
    const checked = checkMassRows('wire', rows);
    expect(checked.map((row) => row.duplicateOf)).toEqual([undefined, 2, undefined]);
  });
  it('5,000 rows / checked in well under a second', () => {
    const rows = Array.from({ length: 5000 }, (_, index) => ({
      line: index + 2,
      values: { ...WIRE, amount: `${index + 1}.25` },
    }));
    const started = performance.now();
    const checked = checkMassRows('wire', rows, { accountCurrency: 'EUR' });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(checked.every((row) => row.problems.length === 0 && row.duplicateOf === undefined)).toBe(true);
  });
});

describe('totals, normal form and CSV', () => {
  it('amounts with a comma / summed exactly', () =>
    expect(
      massTotal([
        { line: 1, values: { amount: '0,1' } },
        { line: 2, values: { amount: '0.2' } },
        { line: 3, values: { amount: 'x' } },
      ]),
    ).toBe('0.3'));
  it('a wire row / compact IBAN, upper-case BIC and canonical amount', () =>
    expect(normalizeMassRow('wire', { ...WIRE, swift: 'cobadeff xxx', amount: '010.50' })).toEqual({
      beneficiaryName: 'Anna Berg',
      iban: 'DE89370400440532013000',
      swift: 'COBADEFFXXX',
      amount: '10.5',
      currency: 'EUR',
    }));
  it('rows with quotes and separators / quoted, read back the same', () => {
    const csv = massRowsToCsv(
      'p2p',
      [
        {
          values: { email: 'a@b.co', amount: '1', currency: 'EUR', note: 'rent, "May"' },
          extra: ['email: bad'],
        },
      ],
      { extraHeaders: ['problems'] },
    );
    expect(csv).toBe('email,amount,currency,note,problems\r\na@b.co,1,EUR,"rent, ""May""",email: bad\r\n');
    expect(parseMassText('p2p', csv).rows[0]?.values.note).toBe('rent, "May"');
  });
  it('a problem / English line for the sandbox', () =>
    expect(
      describeMassProblem({
        field: 'iban',
        code: 'ibanLength',
        values: { country: 'DE', length: 22, actual: 21 },
      }),
    ).toBe('iban: a DE IBAN has 22 characters, not 21'));
});
