import { type MassMethod, MASS_COLUMNS, type MassProblem } from './mass-columns';

// Writing a mass file back, and the text of a problem.

function csvCell(value: string, separator: string): string {
  return /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Rows as CSV text with the method's header (the rejected rows to download, the fixed file to send); `extra`
 * columns (e.g. the problems as text) go after the method's.
 */
export function massRowsToCsv(
  method: MassMethod,
  rows: readonly { values: Record<string, string>; extra?: readonly string[] }[],
  { separator = ',', extraHeaders = [] }: { separator?: string; extraHeaders?: readonly string[] } = {},
): string {
  const keys = MASS_COLUMNS[method].map((column) => column.key);
  const lines = [[...keys, ...extraHeaders].map((cell) => csvCell(cell, separator)).join(separator)];
  for (const row of rows)
    lines.push(
      [...keys.map((key) => row.values[key] ?? ''), ...(row.extra ?? [])]
        .map((cell) => csvCell(cell, separator))
        .join(separator),
    );
  return `${lines.join('\r\n')}\r\n`;
}

/** A problem in English, for the sandbox's `field: reason` lines and the rejected-rows file. */
export function describeMassProblem(problem: MassProblem): string {
  const v = problem.values ?? {};
  const reason = ((): string => {
    switch (problem.code) {
      case 'required':
        return 'is required';
      case 'ibanFormat':
        return 'must be a country code, two check digits and up to 30 letters or digits';
      case 'ibanCountry':
        return `${v.country} is not a country that uses IBANs`;
      case 'ibanLength':
        return `a ${v.country} IBAN has ${v.length} characters, not ${v.actual}`;
      case 'ibanChecksum':
        return 'the IBAN check digits do not match (ISO 13616 mod-97)';
      case 'bic':
        return 'must be a BIC of 8 or 11 letters and digits';
      case 'accountNumber':
        return 'must be 4 to 34 letters, digits, spaces or dashes';
      case 'countryCode':
        return 'must be a two-letter country code';
      case 'bankCode':
      case 'branchCode':
        return `must be ${v.digits} digits in ${v.country}`;
      case 'cardNumber':
        return 'is not a card number (Luhn check)';
      case 'cardBlocked':
        return `cards with BIN ${v.bin} cannot receive payouts`;
      case 'cryptoAddress':
        return 'is not a wallet address';
      case 'email':
        return 'must be an e-mail address';
      case 'amountFormat':
        return 'must be a number';
      case 'amountPositive':
        return 'must be over 0';
      case 'amountDecimals':
        return `has more than ${v.digits} decimals`;
      case 'currencyFormat':
        return 'must be a currency code';
      case 'currencyAccount':
        return `must be ${v.currency}, the currency of the account`;
      case 'nameLength':
        return `must be ${v.min} to ${v.max} characters`;
      case 'textLength':
        return `must be at most ${v.max} characters`;
      case 'noRows':
        return 'the file has no rows';
      case 'tooManyRows':
        return `a batch takes at most ${v.max} rows`;
      case 'unknownColumn':
        return `the column ${v.column} is not one of this method's`;
      case 'missingColumn':
        return `the column ${v.column} is missing`;
      case 'xmlMalformed':
        return `the file is not well-formed XML: line ${v.line}, column ${v.column}: ${v.reason}`;
      case 'pain001Unknown':
        return `the file is not a pain.001 payment file (its document is ${v.found})`;
      case 'pain001Version':
        return `${v.version} is not taken, only pain.001.001.03 and pain.001.001.09 (namespace ${v.namespace})`;
      case 'pain001Missing':
        return `the pain.001 file has no ${v.element}`;
      case 'pain001Count':
        return `the group header's NbOfTxs is ${v.declared} but the file has ${v.counted} transactions`;
      case 'pain001Sum':
        return `the group header's CtrlSum is ${v.declared} but the amounts add up to ${v.computed}`;
      case 'pain001BlockCount':
        return `payment block ${v.block}: NbOfTxs is ${v.declared} but the block has ${v.counted} transactions`;
      case 'pain001BlockSum':
        return `payment block ${v.block}: CtrlSum is ${v.declared} but its amounts add up to ${v.computed}`;
      case 'pain001Amount':
        return `transaction ${v.payment}: the amount ${v.amount} is not a decimal number, so the control sum cannot be checked`;
      case 'pain001Method':
        return 'a pain.001 file holds credit transfers to IBANs: send it as a wire batch';
      case 'pain001Debtors':
        return `the file pays from two accounts, ${v.first} and ${v.second}; a batch is paid from one account: split the file`;
      case 'pain001TooLarge':
        return `the file is larger than ${v.max} MB, the most a pain.001 file may be`;
    }
  })();
  return problem.field && problem.code !== 'missingColumn' ? `${problem.field}: ${reason}` : reason;
}
