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
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
  /** A catchall's schema (the configurable form's own fields). */
  additionalProperties?: JsonSchema | boolean;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** Values that make a good request, by field name, so a bad field is not hidden behind a missing one. */
export interface PlausibleValues {
  userId: string;
  cartId: string;
  productCode: string;
  /** Good values of other fields by name (used when the type fits), e.g. a known formId or account number. */
  byField?: Record<string, unknown>;
  /** Fields an object with a catchall also gets (the configurable form's own fields and their good values). */
  extraFields?: Record<string, unknown>;
}

const typesOf = (schema: JsonSchema): string[] =>
  schema.anyOf ? schema.anyOf.flatMap(typesOf) : schema.type === undefined ? [] : [schema.type].flat();

const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const isDateField = (schema: JsonSchema) => schema.pattern === DATE_PATTERN || schema.format === 'date';
const sameKind = (value: unknown, type: string | undefined) =>
  type === 'array' ? Array.isArray(value) : type === 'integer' ? Number.isInteger(value) : typeof value === type;

/** One string the pattern accepts, the same on every run. */
function sampleOf(pattern: string): string {
  return fc.sample(fc.stringMatching(new RegExp(pattern), { maxLength: 40 }), { numRuns: 1, seed: 14 })[0]!;
}

/** A value the schema would accept for this field, or near enough. */
export function plausibleValue(schema: JsonSchema, key: string, values: PlausibleValues, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return plausibleValue(schema.anyOf[0]!, key, values, depth);
  const types = typesOf(schema);
  // A query flag (z.stringbool().or(z.boolean())): the boolean, which a query string carries as 'true'.
  const type = types.includes('boolean') ? 'boolean' : types[0];
  const given = values.byField?.[key];
  if (given !== undefined && sameKind(given, type)) return given;
  switch (type) {
    case 'string': {
      if (/userId/i.test(key)) return values.userId;
      if (/cart(Id|Code)$/i.test(key)) return values.cartId;
      if (/^(code|isbn|isbn13|productCode)$/i.test(key)) return values.productCode;
      if (/email/i.test(key) || schema.format === 'email') return 'someone@example.edu';
      if (isDateField(schema)) return '2024-03-15';
      if (schema.pattern) return sampleOf(schema.pattern);
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
  const extra = typeof schema.additionalProperties === 'object' ? (values.extraFields ?? {}) : {};
  return {
    ...extra,
    ...Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, property]) => [
        key,
        plausibleValue(property, key, values, depth),
      ]),
    ),
  };
}

const HUGE = 'x'.repeat(300_000);
const TRICKY_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\ud800',
  '\udfff',
  'e\u0301\u0301\u0301',
  '\u202eevil',
  '👩‍👩‍👧‍👦'.repeat(50),
  'ℌ𝔢𝔩𝔩𝔬',
  "' OR '1'='1",
  '"; DROP TABLE carts; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  '-1',
  '1e999',
  'NaN',
  'Infinity',
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
];
/** Text PostgreSQL refuses (NUL; jsonb also an unpaired surrogate) or that is never typed (other C0 controls). */
const UNSTORABLE_TEXTS = [
  'a\u0000b',
  '\u0000',
  'bell\u0007',
  '\u001b[31m',
  'x\ud800',
  '\udc00x',
  'abc\ud83d',
  '/a\u0000',
  '97800000\u00000002',
];
/** Dates of the right shape that name no day (or a year a date column refuses). */
const IMPOSSIBLE_DATES = [
  '2024-13-45',
  '2023-02-29',
  '1900-02-29',
  '2024-02-30',
  '2024-04-31',
  '2024-00-10',
  '2024-01-00',
  '0000-01-01',
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
    options.push(
      fc.constant(max !== undefined ? 'y'.repeat(max + 1) : HUGE),
      fc.constant(HUGE),
      fc.constant('𝔘'.repeat(70_000)),
    );
    // What the database cannot hold, inside text that is otherwise good: each must be refused.
    options.push(fc.constantFrom(...UNSTORABLE_TEXTS));
    if (isDateField(schema)) options.push(fc.constantFrom(...IMPOSSIBLE_DATES));
  }
  if (types.includes('integer') || types.includes('number')) {
    const low = schema.minimum;
    const high = schema.maximum;
    if (low !== undefined) options.push(fc.constant(low - 1));
    if (high !== undefined && Number.isFinite(high)) options.push(fc.constant(high + 1));
    options.push(fc.constant('12abc'));
  }
  if (types.includes('array'))
    options.push(fc.constant(Array.from({ length: 5_000 }, () => 'z')), fc.constant('not-a-list'));
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
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constant(base[key]) },
        { weight: 2, arbitrary: badValue(property) },
        { weight: 1, arbitrary: fc.constant<unknown>(MISSING) },
      )
      .map((value) => [key, value] as const);
  const extras: fc.Arbitrary<Record<string, unknown>> = fc.oneof<fc.Arbitrary<Record<string, unknown>>[]>(
    fc.constant({}),
    fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), fc.oneof(fc.string(), fc.integer(), fc.constant(null)), {
      maxKeys: 3,
    }),
    fc.constant(
      JSON.parse('{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}}') as Record<
        string,
        unknown
      >,
    ),
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

