/**
 * The platform's adapter of the sandbox gateway. The gateway runs in this server, so a deposit's
 * session is created by a direct call (the same service as its merchant API); the player goes to
 * the hosted page (redirect) and the result comes back as a signed webhook.
 */
import type { GatewayAdapter } from '../../provider.ts';
import { sandboxPagePath } from './routes.ts';
import type { SandboxGateway } from './service.ts';
import { parseSandboxWebhook } from './webhook.ts';

export function createSandboxAdapter(deps: {
  gateway: SandboxGateway;
  secret: string;
  now: () => Date;
  /** This server's public URL: a return URL on it is kept as a path (below). */
  publicUrl: string;
}): GatewayAdapter {
  const { gateway } = deps;
  const own = new URL(deps.publicUrl).origin;
  // The gateway is served by this server: a return to this server goes by path, so the browser
  // stays on the origin it paid on (a proxy's or a test server's origin may differ from
  // PUBLIC_URL, and the page's form-action policy allows only its own origin).
  const localPath = (url: string) => {
    const u = new URL(url, deps.publicUrl);
    return u.origin === own ? `${u.pathname}${u.search}${u.hash}` : url;
  };
  return {
    name: 'sandbox',
    products: ['card', 'ewallet', 'instant_bank'],

    async startDeposit(r) {
      const s = await gateway.createSession({
        product: r.product,
        amount: r.amount,
        currency: r.currency,
        merchantRef: String(r.paymentId),
        returnUrl: localPath(r.returnUrl),
        notifyUrl: r.notifyUrl,
        customerRef: String(r.playerId),
      });
      if (s.amount !== r.amount || s.currency !== r.currency || s.product !== r.product) {
        throw new Error(`sandbox gateway: order ${r.paymentId} exists with other terms`);
      }
      return { kind: 'redirect', url: sandboxPagePath(s.id, r.language), providerRef: s.id };
    },

    parseCallback({ method, rawBody, headers }) {
      if (method.toUpperCase() !== 'POST') {
        return { ok: false, reason: 'malformed', body: null };
      }
      return parseSandboxWebhook(deps.secret, deps.now(), rawBody, headers);
    },

    async startPayout(r) {
      const s = await gateway.payout({
        merchantRef: String(r.paymentId),
        amount: r.amount,
        currency: r.currency,
        instrument: r.instrument,
        notifyUrl: r.notifyUrl,
      });
      return { providerRef: s.id };
    },

    async cancel(providerRef) {
      await gateway.cancelByMerchant(providerRef);
    },

    walletRegistered: (playerId) => gateway.walletRegistered(String(playerId)),
  };
}
