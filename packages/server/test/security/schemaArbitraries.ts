import fc from 'fast-check';
import { z } from 'zod';

/** The part of a JSON Schema (from z.toJSONSchema) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values that make a good request, by field name, so a bad field is not hidden behind a missing one. */
export interface PlausibleValues {
  userId: string;
  cartId: string;
  productCode: string;
}

const typesOf = (schema: JsonSchema): string[] =>
  schema.anyOf ? schema.anyOf.flatMap(typesOf) : schema.type === undefined ? [] : [schema.type].flat();

/** A value the schema would accept for this field, or near enough. */
export function plausibleValue(schema: JsonSchema, key: string, values: PlausibleValues, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return plausibleValue(schema.anyOf[0]!, key, values, depth);
  const type = typesOf(schema)[0];
  switch (type) {
    case 'string': {
      if (/userId/i.test(key)) return values.userId;
      if (/cart(Id|Code)$/i.test(key)) return values.cartId;
      if (/^(code|isbn|isbn13|productCode)$/i.test(key)) return values.productCode;
      if (/email/i.test(key)) return 'someone@example.edu';
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    }
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return depth > 3 || !schema.items ? [] : [plausibleValue(schema.items, key, values, depth + 1)];
    case 'object':
      return depth > 3 ? {} : plausibleObject(schema, values, depth + 1);
    default:
      return 'a';
  }
}

function plausibleObject(schema: JsonSchema, values: PlausibleValues, depth: number): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, property]) => [key, plausibleValue(property, key, values, depth)]),
  );
}

const HUGE = 'x'.repeat(300_000);
const TRICKY_STRINGS = [
  '', ' ', '\u0000', '\ud800', '\udfff', 'e\u0301\u0301\u0301', '\u202eevil', '👩‍👩‍👧‍👦'.repeat(50), 'ℌ𝔢𝔩𝔩𝔬',
  "' OR '1'='1", '"; DROP TABLE carts; --', '<script>alert(1)</script>', '../../etc/passwd', '%00', '${7*7}',
  '-1', '1e999', 'NaN', 'Infinity', '0x10', 'true', 'null', '[]', '{}',
];
const TRICKY_NUMBERS = [-1, -(2 ** 31), 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.5, -0, Number.MIN_VALUE];

/** A value this field must refuse, or a hostile one: wrong type, out of range, too long, odd unicode. */
export function badValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { nested: { deeper: ['x'] } }),
    fc.constantFrom(...TRICKY_STRINGS),
    fc.constantFrom(...TRICKY_NUMBERS),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.integer(),
    fc.double(),
  ];
  if (types.includes('string')) {
    const max = schema.maxLength;
    options.push(fc.constant(max !== undefined ? 'y'.repeat(max + 1) : HUGE), fc.constant(HUGE), fc.constant('𝔘'.repeat(70_000)));
  }
  if (types.includes('integer') || types.includes('number')) {
    const low = schema.minimum;
    const high = schema.maximum;
    if (low !== undefined) options.push(fc.constant(low - 1));
    if (high !== undefined && Number.isFinite(high)) options.push(fc.constant(high + 1));
    options.push(fc.constant('12abc'));
  }
  if (types.includes('array')) options.push(fc.constant(Array.from({ length: 5_000 }, () => 'z')), fc.constant('not-a-list'));
  return fc.oneof(...options);
}

const MISSING = Symbol('missing');

/**
 * Objects shaped like the schema's input, each with at least one field replaced by a bad value or
 * left out, sometimes with extra fields (prototype keys included) — the inputs a hostile client sends.
 */
export function badInput(schema: JsonSchema, values: PlausibleValues): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.entries(schema.properties ?? {});
  const base = plausibleObject(schema, values, 0);
  const fieldChoice = ([key, property]: [string, JsonSchema]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(base[key]) },
      { weight: 2, arbitrary: badValue(property) },
      { weight: 1, arbitrary: fc.constant<unknown>(MISSING) },
    ).map((value) => [key, value] as const);
  const extras: fc.Arbitrary<Record<string, unknown>> = fc.oneof<fc.Arbitrary<Record<string, unknown>>[]>(
    fc.constant({}),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), { maxKeys: 3 }),
    fc.constant(JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}') as Record<string, unknown>),
  );
  const forced = properties.length
    ? fc.tuple(fc.nat({ max: properties.length - 1 }), fc.oneof(badValue({}), fc.constant<unknown>(MISSING)))
    : fc.constant(null);
  return fc.tuple(fc.tuple(...properties.map(fieldChoice)), forced, extras).map(([fields, force, extra]) => {
    const input: Record<string, unknown> = {};
    for (const [key, value] of fields) if (value !== MISSING) input[key] = value;
    if (force) {
      const [index, value] = force;
      const key = properties[index]![0];
      if (value === MISSING) delete input[key];
      else input[key] = value;
    }
    for (const key of Object.keys(extra)) input[key] = extra[key];
    return input;
  });
}

/** How a value travels in a query string: strings, repeated keys for arrays, JSON for objects. */
export function asQuery(input: Record<string, unknown>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  const text = (value: unknown): string =>
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  for (const [key, value] of Object.entries(input)) {
    // Keep query strings within what a real HTTP server accepts in a request line (≈16 kB).
    query[key] = Array.isArray(value) ? value.slice(0, 50).map((v) => text(v).slice(0, 2_000)) : text(value).slice(0, 8_000);
  }
  return query;
}
