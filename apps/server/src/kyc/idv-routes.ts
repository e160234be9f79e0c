/**
 * Our verification service's own routes (root level, no skin authorization): the widget's page
 * and assets (`/kyc-widget/`), and its API (`/idv/v1`, `authorization: Bearer <access token>`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, safeString, validationErrorBody } from '@croupier/contract/common';
import { ERROR_KEYS, ERROR_MESSAGES } from '@croupier/contract/errors';
import * as c from '@croupier/contract/kyc';
import { HttpError } from '../lib/errors.ts';
import type { IdvService } from './idv-service.ts';
import { WIDGET_ASSETS, WIDGET_HEADERS, widgetPage } from './widget/page.ts';

const BEARER = [{ idvToken: [] }];

export const idvRoutes =
  (idv: IdvService, uploadsPerMinute: number): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['kyc-widget'];
    app.get(
      '/kyc-widget/',
      {
        schema: {
          hide: true,
          querystring: z.object({ lang: safeString().max(10).optional() }),
        },
      },
      async (req, reply) =>
        reply
          .headers(WIDGET_HEADERS)
          .type('text/html; charset=utf-8')
          .send(widgetPage(req.query.lang)),
    );
    app.get('/kyc-widget', { schema: { hide: true } }, async (_req, reply) =>
      reply.redirect('/kyc-widget/', 301),
    );
    for (const [name, asset] of Object.entries(WIDGET_ASSETS)) {
      app.get(`/kyc-widget/${name}`, { schema: { hide: true } }, async (_req, reply) =>
        reply
          .headers({
            'x-content-type-options': 'nosniff',
            'cache-control': 'public, max-age=300',
          })
          .type(asset.type)
          .send(asset.body),
      );
    }

    const widgetApi: FastifyPluginAsyncZod = async (api) => {
      api.addHook('onSend', async (_req, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });
      api.get(
        '/idv/v1/applicant',
        {
          schema: {
            tags,
            security: BEARER,
            response: { 200: c.idvApplicantResponse, 401: errorBody },
          },
        },
        async (req) => ({
          data: await idv.view(await idv.authenticate(req.headers.authorization)),
        }),
      );
      api.post(
        '/idv/v1/applicant/files/:slot',
        {
          config: {
            rateLimit: { max: uploadsPerMinute, timeWindow: '1 minute' },
          },
          schema: {
            tags,
            security: BEARER,
            consumes: ['multipart/form-data'],
            params: c.idvSlotParams,
            response: {
              200: c.idvApplicantResponse,
              401: errorBody,
              403: errorBody,
              409: errorBody,
              422: validationErrorBody,
            },
          },
        },
        async (req) => {
          const applicant = await idv.authenticate(req.headers.authorization);
          if (!req.isMultipart()) {
            throw new HttpError(422, ERROR_MESSAGES.validation, { file: [ERROR_KEYS.required] });
          }
          let file: { bytes: Buffer; filename: string; truncated: boolean } | null = null;
          let extraFiles = 0;
          const fields: Record<string, string> = {};
          const options: NonNullable<Parameters<typeof req.parts>[0]> & {
            throwFileSizeLimit: boolean;
          } = {
            // The name as sent: a path in it is refused by the inspection, not trimmed.
            preservePath: true,
            // An oversized file arrives truncated (refused by the inspection, never stored).
            throwFileSizeLimit: false,
          };
          for await (const part of req.parts(options)) {
            if (part.type === 'file') {
              const chunks: Buffer[] = [];
              for await (const chunk of part.file) chunks.push(chunk as Buffer);
              if (file || part.fieldname !== 'file') {
                extraFiles += 1;
                continue;
              }
              file = {
                bytes: Buffer.concat(chunks),
                filename: part.filename ?? '',
                truncated: part.file.truncated,
              };
            } else if (typeof part.value === 'string') {
              fields[part.fieldname] = part.value;
            }
          }
          // One file a call, in `file`.
          if (extraFiles > 0) {
            throw new HttpError(422, ERROR_MESSAGES.validation, { file: [ERROR_KEYS.invalid] });
          }
          const parsed = c.idvUploadFields.safeParse(fields);
          if (!parsed.success) {
            throw new HttpError(422, ERROR_MESSAGES.validation, { doc_type: [ERROR_KEYS.invalid] });
          }
          if (!file) {
            throw new HttpError(422, ERROR_MESSAGES.validation, { file: [ERROR_KEYS.required] });
          }
          return {
            data: await idv.upload(applicant, req.params.slot, {
              docType: parsed.data.doc_type,
              ...file,
            }),
          };
        },
      );
      api.post(
        '/idv/v1/applicant/submit',
        {
          schema: {
            tags,
            security: BEARER,
            response: {
              200: c.idvApplicantResponse,
              401: errorBody,
              409: errorBody,
              422: validationErrorBody,
            },
          },
        },
        async (req) => ({
          data: await idv.submit(await idv.authenticate(req.headers.authorization)),
        }),
      );
    };
    await app.register(widgetApi);
  };
