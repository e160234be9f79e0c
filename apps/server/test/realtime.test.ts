import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignEvent, Message } from '@croupier/contract/messages';
import { createRealtime, type RealtimeServer } from '../src/realtime/server.ts';
import { ensureFirstAdmin } from '../src/staff/bootstrap.ts';
import { createStaffService } from '../src/staff/service.ts';
import { buildTestApp, staffSignIn, TEST_TOTP_SECRET, type TestApp } from './helper.ts';
import { call } from './accounts-support.ts';
import {
  connect,
  create,
  disconnected,
  next,
  pause,
  record,
  type Client,
} from './realtime-support.ts';
import { createPlayer } from './studio-support.ts';

const PLATFORM_TOKEN = 'platform-token-for-the-realtime-tests-0123';
const STAFF_PASSWORD = 'Support-Pass-2026!';

let t: TestApp;
let url: string;
const clients: Client[] = [];
const track = (c: Client) => {
  clients.push(c);
  return c;
};

beforeAll(async () => {
  t = await buildTestApp({ PLATFORM_API_TOKEN: PLATFORM_TOKEN });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  await ensureFirstAdmin(t.database.db, { NODE_ENV: 'test' }, { info: () => {}, warn: () => {} });
  await createStaffService(t.database.db, { now: () => t.clock.now }).createStaff(
    {
      email: 'support@realtime.test',
      name: 'support',
      role: 'support',
      password: STAFF_PASSWORD,
      totpSecret: TEST_TOTP_SECRET,
    },
    { staffId: null, ip: null },
  );
});
afterAll(async () => {
  for (const c of clients) c.close();
  await t?.close();
});

const player = () => createPlayer(t.database.db, t.clock.now);

