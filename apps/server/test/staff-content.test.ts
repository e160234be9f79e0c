/**
 * The back office's Content API (`/staff/v1`: pages, promotions, banners, translations, media,
 * skin settings): CRUD, sanitised HTML as stored and served, edits visible through the public
 * /v1 calls at once, roles, refusals (422 keys, 404), audit with before/after.
 */
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, campaigns, skins, translations } from '../src/db/schema.ts';
import { paymentMethods } from '../src/payments/schema.ts';
import { AUDIT_HTML_MAX } from '../src/backoffice/content/routes.ts';
import { createCmsService } from '../src/cms/service.ts';
import { createSiteBootstrap } from '../src/site/bootstrap.ts';
import { createSkinService } from '../src/skins/service.ts';
import { createReferenceService } from '../src/reference/service.ts';
import { createCasinoService } from '../src/casino/service.ts';
import { buildTestApp, SKIN_AUTH, staffTokens, testEnv, type TestApp } from './helper.ts';

const ROLES = ['admin', 'content', 'marketing', 'finance', 'compliance', 'support'] as const;
let t: TestApp;
let staff: Record<(typeof ROLES)[number], string>;
let skinId: number;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await staffTokens(t, 'content', ROLES);
  const [skin] = await t.database.db
    .select({ id: skins.id })
    .from(skins)
    .where(eq(skins.apiKey, testEnv().SKIN_API_KEY));
  skinId = skin!.id;
});
afterAll(async () => t?.close());

type Body = {
  data?: Record<string, unknown> & { id?: number };
  meta?: Record<string, number>;
  message?: string;
  errors?: Record<string, string[]>;
};

