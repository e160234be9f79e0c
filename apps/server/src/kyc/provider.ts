/**
 * The seam between the platform and an identity-verification provider, shaped like the commercial
 * vendors' flow: an applicant per user and level, a short-lived access token for the provider's
 * widget, and a signed webhook that carries the review's answer. A vendor plugs in by writing one
 * adapter; our own verification service (`croupier`, providers/croupier.ts) is the default and
 * answers through the same webhook path (`POST /webhooks/kyc/{provider}`).
 */
import type { KycLevel, KycProvider, KycRejectType } from '@croupier/contract/kyc';
import type { z } from 'zod';

export interface KycApplicantInput {
  playerId: number;
  level: KycLevel;
  /** What a vendor's applicant carries (fixedInfo); never required by our own service. */
  person: {
    firstname: string | null;
    lastname: string | null;
    dob: string | null;
    country: string;
    email: string;
  };
}

export interface KycAccessTokenResult {
  token: string;
  expiresAt: Date;
  /** Our own widget's page (an iframe); null for a vendor whose SDK the site loads itself. */
  widgetUrl: string | null;
}

/** A webhook, verified and read into our terms. */
export interface KycWebhookEvent {
  /** The provider's event type (applicantCreated, applicantPending, applicantReviewed, ...). */
  type: string;
  applicantId: string | null;
  /** The platform's user id the applicant was created for (the player's id as text). */
  externalUserId: string | null;
  /** Our level (mapped back from the provider's level name); null when unknown. */
  level: KycLevel | null;
  /** A review's answer (applicantReviewed); null for other events. */
  review: {
    answer: 'GREEN' | 'RED';
    rejectType: KycRejectType | null;
    /** The text the player may see. */
    clientComment: string | null;
    rejectLabels: string[];
    /**
     * The review approved an identity document and a selfie (statusKyc idApproved) whatever the
     * level; optional: without it, an accepted ID_SELFIE_2NDID_POA says so.
     */
    idApproved?: boolean;
  } | null;
}

export type KycWebhookParse =
  | { ok: true; event: KycWebhookEvent; digest: string }
  | { ok: false; reason: 'bad_signature' | 'malformed' };

/** A webhook's raw body read as JSON by `schema`: null where it is not JSON or not that shape. */
export function readWebhookJson<S extends z.ZodType>(
  rawBody: Buffer,
  schema: S,
): z.output<S> | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

export interface KycProviderAdapter {
  readonly name: KycProvider;
  /** Creates the applicant of a player for a level, or finds the existing one. */
  ensureApplicant(input: KycApplicantInput): Promise<{ applicantId: string }>;
  /** A token for the provider's widget, bound to the player and the level. */
  accessToken(input: {
    playerId: number;
    level: KycLevel;
    applicantId: string;
    ttlSeconds: number;
    /** The player's language (a widget that can show it does). */
    language?: string;
  }): Promise<KycAccessTokenResult>;
  /** Verifies the webhook's signature over the raw body and reads it. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): KycWebhookParse;
}

/** A provider that could not be reached or refused a call (nothing changed on our side). */
export class KycProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'KycProviderError';
  }
}