async function sendThroughApi(playerId: number, subject: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/v1/notifications/players/${playerId}/custom-message`,
    headers: { authorization: `Bearer ${PLATFORM_TOKEN}` },
    payload: { subject, body: `Body of ${subject}` },
  });
  expect(res.statusCode).toBe(201);
  return (res.json() as { data: Message }).data;
}

async function staffLogin() {
  return staffSignIn(
    t.app,
    { email: 'support@realtime.test', password: STAFF_PASSWORD },
    t.clock.now,
  );
}

describe('the realtime socket on the app', () => {
  it("a player's socket receives a message sent through the API without polling", async () => {
    const p = await player();
    // The default transports: HTTP long-polling first, then the upgrade to a websocket.
    const socket = track(
      await connect(url, { auth: { token: p.userToken }, transports: ['polling', 'websocket'] }),
    );
    expect(await create(socket, { playerId: p.id, refId: 'croupier' })).toEqual({ ok: true });
    const arriving = next<Message>(socket, 'message');
    const sent = await sendThroughApi(p.id, 'Live');
    expect(await arriving).toEqual(sent);
  });

  it('refuses an unknown, ended or non-session token (connect_error)', async () => {
    const p = await player();
    await expect(connect(url, { auth: { token: 'nope' } })).rejects.toThrow('unauthenticated');
    await expect(connect(url, { auth: { token: 'x'.repeat(500) } })).rejects.toThrow(
      'unauthenticated',
    );
    await expect(connect(url, { auth: { staffToken: 'nope-nope-nope-nope' } })).rejects.toThrow(
      'unauthenticated',
    );
    const out = await call(t.app, 'DELETE', '/v1/auth/logout', undefined, {
      userToken: p.userToken,
    });
    expect(out.status).toBe(204);
    await expect(connect(url, { auth: { token: p.userToken } })).rejects.toThrow('unauthenticated');
  });

  it("never joins another player's room: create with another id is refused and disconnects", async () => {
    const a = await player();
    const b = await player();
    const intruder = track(await connect(url, { auth: { token: a.userToken } }));
    const intruderSeen = record(intruder);
    const gone = disconnected(intruder);
    expect(await create(intruder, { playerId: b.id })).toEqual({ ok: false, message: 'forbidden' });
    expect(await gone).toBe('io server disconnect');

    // A's proper socket and a socket that named A with another skin's ref id.
    const aSocket = track(await connect(url, { auth: { token: a.userToken } }));
    const aSeen = record(aSocket);
    expect(await create(aSocket, { playerId: a.id })).toEqual({ ok: true });
    const otherSkin = track(await connect(url, { auth: { token: a.userToken } }));
    expect(await create(otherSkin, { playerId: a.id, refId: 'another-skin' })).toEqual({
      ok: false,
      message: 'forbidden',
    });
    const bSocket = track(await connect(url, { auth: { token: b.userToken } }));
    expect(await create(bSocket, { playerId: String(b.id) })).toEqual({ ok: true });
    const toB = next<Message>(bSocket, 'message');
    await sendThroughApi(b.id, 'For B only');
    await toB;
    await pause(100);
    expect(aSeen.message).toBeUndefined();
    expect(intruderSeen.message).toBeUndefined();
    // Bad payloads are answered, not fatal.
    expect(await create(aSocket, { playerId: 'x' })).toEqual({
      ok: false,
      message: 'field_invalid',
    });
    expect(aSocket.connected).toBe(true);
  });

  it('a guest connects, cannot join a player room and gets no player messages', async () => {
    const p = await player();
    const guest = track(await connect(url));
    const seen = record(guest);
    expect(await create(guest, { playerId: p.id })).toEqual({
      ok: false,
      message: 'unauthenticated',
    });
    const own = track(await connect(url, { auth: { token: p.userToken } }));
    await create(own, { playerId: p.id });
    const arriving = next(own, 'message');
    await sendThroughApi(p.id, 'Not for guests');
    await arriving;
    await pause(100);
    expect(seen).toEqual({});
    expect(guest.connected).toBe(true);
  });

  it('logout disconnects the sockets of that token only', async () => {
    const p = await player();
    const socket = track(await connect(url, { auth: { token: p.userToken } }));
    await create(socket, { playerId: p.id });
    const other = await player();
    const bystander = track(await connect(url, { auth: { token: other.userToken } }));
    const gone = disconnected(socket);
    const out = await call(t.app, 'DELETE', '/v1/auth/logout', undefined, {
      userToken: p.userToken,
    });
    expect(out.status).toBe(204);
    expect(await gone).toBe('io server disconnect');
    await pause(50);
    expect(bystander.connected).toBe(true);
  });

  it("a staff token is accepted (staff room); the CSP's connect-src 'self' covers the socket", async () => {
    const token = await staffLogin();
    const staffSocket = track(await connect(url, { auth: { staffToken: token } }));
    expect(staffSocket.connected).toBe(true);
    expect(await create(staffSocket, { playerId: 1 })).toEqual({
      ok: false,
      message: 'unauthenticated',
    });
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    // CSP level 3: 'self' also matches ws: and wss: of the page's own host and port.
    expect(String(res.headers['content-security-policy'])).toMatch(/connect-src 'self'/);
  });

  it('the app closes with sockets open', async () => {
    const extra = await buildTestApp();
    await extra.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (extra.app.server.address() as AddressInfo).port;
    const p = await createPlayer(extra.database.db, extra.clock.now);
    const socket = track(
      await connect(`http://127.0.0.1:${port}`, { auth: { token: p.userToken } }),
    );
    const guest = track(await connect(`http://127.0.0.1:${port}`));
    const gone = Promise.all([disconnected(socket), disconnected(guest)]);
    const started = Date.now();
    await extra.close();
    await gone;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

/** A realtime server of its own on a free port (no Redis, no sweep timer); `close` stops both. */
async function listenRealtime(
  now: () => Date,
  env: { PUBLIC_URL: string; REALTIME_HANDSHAKES_PER_MINUTE: number },
) {
  const server = createServer();
  const rt = createRealtime({
    server,
    db: t.database.db,
    now,
    env: { REDIS_URL: undefined, REALTIME_CHANNEL: 'unused', TRUST_PROXY: false, ...env },
    staff: createStaffService(t.database.db, { now }),
    sweepMs: 0,
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    rt,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await rt.close();
      await new Promise((r) => server.close(r));
    },
  };
}

