/**
 * Text the sandbox can store: no NUL character and no unpaired UTF-16 surrogate (issue 22 item 6). PostgreSQL and
 * PGlite refuse NUL in `text` and `jsonb`, and a lone surrogate has no UTF-8 form, so either would end as a 500 deep
 * in a repository. The request schemas refuse them instead, every string node of every schema, by one keyword that
 * `withTextRules` adds when a schema is compiled; no route or handler opts in.
 */

/** NUL, a high surrogate without its low half, or a low surrogate without its high half. */
const NOT_STORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TEXT_REFUSALS = {
  value: 'has a character that is not allowed (NUL or an unpaired surrogate)',
  key: 'has a key with a character that is not allowed (NUL or an unpaired surrogate)',
} as const;

const KEYWORD = 'wellFormedText';

interface TextIssue {
  keyword: string;
  message: string;
  params: Record<string, never>;
}

/** Strings must be storable text; objects must have storable keys, since open maps are stored with their keys. */
function checkText(data: unknown): boolean {
  let message: string | undefined;
  if (typeof data === 'string' && NOT_STORABLE.test(data)) message = TEXT_REFUSALS.value;
  else if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
    if (Object.keys(data).some((key) => NOT_STORABLE.test(key))) message = TEXT_REFUSALS.key;
  }
  const issues: TextIssue[] = message ? [{ keyword: KEYWORD, message, params: {} }] : [];
  checkText.errors = issues;
  return issues.length === 0;
}
checkText.errors = [] as TextIssue[];

/** The Ajv keyword `withTextRules` puts on every node that may hold a string or an object. */
export const wellFormedTextKeyword = {
  keyword: KEYWORD,
  schema: false,
  errors: true,
  validate: checkText,
} as const;

/**
 * Keywords whose value is one subschema, a list of them, or a map of them, each checking every value it reaches.
 * `not`, `if` and `contains` are left out: the rule inside them would change which data they match, not refuse it.
 */
const ONE_SUBSCHEMA = [
  'additionalProperties',
  'items',
  'additionalItems',
  'propertyNames',
  'then',
  'else',
  'unevaluatedProperties',
  'unevaluatedItems',
] as const;
const SUBSCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items'] as const;
const SUBSCHEMA_MAPS = [
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
] as const;

type SchemaNode = Record<string, unknown>;

function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A node without a type may hold anything; a typed one only what its types say. */
function mayHoldText(node: SchemaNode): boolean {
  if (node.type === undefined) return true;
  const types: unknown[] = Array.isArray(node.type) ? node.type : [node.type];
  return types.includes('string') || types.includes('object');
}

function walk(node: unknown): unknown {
  if (!isSchemaNode(node)) return node;
  // A referenced schema would be compiled without the rule; none is used, and this keeps it that way.
  if ('$ref' in node)
    throw new Error(
      `request schemas do not use $ref (${String(node.$ref)}): text rules need the whole schema`,
    );
  const copy: SchemaNode = { ...node };
  for (const key of ONE_SUBSCHEMA) if (isSchemaNode(copy[key])) copy[key] = walk(copy[key]);
  for (const key of SUBSCHEMA_LISTS) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map(walk);
  }
  for (const key of SUBSCHEMA_MAPS) {
    const map = copy[key];
    if (isSchemaNode(map))
      copy[key] = Object.fromEntries(Object.entries(map).map(([name, schema]) => [name, walk(schema)]));
  }
  if (mayHoldText(copy)) copy[KEYWORD] = true;
  return copy;
}

const walked = new WeakMap<object, unknown>();

/**
 * A copy of a request schema with the text rule on every node that may hold a string or an object. The same
 * schema object gives the same copy, so Ajv's cache (by schema object) still spares a second compile.
 */
export function withTextRules<T>(schema: T): T {
  if (!isSchemaNode(schema)) return schema;
  let copy = walked.get(schema);
  if (copy === undefined) {
    copy = walk(schema);
    walked.set(schema, copy);
  }
  return copy as T;
}
