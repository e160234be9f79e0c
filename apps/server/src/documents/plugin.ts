/**
 * Composition of the documents domain: the encrypted file store (FILE_STORAGE, DOCUMENTS_KEY; in
 * production without DOCUMENTS_KEY this throws and the server does not start), the service, the
 * player's routes, the root-level signed file links and the staff routes.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PlayerAuth } from '../auth/player-auth.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import { fileRoutes } from '../files/routes.ts';
import { createFileStore, type FileStore } from '../files/store.ts';
import type { StaffService } from '../staff/service.ts';
import { documentsRoutes } from './routes.ts';
import { createDocumentsService, type DocumentsService } from './service.ts';
import { documentsStaffRoutes, type DocumentNotify } from './staff-routes.ts';

export function createDocuments(deps: {
  db: Db;
  env: Env;
  now: () => Date;
  store?: FileStore;
  notify?: DocumentNotify;
}): {
  store: FileStore;
  service: DocumentsService;
  /** Under /v1 (skin authorization): GET me/all-documents, POST me/documents. */
  v1Routes: (playerAuth: PlayerAuth) => FastifyPluginAsyncZod;
  /** Root level: GET /files/:id?exp&sig. */
  fileRoutes: FastifyPluginAsyncZod;
  /** Under /staff/v1: documents review and the staff file view. */
  staffRoutes: (staff: StaffService) => FastifyPluginAsyncZod;
} {
  const store = deps.store ?? createFileStore(deps);
  const service = createDocumentsService({ db: deps.db, store, now: deps.now });
  return {
    store,
    service,
    v1Routes: (playerAuth) => documentsRoutes(service, playerAuth, deps.env.UPLOADS_PER_MINUTE),
    fileRoutes: fileRoutes(store, deps.now),
    staffRoutes: (staff) => documentsStaffRoutes(staff, service, store, deps.notify),
  };
}
