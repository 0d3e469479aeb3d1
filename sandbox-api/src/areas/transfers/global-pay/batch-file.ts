import type { GlobalPayBeneficiaryType, GlobalPayFeeShare, GlobalPayNewPayment } from '@portal/api/catalogue';
import { splitCsv } from '@portal/api/csv';
import Decimal from 'decimal.js';
import { sha256Hex } from '../../../platform/lib/crypto';
import { invalidField } from '../../../money/amounts';
import { KNOWN_COUNTRIES } from '../../../money/payee-countries';
import { minorUnitsOf } from '../../../money/fees';
import { GLOBAL_PAY_MAX_ROWS, methodsOfCountry, NAME_MAX, TEXT_MAX } from './rules';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** A checked payment: its fields, or the `field: reason` lines of what is wrong. */
export function checkPayment(
  input: Partial<GlobalPayNewPayment>,
  currencyCode: string,
  prefix: string,
): { ok: true; value: Required<GlobalPayNewPayment> } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const name = (input.beneficiaryName ?? '').trim();
  if (name.length < 2 || name.length > NAME_MAX)
    problems.push(`${prefix}beneficiaryName: must be 2 to ${NAME_MAX} characters`);
  const email = normalizeEmail(input.beneficiaryEmail ?? '');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length < 6)
    problems.push(`${prefix}beneficiaryEmail: must be an e-mail address`);
  const country = (input.beneficiaryCountryCode ?? '').trim().toUpperCase();
  if (!KNOWN_COUNTRIES.has(country) || methodsOfCountry(country).length === 0)
    problems.push(`${prefix}beneficiaryCountryCode: global pay does not reach this country`);
  const amountText = (input.amount ?? '').trim();
  let amount = '';
  try {
    const value = new Decimal(amountText);
    if (!value.greaterThan(0)) problems.push(`${prefix}amount: must be over 0`);
    else if (value.decimalPlaces() > minorUnitsOf(currencyCode))
      problems.push(
        `${prefix}amount: ${currencyCode} amounts have at most ${minorUnitsOf(currencyCode)} decimals`,
      );
    else amount = value.toFixed();
  } catch {
    problems.push(`${prefix}amount: must be a number`);
  }
  const description = (input.description ?? '').trim();
  if (description.length > TEXT_MAX) problems.push(`${prefix}description: at most ${TEXT_MAX} characters`);
  const beneficiaryType = input.beneficiaryType ?? 'individual';
  if (beneficiaryType !== 'individual' && beneficiaryType !== 'business')
    problems.push(`${prefix}beneficiaryType: must be individual or business`);
  const feeShare = input.feeShare ?? 'sender';
  if (feeShare !== 'sender' && feeShare !== 'beneficiary')
    problems.push(`${prefix}feeShare: must be sender or beneficiary`);
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    value: {
      amount,
      description,
      beneficiaryType,
      beneficiaryName: name,
      beneficiaryEmail: email,
      beneficiaryCountryCode: country,
      feeShare,
    },
  };
}

/**
 * The separator of an upload: `,` `;` or tab, the one most frequent in the first line (`,` on a tie). The records are
 * split by `@portal/api/csv`: quoted cells with doubled quotes, CRLF or LF, a byte order mark dropped, blank lines
 * skipped, each record with its line number.
 */
function uploadSeparator(text: string): string {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  return [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
}

/** The rows of an uploaded CSV file, with a header line naming the columns. */
export function readBatchFile(text: string, currencyCode: string) {
  const records = splitCsv(text, uploadSeparator(text));
  const [header, ...rows] = records;
  if (!header) throw invalidField('attachedFile', 'is empty');
  const columns = header.cells.map((cell) => cell.trim().replace(/\s+/g, '').toLowerCase());
  const index = (name: string) => columns.indexOf(name.toLowerCase());
  for (const required of ['beneficiaryName', 'beneficiaryEmail', 'beneficiaryCountryCode', 'amount'])
    if (index(required) < 0) throw invalidField('attachedFile', `the header line has no ${required} column`);
  if (rows.length === 0) throw invalidField('attachedFile', 'has no payment');
  if (rows.length > GLOBAL_PAY_MAX_ROWS)
    throw invalidField('attachedFile', `has more than ${GLOBAL_PAY_MAX_ROWS} payments`);
  const cell = (cells: string[], name: string) => {
    const at = index(name);
    return at < 0 ? undefined : (cells[at] ?? '').trim();
  };
  const problems: string[] = [];
  const payments = rows.flatMap(({ line, cells }) => {
    const type = cell(cells, 'beneficiaryType');
    const share = cell(cells, 'feeShare');
    const checked = checkPayment(
      {
        beneficiaryName: cell(cells, 'beneficiaryName') ?? '',
        beneficiaryEmail: cell(cells, 'beneficiaryEmail') ?? '',
        beneficiaryCountryCode: cell(cells, 'beneficiaryCountryCode') ?? '',
        amount: cell(cells, 'amount') ?? '',
        description: cell(cells, 'description') ?? '',
        ...(type ? { beneficiaryType: type as GlobalPayBeneficiaryType } : {}),
        ...(share ? { feeShare: share as GlobalPayFeeShare } : {}),
      },
      currencyCode,
      `line ${line}: `,
    );
    if (!checked.ok) {
      problems.push(...checked.problems);
      return [];
    }
    return [checked.value];
  });
  if (problems.length > 0) throw invalidRows(problems);
  return payments;
}

function invalidRows(problems: string[]) {
  const error = invalidField('attachedFile', 'has invalid rows');
  error.body.validationErrors = problems;
  return error;
}

/** The identical-file key: the rows as read, normalized, in order (the file's name and spacing do not count). */
export function fileHashOf(payments: Required<GlobalPayNewPayment>[]): string {
  return sha256Hex(
    JSON.stringify(
      payments.map((payment) => [
        payment.beneficiaryName,
        payment.beneficiaryEmail,
        payment.beneficiaryCountryCode,
        new Decimal(payment.amount).toFixed(),
        payment.description,
        payment.beneficiaryType,
        payment.feeShare,
      ]),
    ),
  );
}
