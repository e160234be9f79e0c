/**
 * Passkeys (WebAuthn) of staff: an optional second factor beside TOTP (which stays required).
 * A signed-in member registers, lists and removes their own; at sign-in a registered passkey may
 * answer the challenge instead of a TOTP code (service.ts `secondFactor`).
 *
 * Relying party: the RP ID and origin come from PUBLIC_URL. WebAuthn refuses an IP address as RP
 * ID, so outside production the origin http://localhost:<PUBLIC_URL's port> with RP ID
 * `localhost` is accepted as well (a development or test server at http://127.0.0.1:<port> is
 * used through http://localhost:<port> for passkeys). userVerification 'preferred', attestation
 * 'none' (no authenticator model is checked).
 */
import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@croupier/contract/common';
import * as a from '@croupier/contract/staff-auth';
import type { Passkey } from '@croupier/contract/staff-auth';
import type { Db } from '../db/client.ts';
import { staffLoginChallenges, staffPasskeys } from '../db/schema.ts';
import { HttpError } from '../lib/errors.ts';
import { requireStaff, staffOf } from './auth.ts';
import type * as repo from './repository.ts';
import type { AuditInput, StaffService } from './service.ts';

const CHALLENGE_MS = a.STAFF_AUTH.challengeMinutes * 60_000;
const RP_NAME = 'Croupier back office';
export const PASSKEY_NOT_FOUND = 'passkey_not_found';

type PasskeyRow = typeof staffPasskeys.$inferSelect;

export interface RelyingParty {
  /** The RP ID offered when the request's origin says nothing (PUBLIC_URL's host). */
  rpId: string;
  /** Every accepted origin and RP ID (PUBLIC_URL's; outside production also localhost). */
  origins: string[];
  rpIds: string[];
  /** The RP ID for a browser at `origin` (its Origin header), when that origin is accepted. */
  rpIdFor(origin: string | undefined): string;
}

