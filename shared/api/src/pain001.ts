import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PAIN001_MAX_BYTES } from './catalogue/mass';
import { parseDecimal, plus, type ExactDecimal } from './decimal';
import {
  MASS_COLUMNS,
  MASS_MAX_ROWS,
  pain001TooLarge,
  type MassMethod,
  type MassParseResult,
  type MassProblem,
  type MassRow,
  type Pain001Details,
} from './mass-columns';
import { describeMassProblem } from './mass-write';
import { PAIN001_NAMESPACES, type Pain001Version } from './pain001-write';

/**
 * ISO 20022 payment files in mass transfers (issue 51 item 4): a customer credit transfer initiation (pain.001,
 * versions 001.001.03 and 001.001.09) read into the rows of a wire mass file, which then go through the same row
 * checks as a CSV's. The file as a whole is refused, nothing read, when it is not well-formed XML, not a pain.001 of
 * a taken version, when its control figures (`NbOfTxs`, `CtrlSum`, of the group header and of each payment block) do
 * not match its transactions, when its payment blocks pay from different debtor accounts (a batch is paid from one
 * account), or when it is larger than PAIN001_MAX_BYTES (checked before anything is parsed). The same code runs in
 * the browser (its own chunk, loaded only when such a file is chosen: it brings fast-xml-parser) and in the sandbox.
 *
 * A row's `line` is the transaction's position in the file (the first `CdtTrfTxInf` is 1, counted across payment
 * blocks), not a line of the XML: a machine-written file is often one long line, and the rows table, its row editor
 * and the rows-to-fix file need one number per payment.
 */

const PAIN001_NAMESPACE_START = 'urn:iso:std:iso:20022:tech:xsd:pain.001.';

/** Why a pain.001 file was refused: its problems (the first one's code and values also on the error itself). */
export class Pain001Error extends Error {
  readonly problems: readonly MassProblem[];

  constructor(problems: readonly MassProblem[]) {
    super(problems.map(describeMassProblem).join('; '));
    this.name = 'Pain001Error';
    this.problems = problems;
  }

  get code(): MassProblem['code'] | undefined {
    return this.problems[0]?.code;
  }

  get values(): MassProblem['values'] {
    return this.problems[0]?.values;
  }
}

/**
 * A pain.001 file as read: its version, its message id, one wire row per credit transfer, and what it says of the
 * debtor's account and the execution date (absent when the file does not say).
 */
export interface Pain001File extends Pain001Details {
  version: Pain001Version;
  messageId: string;
  rows: MassRow[];
}

type XmlValue = string | XmlElement | XmlValue[];
interface XmlElement {
  [name: string]: XmlValue | undefined;
}

/** Elements that may repeat: always read as lists, one or many. */
const REPEATED = new Set(['PmtInf', 'CdtTrfTxInf', 'Ustrd']);
/** A decimal as the schema's amounts are written (`ActiveOrHistoricCurrencyAndAmount`): digits, a point, digits. */
const DECIMAL = /^\d+(?:\.\d+)?$/;
/** ISO 20022's placeholder for an end-to-end id the debtor did not give. */
const NOT_PROVIDED = 'NOTPROVIDED';
/** The day of an ISO date or date-time (`2025-01-07`, `2025-01-07T10:00:00+01:00`): as the debtor wrote it. */
const ISO_DAY_START = /^(\d{4}-\d{2}-\d{2})(?:$|T)/;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const one = (value: XmlValue | undefined): XmlValue | undefined => (Array.isArray(value) ? value[0] : value);
const isElement = (value: XmlValue | undefined): value is XmlElement =>
  typeof value === 'object' && !Array.isArray(value);

/** The child element at a path (the first of each name), or undefined. */
function at(node: XmlValue | undefined, ...path: string[]): XmlValue | undefined {
  let current = one(node);
  for (const name of path) {
    if (!isElement(current)) return undefined;
    current = one(current[name]);
  }
  return current;
}

/** Every child element of a name, in the file's order. */
function all(node: XmlValue | undefined, name: string): XmlValue[] {
  const element = one(node);
  const children = isElement(element) ? element[name] : undefined;
  if (children === undefined) return [];
  return Array.isArray(children) ? children : [children];
}

