/**
 * fast-check arbitraries derived from the zod 4 schemas a route declares: values that fit the
 * schema's shape (so the request reaches the handler) and values that do not (so it exercises
 * the validation and the error handler). Refinements are not solved: a "valid" value may still be
 * refused by a `.refine`, which is fine for a fuzzer whose property is "never a 5xx".
 */
import fc from 'fast-check';

/** The parts of zod 4's internal definition this converter reads (`schema._zod.def`). */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  format?: string;
  pattern?: RegExp;
  coerce?: boolean;
  shape?: Record<string, Schema>;
  element?: Schema;
  innerType?: Schema;
  in?: Schema;
  options?: Schema[];
  left?: Schema;
  right?: Schema;
  items?: Schema[];
  keyType?: Schema;
  valueType?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  prefix?: string;
  suffix?: string;
}

/** A zod 4 schema as seen from outside: only its internals are read. */
export interface Schema {
  _zod: { def: Def; optin?: 'optional' };
  safeParse?: (value: unknown) => { success: boolean };
}

/** A value `schema` accepts, refinements included, if one of `tries` samples is; else the first sample. */
export function fittingValue(schema: Schema, pool: Pool, seed: number, tries = 50): unknown {
  const samples = fc.sample(validArbitrary(schema, pool), { numRuns: tries, seed });
  return samples.find((value) => schema.safeParse?.(value).success) ?? samples[0];
}

export function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Strings that name real rows (ids of both customers, invoices, codes): mixed into valid values. */
export interface Pool {
  ids: string[];
  strings: string[];
}

export const defOf = (schema: Schema) => schema._zod.def;
const checksOf = (schema: Schema) => (defOf(schema).checks ?? []).map((check) => check._zod.def);

/** Unwraps optional/nullable/default/... to the schema that says what the value is. */
export function coreOf(schema: Schema): Schema {
  const def = defOf(schema);
  if (
    def.innerType &&
    ['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional'].includes(def.type)
  ) {
    return coreOf(def.innerType);
  }
  if (def.type === 'pipe' && def.in) return coreOf(def.in);
  return schema;
}

/** The object shape of a schema, or null when it is not (a wrapped) object. */
export function shapeOf(schema: Schema): Record<string, Schema> | null {
  const core = coreOf(schema);
  return defOf(core).type === 'object' ? (defOf(core).shape ?? {}) : null;
}

/** A string id field (z.guid/z.uuid), or an array of them. */
export function isIdField(schema: Schema): boolean {
  const core = coreOf(schema);
  const def = defOf(core);
  if (def.type === 'array' && def.element) return isIdField(def.element);
  return def.type === 'string' && (def.format === 'guid' || def.format === 'uuid');
}

const isOptional = (schema: Schema) => schema._zod.optin === 'optional';

function lengthBounds(schema: Schema) {
  let min = 0;
  let max: number | undefined;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0);
    if (check.check === 'max_length') max = Math.min(max ?? Infinity, check.maximum ?? Infinity);
    if (check.check === 'length_equals') min = max = check.length ?? 0;
  }
  return { min, max };
}

const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'example.id', 'outlook.com'];
const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,12}(\.[a-z0-9]{1,6})?$/), fc.constantFrom(...EMAIL_DOMAINS))
  .map(([local, domain]) => `${local}@${domain}`);

function formatArbitrary(format: string | undefined): fc.Arbitrary<string> | null {
  switch (format) {
    case 'guid':
    case 'uuid':
      return fc.uuid();
    case 'email':
      return email;
    case 'url':
      return fc.webUrl();
    case 'datetime':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'e164':
      return fc.stringMatching(/^\+62[0-9]{9,12}$/);
    default:
      return null;
  }
}

