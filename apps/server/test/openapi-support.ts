/**
 * The served OpenAPI document read as test input: its operations (method, path, parameters,
 * body schema), a valid-looking example of a JSON schema (so a call passes the validator and the
 * auth layer is what answers), and fast-check arbitraries built from a schema that produce both
 * values of the right shape and hostile ones (U+0000, lone surrogates, huge strings, numbers past
 * 2^31 and 2^53, wrong types, extra keys, deep nesting). Used by the generated authorisation and
 * fuzzing suites, so a new route is exercised without anyone writing a test for it.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';

/** The subset of JSON schema (OpenAPI 3.0 flavour, as zod emits it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One method of one path of the document. */
export interface Operation {
  /** `METHOD /path/{param}` as in the document. */
  key: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params: Parameter[];
  /** The JSON body's schema, when the operation declares one. */
  body: JsonSchema | null;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the app's OpenAPI document (the app must be ready). */
export function operations(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    METHODS.filter((m) => ops[m]).map((m) => {
      const op = ops[m]!;
      return {
        key: `${m.toUpperCase()} ${path}`,
        method: m.toUpperCase() as Operation['method'],
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
      };
    }),
  );
}

/**
 * `s` percent-encoded as a hostile client can send it: like encodeURIComponent, but a lone
 * surrogate (which encodeURIComponent refuses with "URI malformed", and URLSearchParams silently
 * turns into U+FFFD) becomes the three bytes WTF-8 gives it (%ED%A0%80 for U+D800): invalid
 * UTF-8 the server must refuse or read as text, never fail on.
 */
export function encodeRaw(s: string): string {
  let out = '';
  for (let i = 0; i < s.length; i += 1) {
    const unit = s.charCodeAt(i);
    const next = s.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(s.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(s[i]!);
    }
  }
  return out;
}

/** The path of `op` with each `{param}` replaced by `values[param]` (encodeRaw). */
export function fillPath(op: Operation, values: Record<string, unknown>): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeRaw(String(values[name] ?? '1')),
  );
}