/** An element's text ('' when it is absent or has none). */
function textOf(value: XmlValue | undefined): string {
  const element = one(value);
  if (typeof element === 'string') return element;
  const text = isElement(element) ? element['#text'] : undefined;
  return typeof text === 'string' ? text : '';
}

function attributeOf(value: XmlValue | undefined, name: string): string {
  const element = one(value);
  const attribute = isElement(element) ? element[`@${name}`] : undefined;
  return typeof attribute === 'string' ? attribute : '';
}

/** A decimal in plain notation keeping its scale: the sum of 0.10 and 0.20 is "0.30". */
function decimalText({ units, scale }: ExactDecimal): string {
  const digits = units.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

const sumOf = (amounts: readonly string[]): ExactDecimal =>
  amounts.reduce((sum, amount) => plus(sum, parseDecimal(amount)), { units: 0n, scale: 0 } as ExactDecimal);

/** Whether a declared control sum is the computed one, compared as decimals ("600" is "600.00"). */
function sameSum(declared: string, computed: ExactDecimal): boolean {
  if (!DECIMAL.test(declared)) return false;
  const difference = plus(parseDecimal(declared), { units: -computed.units, scale: computed.scale });
  return difference.units === 0n;
}

/** The size of a text in UTF-8, counted without encoding it (a refused file is never copied). */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    // A surrogate pair is one character of 4 bytes: 2 for each half.
    bytes += unit < 0x80 ? 1 : unit < 0x800 ? 2 : unit >= 0xd800 && unit <= 0xdfff ? 2 : 3;
    if (bytes > PAIN001_MAX_BYTES) return bytes;
  }
  return bytes;
}

/** Parses the XML: well-formedness first (the parser's own line and column), then the tree. */
function parseXml(text: string): { root: XmlElement; rootName: string } {
  const valid = XMLValidator.validate(text);
  if (valid !== true)
    throw new Pain001Error([
      {
        code: 'xmlMalformed',
        values: { line: valid.err.line, column: valid.err.col ?? 0, reason: valid.err.msg },
      },
    ]);
  // The root's own name, prefix and all: its prefix says which xmlns attribute is its namespace.
  let rootName = '';
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    // Money is decimal text, never a float (issue 51 item 4): no value is read as a number.
    parseTagValue: false,
    parseAttributeValue: false,
    // Numeric character references (&#233;) besides the five XML entities.
    htmlEntities: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    transformTagName: (name) => {
      if (rootName === '' && !name.startsWith('?')) rootName = name;
      return localName(name);
    },
    isArray: (name) => REPEATED.has(name),
  });
  const document = parser.parse(text) as XmlElement;
  const roots = Object.keys(document).filter((key) => !key.startsWith('?') && !key.startsWith('#'));
  const root = document[roots[0] ?? ''];
  if (roots.length !== 1 || !isElement(root))
    throw new Pain001Error([
      { code: 'pain001Unknown', values: { found: roots.map((name) => `<${name}>`).join(' ') } },
    ]);
  return { root, rootName };
}

/** The version of the document, from its namespace; anything but pain.001.001.03 or .09 is refused. */
function versionOf(root: XmlElement, rootName: string): Pain001Version {
  const colon = rootName.indexOf(':');
  const namespace = attributeOf(root, colon < 0 ? 'xmlns' : `xmlns:${rootName.slice(0, colon)}`);
  const found = namespace || `<${rootName}>`;
  if (localName(rootName) !== 'Document' || !namespace.startsWith(PAIN001_NAMESPACE_START))
    throw new Pain001Error([{ code: 'pain001Unknown', values: { found } }]);
  const version = (Object.keys(PAIN001_NAMESPACES) as Pain001Version[]).find(
    (candidate) => PAIN001_NAMESPACES[candidate] === namespace,
  );
  if (!version)
    throw new Pain001Error([
      {
        code: 'pain001Version',
        values: { version: namespace.slice(namespace.lastIndexOf(':') + 1), namespace },
      },
    ]);
  return version;
}

/** The debtor account a payment block names, spaces removed and upper case ('' when it names none). */
function debtorIbanOf(block: XmlValue): string {
  return textOf(at(block, 'DbtrAcct', 'Id', 'IBAN'))
    .replace(/\s+/g, '')
    .toUpperCase();
}