function stringArbitrary(schema: Schema, pool: Pool): fc.Arbitrary<string> {
  const { min, max } = lengthBounds(schema);
  const fits = (value: string) => value.length >= min && (max === undefined || value.length <= max);
  const def = defOf(schema);
  const checks = checksOf(schema);
  let base = formatArbitrary(def.format);
  const isId = def.format === 'guid' || def.format === 'uuid';
  const regex = checks.find((check) => check.check === 'string_format' && check.format === 'regex')?.pattern;
  const prefix = checks.find((check) => check.format === 'starts_with')?.prefix ?? '';
  const suffix = checks.find((check) => check.format === 'ends_with')?.suffix ?? '';
  const formatCheck = checks.find(
    (check) => check.check === 'string_format' && formatArbitrary(check.format),
  );
  if (!base && formatCheck) base = formatArbitrary(formatCheck.format);
  if (!base && regex) {
    try {
      base = fc.stringMatching(regex);
    } catch {
      base = null;
    }
  }
  if (!base) {
    const maxLength = Math.max(min, Math.min(max ?? 40, 40));
    base = fc
      .oneof(
        fc.string({ minLength: min, maxLength }),
        fc.string({ unit: 'grapheme', minLength: min, maxLength }),
        fc.stringMatching(/^[A-Za-z0-9 ._-]+$/),
      )
      .map((value) => `${prefix}${value}${suffix}`);
  }
  // Cut or pad to the length bounds rather than filter, so generation never loops.
  const generated = base.map((value) => {
    const cut = max !== undefined && value.length > max ? value.slice(0, max) : value;
    return cut.length < min ? cut.padEnd(min, 'x') : cut;
  });
  const known = (isId ? pool.ids : [...pool.ids, ...pool.strings]).filter(fits);
  if (regex || !known.length) return generated;
  // An id mostly names a real row (someone else's, often), so the request gets past "not found".
  return fc.oneof(
    { arbitrary: generated, weight: isId ? 1 : 2 },
    { arbitrary: fc.constantFrom(...known), weight: isId ? 2 : 1 },
  );
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  let min = -1e9;
  let max = 1e9;
  let isInteger = false;
  for (const check of checksOf(schema)) {
    const value = Number(check.value);
    if (check.check === 'greater_than')
      min = Math.max(min, check.inclusive ? value : value + (isInteger ? 1 : 1e-6));
    if (check.check === 'less_than')
      max = Math.min(max, check.inclusive ? value : value - (isInteger ? 1 : 1e-6));
    if (check.check === 'number_format' && /int/.test(check.format ?? '')) isInteger = true;
  }
  if (isInteger) {
    min = Math.ceil(min);
    max = Math.floor(max);
    // Small values are the interesting ones (page 1, a price of 0); the whole range now and then.
    return fc.oneof(fc.integer({ min, max: Math.min(max, min + 100) }), fc.integer({ min, max }));
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** Values of the schema's input shape. `depth` stops recursive (lazy) schemas. */
export function validArbitrary(schema: Schema, pool: Pool, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: Schema) => validArbitrary(child, pool, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, pool);
    case 'number':
      return numberArbitrary(schema);
    case 'int':
      return numberArbitrary(schema);
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 40n), max: 2n ** 40n }).map(String);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
      return fc.constant(undefined);
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { empty: '' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'array': {
      const { min, max } = lengthBounds(schema);
      return fc.array(inner(def.element!), {
        minLength: min,
        maxLength: Math.max(min, Math.min(max ?? 5, 5)),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map(inner));
    case 'object': {
      const shape = def.shape ?? {};
      const keys = Object.keys(shape);
      if (!keys.length) return fc.constant({});
      const arbitraries = Object.fromEntries(keys.map((key) => [key, inner(shape[key]!)]));
      return fc.record(arbitraries, { requiredKeys: keys.filter((key) => !isOptional(shape[key]!)) });
    }
    case 'record':
      return fc.dictionary(
        stringArbitrary(coreOf(def.keyType!), { ids: [], strings: [] }),
        inner(def.valueType!),
        { maxKeys: 4 },
      );
    case 'union':
      return fc.oneof(...(def.options ?? []).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left!), inner(def.right!))
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left,
        );
    case 'optional':
      return fc.option(inner(def.innerType!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner(def.innerType!), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType!);
    case 'pipe':
      return inner(def.in!);
    case 'lazy':
      return depth > 4 ? fc.constant(null) : inner(def.getter!());
    default:
      // unknown, any, transform, custom, ...: whatever JSON can carry.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---------------------------------------------------------------------------------------------
// Invalid values

/** Marks a body that is sent as this exact text (malformed JSON, prototype keys, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

const HUGE = 'x'.repeat(300_000);

/** Strings that break naive code: control characters, encodings, injections, paths, emoji, lone surrogates. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\r\n\r\nX-Injected: 1',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '..\\..\\windows\\win.ini',
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '\ud800',
  '\udfff\ud800',
  '🦄'.repeat(40),
  'ز'.repeat(80),
  '\u202Eevil',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  '9'.repeat(40),
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  'A'.repeat(65),
  'A'.repeat(5_000),
];

function nested(depth: number, isArray: boolean): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = isArray ? [value] : { a: value };
  return value;
}

/** Any JSON value of a wrong or extreme kind. */
export function nastyValue(pool: Pool): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...NASTY_STRINGS), weight: 6 },
    { arbitrary: fc.constantFrom(...pool.ids, ...pool.strings), weight: 2 },
    {
      arbitrary: fc.constantFrom(
        null,
        true,
        false,
        0,
        -1,
        -0,
        1.5,
        2 ** 31,
        2 ** 53 + 2,
        -(2 ** 53) - 2,
        1e308,
        -1e308,
        5e-324,
      ),
      weight: 4,
    },
    { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 3 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }), weight: 2 },
    { arbitrary: fc.double(), weight: 1 },
    { arbitrary: fc.integer(), weight: 1 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 3 },
    { arbitrary: fc.constant(HUGE), weight: 1 },
    { arbitrary: fc.constant(Array.from({ length: 5_000 }, (_, index) => `id-${index}`)), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.integer({ min: 20, max: 1_500 }), fc.boolean())
        .map(([depth, isArray]) => nested(depth, isArray)),
      weight: 1,
    },
  );
}