async function call(
  token: string | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await t.app.inject({
    method,
    url: `/staff/v1${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as Body };
}

async function pub(method: 'GET' | 'POST', url: string) {
  const res = await t.app.inject({
    method,
    url: `/v1${url}`,
    headers: { authorization: SKIN_AUTH },
  });
  return { status: res.statusCode, body: res.json() as { data: Record<string, unknown> } };
}

async function lastAudit(action: string) {
  const [row] = await t.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const BOUNDARY = '----content-test';
/** POSTs one multipart `file` part (`name`, `bytes`) to a staff URL. */
const uploadFile = (url: string, token: string, name: string, bytes: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `/staff/v1${url}`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

const redPng = (size = 4) =>
  sharp({
    create: { width: size, height: size, channels: 3, background: { r: 255, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();

let slugs = 0;
const slug = (p = 'pg') => `${p}-${process.pid}-${++slugs}`;

const pageBody = (overrides: Record<string, unknown> = {}) => ({
  slug: slug(),
  translations: [{ language: 'en', title: 'Hello', content: '<p>Hi</p>' }],
  ...overrides,
});

describe('pages', () => {
  it('creates, lists, reads, edits and deletes a page, audited', async () => {
    const created = await call(staff.content, 'POST', '/pages', pageBody());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data!.id!;
    expect(created.body.data).toMatchObject({ languages: ['en'], title: 'Hello' });

    const list = await call(staff.content, 'GET', '/pages');
    expect(list.status).toBe(200);
    const rows = list.body.data as unknown as { id: number; languages: string[] }[];
    expect(rows.find((r) => r.id === id)?.languages).toEqual(['en']);
    // Seeded pages are listed too.
    expect(rows.length).toBeGreaterThan(1);

    const edited = await call(staff.admin, 'PUT', `/pages/${id}`, {
      rank: 5,
      translations: [{ language: 'cs', title: 'Ahoj', content: '<p>Ahoj</p>' }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ rank: 5, languages: ['cs', 'en'] });
    const audit = await lastAudit('page.updated');
    expect(audit?.targetId).toBe(String(id));
    const details = audit?.details as { before: { rank: number }; after: { rank: number } };
    expect(details.before.rank).toBe(0);
    expect(details.after.rank).toBe(5);

    const got = await call(staff.content, 'GET', `/pages/${id}`);
    expect((got.body.data!.translations as unknown[]).length).toBe(2);

    const removed = await call(staff.content, 'PUT', `/pages/${id}`, { remove_languages: ['cs'] });
    expect(removed.body.data).toMatchObject({ languages: ['en'] });

    expect((await call(staff.content, 'DELETE', `/pages/${id}`)).status).toBe(200);
    expect((await call(staff.content, 'GET', `/pages/${id}`)).status).toBe(404);
    expect(await lastAudit('page.deleted')).toMatchObject({ targetId: String(id) });
  });

  it('stores and serves sanitised HTML', async () => {
    const name = slug('xss');
    const html =
      '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>' +
      '<a href="javascript:alert(1)">link</a>';
    const res = await call(staff.content, 'POST', '/pages', {
      slug: name,
      translations: [{ language: 'en', title: 'X', content: html }],
    });
    expect(res.status).toBe(201);
    const stored = (res.body.data!.translations as { content: string }[])[0]!.content;
    for (const bad of ['<script', 'alert(1)', 'onerror', 'javascript:']) {
      expect(stored).not.toContain(bad);
    }
    expect(stored).toContain('<p>ok</p>');
    expect(stored).toContain('<img src="x" />');
    const served = await pub('GET', `/cms/pages/${name}?language=en`);
    expect(served.status).toBe(200);
    const content = served.body.data.content as string;
    for (const bad of ['<script', 'alert(1)', 'onerror', 'javascript:']) {
      expect(content).not.toContain(bad);
    }
    expect(content).toContain('link');
  });

  it('serves a German edit through /v1 at once', async () => {
    const name = slug('de');
    const res = await call(staff.content, 'POST', '/pages', {
      slug: name,
      translations: [
        { language: 'en', title: 'Welcome', content: '<p>Welcome</p>' },
        { language: 'de', title: 'Willkommen', content: '<p>Alt</p>' },
      ],
    });
    const id = res.body.data!.id!;
    expect((await pub('GET', `/cms/pages/${name}?language=de`)).body.data).toMatchObject({
      title: 'Willkommen',
      content: '<p>Alt</p>',
    });
    await call(staff.content, 'PUT', `/pages/${id}`, {
      translations: [{ language: 'de', title: 'Hallo', content: '<p>Neu</p>', seo_title: 'S' }],
    });
    const after = await pub('GET', `/cms/pages/${name}?language=de`);
    expect(after.body.data).toMatchObject({
      language: 'de',
      title: 'Hallo',
      content: '<p>Neu</p>',
      seo: { title: 'S' },
    });
  });

  it('keeps big HTML in the audit as hash and length', async () => {
    const big = `<p>${'a'.repeat(AUDIT_HTML_MAX + 10)}</p>`;
    const res = await call(staff.content, 'POST', '/pages', {
      slug: slug(),
      translations: [{ language: 'en', title: 'Big', content: big }],
    });
    expect(res.status).toBe(201);
    const audit = await lastAudit('page.created');
    const after = (audit?.details as { after: { translations: { content: unknown }[] } }).after;
    expect(after.translations[0]!.content).toMatchObject({ length: big.length });
  });

  it('refuses bad input with keys and unknown ids with 404', async () => {
    const first = pageBody();
    await call(staff.content, 'POST', '/pages', first);
    const dup = await call(staff.content, 'POST', '/pages', { ...first });
    expect(dup).toMatchObject({ status: 422, body: { errors: { slug: ['fields_already_used'] } } });
    const bad = await call(staff.content, 'POST', '/pages', {
      slug: 'has space',
      translations: [{ language: 'xx', title: '', content: 'a' }],
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      slug: ['field_invalid'],
      'translations.0.language': ['field_invalid'],
      'translations.0.title': ['field_required'],
    });
    const nul = await call(staff.content, 'POST', '/pages', {
      slug: slug(),
      translations: [{ language: 'en', title: 'T', content: 'a\u0000' }],
    });
    expect(nul).toMatchObject({
      status: 422,
      body: { errors: { 'translations.0.content': ['field_invalid'] } },
    });
    const none = await call(staff.content, 'POST', '/pages', { slug: slug(), translations: [] });
    expect(none).toMatchObject({
      status: 422,
      body: { errors: { translations: ['field_required'] } },
    });
    expect((await call(staff.content, 'GET', '/pages/999999')).status).toBe(404);
    expect((await call(staff.content, 'PUT', '/pages/999999', { rank: 1 })).status).toBe(404);
    expect((await call(staff.content, 'DELETE', '/pages/999999')).status).toBe(404);
    expect((await call(staff.content, 'GET', '/pages/99999999999')).status).toBe(422);
  });

  it('takes an inactive page off the site (404, out of the list) and back, audited', async () => {
    const name = slug('off');
    const created = await call(staff.content, 'POST', '/pages', pageBody({ slug: name }));
    const id = created.body.data!.id!;
    expect(created.body.data).toMatchObject({ is_active: true });
    const publicNames = async () =>
      (
        (await pub('GET', '/cms/pages?type=page&language=en')).body.data as unknown as {
          name: string;
        }[]
      ).map((p) => p.name);
    expect(await publicNames()).toContain(name);

    const off = await call(staff.content, 'PUT', `/pages/${id}`, { is_active: false });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ is_active: false });
    const audit = await lastAudit('page.updated');
    expect(audit?.targetId).toBe(String(id));
    expect(audit?.details).toMatchObject({
      before: { is_active: true },
      after: { is_active: false },
    });
    // Staff still see and edit it.
    const listed = (await call(staff.content, 'GET', '/pages')).body.data as unknown as {
      id: number;
      is_active: boolean;
    }[];
    expect(listed.find((p) => p.id === id)?.is_active).toBe(false);

    // The site answers exactly as for a page that does not exist, by name and by id.
    const missing = await pub('GET', `/cms/pages/no-such-page-${process.pid}?language=en`);
    for (const path of [`/cms/pages/${name}?language=en`, `/cms/pages/${id}?language=en`]) {
      const res = await pub('GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual(missing.body);
    }
    expect(await publicNames()).not.toContain(name);

    // Created inactive, then switched on.
    const hidden = slug('hidden');
    const made = await call(staff.content, 'POST', '/pages', {
      ...pageBody({ slug: hidden }),
      is_active: false,
    });
    expect(made.body.data).toMatchObject({ is_active: false });
    expect((await pub('GET', `/cms/pages/${hidden}?language=en`)).status).toBe(404);
    await call(staff.content, 'PUT', `/pages/${made.body.data!.id}`, { is_active: true });
    expect((await pub('GET', `/cms/pages/${hidden}?language=en`)).status).toBe(200);
    await call(staff.content, 'PUT', `/pages/${id}`, { is_active: true });
    expect((await pub('GET', `/cms/pages/${name}?language=en`)).status).toBe(200);

    const bad = await call(staff.content, 'PUT', `/pages/${id}`, { is_active: 'no' });
    expect(bad).toMatchObject({ status: 422, body: { errors: { is_active: ['field_invalid'] } } });
  });
});

describe('promotions', () => {
  it('creates, edits and deletes a promotion linked to a campaign', async () => {
    const [campaign] = await t.database.db
      .select({ id: campaigns.id, code: campaigns.code })
      .from(campaigns)
      .where(eq(campaigns.skinId, skinId))
      .limit(1);
    const name = slug('promo');
    const created = await call(staff.marketing, 'POST', '/promotions', {
      slug: name,
      campaign_id: campaign!.id,
      medias: [{ url: '/media/uploads/a.png', title: 'Card' }],
      translations: [{ language: 'en', title: 'Promo', content: '<p>Go</p>', comment: 'Short' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data!.id!;
    expect(created.body.data).toMatchObject({ campaign: { id: campaign!.id } });
    const served = await pub('GET', `/cms/pages/${name}?language=en`);
    expect(served.body.data).toMatchObject({
      type: 'promotion',
      comment: 'Short',
      banners: [{ url: '/media/uploads/a.png' }],
    });

    const missing = await call(staff.content, 'PUT', `/promotions/${id}`, { campaign_id: 999999 });
    expect(missing).toMatchObject({
      status: 422,
      body: { errors: { campaign_id: ['campaign_not_found'] } },
    });
    const dates = await call(staff.content, 'PUT', `/promotions/${id}`, {
      valid_from: '2030-01-02T00:00:00Z',
      valid_to: '2030-01-01T00:00:00Z',
    });
    expect(dates).toMatchObject({ status: 422, body: { errors: { valid_to: ['field_invalid'] } } });

    const unlinked = await call(staff.content, 'PUT', `/promotions/${id}`, {
      campaign_id: null,
      rank: 3,
    });
    expect(unlinked.body.data).toMatchObject({ campaign: null, rank: 3 });
    const list = await call(staff.marketing, 'GET', '/promotions');
    expect((list.body.data as unknown as { id: number }[]).some((p) => p.id === id)).toBe(true);

    expect((await call(staff.marketing, 'DELETE', `/promotions/${id}`)).status).toBe(200);
    expect((await call(staff.marketing, 'GET', `/promotions/${id}`)).status).toBe(404);
    // A page id is not a promotion.
    const page = await call(staff.content, 'POST', '/pages', pageBody());
    expect((await call(staff.content, 'GET', `/promotions/${page.body.data!.id}`)).status).toBe(
      404,
    );
  });
});

describe('banners', () => {
  it('creates, lists by tag, edits and deletes a banner; the public call follows', async () => {
    const key = slug('banner');
    const created = await call(staff.marketing, 'POST', '/banners', {
      key,
      rank: 0,
      button_url: '/casino',
      medias: [{ url: '/media/uploads/b.png', tag: 'liveCasino', is_mobile: false }],
      translations: [
        { language: 'en', title: 'Big <b>win</b>', subtitle: 'Now', button_text: 'Play' },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data!.id!;
    expect(created.body.data).toMatchObject({ tags: ['liveCasino'], active: true });

    const listed = await call(staff.content, 'GET', '/banners?tag=liveCasino');
    expect((listed.body.data as unknown as { id: number }[]).map((b) => b.id)).toContain(id);

    let served = await pub('GET', '/cms/banners?language=en&tag=liveCasino');
    const mine = (served.body.data as unknown as { id: number; options: { html: string } }[]).find(
      (b) => b.id === id,
    );
    // Plain text: escaped into the public HTML.
    expect(mine?.options.html).toContain('&lt;b&gt;');

    const off = await call(staff.content, 'PUT', `/banners/${id}`, { active: false });
    expect(off.body.data).toMatchObject({ active: false });
    served = await pub('GET', '/cms/banners?language=en&tag=liveCasino');
    expect((served.body.data as unknown as { id: number }[]).some((b) => b.id === id)).toBe(false);

    const bad = await call(staff.content, 'PUT', `/banners/${id}`, {
      button_url: 'javascript:alert(1)',
      medias: [{ url: 'http://x/y.png' }],
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors!)).toEqual(
      expect.arrayContaining(['button_url', 'medias.0.url']),
    );
    expect((await call(staff.marketing, 'DELETE', `/banners/${id}`)).status).toBe(200);
    expect((await call(staff.marketing, 'GET', `/banners/${id}`)).status).toBe(404);
    expect(await lastAudit('banner.deleted')).toMatchObject({ targetId: String(id) });
  });

  it('shows a banner on the site only within its window at the server clock', async () => {
    const start = t.clock.now;
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();
    const key = slug('window');
    const reversed = await call(staff.content, 'POST', '/banners', {
      key,
      valid_from: at(120),
      valid_to: at(60),
      translations: [{ language: 'en', title: 'Soon' }],
    });
    expect(reversed).toMatchObject({
      status: 422,
      body: { errors: { valid_to: ['field_invalid'] } },
    });
    const equal = await call(staff.content, 'POST', '/banners', {
      key,
      valid_from: at(60),
      valid_to: at(60),
      translations: [{ language: 'en', title: 'Soon' }],
    });
    expect(equal.status).toBe(422);
    const malformed = await call(staff.content, 'POST', '/banners', {
      key,
      valid_from: 'tomorrow',
      translations: [{ language: 'en', title: 'Soon' }],
    });
    expect(malformed).toMatchObject({
      status: 422,
      body: { errors: { valid_from: ['field_invalid'] } },
    });

    const created = await call(staff.content, 'POST', '/banners', {
      key,
      valid_from: at(60),
      valid_to: at(120),
      translations: [{ language: 'en', title: 'Soon' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data!.id!;
    expect(created.body.data).toMatchObject({ valid_from: at(60), valid_to: at(120) });
    // A PUT of one bound is checked against the stored other one.
    const late = await call(staff.content, 'PUT', `/banners/${id}`, { valid_from: at(180) });
    expect(late).toMatchObject({ status: 422, body: { errors: { valid_to: ['field_invalid'] } } });
    const edited = await call(staff.content, 'PUT', `/banners/${id}`, { valid_to: at(150) });
    expect(edited.body.data).toMatchObject({ valid_from: at(60), valid_to: at(150) });
    expect(await lastAudit('banner.updated')).toMatchObject({
      details: { before: { valid_to: at(120) }, after: { valid_to: at(150) } },
    });

    const shown = async () =>
      ((await pub('GET', '/cms/banners?language=en')).body.data as unknown as { id: number }[])
        .map((b) => b.id)
        .includes(id);
    try {
      expect(await shown()).toBe(false); // not yet
      t.clock.now = new Date(at(60));
      expect(await shown()).toBe(true); // from valid_from on
      t.clock.now = new Date(at(149));
      expect(await shown()).toBe(true);
      t.clock.now = new Date(at(150));
      expect(await shown()).toBe(false); // valid_to is the first instant it is gone
    } finally {
      t.clock.now = start;
    }
    // Open bounds: null shows it at once.
    const open = await call(staff.content, 'PUT', `/banners/${id}`, {
      valid_from: null,
      valid_to: null,
    });
    expect(open.body.data).toMatchObject({ valid_from: null, valid_to: null });
    expect(await shown()).toBe(true);
    await call(staff.content, 'DELETE', `/banners/${id}`);
  });
});

describe('media', () => {
  it('uploads a clean image into the media store and refuses others', async () => {
    const png = await redPng();
    const upload = (token: string, name: string, bytes: Buffer) =>
      uploadFile('/media', token, name, bytes);
    const res = await upload(staff.content, 'logo.png', png);
    expect(res.statusCode, res.body).toBe(201);
    const url = (res.json() as { data: { url: string } }).data.url;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const fake = await upload(staff.content, 'x.png', Buffer.from('<svg onload=alert(1)>'));
    expect(fake.statusCode).toBe(422);
    expect((fake.json() as Body).errors?.file).toEqual(['document_file_type']);
    expect((await upload(staff.finance, 'logo.png', png)).statusCode).toBe(403);

    const list = await call(staff.marketing, 'GET', '/media');
    expect((list.body.data as unknown as { url: string }[]).map((m) => m.url)).toContain(url);
  });
});

describe('translations', () => {
  it('edits a text, visible through the public call at once, audited', async () => {
    const before = await pub('GET', '/cms/translation/header?language=de');
    const key = Object.keys(before.body.data)[0]!;
    const res = await call(staff.content, 'PUT', '/translations', {
      group: 'header',
      key,
      language: 'de',
      value: 'Neuer Text <b>',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ value: 'Neuer Text <b>', language: 'de' });
    const after = await pub('GET', '/cms/translation/header?language=de');
    expect(after.body.data[key]).toBe('Neuer Text <b>');
    const audit = await lastAudit('translation.updated');
    expect(audit?.targetId).toBe(`de:header:${key}`);
    expect((audit?.details as { after: string }).after).toBe('Neuer Text <b>');
  });

  it('lists the keys missing in a language and their counts per group', async () => {
    const db = t.database.db;
    await db
      .insert(translations)
      .values([{ language: 'en', group: 'header', key: 'zz_only_english', value: 'Only English' }]);
    const res = await call(
      staff.content,
      'GET',
      '/translations?group=header&language=pl&missing=1&per_page=200',
    );
    expect(res.status).toBe(200);
    const rows = res.body.data as unknown as {
      key: string;
      value: string | null;
      en_value: string;
    }[];
    expect(rows.find((r) => r.key === 'zz_only_english')).toMatchObject({
      value: null,
      en_value: 'Only English',
    });
    expect(rows.every((r) => r.value === null)).toBe(true);
    // Exactly the English keys without a Polish row.
    const en = await db
      .select({ key: translations.key })
      .from(translations)
      .where(and(eq(translations.group, 'header'), eq(translations.language, 'en')));
    const pl = new Set(
      (
        await db
          .select({ key: translations.key })
          .from(translations)
          .where(and(eq(translations.group, 'header'), eq(translations.language, 'pl')))
      ).map((r) => r.key),
    );
    const expected = en
      .filter((r) => !pl.has(r.key))
      .map((r) => r.key)
      .sort();
    expect(rows.map((r) => r.key).sort()).toEqual(expected);
    expect(res.body.meta).toMatchObject({ total: expected.length });

    const groups = await call(staff.content, 'GET', '/translations/groups');
    const header = (
      groups.body.data as unknown as {
        group: string;
        keys: number;
        languages: Record<string, { missing: number }>;
      }[]
    ).find((g) => g.group === 'header');
    expect(header?.keys).toBe(en.length);
    expect(header?.languages.pl?.missing).toBe(expected.length);
    expect(header?.languages.en?.missing).toBe(0);

    const search = await call(staff.content, 'GET', '/translations?q=only english');
    expect((search.body.data as unknown as { key: string }[]).map((r) => r.key)).toContain(
      'zz_only_english',
    );
  });

  it('refuses a new key outside English and bad input', async () => {
    const res = await call(staff.content, 'PUT', '/translations', {
      group: 'header',
      key: 'brand_new_key',
      language: 'de',
      value: 'x',
    });
    expect(res).toMatchObject({ status: 422, body: { errors: { key: ['field_invalid'] } } });
    const bad = await call(staff.content, 'PUT', '/translations', {
      group: 'he ader',
      key: '',
      language: 'xx',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors!)).toEqual(
      expect.arrayContaining(['group', 'key', 'language', 'value']),
    );
    const added = await call(staff.content, 'PUT', '/translations', {
      group: 'header',
      key: 'brand_new_key',
      language: 'en',
      value: 'New',
    });
    expect(added.status).toBe(200);
  });
});

describe('skin settings', () => {
  it('edits settings partially; maintenance and licence reach the public calls at once', async () => {
    const got = await call(staff.content, 'GET', `/skins/${skinId}/settings`);
    expect(got.status).toBe(200);
    const beforeColors = (got.body.data!.layout_settings as { colors: Record<string, string> })
      .colors;
    expect((await pub('POST', '/cms/skin-in-maintenance')).body.data.in_maintenance).toBe(false);

    const res = await call(staff.content, 'PUT', `/skins/${skinId}/settings`, {
      in_maintenance: true,
      ui_options: { hide_transaction_popups: true },
      layout_settings: { colors: { primary: '#112233' } },
      licence: { licence_text: 'Licensed by MGA' },
      live_chat_url: 'https://chat.example.com/widget.js',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      in_maintenance: true,
      ui_options: { hide_transaction_popups: true },
      layout_settings: { colors: { ...beforeColors, primary: '#112233' } },
    });
    expect((await pub('POST', '/cms/skin-in-maintenance')).body.data.in_maintenance).toBe(true);
    const skin = await pub('GET', '/skin/settings');
    expect(skin.body.data).toMatchObject({
      licence: { licence_text: 'Licensed by MGA' },
      live_chat_url: 'https://chat.example.com/widget.js',
    });
    const audit = await lastAudit('skin.settings_updated');
    expect(audit?.details).toMatchObject({
      before: { in_maintenance: false },
      after: { in_maintenance: true },
    });

    await call(staff.admin, 'PUT', `/skins/${skinId}/settings`, { in_maintenance: false });
    expect((await pub('POST', '/cms/skin-in-maintenance')).body.data.in_maintenance).toBe(false);

    const bad = await call(staff.content, 'PUT', `/skins/${skinId}/settings`, {
      layout_settings: { colors: { primary: 'red' } },
      live_chat_url: 'http://insecure.example.com/x.js',
      licence: { support_email: 'nope' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors!)).toEqual(
      expect.arrayContaining([
        'layout_settings.colors.primary',
        'live_chat_url',
        'licence.support_email',
      ]),
    );
    expect((await call(staff.content, 'GET', '/skins/999999/settings')).status).toBe(404);
    const list = await call(staff.content, 'GET', '/skins');
    expect((list.body.data as unknown as { id: number }[]).map((s) => s.id)).toContain(skinId);
  });

  it('saves the licence text per language, merged by language; unknown languages refused', async () => {
    type Licence = { licence_text: string; licence_texts: Record<string, string> };
    const licenceOf = (body: Body) => body.data!.licence as Licence;
    const seeded = licenceOf((await call(staff.content, 'GET', `/skins/${skinId}/settings`)).body);
    // The seeded skin has a translation of the English template in every other site language.
    expect(Object.keys(seeded.licence_texts).sort()).toEqual(['cs', 'de', 'es', 'hu', 'pl', 'sk']);
    expect(seeded.licence_texts.de).toContain('Malta Gaming Authority');
    expect(seeded.licence_texts.de).toContain('{{licence_number}}');

    const res = await call(staff.content, 'PUT', `/skins/${skinId}/settings`, {
      licence: { licence_texts: { de: 'Lizenziert unter {{licence_number}}', sk: '' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = licenceOf(res.body);
    expect(saved.licence_texts.de).toBe('Lizenziert unter {{licence_number}}');
    // Other languages keep their text; an emptied one goes (the site shows licence_text).
    expect(saved.licence_texts.es).toBe(seeded.licence_texts.es);
    expect(saved.licence_texts).not.toHaveProperty('sk');
    expect(saved.licence_text).toBe(seeded.licence_text);
    const site = await pub('GET', '/skin/settings');
    expect((site.body.data.licence as Licence).licence_texts).toEqual(saved.licence_texts);
    const audit = await lastAudit('skin.settings_updated');
    expect(audit?.details).toMatchObject({
      before: { licence: { licence_texts: { de: seeded.licence_texts.de } } },
      after: { licence: { licence_texts: { de: 'Lizenziert unter {{licence_number}}' } } },
    });

    for (const licence_texts of [
      { xx: 'Unknown' },
      { en: 'English is licence_text' },
      { de: 'x'.repeat(5001) },
      { de: 'bad\u0000' },
      { de: 42 },
    ]) {
      const bad = await call(staff.content, 'PUT', `/skins/${skinId}/settings`, {
        licence: { licence_texts },
      });
      expect(bad.status, JSON.stringify(licence_texts)).toBe(422);
      const [field, keys] = Object.entries(bad.body.errors!)[0]!;
      expect(field).toMatch(/^licence\.licence_texts/);
      expect(keys).toEqual(['field_invalid']);
    }
    const after = licenceOf((await call(staff.content, 'GET', `/skins/${skinId}/settings`)).body);
    expect(after.licence_texts).toEqual(saved.licence_texts);
  });

  it('uploads a logo (PNG or JPEG only, inspected), serves it and the site reads it', async () => {
    const before = await call(staff.content, 'GET', `/skins/${skinId}/settings`);
    expect(before.body.data).toMatchObject({ layout_settings: { logo_url: null } });
    expect((await pub('GET', '/skin/settings')).body.data).toMatchObject({
      layout_settings: { logo_text: 'CROUPIER' },
    });

    // HTML with a .png name: refused by its content, nothing changes.
    const fake = await uploadFile(
      `/skins/${skinId}/logo`,
      staff.content,
      'logo.png',
      Buffer.from('<html><script>alert(1)</script></html>'),
    );
    expect(fake.statusCode).toBe(422);
    expect((fake.json() as Body).errors).toEqual({ file: ['document_file_type'] });
    const svg = await uploadFile(
      `/skins/${skinId}/logo`,
      staff.content,
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    );
    expect((svg.json() as Body).errors).toEqual({ file: ['document_file_type'] });
    const huge = await uploadFile(
      `/skins/${skinId}/logo`,
      staff.content,
      'logo.png',
      Buffer.concat([await redPng(), Buffer.alloc(600 * 1024)]),
    );
    expect((huge.json() as Body).errors).toEqual({ file: ['document_file_too_large'] });
    expect(
      (await uploadFile(`/skins/${skinId}/logo`, staff.marketing, 'logo.png', await redPng()))
        .statusCode,
    ).toBe(403);
    expect((await call(staff.content, 'GET', `/skins/${skinId}/settings`)).body.data).toMatchObject(
      { layout_settings: { logo_url: null } },
    );

    const res = await uploadFile(
      `/skins/${skinId}/logo`,
      staff.content,
      'logo.png',
      await redPng(8),
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = (res.json() as { data: { layout_settings: { logo_url: string } } }).data
      .layout_settings.logo_url;
    expect(url).toMatch(/^\/media\/logos\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(8);
    // Logos are not in the banners' image library.
    const library = await call(staff.content, 'GET', '/media');
    expect((library.body.data as unknown as { url: string }[]).map((m) => m.url)).not.toContain(
      url,
    );
    // The site's skin settings carry it at once.
    expect((await pub('GET', '/skin/settings')).body.data).toMatchObject({
      layout_settings: { logo_url: url },
    });
    expect(await lastAudit('skin.logo_updated')).toMatchObject({
      targetId: String(skinId),
      details: { before: { logo_url: null }, after: { logo_url: url } },
    });

    const cleared = await call(staff.admin, 'DELETE', `/skins/${skinId}/logo`);
    expect(cleared.body.data).toMatchObject({ layout_settings: { logo_url: null } });
    expect((await pub('GET', '/skin/settings')).body.data).toMatchObject({
      layout_settings: { logo_url: null },
    });
    expect(await lastAudit('skin.logo_removed')).toMatchObject({
      details: { before: { logo_url: url }, after: { logo_url: null } },
    });
    expect((await call(staff.content, 'DELETE', '/skins/999999/logo')).status).toBe(404);
  });

  it('sets risky countries (admin, compliance) and bank details (admin, compliance, finance)', async () => {
    const risky = await call(staff.compliance, 'PUT', `/skins/${skinId}/risky-countries`, {
      countries: ['MC', 'BG', 'CY'],
    });
    expect(risky).toMatchObject({ status: 200, body: { data: { countries: ['BG', 'CY', 'MC'] } } });
    const unknown = await call(staff.admin, 'PUT', `/skins/${skinId}/risky-countries`, {
      countries: ['ZZ'],
    });
    expect(unknown).toMatchObject({
      status: 422,
      body: { errors: { countries: ['field_invalid'] } },
    });
    for (const role of ['content', 'finance', 'marketing'] as const) {
      expect(
        (await call(staff[role], 'PUT', `/skins/${skinId}/risky-countries`, { countries: [] }))
          .status,
      ).toBe(403);
    }

    const account = {
      currency: 'EUR',
      name: 'New Bank',
      holder: 'Croupier Gaming Ltd',
      iban: 'MT84MALT011000012345MTLCAST001S',
      bic: 'MALTMTMT',
      bban: 'MALT011000012345MTLCAST001S',
      bank_code: 'MALT',
    };
    const bank = await call(staff.finance, 'PUT', `/skins/${skinId}/bank-details`, account);
    expect(bank.status, JSON.stringify(bank.body)).toBe(200);
    expect(bank.body.data).toMatchObject({ accounts: { EUR: { name: 'New Bank' } } });
    const methods = await t.database.db
      .select()
      .from(paymentMethods)
      .where(and(eq(paymentMethods.skinId, skinId), eq(paymentMethods.provider, 'bank')));
    for (const m of methods) {
      expect((m.config.accounts as Record<string, { name: string }>).EUR?.name).toBe('New Bank');
    }
    const badIban = await call(staff.admin, 'PUT', `/skins/${skinId}/bank-details`, {
      ...account,
      iban: 'MT00MALT011000012345MTLCAST001S',
      currency: 'XXX',
    });
    expect(badIban.status).toBe(422);
    expect(badIban.body.errors?.iban).toEqual(['field_invalid']);
    const badCurrency = await call(staff.admin, 'PUT', `/skins/${skinId}/bank-details`, {
      ...account,
      currency: 'XXX',
    });
    expect(badCurrency).toMatchObject({
      status: 422,
      body: { errors: { currency: ['field_invalid'] } },
    });
    expect((await call(staff.content, 'GET', `/skins/${skinId}/bank-details`)).status).toBe(403);
    expect((await call(staff.compliance, 'GET', `/skins/${skinId}/bank-details`)).status).toBe(200);
    expect(await lastAudit('skin.bank_details_updated')).toBeTruthy();
  });
});

describe('roles', () => {
  it('refuses finance (and support) on every content endpoint', async () => {
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/pages'],
      ['GET', '/pages/1'],
      ['POST', '/pages', pageBody()],
      ['PUT', '/pages/1', { rank: 1 }],
      ['DELETE', '/pages/1'],
      ['GET', '/promotions'],
      ['GET', '/promotions/1'],
      ['POST', '/promotions', pageBody()],
      ['PUT', '/promotions/1', { rank: 1 }],
      ['DELETE', '/promotions/1'],
      ['GET', '/banners'],
      ['GET', '/banners/1'],
      ['POST', '/banners', { key: 'x', translations: [] }],
      ['PUT', '/banners/1', { rank: 1 }],
      ['DELETE', '/banners/1'],
      ['GET', '/media'],
      ['GET', '/translations'],
      ['GET', '/translations/groups'],
      ['PUT', '/translations', { group: 'header', key: 'x', language: 'en', value: 'x' }],
      ['GET', `/skins/1/settings`],
      ['PUT', `/skins/1/settings`, { in_maintenance: true }],
    ];
    for (const role of ['finance', 'support'] as const) {
      for (const [method, url, payload] of calls) {
        const res = await call(staff[role], method, url, payload);
        expect(res.status, `${role} ${method} ${url}`).toBe(403);
      }
    }
    for (const [method, url, payload] of calls) {
      expect((await call(null, method, url, payload)).status).toBe(401);
    }
  });

  it('lets marketing use banners and promotions only', async () => {
    expect((await call(staff.marketing, 'GET', '/banners')).status).toBe(200);
    expect((await call(staff.marketing, 'GET', '/promotions')).status).toBe(200);
    for (const [method, url] of [
      ['GET', '/pages'],
      ['GET', '/translations'],
      ['GET', '/translations/groups'],
      ['GET', `/skins/1/settings`],
      ['GET', `/skins/1/risky-countries`],
      ['GET', `/skins/1/bank-details`],
    ] as const) {
      expect((await call(staff.marketing, method, url)).status, url).toBe(403);
    }
    expect((await call(staff.content, 'GET', '/pages')).status).toBe(200);
    expect((await call(staff.admin, 'GET', '/translations/groups')).status).toBe(200);
  });
});

describe('site bootstrap cache', () => {
  it('drops its cached first screen when content changes', async () => {
    const db = t.database.db;
    const now = () => t.clock.now;
    const reference = createReferenceService(db);
    const skinService = createSkinService(db, reference);
    const cms = createCmsService(db, { skinSettings: (id) => skinService.settingsJson(id), now });
    const bootstrap = createSiteBootstrap({
      skins: skinService,
      cms,
      casino: createCasinoService(db, { now }),
      skinApiKey: testEnv().SKIN_API_KEY,
      now,
    });
    const name = slug('boot');
    const created = await call(staff.content, 'POST', '/pages', {
      slug: name,
      translations: [{ language: 'de', title: 'Eins', content: '<p>1</p>' }],
    });
    expect((await bootstrap('de', `/${name}`)).page?.title).toBe('Eins');
    await call(staff.content, 'PUT', `/pages/${created.body.data!.id}`, {
      translations: [{ language: 'de', title: 'Zwei', content: '<p>2</p>' }],
    });
    // Without the signal the minute-long cache answers the old page...
    expect((await bootstrap('de', `/${name}`)).page?.title).toBe('Eins');
    // ...the back office's signal (sent after every save) drops it.
    cms.contentChanged();
    expect((await bootstrap('de', `/${name}`)).page?.title).toBe('Zwei');
  });
});
