/**
 * A local stand-in for Sumsub's API (no outside service is reachable from the tests), on
 * 127.0.0.1 at a random port, written from Sumsub's public documentation and independent of the
 * adapter's code (a bug there is not mirrored here):
 *
 * - every call must carry `X-App-Token`, `X-App-Access-Ts` and `X-App-Access-Sig`; the signature is
 *   recomputed over ts + METHOD + request target + raw body bytes and a mismatch is answered 401
 *   with the documented body (`Request signature mismatch`, errorCode 4003);
 * - `POST /resources/applicants?levelName=` creates an applicant (409 for a second one with the
 *   same externalUserId), `GET /resources/applicants/-;externalUserId={id}/one` reads it,
 *   `POST /resources/applicants/{id}/moveToLevel?name=` moves it, `POST /resources/accessTokens/sdk`
 *   issues a WebSDK token;
 * - every request is recorded (method, target, headers, raw body, whether the signature held).
 *
 * `sumsubWebhook()` builds a webhook delivery as Sumsub sends it (X-Payload-Digest and
 * X-Payload-Digest-Alg over the raw body).
 *
 * Unconfirmed (not in the documentation; the adapter depends on none of them beyond "not 2xx"):
 * the statuses and texts for an unknown level (404 here), a stale timestamp or a wrong app token
 * (401 here), moveToLevel under review (409 here), and the 409 text for a duplicate
 * externalUserId (as integrations report it).
 */
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SumsubFakeRequest {
  method: string;
  /** The request target as received: path and query, percent-encoding included. */
  target: string;
  headers: Record<string, string | undefined>;
  body: string;
  signatureValid: boolean;
}

export interface SumsubFakeApplicant {
  id: string;
  externalUserId: string;
  levelName: string;
  email: string | null;
  fixedInfo: Record<string, unknown>;
  reviewStatus: 'init' | 'pending' | 'queued' | 'onHold' | 'completed';
  createdAt: string;
}

export interface SumsubFakeToken {
  token: string;
  userId: string;
  levelName: string;
  ttlInSecs: number;
}

export interface SumsubFake {
  url: string;
  requests: SumsubFakeRequest[];
  applicants: Map<string, SumsubFakeApplicant>;
  tokens: SumsubFakeToken[];
  /** The next authenticated call is answered with this status (a Sumsub outage, a 429, ...). */
  failNext(status: number): void;
  applicantOf(externalUserId: string): SumsubFakeApplicant | undefined;
  reset(): void;
  close(): Promise<void>;
}

export interface SumsubFakeOptions {
  appToken: string;
  secretKey: string;
  /** The level names configured in this Sumsub account. */
  levels: string[];
  /** Seconds the X-App-Access-Ts may differ from the fake's clock (documented: 1 minute). */
  maxSkewSeconds?: number;
}

type Answer = { status: number; body: unknown };