// ---- Edge values: what a schema ACCEPTS, at its limits ----

const INT4_MIN = -2_147_483_648;
const INT4_MAX = 2_147_483_647;

/** Text that is valid, and awkward: unicode of every width, SQL and LIKE metacharacters, markup, odd spaces. */
const EDGE_TEXTS = [
  'Café',
  'e\u0301\u0301\u0301',
  '\u202eevil',
  'ℌ𝔢𝔩𝔩𝔬',
  '👩‍👩‍👧‍👦',
  '\ufeffbom',
  'a\u00a0b',
  'line\u2028sep',
  'tab\there',
  'two\nlines\r\n',
  "O'Brien",
  '%',
  '_',
  '100%_off\\',
  '"; DROP TABLE carts; --',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '${7*7}',
  '\u007f\u0085',
  '   padded   ',
  '0',
  '-1',
  '2147483648',
  'null',
  'true',
  '9780000000002',
  'someone@example.edu',
  '2024-02-29',
  '中文书名',
  'كتاب',
];
/** Days at the edges of what a date column holds: leap days, the first and the last day. */
const EDGE_DATES = ['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31', '1900-01-01', '2024-12-31'];
/** Emails at the edges of the email pattern. */
const EDGE_EMAILS = [
  'a@b.co',
  `${'a'.repeat(64)}@example.edu`,
  "o'brien+tag@mail.example.co.uk",
  'UPPER@EXAMPLE.EDU',
  'x_y-z@sub-domain.example.org',
];
/** Longest text of each kind a field holds: ASCII, astral pairs (two code units each), combining marks. */
function longTexts(max: number): string[] {
  return [
    'x'.repeat(max),
    `/${'x'.repeat(Math.max(0, max - 1))}`,
    '9'.repeat(max),
    '𝔘'.repeat(Math.floor(max / 2)),
    `e${'\u0301'.repeat(Math.max(0, max - 1))}`,
  ];
}

/** A string this field accepts that sits at its edges: its limits, unicode, metacharacters, a real but odd date. */
export function edgeString(schema: JsonSchema, key: string, values: PlausibleValues): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 5_000, 20_000);
  const pattern = schema.pattern ? new RegExp(schema.pattern) : undefined;
  const candidates = [
    ...EDGE_TEXTS,
    ...EDGE_TEXTS.map((text) => `/${text}`),
    ...longTexts(max),
    'x'.repeat(min),
    ...(min === 0 ? [''] : []),
    ...(isDateField(schema) ? EDGE_DATES : []),
    ...(schema.format === 'email' || /email/i.test(key) ? EDGE_EMAILS : []),
  ].filter((text) => text.length >= min && text.length <= max && (!pattern || pattern.test(text)));
  const options: fc.Arbitrary<string>[] = [fc.constant(plausibleValue(schema, key, values) as string)];
  if (candidates.length > 0) options.push(fc.constantFrom(...candidates));
  if (pattern && !isDateField(schema))
    options.push(
      fc.stringMatching(pattern, { maxLength: max }).filter((text) => text.length >= min && text.length <= max),
    );
  if (!pattern)
    options.push(
      fc
        .string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 60) })
        .filter((text) => text.length <= max),
    );
  // Now and then what must be refused though it looks like the rest: a NUL or an unpaired surrogate in
  // good text, a day the calendar lacks. Sent too: each must answer 4xx and change nothing.
  const refused = isDateField(schema)
    ? IMPOSSIBLE_DATES
    : pattern
      ? []
      : UNSTORABLE_TEXTS.filter((text) => text.length <= max);
  return refused.length > 0
    ? fc.oneof({ weight: 6, arbitrary: fc.oneof(...options) }, { weight: 1, arbitrary: fc.constantFrom(...refused) })
    : fc.oneof(...options);
}

/** A number this field accepts at its edges: its bounds, one inside them, 0, 1 and -1 when allowed. */
export function edgeNumber(schema: JsonSchema): fc.Arbitrary<number> {
  const isInt = typesOf(schema).includes('integer');
  const low = schema.minimum ?? (isInt ? INT4_MIN : -1e9);
  const high = schema.maximum ?? (isInt ? INT4_MAX : 1e9);
  const picks = [low, high, low + 1, high - 1, 0, 1, -1, 2, ...(isInt ? [] : [0.5, 1e-9])].filter(
    (n) => n >= low && n <= high,
  );
  return fc.constantFrom(...new Set(picks));
}