/**
 * The execution date a payment block asks for, `YYYY-MM-DD`, or '' when it gives none that is a date: the text of
 * `ReqdExctnDt` in 001.001.03; its `Dt`, or the day of its `DtTm`, in 001.001.09.
 */
function executionDateOf(block: XmlValue, version: Pain001Version): string {
  const requested =
    version === '001.001.03'
      ? textOf(at(block, 'ReqdExctnDt'))
      : textOf(at(block, 'ReqdExctnDt', 'Dt')) || textOf(at(block, 'ReqdExctnDt', 'DtTm'));
  return ISO_DAY_START.exec(requested.trim())?.[1] ?? '';
}

/** A transaction as read: the row's values, and its amount as written (for the control sums). */
function rowOf(transaction: XmlValue, version: Pain001Version): Record<string, string> {
  const amount = at(transaction, 'Amt', 'InstdAmt');
  const remittance = all(at(transaction, 'RmtInf'), 'Ustrd')
    .map(textOf)
    .filter((line) => line !== '')
    .join(' ');
  const endToEndId = textOf(at(transaction, 'PmtId', 'EndToEndId'));
  const values: Record<string, string> = {
    beneficiaryName: textOf(at(transaction, 'Cdtr', 'Nm')),
    iban: textOf(at(transaction, 'CdtrAcct', 'Id', 'IBAN')),
    // The agent's BIC is `BIC` in 001.001.03 and `BICFI` from 001.001.04 on.
    swift: textOf(at(transaction, 'CdtrAgt', 'FinInstnId', version === '001.001.03' ? 'BIC' : 'BICFI')),
    amount: textOf(amount),
    currency: attributeOf(amount, 'Ccy'),
    // The wire columns have no reference of their own: without remittance text the payee gets the end-to-end id.
    description: remittance || (endToEndId === NOT_PROVIDED ? '' : endToEndId),
  };
  // Only the wire columns (a row sent to the sandbox with another column would be refused).
  return Object.fromEntries(MASS_COLUMNS.wire.map(({ key }) => [key, values[key] ?? '']));
}

/** The control figures of a group header or a payment block against its transactions' amounts. */
function controlProblems(
  header: XmlValue | undefined,
  amounts: readonly string[],
  firstPayment: number,
  block?: string,
): MassProblem[] {
  const problems: MassProblem[] = [];
  const declaredCount = textOf(at(header, 'NbOfTxs'));
  const hasCount = at(header, 'NbOfTxs') !== undefined;
  if (hasCount && !(/^\d+$/.test(declaredCount) && Number(declaredCount) === amounts.length))
    problems.push({
      code: block === undefined ? 'pain001Count' : 'pain001BlockCount',
      values: { ...(block === undefined ? {} : { block }), declared: declaredCount, counted: amounts.length },
    });
  if (at(header, 'CtrlSum') === undefined) return problems;
  const declaredSum = textOf(at(header, 'CtrlSum'));
  const bad = amounts.findIndex((amount) => !DECIMAL.test(amount));
  if (bad >= 0) {
    problems.push({
      code: 'pain001Amount',
      values: { payment: firstPayment + bad, amount: amounts[bad] ?? '' },
    });
    return problems;
  }
  const computed = sumOf(amounts);
  if (!sameSum(declaredSum, computed))
    problems.push({
      code: block === undefined ? 'pain001Sum' : 'pain001BlockSum',
      values: {
        ...(block === undefined ? {} : { block }),
        declared: declaredSum,
        computed: decimalText(computed),
      },
    });
  return problems;
}

/**
 * Reads a pain.001 file (its text) into wire rows, one per credit transfer in the file's order, `line` being the
 * transaction's position, with the debtor account its blocks name and the latest execution date they ask for.
 * Throws a {@link Pain001Error} naming every problem of the file as a whole.
 */
