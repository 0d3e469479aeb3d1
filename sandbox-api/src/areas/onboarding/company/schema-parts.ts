/** A JSON-schema type that may also be null. */
export const nullable = (type: 'string' | 'integer') => ({ type: [type, 'null'] }) as const;