/** The relying party of a PUBLIC_URL (see the file's comment for the localhost rule). */
export function relyingParty(publicUrl: string, production: boolean): RelyingParty {
  const url = new URL(publicUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const localhost = `http://localhost:${port}`;
  const origins = [url.origin];
  const rpIds = isIP(host) === 0 ? [host] : [];
  if (!production) {
    if (!origins.includes(localhost)) origins.push(localhost);
    if (!rpIds.includes('localhost')) rpIds.push('localhost');
  }
  const rpId = rpIds[0] ?? host;
  return {
    rpId,
    origins,
    rpIds,
    rpIdFor(origin) {
      if (!origin || !origins.includes(origin)) return rpId;
      const originHost = new URL(origin).hostname;
      return rpIds.includes(originHost) ? originHost : rpId;
    },
  };
}

export interface PasskeyDeps {
  now(): Date;
  publicUrl: string;
  production: boolean;
  audit(e: AuditInput): Promise<void>;
}

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** The challenge the browser signed (base64url), read from clientDataJSON; null when unreadable. */
function signedChallenge(response: { response?: { clientDataJSON?: unknown } }): string | null {
  const raw = response.response?.clientDataJSON;
  if (typeof raw !== 'string' || raw.length > 4096) return null;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

/** A stable, opaque WebAuthn user handle of a member (no e-mail or id in clear). */
const userHandle = (staffId: number) =>
  new Uint8Array(createHash('sha256').update(`croupier-staff:${staffId}`).digest().subarray(0, 16));

export function createPasskeys(db: Db, deps: PasskeyDeps) {
  const rp = relyingParty(deps.publicUrl, deps.production);

  const ofMember = (staffId: number) =>
    db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.staffId, staffId))
      .orderBy(asc(staffPasskeys.id));

  const refused = async (member: repo.StaffRow, ip: string | null, reason: string) => {
    await deps.audit({
      staffId: member.id,
      action: 'staff.passkey_refused',
      targetType: 'staff',
      targetId: member.id,
      details: { reason },
      ip,
    });
    return new HttpError(400, a.STAFF_AUTH_ERRORS.passkeyFailed);
  };

  return {
    relyingParty: rp,

    async list(staffId: number): Promise<Passkey[]> {
      return (await ofMember(staffId)).map(toPasskey);
    },

    /** Registration options; the challenge is kept (5 minutes, used once) for `register`. */
    async registrationOptions(
      member: repo.StaffRow,
      origin: string | undefined,
      ip: string | null,
    ) {
      const existing = await ofMember(member.id);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID: rp.rpIdFor(origin),
        userName: member.email,
        userDisplayName: member.name,
        userID: userHandle(member.id),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.credentialId,
          transports: p.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
      });
      const now = deps.now();
      await db.insert(staffLoginChallenges).values({
        staffId: member.id,
        tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'),
        purpose: 'passkey_registration',
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHALLENGE_MS),
        webauthnChallenge: options.challenge,
        ip,
      });
      return options as unknown as Record<string, unknown>;
    },

    /** Verifies the attestation against a kept challenge of the member (used up) and stores it. */
    async register(
      member: repo.StaffRow,
      input: { name: string; response: Record<string, unknown> },
      ip: string | null,
    ): Promise<Passkey> {
      const response = input.response as unknown as RegistrationResponseJSON;
      const challengeValue = signedChallenge(response);
      const now = deps.now();
      // The kept challenge is used up before the check: a refused answer needs new options.
      const [kept] = challengeValue
        ? await db
            .update(staffLoginChallenges)
            .set({ usedAt: now })
            .where(
              and(
                eq(staffLoginChallenges.staffId, member.id),
                eq(staffLoginChallenges.purpose, 'passkey_registration'),
                eq(staffLoginChallenges.webauthnChallenge, challengeValue),
                isNull(staffLoginChallenges.usedAt),
                gt(staffLoginChallenges.expiresAt, now),
              ),
            )
            .returning({ id: staffLoginChallenges.id })
        : [];
      if (!kept || !challengeValue) throw await refused(member, ip, 'challenge');
      let info;
      try {
        const verified = await verifyRegistrationResponse({
          response,
          expectedChallenge: challengeValue,
          expectedOrigin: rp.origins,
          expectedRPID: rp.rpIds,
          requireUserVerification: false,
        });
        info = verified.verified ? verified.registrationInfo : undefined;
      } catch {
        info = undefined;
      }
      if (!info) throw await refused(member, ip, 'attestation');
      const [created] = await db
        .insert(staffPasskeys)
        .values({
          staffId: member.id,
          credentialId: info.credential.id,
          publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
          counter: info.credential.counter,
          transports: (info.credential.transports ?? []).slice(0, 10),
          name: input.name,
          createdAt: now,
        })
        .onConflictDoNothing({ target: staffPasskeys.credentialId })
        .returning();
      if (!created) throw await refused(member, ip, 'already_registered');
      await deps.audit({
        staffId: member.id,
        action: 'staff.passkey_added',
        targetType: 'staff',
        targetId: member.id,
        details: { before: null, after: { id: created.id, name: created.name } },
        ip,
      });
      return toPasskey(created);
    },

    /** Removes one of the member's own passkeys; another's or an unknown id is 404. */
    async remove(member: repo.StaffRow, id: number, ip: string | null) {
      const [removed] = await db
        .delete(staffPasskeys)
        .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, member.id)))
        .returning();
      if (!removed) throw new HttpError(404, PASSKEY_NOT_FOUND);
      await deps.audit({
        staffId: member.id,
        action: 'staff.passkey_removed',
        targetType: 'staff',
        targetId: member.id,
        details: { before: { id: removed.id, name: removed.name }, after: null },
        ip,
      });
    },

    /** Sign-in: request options for the member's passkeys; the challenge is kept on `challenge`. */
    async authenticationOptions(
      member: repo.StaffRow,
      challenge: repo.ChallengeRow,
      origin: string | undefined,
    ) {
      const existing = await ofMember(member.id);
      if (existing.length === 0) throw new HttpError(409, a.STAFF_AUTH_ERRORS.passkeyFailed);
      const options = await generateAuthenticationOptions({
        rpID: rp.rpIdFor(origin),
        userVerification: 'preferred',
        allowCredentials: existing.map((p) => ({
          id: p.credentialId,
          transports: p.transports as AuthenticatorTransport[],
        })),
      });
      await db
        .update(staffLoginChallenges)
        .set({ webauthnChallenge: options.challenge })
        .where(eq(staffLoginChallenges.id, challenge.id));
      return options as unknown as Record<string, unknown>;
    },

    /**
     * Sign-in: true when `input` is a valid assertion of one of the member's passkeys over the
     * challenge's WebAuthn challenge with a counter above the stored one (then the counter and
     * last use are updated); false otherwise (the caller counts a wrong answer).
     */
    async verifyAssertion(
      member: repo.StaffRow,
      challenge: repo.ChallengeRow,
      input: Record<string, unknown>,
    ): Promise<boolean> {
      const expected = challenge.webauthnChallenge;
      const response = input as unknown as AuthenticationResponseJSON;
      if (!expected || typeof response.id !== 'string' || response.id.length > 1024) return false;
      const [stored] = await db
        .select()
        .from(staffPasskeys)
        .where(
          and(eq(staffPasskeys.credentialId, response.id), eq(staffPasskeys.staffId, member.id)),
        )
        .orderBy(desc(staffPasskeys.id))
        .limit(1);
      if (!stored) return false;
      let newCounter: number;
      try {
        const verified = await verifyAuthenticationResponse({
          response,
          expectedChallenge: expected,
          expectedOrigin: rp.origins,
          expectedRPID: rp.rpIds,
          credential: {
            id: stored.credentialId,
            publicKey: new Uint8Array(Buffer.from(stored.publicKey, 'base64url')),
            counter: stored.counter,
            transports: stored.transports as AuthenticatorTransport[],
          },
          requireUserVerification: false,
        });
        if (!verified.verified) return false;
        newCounter = verified.authenticationInfo.newCounter;
      } catch {
        // Wrong signature, origin, RP ID, challenge, or a counter not above the stored one.
        return false;
      }
      // Compare-and-set: two answers racing with the same counter cannot both pass.
      const [updated] = await db
        .update(staffPasskeys)
        .set({ counter: newCounter, lastUsedAt: deps.now() })
        .where(and(eq(staffPasskeys.id, stored.id), eq(staffPasskeys.counter, stored.counter)))
        .returning({ id: staffPasskeys.id });
      if (!updated) return false;
      // The WebAuthn challenge is answered: the same assertion cannot be sent again.
      await db
        .update(staffLoginChallenges)
        .set({ webauthnChallenge: null })
        .where(eq(staffLoginChallenges.id, challenge.id));
      return true;
    },
  };
}
export type Passkeys = ReturnType<typeof createPasskeys>;