/** A value this field accepts, at its edges (strings, numbers, arrays empty or full, every enum value, nested objects). */
export function edgeValue(schema: JsonSchema, key: string, values: PlausibleValues, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.anyOf?.length) return fc.oneof(...schema.anyOf.map((option) => edgeValue(option, key, values, depth)));
  const types = typesOf(schema);
  const options: fc.Arbitrary<unknown>[] = [];
  if (types.includes('string')) options.push(edgeString(schema, key, values));
  if (types.includes('integer') || types.includes('number')) options.push(edgeNumber(schema));
  if (types.includes('boolean')) options.push(fc.boolean());
  if (types.includes('null')) options.push(fc.constant(null));
  if (types.includes('array') && schema.items && depth < 4) {
    const item = schema.items;
    const minItems = schema.minItems ?? 0;
    const maxItems = Math.min(schema.maxItems ?? 50, 500);
    const plausibleItem = plausibleValue(item, key, values, depth + 1);
    if (minItems === 0) options.push(fc.constant([]));
    options.push(
      fc.array(edgeValue(item, key, values, depth + 1), {
        minLength: Math.max(1, minItems),
        maxLength: Math.max(1, Math.min(maxItems, 3)),
      }),
      // As many items as the field allows, every one good: the longest list a caller may send.
      fc.constant(Array.from({ length: maxItems }, () => plausibleItem)),
    );
  }
  if (types.includes('object') && depth < 4) options.push(edgeObject(schema, values, depth + 1));
  return options.length > 0 ? fc.oneof(...options) : fc.constant(plausibleValue(schema, key, values, depth));
}

function edgeObject(schema: JsonSchema, values: PlausibleValues, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const base = plausibleObject(schema, values, depth);
  const properties = Object.entries(schema.properties ?? {});
  const catchall = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  // A catchall's fields (the form's own) get edge values of the catchall's schema, like any other field.
  const fields: [string, JsonSchema][] = [
    ...properties,
    ...(catchall ? Object.keys(values.extraFields ?? {}).map((name) => [name, catchall] as [string, JsonSchema]) : []),
  ];
  if (fields.length === 0) return fc.constant(base);
  const fieldChoice = ([key, property]: [string, JsonSchema]) =>
    fc
      .oneof(
        { weight: 3, arbitrary: fc.constant(base[key]) },
        { weight: 1, arbitrary: edgeValue(property, key, values, depth) },
      )
      .map((value) => [key, value] as const);
  // At least one field is at an edge; the others mostly stay good, so the edge reaches the code behind validation.
  const forced = fc
    .nat({ max: fields.length - 1 })
    .chain((index) =>
      edgeValue(fields[index]![1], fields[index]![0], values, depth).map(
        (value) => [fields[index]![0], value] as const,
      ),
    );
  return fc.tuple(fc.tuple(...fields.map(fieldChoice)), forced).map(([chosen, [forcedKey, forcedValue]]) => {
    const input: Record<string, unknown> = { ...base };
    for (const [key, value] of chosen) if (value !== undefined) input[key] = value;
    input[forcedKey] = forcedValue;
    return input;
  });
}

/**
 * Whole request objects shaped like the schema, most fields good and at least one at an edge of what the
 * schema accepts. Some come out refused (a pattern's sample, a refine across fields): the caller checks each
 * against the schema and expects a refusal for those.
 */
export function edgeInput(schema: JsonSchema, values: PlausibleValues): fc.Arbitrary<Record<string, unknown>> {
  return edgeObject(schema, values, 0);
}

/** A string as it arrives in UTF-8 (a URL, a JSON body read by the server): an unpaired surrogate becomes U+FFFD. */
export const asUtf8 = (value: string): string => Buffer.from(value, 'utf8').toString('utf8');

/**
 * How a value travels in a query string, as the server will read it: strings, repeated keys for arrays
 * (an empty list sends no key, a list of one a single value), JSON for objects, UTF-8 throughout.
 */
export function asQuery(input: Record<string, unknown>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  const text = (value: unknown): string =>
    asUtf8(
      value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value),
    );
  for (const [key, value] of Object.entries(input)) {
    // Keep query strings within what a real HTTP server accepts in a request line (≈16 kB).
    if (!Array.isArray(value)) query[key] = text(value).slice(0, 8_000);
    else if (value.length === 1) query[key] = text(value[0]).slice(0, 2_000);
    else if (value.length > 1) query[key] = value.slice(0, 50).map((v) => text(v).slice(0, 2_000));
  }
  return query;
}