const error = (code: number, description: string, extra: Record<string, unknown> = {}): Answer => ({
  status: code,
  body: { description, code, correlationId: randomBytes(16).toString('hex'), ...extra },
});

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startSumsubFake(options: SumsubFakeOptions): Promise<SumsubFake> {
  const maxSkew = options.maxSkewSeconds ?? 60;
  const requests: SumsubFakeRequest[] = [];
  const applicants = new Map<string, SumsubFakeApplicant>();
  const tokens: SumsubFakeToken[] = [];
  const failures: number[] = [];

  const view = (a: SumsubFakeApplicant) => ({
    id: a.id,
    createdAt: a.createdAt,
    clientId: 'croupier-test',
    inspectionId: randomBytes(12).toString('hex'),
    externalUserId: a.externalUserId,
    levelName: a.levelName,
    email: a.email,
    fixedInfo: a.fixedInfo,
    type: 'individual',
    review: { reviewStatus: a.reviewStatus, levelName: a.levelName, attemptCnt: 0 },
  });
  const byExternalId = (externalUserId: string) =>
    [...applicants.values()].find((a) => a.externalUserId === externalUserId);

  function route(method: string, url: URL, body: Buffer): Answer {
    const path = url.pathname;
    let json: Record<string, unknown> = {};
    if (body.length > 0) {
      try {
        const parsed: unknown = JSON.parse(body.toString('utf8'));
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
          return error(400, 'Request body must be a JSON object');
        }
        json = parsed as Record<string, unknown>;
      } catch {
        return error(400, 'Malformed JSON');
      }
    }

    if (method === 'POST' && path === '/resources/applicants') {
      const levelName = url.searchParams.get('levelName') ?? '';
      if (!options.levels.includes(levelName)) {
        return error(404, `Level '${levelName}' not found`);
      }
      const externalUserId = json.externalUserId;
      if (typeof externalUserId !== 'string' || externalUserId === '') {
        return error(400, 'externalUserId is required');
      }
      const existing = byExternalId(externalUserId);
      if (existing) {
        return error(
          409,
          `Applicant with external user id '${externalUserId}' already exists: ${existing.id}`,
        );
      }
      const applicant: SumsubFakeApplicant = {
        id: randomBytes(12).toString('hex'),
        externalUserId,
        levelName,
        email: typeof json.email === 'string' ? json.email : null,
        fixedInfo:
          typeof json.fixedInfo === 'object' && json.fixedInfo !== null
            ? (json.fixedInfo as Record<string, unknown>)
            : {},
        reviewStatus: 'init',
        createdAt: new Date().toISOString().slice(0, 19).replace('T', ' '),
      };
      applicants.set(applicant.id, applicant);
      return { status: 201, body: view(applicant) };
    }

    const byExternal = /^\/resources\/applicants\/-;externalUserId=([^/]+)\/one$/.exec(path);
    if (method === 'GET' && byExternal) {
      const applicant = byExternalId(decodeURIComponent(byExternal[1] ?? ''));
      return applicant ? { status: 200, body: view(applicant) } : error(404, 'Applicant not found');
    }

    const move = /^\/resources\/applicants\/([^/]+)\/moveToLevel$/.exec(path);
    if (method === 'POST' && move) {
      const applicant = applicants.get(decodeURIComponent(move[1] ?? ''));
      if (!applicant) return error(404, 'Applicant not found');
      const name = url.searchParams.get('name') ?? '';
      if (!options.levels.includes(name)) return error(404, `Level '${name}' not found`);
      if (['pending', 'queued', 'onHold'].includes(applicant.reviewStatus)) {
        return error(409, `Applicant is in ${applicant.reviewStatus} status`);
      }
      applicant.levelName = name;
      applicant.reviewStatus = 'init';
      return { status: 200, body: view(applicant) };
    }

    if (method === 'POST' && path === '/resources/accessTokens/sdk') {
      const { userId, levelName, ttlInSecs } = json;
      if (typeof userId !== 'string' || userId === '') return error(400, 'userId is required');
      if (typeof levelName !== 'string' || !options.levels.includes(levelName)) {
        return error(404, `Level '${String(levelName)}' not found`);
      }
      const ttl = ttlInSecs === undefined ? 600 : ttlInSecs;
      if (typeof ttl !== 'number' || !Number.isInteger(ttl) || ttl <= 0) {
        return error(400, 'ttlInSecs must be a positive number');
      }
      const token = `_act-sbx-jwt-${randomUUID()}`;
      tokens.push({ token, userId, levelName, ttlInSecs: ttl });
      return { status: 200, body: { token, userId } };
    }

    return error(404, 'Not found');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await readBody(req);
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const headers: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    const ts = headers['x-app-access-ts'] ?? '';
    const expected = createHmac('sha256', options.secretKey)
      .update(Buffer.concat([Buffer.from(ts + method.toUpperCase() + target, 'utf8'), body]))
      .digest('hex');
    const signatureValid = headers['x-app-access-sig'] === expected;
    requests.push({ method, target, headers, body: body.toString('utf8'), signatureValid });

    let answer: Answer;
    if (!headers['x-app-token'] || !headers['x-app-access-sig'] || !ts) {
      answer = error(401, 'App token is missing or request is not signed');
    } else if (headers['x-app-token'] !== options.appToken) {
      answer = error(401, 'Invalid app token');
    } else if (!signatureValid) {
      answer = error(401, 'Request signature mismatch', {
        errorCode: 4003,
        errorName: 'app-token-signature mismatch',
      });
    } else if (
      !/^\d+$/.test(ts) ||
      Math.abs(Number(ts) - Math.floor(Date.now() / 1000)) > maxSkew
    ) {
      answer = error(401, 'Request timestamp is too far from the server time');
    } else if (failures.length > 0) {
      const status = failures.shift() as number;
      answer = error(status, 'Service temporarily unavailable');
    } else {
      answer = route(method, new URL(target, 'http://sumsub.fake'), body);
    }
    const text = JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'content-type': 'application/json;charset=UTF-8',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    applicants,
    tokens,
    failNext: (status) => void failures.push(status),
    applicantOf: byExternalId,
    reset() {
      requests.length = 0;
      applicants.clear();
      tokens.length = 0;
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export type SumsubDigestAlgorithm = 'HMAC_SHA1_HEX' | 'HMAC_SHA256_HEX' | 'HMAC_SHA512_HEX';

const HASH_OF: Record<SumsubDigestAlgorithm, string> = {
  HMAC_SHA1_HEX: 'sha1',
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
};

/** A webhook delivery as Sumsub sends it: the raw JSON body and its digest headers. */
export function sumsubWebhook(
  payload: Record<string, unknown>,
  secret: string,
  algorithm: SumsubDigestAlgorithm = 'HMAC_SHA256_HEX',
): { body: Buffer; headers: Record<string, string> } {
  const body = Buffer.from(JSON.stringify(payload), 'utf8');
  const digest = createHmac(HASH_OF[algorithm], secret).update(body).digest('hex');
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'x-payload-digest': digest,
      'x-payload-digest-alg': algorithm,
    },
  };
}

/** An applicantReviewed payload with the documented fields (no personal data, as Sumsub sends). */
export function applicantReviewed(input: {
  applicantId: string;
  externalUserId: string;
  levelName: string;
  reviewAnswer: 'GREEN' | 'RED';
  reviewRejectType?: 'RETRY' | 'FINAL';
  moderationComment?: string;
  clientComment?: string;
  rejectLabels?: string[];
}): Record<string, unknown> {
  const reviewResult: Record<string, unknown> = { reviewAnswer: input.reviewAnswer };
  if (input.reviewAnswer === 'RED') {
    reviewResult.reviewRejectType = input.reviewRejectType ?? 'RETRY';
    reviewResult.rejectLabels = input.rejectLabels ?? [];
    if (input.moderationComment !== undefined)
      reviewResult.moderationComment = input.moderationComment;
    if (input.clientComment !== undefined) reviewResult.clientComment = input.clientComment;
  }
  return {
    applicantId: input.applicantId,
    inspectionId: randomBytes(12).toString('hex'),
    correlationId: `req-${randomUUID()}`,
    levelName: input.levelName,
    externalUserId: input.externalUserId,
    type: 'applicantReviewed',
    sandboxMode: true,
    reviewStatus: 'completed',
    createdAtMs: new Date().toISOString().slice(0, 23).replace('T', ' '),
    applicantType: 'individual',
    reviewResult,
  };
}
