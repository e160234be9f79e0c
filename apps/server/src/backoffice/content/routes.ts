/**
 * The back office's Content API (`/staff/v1`): CMS pages, promotions, banners, translations,
 * image uploads and skin settings (packages/contract/src/staff-content.ts). Roles: content and
 * admin; marketing too for promotions, banners and uploads; bank details admin, compliance and
 * finance; risky countries admin and compliance. Every change is audited with before/after; page
 * HTML longer than AUDIT_HTML_MAX is kept in the audit as its SHA-256 and length.
 *
 * After every change the CMS service's listeners publish on the cache bus (lib/cache-bus.ts): this
 * node drops what it cached at once, and the other nodes do on the Redis message (their TTLs stay
 * as a backstop for a missed message).
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffRole } from '@croupier/contract/constants';
import { errorBody, validationErrorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/staff-content';
import type { CmsService } from '../../cms/service.ts';
import type { Db } from '../../db/client.ts';
import { requireStaff, staffOf } from '../../staff/auth.ts';
import type { StaffService } from '../../staff/service.ts';
import { createStaffBanners } from './banners.ts';
import { createStaffMedia } from './media.ts';
import { createStaffPages } from './pages.ts';
import { createStaffSkins } from './skins.ts';
import { createStaffTranslations } from './translations.ts';
import { pageMeta } from '../../lib/paging.ts';

const STAFF_SECURITY = [{ staff: [] }];
const CONTENT: StaffRole[] = ['admin', 'content'];
const CAMPAIGN_CONTENT: StaffRole[] = ['admin', 'content', 'marketing'];
const BANK: StaffRole[] = ['admin', 'compliance', 'finance'];
const RISK: StaffRole[] = ['admin', 'compliance'];
const SKIN_PICKERS: StaffRole[] = ['admin', 'content', 'compliance', 'finance'];

/** HTML longer than this is audited as `{ sha256, length }`. */
export const AUDIT_HTML_MAX = 2_000;

/** A copy of `value` whose `content` strings over AUDIT_HTML_MAX are replaced by hash and length. */
export function auditable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(auditable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        k === 'content' && typeof v === 'string' && v.length > AUDIT_HTML_MAX
          ? { sha256: createHash('sha256').update(v).digest('hex'), length: v.length }
          : auditable(v),
      ]),
    );
  }
  return value;
}

const refusals = { 404: errorBody, 422: validationErrorBody };
const deleted = z.object({ data: z.object({ id: z.number().int(), deleted: z.literal(true) }) });

export interface ContentStaffDeps {
  db: Db;
  staff: StaffService;
  cms: CmsService;
}

