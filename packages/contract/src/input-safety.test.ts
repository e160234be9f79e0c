/**
 * Every request schema of the contract refuses what PostgreSQL cannot take (issue 10, "Bad
 * input"): U+0000 and lone surrogates in any string field, ids past 2^31 - 1.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as accounts from './accounts.ts';
import * as campaigns from './campaigns.ts';
import * as casino from './casino.ts';
import * as cms from './cms.ts';
import * as common from './common.ts';
import {
  ID_MAX,
  idField,
  isSafeText,
  pathId,
  queryId,
  safeJson,
  safeString,
  unsafeTextPath,
} from './common.ts';
import * as limits from './limits.ts';
import * as messages from './messages.ts';
import * as newsletter from './newsletter.ts';
import * as play from './play.ts';
import * as skin from './skin.ts';
import * as staff from './staff.ts';
import * as studio from './studio.ts';
import * as wallet from './wallet.ts';

const NUL = 'a\u0000b';
const LONE_HIGH = 'a\ud800b';
const LONE_LOW = 'a\udc00b';

describe('isSafeText and unsafeTextPath', () => {
  it('refuse U+0000 and surrogates without their pair; keep every other character', () => {
    for (const bad of [NUL, '\u0000', LONE_HIGH, LONE_LOW, '\ud800', '\udc00\ud800', 'x\ud83d']) {
      expect(isSafeText(bad), JSON.stringify(bad)).toBe(false);
    }
    for (const good of ['', 'plain', 'Žluťoučký kůň', '😀 emoji', '\u0001\t\n', '\uffff', '中文']) {
      expect(isSafeText(good), good).toBe(true);
    }
  });

  it('finds the first bad string or key at any depth, with its path', () => {
    expect(unsafeTextPath({ a: 'ok', b: [1, 'ok', { c: NUL }] })).toEqual(['b', 2, 'c']);
    expect(unsafeTextPath({ [`k${LONE_LOW}`]: 1 })).toEqual([`k${LONE_LOW}`]);
    expect(unsafeTextPath(LONE_HIGH)).toEqual([]);
    expect(unsafeTextPath({ a: ['😀', null, true, 1.5], b: { c: 'ok' } })).toBeNull();
    let deep: unknown = NUL;
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(unsafeTextPath(deep)).toHaveLength(100_000);
  });
});

describe('safeString, safeJson and the ids', () => {
  it('safeString answers field_invalid alone, before the rules that follow it', () => {
    const s = safeString({ error: 'field_required' }).min(5, { error: 'too_short' });
    expect(s.safeParse(NUL).error?.issues).toEqual([
      expect.objectContaining({ path: [], message: 'field_invalid' }),
    ]);
    expect(s.safeParse(undefined).error?.issues[0]?.message).toBe('field_required');
    expect(s.safeParse('abc').error?.issues[0]?.message).toBe('too_short');
    expect(s.parse('ab😀cd')).toBe('ab😀cd');
  });

  it('safeJson checks every string and key, and takes any other value', () => {
    const j = z.object({ bet: safeJson() });
    expect(j.safeParse({ bet: { picks: ['a', LONE_HIGH] } }).error?.issues).toEqual([
      expect.objectContaining({ path: ['bet', 'picks', 1], message: 'field_invalid' }),
    ]);
    expect(j.parse({ bet: { stake: 10, picks: [1, 'x'] } })).toEqual({
      bet: { stake: 10, picks: [1, 'x'] },
    });
  });

  it('ids fit a PostgreSQL integer', () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
    for (const id of [queryId, pathId, idField('field_required')]) {
      expect(id.parse(String(ID_MAX))).toBe(ID_MAX);
      for (const bad of [ID_MAX + 1, String(ID_MAX + 1), '99999999999999999999', 0, -1, '1.5']) {
        expect(id.safeParse(bad).success, String(bad)).toBe(false);
      }
    }
    expect(idField('field_required').safeParse(undefined).error?.issues[0]?.message).toBe(
      'field_required',
    );
  });
});

// ---------------------------------------------------------------- every request schema

const MODULES = {
  accounts,
  campaigns,
  casino,
  cms,
  common,
  limits,
  messages,
  newsletter,
  play,
  skin,
  staff,
  studio,
  wallet,
};
/** What a request carries: bodies, queries, path params, headers (and the socket's event). */
const REQUEST = /(Body|Query|Params|Headers)$|^socketCreate$/;
/** Answers named like bodies (the error shapes). */
const RESPONSE = /^(errorBody|validationErrorBody)$/;

interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
}
interface Schema {
  _zod: { def: Def };
}
/** The schema that parses, under optional, default, preprocess and transform wrappers. */
function core(schema: Schema): Schema {
  let s = schema;
  for (;;) {
    const def = s._zod.def;
    if (def.innerType) s = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out) {
      s = def.in._zod.def.type === 'transform' ? def.out : def.in;
    } else return s;
  }
}
/** The fields of an object schema, nested objects walked. */
function fields(schema: Schema, prefix: string[] = []): { path: string[]; schema: Schema }[] {
  const s = core(schema);
  if (s._zod.def.type !== 'object') return [];
  return Object.entries(s._zod.def.shape ?? {}).flatMap(([key, field]) =>
    core(field)._zod.def.type === 'object'
      ? fields(field, [...prefix, key])
      : [{ path: [...prefix, key], schema: field }],
  );
}
function withValue(path: string[], value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let node = root;
  for (const key of path.slice(0, -1)) node = node[key] = {};
  node[path.at(-1)!] = value;
  return root;
}
const startsWith = (path: PropertyKey[], prefix: string[]) =>
  prefix.every((key, i) => path[i] === key);

const schemas = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([name]) => REQUEST.test(name) && !RESPONSE.test(name))
    .filter(([, value]) => value instanceof z.ZodType)
    .map(([name, value]) => ({ name: `${module}.${name}`, schema: value as z.ZodType })),
);

describe('every request schema of the contract', () => {
  it('has been found (bodies, queries, params, headers of every module)', () => {
    const names = schemas.map((s) => s.name);
    for (const name of [
      'accounts.loginBody',
      'accounts.updateMeBody',
      'casino.getGamesQuery',
      'cms.pageParams',
      'staff.auditLogQuery',
      'staff.playerAdjustmentBody',
      'staff.staffLoginBody',
      'wallet.walletDebitBody',
      'studio.playBody',
      'limits.limitsBody',
      'messages.customEmailBody',
    ]) {
      expect(names).toContain(name);
    }
    expect(schemas.length).toBeGreaterThan(50);
  });

  it.each(schemas)('$name refuses U+0000 and lone surrogates in every field', ({ schema }) => {
    const refused: string[] = [];
    for (const f of fields(schema as unknown as Schema)) {
      const type = core(f.schema)._zod.def.type;
      for (const bad of [NUL, LONE_HIGH, LONE_LOW]) {
        const issues = schema.safeParse(withValue(f.path, bad)).error?.issues ?? [];
        const mine = issues.filter((i) => startsWith(i.path, f.path));
        // A string (or any value taken as is) says field_invalid; an enum, number or flag has
        // its own key: refused either way.
        const ok =
          type === 'string' || type === 'unknown'
            ? mine.some((i) => i.message === 'field_invalid')
            : mine.length > 0;
        if (!ok) refused.push(`${f.path.join('.')}=${JSON.stringify(bad)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it.each(schemas)('$name refuses ids past 2^31 - 1', ({ schema }) => {
    const accepted: string[] = [];
    for (const f of fields(schema as unknown as Schema)) {
      const name = f.path.at(-1)!;
      if (!/(^|_)id$|Id$/.test(name) || core(f.schema)._zod.def.type !== 'number') continue;
      for (const big of [ID_MAX + 1, 1e20]) {
        const issues = schema.safeParse(withValue(f.path, big)).error?.issues ?? [];
        if (!issues.some((i) => startsWith(i.path, f.path) && i.message === 'field_invalid')) {
          accepted.push(`${f.path.join('.')}=${big}`);
        }
      }
    }
    expect(accepted).toEqual([]);
  });
});
