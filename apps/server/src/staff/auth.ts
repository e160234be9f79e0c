import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@croupier/contract/constants';
import { ERROR_MESSAGES } from '@croupier/contract/errors';
import { HttpError } from '../lib/errors.ts';
import type { StaffContext, StaffService } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member of a /staff/v1 call (set by requireStaff). */
    staffContext: StaffContext | null;
  }
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,200})\s*$/;

/**
 * preHandler of staff calls: `authorization: Bearer <staff token>` of a live session (401
 * `unauthenticated` otherwise) whose role is one of `roles` (403 `forbidden` otherwise; an empty
 * list admits every role).
 */
export function requireStaff(service: StaffService, roles: readonly StaffRole[] = []) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    const ctx = match?.[1] ? await service.authenticate(match[1]) : null;
    if (!ctx) throw new HttpError(401, ERROR_MESSAGES.staffUnauthenticated);
    if (roles.length > 0 && !roles.includes(ctx.staff.role)) {
      throw new HttpError(403, ERROR_MESSAGES.staffForbidden);
    }
    request.staffContext = ctx;
  };
}

/** The staff context set by requireStaff (a route without it is a programming error). */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staffContext) throw new HttpError(401, ERROR_MESSAGES.staffUnauthenticated);
  return request.staffContext;
}