/** A query string (with its `?`) of `values` (encodeRaw), arrays as repeated keys; '' when empty. */
export function queryString(values: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) {
      const text = typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);
      pairs.push(`${encodeRaw(k)}=${encodeRaw(text)}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

const typesOf = (s: JsonSchema): string[] =>
  Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];

/** Candidate strings tried against a pattern before falling back to fast-check's stringMatching. */
const PATTERN_CANDIDATES = [
  '1',
  'abc',
  'a1',
  'EUR',
  'MT',
  'en',
  '2026-01-01',
  '1990-05-15',
  '+35699000000',
  '00000000-0000-4000-8000-000000000001',
  'Abcdef12!',
];

function exampleString(s: JsonSchema): string {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 1_000;
  const fits = (v: string) => v.length >= min && v.length <= max;
  if (s.format === 'date-time') return '2026-01-01T00:00:00.000Z';
  if (s.format === 'date') return '1990-05-15';
  if (s.format === 'email') return 'someone@example.test';
  if (s.format === 'uuid') return randomUUID();
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    const hit = PATTERN_CANDIDATES.find((c) => re.test(c) && fits(c));
    if (hit) return hit;
    // (No filter: a generator that rarely fits the lengths would loop for ever.)
    const sampled = fc.sample(fc.stringMatching(re), { numRuns: 50, seed: 17 }).find(fits);
    if (sampled !== undefined) return sampled;
  }
  return 'a'.repeat(Math.max(1, Math.min(min, max)));
}

function exampleNumber(s: JsonSchema, integer: boolean): number {
  let lo = typeof s.minimum === 'number' ? s.minimum : -Infinity;
  if (s.exclusiveMinimum === true) lo += integer ? 1 : 0.01;
  if (typeof s.exclusiveMinimum === 'number') lo = s.exclusiveMinimum + (integer ? 1 : 0.01);
  let hi = typeof s.maximum === 'number' ? s.maximum : Infinity;
  if (s.exclusiveMaximum === true) hi -= integer ? 1 : 0.01;
  if (typeof s.exclusiveMaximum === 'number') hi = s.exclusiveMaximum - (integer ? 1 : 0.01);
  const v = Math.min(Math.max(1, lo), hi);
  return integer ? Math.ceil(v) : v;
}

/**
 * A value `s` accepts, as far as the schema says (refinements a JSON schema cannot express may
 * still refuse it): first enum value, first branch of a union, required properties only, one
 * item per array (or `minItems`).
 */
export function exampleOf(s: JsonSchema | undefined): unknown {
  if (!s) return 'a';
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) {
    const branch = union.find((b) => !typesOf(b).includes('null')) ?? union[0]!;
    return exampleOf(branch);
  }
  if (s.allOf?.length) return exampleOf(s.allOf[0]);
  const type = typesOf(s).find((t) => t !== 'null') ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'integer':
      return exampleNumber(s, true);
    case 'number':
      return exampleNumber(s, false);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => exampleOf(s.items));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const name of s.required ?? []) out[name] = exampleOf(s.properties?.[name]);
      return out;
    }
    default:
      return exampleString(s);
  }
}

/** Example values of an operation's path and query parameters (required ones, and path ones). */
export function exampleParams(op: Operation): {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
} {
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const p of op.params) {
    if (p.in === 'path') path[p.name] = exampleOf(p.schema);
    else if (p.in === 'query' && p.required) query[p.name] = exampleOf(p.schema);
  }
  return { path, query };
}

// ---------------------------------------------------------------------------------------------
// Hostile and valid-shaped values

/** Strings a careless server trips on: NUL, lone surrogates, huge, numeric-looking, markup. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDFFFy',
    'NaN',
    'Infinity',
    '-Infinity',
    '-1',
    '0',
    '1e309',
    '9007199254740993',
    '2147483648',
    '-2147483649',
    '0x10',
    '1.5',
    'null',
    'undefined',
    'true',
    '[]',
    '{}',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u202e\u0301\uFEFF',
    '😀'.repeat(50),
    '9999-99-99',
    '2026-02-30T25:61:00Z',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(10_000, 70_000, 300_000).map((n) => 'x'.repeat(n)),
);

/** Numbers at the edges: past 2^31 and 2^53, negative, fractional, huge. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    -0.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    Number.MIN_VALUE,
    1e21,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value, possibly deeply nested (arrays and objects within each other). */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(null),
  fc.integer({ min: 20, max: 400 }).map((depth) => {
    let v: unknown = 'deep';
    for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
    return v;
  }),
);

/** Like `anyJson` plus the hostile strings and numbers. */
const wrong: fc.Arbitrary<unknown> = fc.oneof(nastyString, nastyNumber, anyJson, fc.boolean());

function validNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = typeof s.minimum === 'number' ? s.minimum : -(2 ** 31);
  const hi = typeof s.maximum === 'number' ? s.maximum : 2 ** 31;
  const ex = exampleNumber(s, integer);
  return integer
    ? fc.oneof(
        fc.constant(ex),
        fc.integer({
          min: Math.ceil(Math.max(lo, -(2 ** 31))),
          max: Math.floor(Math.min(hi, 2 ** 31)),
        }),
      )
    : fc.oneof(fc.constant(ex), fc.double({ min: lo, max: hi, noNaN: true }));
}

function validString(s: JsonSchema): fc.Arbitrary<string> {
  const ex = exampleString(s);
  if (s.pattern) {
    const max = s.maxLength ?? 200;
    const min = s.minLength ?? 0;
    return fc.oneof(
      fc.constant(ex),
      fc
        .stringMatching(new RegExp(s.pattern))
        .map((v) => (v.length >= min && v.length <= max ? v : ex)),
    );
  }
  if (s.format) return fc.constant(ex);
  return fc.oneof(
    fc.constant(ex),
    fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 64, 64) }),
  );
}

/**
 * Values for schema `s`: mostly of its shape (each part sometimes replaced by a hostile value,
 * objects sometimes with extra keys or a required key missing), sometimes anything at all
 * (one time in five at each level).
 */
export function arbitraryOf(s: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!s || depth > 6) return wrong;
  return fc.oneof({ arbitrary: shaped(s, depth), weight: 4 }, { arbitrary: wrong, weight: 1 });
}

function shaped(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union?.length) return fc.oneof(...union.map((b) => shaped(b, depth + 1)));
  if (s.allOf?.length) return shaped(s.allOf[0]!, depth + 1);
  const types = typesOf(s);
  const type = types.find((t) => t !== 'null') ?? (s.properties ? 'object' : 'string');
  const nullable = s.nullable === true || types.includes('null');
  let arb: fc.Arbitrary<unknown>;
  switch (type) {
    case 'integer':
      arb = validNumber(s, true);
      break;
    case 'number':
      arb = validNumber(s, false);
      break;
    case 'boolean':
      arb = fc.boolean();
      break;
    case 'array':
      arb = fc.array(arbitraryOf(s.items, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 4),
      });
      break;
    case 'object':
      arb = objectOf(s, depth);
      break;
    default:
      arb = validString(s);
  }
  return nullable ? fc.oneof(arb, fc.constant(null)) : arb;
}

function objectOf(s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, p] of props) record[name] = arbitraryOf(p, depth + 1);
  const base =
    props.length > 0
      ? fc.record(record, { requiredKeys: props.map(([n]) => n).filter((n) => required.has(n)) })
      : fc.constant({} as Record<string, unknown>);
  return fc
    .tuple(
      base,
      fc.option(fc.dictionary(fc.oneof(nastyString, fc.string()), wrong, { maxKeys: 3 }), {
        freq: 3,
      }),
      fc.option(fc.constantFrom(...(props.length ? props.map(([n]) => n) : ['x'])), { freq: 4 }),
    )
    .map(([value, extra, drop]) => {
      const out: Record<string, unknown> = { ...value };
      if (extra) for (const [k, v] of Object.entries(extra)) out[k] = v;
      if (drop !== null) delete out[drop];
      return out;
    });
}