const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

/** JSON text of `value` with a prototype-pollution key spliced in at its top level. */
function withPollution(value: unknown, key: string, payload: unknown): RawJson {
  const inner = JSON.stringify(payload);
  const injected = key === 'constructor' ? `{"prototype":${inner}}` : inner;
  const text = JSON.stringify(value ?? {});
  if (text.startsWith('{') && text !== '{}') return new RawJson(`{"${key}":${injected},${text.slice(1)}`);
  return new RawJson(`{"${key}":${injected}}`);
}

/**
 * A body that does not fit `schema` (or no schema: any body at all): a field of a wrong kind or
 * missing, extra and prototype keys, a wrong top-level kind, malformed or deeply nested JSON.
 */
export function invalidBody(schema: Schema | undefined, pool: Pool): fc.Arbitrary<unknown> {
  const valid = schema ? validArbitrary(schema, pool) : fc.constant({});
  const shape = schema ? shapeOf(schema) : null;
  const keys = shape ? Object.keys(shape) : [];
  const nasty = nastyValue(pool);
  const variants: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: nasty, weight: 2 },
    {
      arbitrary: fc
        .tuple(valid, fc.constantFrom(...POLLUTION_KEYS), fc.jsonValue({ maxDepth: 2 }))
        .map(([value, key, payload]) =>
          withPollution(value, key, { isAdmin: true, role: 'admin', polluted: payload }),
        ),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom(
        new RawJson('{'),
        new RawJson('{"a":}'),
        new RawJson('[1,2'),
        new RawJson('{"a":1,"a":2}'),
        new RawJson('\u0000'),
        new RawJson('nul'),
        new RawJson(`${'['.repeat(5_000)}${']'.repeat(5_000)}`),
        new RawJson(`{"x":"${'\\u0000'.repeat(100)}"}`),
        new RawJson('"\\ud800"'),
      ),
      weight: 1,
    },
    {
      arbitrary: fc
        .tuple(valid, fc.dictionary(fc.string({ maxLength: 20 }), nasty, { minKeys: 1, maxKeys: 4 }))
        .map(([value, extra]) => (typeof value === 'object' && value ? { ...value, ...extra } : extra)),
      weight: 1,
    },
  ];
  if (keys.length) {
    const key = fc.constantFrom(...keys);
    variants.push(
      {
        arbitrary: fc
          .tuple(valid, key, nasty)
          .map(([value, name, wrong]) => ({ ...(value as object), [name]: wrong })),
        weight: 6,
      },
      {
        arbitrary: fc.tuple(valid, key).map(([value, name]) => {
          const copy = { ...(value as Record<string, unknown>) };
          delete copy[name];
          return copy;
        }),
        weight: 2,
      },
      {
        // Every field wrong at once.
        arbitrary: fc.record(Object.fromEntries(keys.map((name) => [name, nasty]))),
        weight: 1,
      },
    );
  }
  return fc.oneof(...variants);
}

