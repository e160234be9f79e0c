/**
 * Request URLs as logged: single-use tokens in the query (`token=`, `temp_token=`) and in the
 * paths that carry one (`auth/status/{token}`, the studio's `launch/{token}`, and the site's
 * e-mailed `registration/{token}` and `password/reset/{token}` pages) are replaced, so links that
 * grant something never reach the logs.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/([?&](?:temp_)?token=)[^&#]*/gi, '$1[redacted]')
    .replace(
      /(\/(?:auth\/status|studio\/launch|registration|password\/reset)\/)[^/?#]+/i,
      '$1[redacted]',
    );
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request log line with the URL redacted. */
export function requestSerializer(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
