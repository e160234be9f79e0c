/**
 * Staff review of player documents and the staff view of any stored file (`/staff/v1`,
 * compliance or admin role). Every decision and every file view is audited.
 */
import { errorBody, pathId, safeString, validationErrorBody } from '@croupier/contract/common';
import * as c from '@croupier/contract/documents';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readOrLog } from '../files/routes.ts';
import { fileHeaders } from '../files/links.ts';
import type { FileStore } from '../files/store.ts';
import { notFound } from '../lib/errors.ts';
import { requireStaff, staffOf } from '../staff/auth.ts';
import type { StaffService } from '../staff/service.ts';
import type { DocumentsService } from './service.ts';

const STAFF_SECURITY = [{ staff: [] }];

/** Sends the player a system message (the messages domain's sendSystemMessage). */
export type DocumentNotify = (
  playerId: number,
  message: { type: 'documentVerified' | 'documentRejected'; params: Record<string, string | null> },
) => Promise<unknown>;

export const documentsStaffRoutes =
  (
    staff: StaffService,
    documents: DocumentsService,
    store: FileStore,
    /** Tells the player of a decision (an in-session message). */
    notify?: DocumentNotify,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const oversight = requireStaff(staff, ['admin', 'compliance']);
    const tags = ['staff', 'documents'];

    app.get(
      '/documents',
      {
        onRequest: oversight,
        schema: {
          tags,
          security: STAFF_SECURITY,
          querystring: c.staffDocumentsQuery,
          response: { 200: c.staffDocumentsResponse },
        },
      },
      async (req) => ({ data: await documents.staffList(req.query) }),
    );

    for (const decision of ['verify', 'reject'] as const) {
      app.post(
        `/documents/:id/${decision}`,
        {
          onRequest: oversight,
          schema: {
            tags,
            security: STAFF_SECURITY,
            params: z.object({ id: pathId }),
            body: c.staffDocumentDecisionBody,
            response: {
              200: c.staffDocumentResponse,
              404: errorBody,
              409: errorBody,
              422: validationErrorBody,
            },
          },
        },
        async (req) => {
          const ctx = staffOf(req);
          const reason = req.body?.reason ?? null;
          const doc = await documents.decide(req.params.id, {
            status: decision === 'verify' ? 'verified' : 'rejected',
            reason,
            staffId: ctx.staff.id,
          });
          await staff.audit({
            staffId: ctx.staff.id,
            action: decision === 'verify' ? 'documents.verified' : 'documents.rejected',
            targetType: 'player',
            targetId: doc.player_id,
            details: { document_id: doc.id, type: doc.type, reason },
            ip: req.ip,
          });
          await notify?.(
            doc.player_id,
            decision === 'verify'
              ? { type: 'documentVerified', params: { document_type: doc.type } }
              : { type: 'documentRejected', params: { document_type: doc.type, reason } },
          );
          return { data: doc };
        },
      );
    }

    app.get(
      '/files/:id',
      {
        onRequest: oversight,
        schema: {
          tags,
          security: STAFF_SECURITY,
          params: z.object({ id: safeString().max(64) }),
        },
      },
      async (req, reply) => {
        const ctx = staffOf(req);
        const file = await readOrLog(store, req.params.id, req.log);
        if (!file) throw notFound();
        await staff.audit({
          staffId: ctx.staff.id,
          action: 'files.viewed',
          targetType: 'player',
          targetId: file.playerId,
          details: { file_id: req.params.id, mime: file.mime },
          ip: req.ip,
        });
        return reply.headers(fileHeaders(file.mime)).send(file.bytes);
      },
    );
  };
