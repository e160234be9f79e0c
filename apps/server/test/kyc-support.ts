/** Fixtures of the KYC tests: calls of a player, of the widget (access token), of staff. */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createStaffService } from '../src/staff/service.ts';
import type { Db } from '../src/db/client.ts';
import { SKIN_AUTH, TEST_TOTP_SECRET, withStaffSession } from './helper.ts';

// The tests read answers with toMatchObject: a loose type keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Answer = { status: number; body: any };

export async function v1(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  userToken: string,
  body?: object,
): Promise<Answer> {
  const res = await app.inject({
    method,
    url: `/v1/${url}`,
    headers: { authorization: SKIN_AUTH, 'user-token': userToken },
    ...(body ? { payload: body } : {}),
  });
  return { status: res.statusCode, body: res.json() };
}

/** A widget call with an access token. */
export async function widget(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  token: string | null,
): Promise<Answer> {
  const res = await app.inject({
    method,
    url: `/idv/v1/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

/** A multipart body: text fields, then files. */
export function multipart(
  fields: Record<string, string>,
  files: { field: string; filename: string; bytes: Buffer; type?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----kyc${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
          `content-type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** `POST /idv/v1/applicant/files/{slot}` with one file. */
export async function upload(
  app: FastifyInstance,
  token: string,
  slot: string,
  docType: string,
  file: { bytes: Buffer; filename: string },
): Promise<Answer> {
  const body = multipart({ doc_type: docType }, [{ field: 'file', ...file }]);
  const res = await app.inject({
    method: 'POST',
    url: `/idv/v1/applicant/files/${slot}`,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

let shade = 0;
/** A real image (a new one each call: distinct content). */
export async function png(): Promise<{ bytes: Buffer; filename: string }> {
  shade = (shade + 37) % 256;
  const bytes = await sharp({
    create: { width: 48, height: 32, channels: 3, background: { r: shade, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  return { bytes, filename: 'scan.png' };
}
export async function jpeg(): Promise<{ bytes: Buffer; filename: string }> {
  shade = (shade + 37) % 256;
  const bytes = await sharp({
    create: { width: 48, height: 32, channels: 3, background: { r: 60, g: shade, b: 120 } },
  })
    .jpeg()
    .toBuffer();
  return { bytes, filename: 'selfie.jpg' };
}

export interface StaffLogin {
  email: string;
  password: string;
}

/** The test clock of each login made here (a staff session is opened at the clock's time). */
const clocks = new WeakMap<StaffLogin, () => Date>();

/** The test clock of a login of createStaffAccounts. */
export const staffClock = (login: StaffLogin) => clocks.get(login) ?? (() => new Date());

export async function createStaffAccounts(
  db: Db,
  now: () => Date,
  tag: string,
): Promise<Record<'compliance' | 'support', StaffLogin>> {
  const staff = createStaffService(db, { now });
  const out = {} as Record<'compliance' | 'support', StaffLogin>;
  for (const role of ['compliance', 'support'] as const) {
    const login = { email: `${role}-${tag}@croupier.test`, password: `${role}-Kyc-Pass-2026!` };
    await staff.createStaff(
      {
        email: login.email,
        name: `${role} ${tag}`,
        role,
        password: login.password,
        totpSecret: TEST_TOTP_SECRET,
      },
      { staffId: null, ip: null },
    );
    clocks.set(login, now);
    out[role] = login;
  }
  return out;
}

export async function staffCall(
  app: FastifyInstance,
  login: StaffLogin,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: object,
): Promise<Answer> {
  // Signed in once (both factors), again when the test clock ended the session.
  const call = await withStaffSession(app, login, staffClock(login)(), (token) =>
    app.inject({
      method,
      url: `/staff/v1/${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    }),
  );
  return { status: call.statusCode, body: call.json() };
}