/** encodeURIComponent that takes lone surrogates too (as U+FFFD) instead of throwing. */
export function encode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  );
}

/** Path segments that try to leave the route: traversal, NUL, malformed escapes, overlong ids. */
const NASTY_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5c..%5cwin.ini',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%E0%A4%A',
  '%C0%AE%C0%AE',
  '%F0%9F%A6%84',
  '%ED%A0%80',
  '%20',
  '%0d%0aX-Injected:%201',
  '%27%20OR%20%271%27%3D%271',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(101),
  '9'.repeat(3_000),
];

/** A path parameter as it appears in the URL (already encoded, or deliberately not). */
export function invalidSegment(pool: Pool): fc.Arbitrary<string> {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...NASTY_SEGMENTS), weight: 5 },
    { arbitrary: fc.constantFrom(...NASTY_STRINGS).map(encode), weight: 3 },
    { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 60 }).map(encode), weight: 2 },
    {
      arbitrary: fc.constantFrom(...pool.ids, ...pool.strings).map((value) => `${encode(value)}%00`),
      weight: 1,
    },
    {
      arbitrary: fc.constantFrom(...pool.ids, ...pool.strings).map((value) => `..%2F${encode(value)}`),
      weight: 1,
    },
  );
}

/** A query string (without '?') that does not fit: wrong kinds, repeats, prototype keys, bad escapes. */
export function invalidQuery(schema: Schema | undefined, pool: Pool): fc.Arbitrary<string> {
  const shape = schema ? shapeOf(schema) : null;
  const keys = [...Object.keys(shape ?? {}), '__proto__', 'constructor', 'x'];
  const key = fc.constantFrom(...keys);
  const value = fc.oneof(
    fc.constantFrom(...pool.ids, ...pool.strings).map(encode),
    fc.constantFrom(...NASTY_STRINGS).map(encode),
    fc.constantFrom(...NASTY_SEGMENTS),
    fc.string({ unit: 'binary', maxLength: 40 }).map(encode),
    fc.integer().map(String),
    fc.double().map(String),
  );
  const pair = fc.oneof(
    fc.tuple(key, value).map(([name, text]) => `${encode(name)}=${text}`),
    key.map((name) => `${name}[]=1&${name}[]=2`),
    key.map((name) => `${name}=1&${name}=2`),
    key.map((name) => `${name}[__proto__][polluted]=1`),
    key.map((name) => name),
    fc.constant('__proto__[polluted]=yes'),
    fc.constant('constructor[prototype][polluted]=yes'),
    fc.constant('%=%'),
    fc.constant(`long=${'q'.repeat(20_000)}`),
  );
  return fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => pairs.join('&'));
}

/** A query string (without '?') from valid values: arrays as repeated keys. */
export function encodeQuery(values: unknown): string {
  if (typeof values !== 'object' || values === null) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      parts.push(`${encode(key)}=${encode(text)}`);
    }
  }
  return parts.join('&');
}