export function readPain001(text: string): Pain001File {
  // Before any parsing: a browser need not spend its memory on a larger file (the sandbox's upload cap is lower).
  if (utf8Bytes(text) > PAIN001_MAX_BYTES) throw new Pain001Error([pain001TooLarge()]);
  const { root, rootName } = parseXml(text.replace(/^\uFEFF/, ''));
  const version = versionOf(root, rootName);
  const initiation = at(root, 'CstmrCdtTrfInitn');
  const header = at(initiation, 'GrpHdr');
  if (initiation === undefined)
    throw new Pain001Error([{ code: 'pain001Missing', values: { element: 'CstmrCdtTrfInitn' } }]);
  if (header === undefined || at(header, 'NbOfTxs') === undefined)
    throw new Pain001Error([{ code: 'pain001Missing', values: { element: 'GrpHdr/NbOfTxs' } }]);
  const blocks = all(initiation, 'PmtInf').map((block) => ({
    block,
    transactions: all(block, 'CdtTrfTxInf'),
  }));
  const count = blocks.reduce((sum, { transactions }) => sum + transactions.length, 0);
  if (count === 0) throw new Pain001Error([{ code: 'noRows' }]);
  if (count > MASS_MAX_ROWS)
    throw new Pain001Error([{ code: 'tooManyRows', values: { max: MASS_MAX_ROWS, count } }]);

  const rows: MassRow[] = [];
  const blockProblems: MassProblem[] = [];
  const debtors: string[] = [];
  let executionDate = '';
  blocks.forEach(({ block, transactions }, index) => {
    const debtor = debtorIbanOf(block);
    if (debtor !== '' && !debtors.includes(debtor)) debtors.push(debtor);
    const requested = executionDateOf(block, version);
    if (requested > executionDate) executionDate = requested;
    const first = rows.length + 1;
    for (const transaction of transactions)
      rows.push({ line: rows.length + 1, values: rowOf(transaction, version) });
    const amounts = rows.slice(first - 1).map((row) => row.values.amount ?? '');
    // A block is named by its PmtInfId, or by its position when it has none.
    const name = textOf(at(block, 'PmtInfId')) || `#${index + 1}`;
    blockProblems.push(...controlProblems(block, amounts, first, name));
  });
  const groupProblems = controlProblems(
    header,
    rows.map((row) => row.values.amount ?? ''),
    1,
  );
  const amountNamed = groupProblems.some((problem) => problem.code === 'pain001Amount');
  const problems = [
    ...groupProblems,
    // A wrong amount is named once: by the group header's check, else by its block's.
    ...blockProblems.filter((problem) => !(amountNamed && problem.code === 'pain001Amount')),
  ];
  // A batch is paid from the one account chosen on the page: a file paying from two is two batches.
  const [debtorIban, second] = debtors;
  if (debtorIban !== undefined && second !== undefined)
    problems.push({ code: 'pain001Debtors', values: { first: debtorIban, second } });
  if (problems.length > 0) throw new Pain001Error(problems);
  return {
    version,
    messageId: textOf(at(header, 'MsgId')),
    rows,
    ...(debtorIban === undefined ? {} : { debtorIban }),
    ...(executionDate === '' ? {} : { executionDate }),
  };
}

/**
 * A pain.001 file's rows as a mass file's reading gives them: the rows with what the file says of its debtor account
 * and execution date (`pain001`), or the file's problems (a pain.001 holds credit transfers to IBANs: only a wire
 * batch takes one).
 */
export function massRowsFromPain001(method: MassMethod, text: string): MassParseResult {
  const columns = MASS_COLUMNS.wire.map((column) => column.key);
  if (method !== 'wire')
    return { columns, hasHeader: false, rows: [], problems: [{ code: 'pain001Method' }] };
  try {
    const { rows, debtorIban, executionDate } = readPain001(text);
    const pain001: Pain001Details = {
      ...(debtorIban === undefined ? {} : { debtorIban }),
      ...(executionDate === undefined ? {} : { executionDate }),
    };
    return { columns, hasHeader: false, rows, problems: [], pain001 };
  } catch (error) {
    if (error instanceof Pain001Error)
      return { columns, hasHeader: false, rows: [], problems: [...error.problems] };
    throw error;
  }
}

export {
  PAIN001_NAMESPACES,
  writePain001,
  type Pain001Debtor,
  type Pain001Version,
  type Pain001WriteOptions,
} from './pain001-write';