describe('the realtime server itself', () => {
  let listening: Awaited<ReturnType<typeof listenRealtime>>;
  let rt: RealtimeServer;
  let rtUrl: string;
  const clock = { now: new Date() };

  beforeAll(async () => {
    clock.now = t.clock.now;
    listening = await listenRealtime(() => clock.now, {
      PUBLIC_URL: 'http://localhost:3000',
      REALTIME_HANDSHAKES_PER_MINUTE: 1_000,
    });
    ({ rt, url: rtUrl } = listening);
  });
  afterAll(async () => {
    await listening.close();
  });

  it('public events reach everyone, staff events only staff, player events only that player', async () => {
    const p = await player();
    const guest = track(await connect(rtUrl));
    const staffSocket = track(await connect(rtUrl, { auth: { staffToken: await staffLogin() } }));
    const playerSocket = track(await connect(rtUrl, { auth: { token: p.userToken } }));
    await create(playerSocket, { playerId: p.id });
    const seen = { guest: record(guest), staff: record(staffSocket), player: record(playerSocket) };

    const campaign: CampaignEvent = { type: 'published', campaign_id: 7 };
    const last = next(playerSocket, 'campaign');
    rt.toPublic('campaign', campaign);
    rt.toStaff('campaign', { type: 'staff-only', campaign_id: null });
    rt.toPlayer(p.id, 'campaign', { type: 'reached', campaign_id: 7 });
    await last;
    await pause(100);
    expect(seen.guest).toEqual({ campaign: [campaign] });
    expect(seen.staff).toEqual({ campaign: [campaign, { type: 'staff-only', campaign_id: null }] });
    expect(seen.player.campaign).toEqual([campaign, { type: 'reached', campaign_id: 7 }]);
  });

  it('the periodic check disconnects sockets whose token ended (30 minutes idle)', async () => {
    const idle = await player();
    const socket = track(await connect(rtUrl, { auth: { token: idle.userToken } }));
    const guest = track(await connect(rtUrl));
    expect(await rt.sweep()).toBe(0);
    const gone = disconnected(socket);
    clock.now = new Date(clock.now.getTime() + 31 * 60_000);
    expect(await rt.sweep()).toBeGreaterThanOrEqual(1);
    expect(await gone).toBe('io server disconnect');
    expect(guest.connected).toBe(true);
  });
});

describe('the handshake fence', () => {
  let listening: Awaited<ReturnType<typeof listenRealtime>>;
  let rtUrl: string;

  beforeAll(async () => {
    listening = await listenRealtime(() => t.clock.now, {
      PUBLIC_URL: 'https://casino.example',
      REALTIME_HANDSHAKES_PER_MINUTE: 4,
    });
    rtUrl = listening.url;
  });
  afterAll(async () => {
    await listening.close();
  });

  it("refuses another site's page, accepts the public origin and the server's own, then limits an address", async () => {
    const polling = ['polling'];
    await expect(
      connect(rtUrl, { transports: polling, headers: { origin: 'https://evil.example' } }),
    ).rejects.toThrow();
    track(
      await connect(rtUrl, { transports: polling, headers: { origin: 'https://casino.example' } }),
    );
    track(await connect(rtUrl, { transports: polling, headers: { origin: rtUrl } }));
    // No Origin: not a browser page (a server or an app); it still counts against the address.
    track(await connect(rtUrl, { transports: polling }));
    // The refused one above counted nothing; three made, the fourth is the last of the minute.
    track(await connect(rtUrl, { transports: polling }));
    await expect(connect(rtUrl, { transports: polling })).rejects.toThrow();
  });
});
