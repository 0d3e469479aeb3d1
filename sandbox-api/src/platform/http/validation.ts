import AjvCompiler, {
  type Ajv,
  type BuildCompilerFromPool,
  type RouteDefinition,
} from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { wellFormedTextKeyword, withTextRules } from './text-rules';

/**
 * An annotation beside `pattern`: what the value must be, in words ("must be an e-mail address"). A failed pattern
 * is told in these words, or in generic ones; a validation message never shows the regular expression (issue 22).
 */
export const PATTERN_MESSAGE = 'patternMessage';

function addRequestKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword(wellFormedTextKeyword);
  ajv.addKeyword({ keyword: PATTERN_MESSAGE, schemaType: 'string' });
  return ajv;
}

/**
 * Fastify lower-cases the names in a headers schema only for its own compiler, since the parsed headers are lower
 * case; this compiler does the same.
 */
function lowerCaseHeaderNames(schema: unknown): unknown {
  if (typeof schema !== 'object' || schema === null || !('properties' in schema)) return schema;
  const { properties, required } = schema as { properties: Record<string, unknown>; required?: string[] };
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, part]) => [name.toLowerCase(), part]),
    ),
    ...(required ? { required: required.map((name) => name.toLowerCase()) } : {}),
  };
}

type CompileRouteSchema = (route: RouteDefinition) => ReturnType<ReturnType<BuildCompilerFromPool>>;

const buildAjvValidator = AjvCompiler();

/**
 * Fastify's own Ajv compiler with the sandbox's keywords, given every schema through `withTextRules`: route schemas
 * and those a route compiles itself (the method API's per-operation schemas) alike.
 */
const buildValidator: BuildCompilerFromPool = (externalSchemas, options) => {
  const compile = buildAjvValidator(externalSchemas, {
    ...options,
    plugins: [...(options?.plugins ?? []), addRequestKeywords],
  }) as unknown as CompileRouteSchema;
  const compileRoute: CompileRouteSchema = (route) =>
    compile({
      ...route,
      schema: withTextRules(route.httpPart === 'headers' ? lowerCaseHeaderNames(route.schema) : route.schema),
    });
  return compileRoute as unknown as ReturnType<BuildCompilerFromPool>;
};

/** How every request is checked against its schemas; `buildApp` gives these to Fastify. */
export const requestValidationOptions = {
  ajv: {
    customOptions: {
      // Bad types are refused, not coerced, and every problem is reported at once (TA1 lists them all).
      coerceTypes: false,
      allErrors: true,
      allowUnionTypes: true,
      // Each issue carries the schema node it failed, so a pattern failure can be told in that node's words.
      verbose: true,
    },
  },
  schemaController: { compilersFactory: { buildValidator } },
} satisfies Pick<FastifyServerOptions, 'ajv' | 'schemaController'>;