const STAFF_SECURITY = [{ staff: [] }];

/** The passkey routes under /staff/v1 (registered by routes.ts). */
export const passkeyRoutes =
  (staff: StaffService): FastifyPluginAsyncZod =>
  async (app) => {
    const anyStaff = requireStaff(staff);

    app.get(
      '/auth/passkeys',
      {
        onRequest: anyStaff,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          response: { 200: a.passkeysResponse },
        },
      },
      async (req) => ({ data: await staff.passkeys.list(staffOf(req).staff.id) }),
    );

    app.post(
      '/auth/passkeys/options',
      {
        onRequest: anyStaff,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          response: { 200: a.passkeyOptionsResponse },
        },
      },
      async (req) => ({
        data: await staff.passkeys.registrationOptions(
          staffOf(req).staff,
          req.headers.origin,
          req.ip,
        ),
      }),
    );

    app.post(
      '/auth/passkeys',
      {
        onRequest: anyStaff,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          body: a.passkeyRegisterBody,
          response: { 201: a.passkeyResponse, 400: errorBody },
        },
      },
      async (req, reply) =>
        reply
          .status(201)
          .send({ data: await staff.passkeys.register(staffOf(req).staff, req.body, req.ip) }),
    );

    app.delete(
      '/auth/passkeys/:id',
      {
        onRequest: anyStaff,
        schema: {
          tags: ['staff'],
          security: STAFF_SECURITY,
          params: a.passkeyParams,
          response: { 204: z.null(), 404: errorBody },
        },
      },
      async (req, reply) => {
        await staff.passkeys.remove(staffOf(req).staff, req.params.id, req.ip);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/second-factor/passkey-options',
      {
        schema: {
          tags: ['staff'],
          security: [],
          body: a.passkeyOptionsBody,
          response: {
            200: a.passkeyOptionsResponse,
            401: errorBody,
            403: errorBody,
            409: errorBody,
          },
        },
      },
      async (req) => ({
        data: await staff.passkeyLoginOptions(req.body.challenge, req.headers.origin),
      }),
    );
  };