export const contentStaffRoutes =
  (deps: ContentStaffDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db, staff, cms } = deps;
    const pages = createStaffPages(db);
    const banners = createStaffBanners(db);
    const translations = createStaffTranslations(db);
    const skins = createStaffSkins(db);
    const media = createStaffMedia(db);

    const guard = (roles: StaffRole[], tag: string) => ({
      onRequest: requireStaff(staff, roles),
      tags: ['staff', tag],
    });
    const schema = <T extends object>(tags: string[], rest: T) => ({
      tags,
      security: STAFF_SECURITY,
      ...rest,
    });

    /** Audits a change and tells the caches that content changed. */
    async function changed(
      req: FastifyRequest,
      action: string,
      target: { type: string; id: number | string },
      before: unknown,
      after: unknown,
    ) {
      cms.contentChanged();
      await staff.audit({
        staffId: staffOf(req).staff.id,
        action,
        targetType: target.type,
        targetId: target.id,
        details: { before: auditable(before), after: auditable(after) },
        ip: req.ip,
      });
    }

    // ------------------------------------------------------------------------ pages
    {
      const { onRequest, tags } = guard(CONTENT, 'content');
      app.get(
        '/pages',
        {
          onRequest,
          schema: schema(tags, {
            querystring: c.staffPagesQuery,
            response: { 200: c.staffPagesResponse, 422: validationErrorBody },
          }),
        },
        async (req) => ({ data: await pages.listPages(req.query.q) }),
      );
      app.get(
        '/pages/:id',
        {
          onRequest,
          schema: schema(tags, {
            params: c.contentIdParams,
            response: { 200: c.staffPageResponse, ...refusals },
          }),
        },
        async (req) => ({ data: await pages.getPage(req.params.id) }),
      );
      app.post(
        '/pages',
        {
          onRequest,
          schema: schema(tags, {
            description: 'A new page; its HTML is sanitised before it is stored.',
            body: c.staffPageCreate,
            response: { 201: c.staffPageResponse, ...refusals },
          }),
        },
        async (req, reply) => {
          const data = await pages.createPage(req.body);
          await changed(req, 'page.created', { type: 'page', id: data.id }, null, data);
          return reply.status(201).send({ data });
        },
      );
      app.put(
        '/pages/:id',
        {
          onRequest,
          schema: schema(tags, {
            description:
              'Any subset: slug, rank, translations (upserted by language), remove_languages.',
            params: c.contentIdParams,
            body: c.staffPageUpdate,
            response: { 200: c.staffPageResponse, ...refusals },
          }),
        },
        async (req) => {
          const { before, after } = await pages.updatePage(req.params.id, req.body);
          await changed(req, 'page.updated', { type: 'page', id: after.id }, before, after);
          return { data: after };
        },
      );
      app.delete(
        '/pages/:id',
        {
          onRequest,
          schema: schema(tags, {
            params: c.contentIdParams,
            response: { 200: deleted, ...refusals },
          }),
        },
        async (req) => {
          const before = await pages.deletePage(req.params.id);
          await changed(req, 'page.deleted', { type: 'page', id: before.id }, before, null);
          return { data: { id: before.id, deleted: true as const } };
        },
      );
    }

    // ------------------------------------------------------------------- promotions
    {
      const { onRequest, tags } = guard(CAMPAIGN_CONTENT, 'content');
      app.get(
        '/promotions',
        { onRequest, schema: schema(tags, { response: { 200: c.staffPromotionsResponse } }) },
        async () => ({ data: await pages.listPromotions() }),
      );
      app.get(
        '/promotions/:id',
        {
          onRequest,
          schema: schema(tags, {
            params: c.contentIdParams,
            response: { 200: c.staffPromotionResponse, ...refusals },
          }),
        },
        async (req) => ({ data: await pages.getPromotion(req.params.id) }),
      );
      app.post(
        '/promotions',
        {
          onRequest,
          schema: schema(tags, {
            body: c.staffPromotionCreate,
            response: { 201: c.staffPromotionResponse, ...refusals },
          }),
        },
        async (req, reply) => {
          const data = await pages.createPromotion(req.body);
          await changed(req, 'promotion.created', { type: 'promotion', id: data.id }, null, data);
          return reply.status(201).send({ data });
        },
      );
      app.put(
        '/promotions/:id',
        {
          onRequest,
          schema: schema(tags, {
            params: c.contentIdParams,
            body: c.staffPromotionUpdate,
            response: { 200: c.staffPromotionResponse, ...refusals },
          }),
        },
        async (req) => {
          const { before, after } = await pages.updatePromotion(req.params.id, req.body);
          await changed(
            req,
            'promotion.updated',
            { type: 'promotion', id: after.id },
            before,
            after,
          );
          return { data: after };
        },
      );
      app.delete(
        '/promotions/:id',
        {
          onRequest,
          schema: schema(tags, {
            params: c.contentIdParams,
            response: { 200: deleted, ...refusals },
          }),
        },
        async (req) => {
          const before = await pages.deletePromotion(req.params.id);
          await changed(
            req,
            'promotion.deleted',
            { type: 'promotion', id: before.id },
            before,
            null,
          );
          return { data: { id: before.id, deleted: true as const } };
        },
      );
    }

    // ---------------------------------------------------------------------- banners
    {
      const { onRequest, tags } = guard(CAMPAIGN_CONTENT, 'content');
      app.get(
        '/banners',
        {
          onRequest,
          schema: schema(tags, {
            querystring: c.staffBannersQuery,
            response: { 200: c.staffBannersResponse, 422: validationErrorBody },
          }),
        },
        async (req) => ({ data: await banners.list(req.query) }),
      );
      app.get(
        '/banners/:id',
        {
          onRequest,
          schema: schema(tags, {
            params: c.contentIdParams,
            response: { 200: c.staffBannerResponse, ...refusals },
          }),
        },
        async (req) => ({ data: await banners.get(req.params.id) }),
      );
      app.post(
        '/banners',
        {
          onRequest,
          schema: schema(tags, {
            body: c.staffBannerCreate,
            response: { 201: c.staffBannerResponse, ...refusals },
          }),
        },
        async (req, reply) => {
          const data = await banners.create(req.body);
          await changed(req, 'banner.created', { type: 'banner', id: data.id }, null, data);
          return reply.status(201).send({ data });
        },
      );
      app.put(
        '/banners/:id',
        {
          onRequest,
          schema: schema(tags, {
            params: c.contentIdParams,
            body: c.staffBannerUpdate,
            response: { 200: c.staffBannerResponse, ...refusals },
          }),
        },
        async (req) => {
          const { before, after } = await banners.update(req.params.id, req.body);
          await changed(req, 'banner.updated', { type: 'banner', id: after.id }, before, after);
          return { data: after };
        },
      );
      app.delete(
        '/banners/:id',
        {
          onRequest,
          schema: schema(tags, {
            params: c.contentIdParams,
            response: { 200: deleted, ...refusals },
          }),
        },
        async (req) => {
          const before = await banners.remove(req.params.id);
          await changed(req, 'banner.deleted', { type: 'banner', id: before.id }, before, null);
          return { data: { id: before.id, deleted: true as const } };
        },
      );
    }

    // ------------------------------------------------------------------------ media
    {
      const { onRequest, tags } = guard(CAMPAIGN_CONTENT, 'content');
      app.get(
        '/media',
        {
          onRequest,
          schema: schema(tags, {
            querystring: c.staffMediaListQuery,
            response: { 200: c.staffMediaListResponse, 422: validationErrorBody },
          }),
        },
        async (req) => {
          const { data, total, perPage } = await media.list(req.query.page);
          return {
            data,
            meta: pageMeta(req.query.page, perPage, total),
          };
        },
      );
      app.post(
        '/media',
        {
          onRequest,
          schema: schema(tags, {
            description:
              'Multipart with one `file` (png or jpeg): inspected, re-encoded without metadata ' +
              'and stored in the media store.',
            consumes: ['multipart/form-data'],
            response: { 201: c.staffMediaUploadResponse, 422: validationErrorBody },
          }),
        },
        async (req, reply) => {
          const data = await media.upload(req);
          await staff.audit({
            staffId: staffOf(req).staff.id,
            action: 'media.uploaded',
            targetType: 'media',
            targetId: data.path,
            details: { before: null, after: data },
            ip: req.ip,
          });
          return reply.status(201).send({ data });
        },
      );
    }

    // ----------------------------------------------------------------- translations
    {
      const { onRequest, tags } = guard(CONTENT, 'content');
      app.get(
        '/translations',
        {
          onRequest,
          schema: schema(tags, {
            querystring: c.staffTranslationsQuery,
            response: { 200: c.staffTranslationsResponse, 422: validationErrorBody },
          }),
        },
        async (req) => {
          const { data, total } = await translations.list(req.query);
          return {
            data,
            meta: pageMeta(req.query.page, req.query.per_page, total),
          };
        },
      );
      app.get(
        '/translations/groups',
        {
          onRequest,
          schema: schema(tags, { response: { 200: c.staffTranslationGroupsResponse } }),
        },
        async () => ({ data: await translations.groups() }),
      );
      app.put(
        '/translations',
        {
          onRequest,
          schema: schema(tags, {
            body: c.staffTranslationPut,
            response: { 200: c.staffTranslationResponse, ...refusals },
          }),
        },
        async (req) => {
          const { before, after } = await translations.put(req.body);
          await changed(
            req,
            'translation.updated',
            { type: 'translation', id: `${after.language}:${after.group}:${after.key}` },
            before.value,
            after.value,
          );
          return { data: after };
        },
      );
    }

    // ------------------------------------------------------------------------ skins
    {
      const tags = ['staff', 'skins'];
      app.get(
        '/skins',
        {
          onRequest: requireStaff(staff, SKIN_PICKERS),
          schema: schema(tags, { response: { 200: c.staffSkinsResponse } }),
        },
        async () => ({ data: await skins.list() }),
      );
      const content = requireStaff(staff, CONTENT);
      app.get(
        '/skins/:id/settings',
        {
          onRequest: content,
          schema: schema(tags, {
            params: c.contentIdParams,
            response: { 200: c.staffSkinSettingsResponse, ...refusals },
          }),
        },
        async (req) => ({ data: await skins.settings(req.params.id) }),
      );
      app.put(
        '/skins/:id/settings',
        {
          onRequest: content,
          schema: schema(tags, {
            description:
              'Any subset; objects merged key by key. `in_maintenance` is read by the site ' +
              'through /v1/cms/skin-in-maintenance at once. A new live-chat origin reaches the ' +
              'Content-Security-Policy of every node on its next answer.',
            params: c.contentIdParams,
            body: c.staffSkinSettingsUpdate,
            response: { 200: c.staffSkinSettingsResponse, ...refusals },
          }),
        },
        async (req) => {
          const { before, after } = await skins.updateSettings(req.params.id, req.body);
          await changed(
            req,
            'skin.settings_updated',
            { type: 'skin', id: after.id },
            before,
            after,
          );
          return { data: after };
        },
      );

      app.post(
        '/skins/:id/logo',
        {
          onRequest: content,
          schema: schema(tags, {
            description:
              'Multipart with one `file`: a PNG or JPEG of at most 512 KB, inspected and ' +
              're-encoded without metadata, stored in the media store and set as the logo.',
            consumes: ['multipart/form-data'],
            params: c.contentIdParams,
            response: { 200: c.staffSkinSettingsResponse, ...refusals },
          }),
        },
        async (req) => {
          await skins.settings(req.params.id); // 404 before reading the upload
          const file = await media.uploadLogo(req);
          const { before, after } = await skins.setLogo(req.params.id, file.url);
          await changed(
            req,
            'skin.logo_updated',
            { type: 'skin', id: after.id },
            { logo_url: before.layout_settings.logo_url },
            { logo_url: after.layout_settings.logo_url, content_type: file.content_type },
          );
          return { data: after };
        },
      );
      app.delete(
        '/skins/:id/logo',
        {
          onRequest: content,
          schema: schema(tags, {
            description: 'Back to the default logo (the uploaded image stays in the media store).',
            params: c.contentIdParams,
            response: { 200: c.staffSkinSettingsResponse, ...refusals },
          }),
        },
        async (req) => {
          const { before, after } = await skins.setLogo(req.params.id, null);
          await changed(
            req,
            'skin.logo_removed',
            { type: 'skin', id: after.id },
            { logo_url: before.layout_settings.logo_url },
            { logo_url: null },
          );
          return { data: after };
        },
      );

      const risk = requireStaff(staff, RISK);
      app.get(
        '/skins/:id/risky-countries',
        {
          onRequest: risk,
          schema: schema(tags, {
            params: c.contentIdParams,
            response: { 200: c.staffRiskyCountriesResponse, ...refusals },
          }),
        },
        async (req) => ({ data: await skins.riskyCountries(req.params.id) }),
      );
      app.put(
        '/skins/:id/risky-countries',
        {
          onRequest: risk,
          schema: schema(tags, {
            params: c.contentIdParams,
            body: c.staffRiskyCountries,
            response: { 200: c.staffRiskyCountriesResponse, ...refusals },
          }),
        },
        async (req) => {
          const { before, after } = await skins.setRiskyCountries(
            req.params.id,
            req.body.countries,
          );
          await changed(
            req,
            'skin.risky_countries_updated',
            { type: 'skin', id: req.params.id },
            before,
            after,
          );
          return { data: after };
        },
      );

      const bank = requireStaff(staff, BANK);
      app.get(
        '/skins/:id/bank-details',
        {
          onRequest: bank,
          schema: schema(tags, {
            params: c.contentIdParams,
            response: { 200: c.staffBankDetailsResponse, ...refusals },
          }),
        },
        async (req) => ({ data: await skins.bankDetails(req.params.id) }),
      );
      app.put(
        '/skins/:id/bank-details',
        {
          onRequest: bank,
          schema: schema(tags, {
            params: c.contentIdParams,
            body: c.staffBankDetailsPut,
            response: { 200: c.staffBankDetailsResponse, ...refusals },
          }),
        },
        async (req) => {
          const { before, after } = await skins.setBankDetails(req.params.id, req.body);
          await changed(
            req,
            'skin.bank_details_updated',
            { type: 'skin', id: req.params.id },
            before,
            after,
          );
          return { data: after };
        },
      );
    }
  };
