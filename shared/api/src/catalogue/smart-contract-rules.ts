import type { CreateContractRequest } from './smart-contracts';

const INT32_MAX = 2_147_483_647;
const PERCENTAGE = /^\d{1,3}(\.\d{1,2})?$/;

/** Compares a percentage text with 0 and 100 without floats: "12.5" → 1250 hundredths. */
function hundredths(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** spec 03 §5 "Contract create". */
export const CONTRACT_SIGNER_NAME_MAX = 256;
export const CONTRACT_NOTE_MAX = 1000;
export const CONTRACT_OBLIGATION_MAX = 500;
export const CONTRACT_OBLIGATIONS_MAX_ITEMS = 20;

/** Whether `value` is a positive 32-bit integer id (spec 03 §5). */
export const isContractId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= INT32_MAX;

/**
 * spec 03 §5: percentage more than 0 and at most 100; signer names at most 256 characters; each obligations list at
 * least one item; company, sender and beneficiary ids 32-bit integers; ours: activeFrom a date, not in the past
 * (`today` yyyy-mm-dd), sender and beneficiary different, obligations not blank and at most 500 characters, a note at
 * most 1000. Answers `field: problem` lines (empty when valid), shared by the form and the sandbox.
 */
export function contractCreateProblems(request: Partial<CreateContractRequest>, today: string): string[] {
  const problems: string[] = [];
  for (const field of ['companyId', 'senderId', 'beneficiaryId'] as const)
    if (!isContractId(request[field])) problems.push(`${field}: must be a 32-bit integer id`);
  if (isContractId(request.senderId) && request.senderId === request.beneficiaryId)
    problems.push('beneficiaryId: must differ from the sender');
  const percentage = request.percentage ?? '';
  if (typeof percentage !== 'string' || !PERCENTAGE.test(percentage))
    problems.push('percentage: a number with at most 2 decimals');
  else if (hundredths(percentage) <= 0) problems.push('percentage: must be more than 0');
  else if (hundredths(percentage) > 10_000) problems.push('percentage: must be at most 100');
  for (const field of ['senderSignerName', 'beneficiarySignerName'] as const) {
    const name = request[field];
    if (name !== undefined && (typeof name !== 'string' || name.length > CONTRACT_SIGNER_NAME_MAX))
      problems.push(`${field}: at most ${CONTRACT_SIGNER_NAME_MAX} characters`);
  }
  for (const field of ['senderObligations', 'beneficiaryObligations'] as const) {
    const list = request[field];
    if (!Array.isArray(list) || list.length === 0) problems.push(`${field}: at least one obligation`);
    else if (list.length > CONTRACT_OBLIGATIONS_MAX_ITEMS)
      problems.push(`${field}: at most ${CONTRACT_OBLIGATIONS_MAX_ITEMS} obligations`);
    else if (list.some((item) => typeof item !== 'string' || item.trim() === ''))
      problems.push(`${field}: an obligation cannot be blank`);
    else if (list.some((item) => item.length > CONTRACT_OBLIGATION_MAX))
      problems.push(`${field}: at most ${CONTRACT_OBLIGATION_MAX} characters each`);
  }
  const activeFrom = request.activeFrom ?? '';
  if (
    typeof activeFrom !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(activeFrom) ||
    Number.isNaN(Date.parse(activeFrom))
  )
    problems.push('activeFrom: a date (yyyy-mm-dd)');
  else if (activeFrom < today) problems.push('activeFrom: cannot be in the past');
  if (
    request.note !== undefined &&
    (typeof request.note !== 'string' || request.note.length > CONTRACT_NOTE_MAX)
  )
    problems.push(`note: at most ${CONTRACT_NOTE_MAX} characters`);
  return problems;
}
