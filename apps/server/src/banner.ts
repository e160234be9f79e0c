/**
 * What `npm start` prints once the server listens in development: where the site is, how to sign
 * in (the public demo logins of the README, never a password set in the environment) and where
 * the e-mails and SMS of the development outbox are read.
 */
import type { Env } from './env.ts';
import { listenUrl } from './env.ts';
import { DEMO_PLAYERS } from './seed/demo-players.ts';
import { DEV_ADMIN } from './staff/bootstrap.ts';

export type BannerEnv = Pick<
  Env,
  | 'NODE_ENV'
  | 'HOST'
  | 'PORT'
  | 'PUBLIC_URL'
  | 'LOG_LEVEL'
  | 'ADMIN_EMAIL'
  | 'ADMIN_PASSWORD'
  | 'SMTP_URL'
  | 'TWILIO_ACCOUNT_SID'
  | 'TWILIO_AUTH_TOKEN'
  | 'TWILIO_FROM'
>;

/** The start banner, or null outside development (production logs JSON only). */
export function startBanner(env: BannerEnv): string | null {
  if (env.NODE_ENV !== 'development') return null;
  const site = env.PUBLIC_URL.replace(/\/+$/, '');
  const listening = listenUrl(env.HOST, env.PORT);
  const admin = (env.ADMIN_EMAIL ?? DEV_ADMIN.email).trim().toLowerCase();
  // Only the public development password is shown; one set in ADMIN_PASSWORD stays unsaid.
  const adminPassword = env.ADMIN_PASSWORD ? 'the password in ADMIN_PASSWORD' : DEV_ADMIN.password;
  const sms = Boolean(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM);
  const kept = [env.SMTP_URL ? null : 'e-mails', sms ? null : 'SMS'].filter(Boolean).join(' and ');
  const { demo, bonus, imported } = DEMO_PLAYERS;
  const lines = [
    '',
    `  Croupier Casino is running at ${site}` +
      (listening === site ? '' : ` (listening on ${listening})`),
    '',
    `  Site            ${site}/en`,
    `  Demo players    ${demo.username} / ${demo.password}   (1,000.00 EUR to play)`,
    `                  ${bonus.username} / ${bonus.password}   (an active bonus)`,
    `                  ${imported.username} / ${imported.password}   (an imported player)`,
    `  Back office     ${site}/backoffice/`,
    `                  ${admin} / ${adminPassword}, then the code of \`npm run staff:code\``,
    ...(kept ? [`  Mailbox         ${site}/dev/mailbox   (the ${kept} the casino sends)`] : []),
    `  API docs        ${site}/docs`,
    '',
    ['fatal', 'error', 'warn', 'silent'].includes(env.LOG_LEVEL)
      ? `  LOG_LEVEL=${env.LOG_LEVEL}: requests are not logged (LOG_LEVEL=info logs each one).`
      : `  LOG_LEVEL=${env.LOG_LEVEL}: every request is logged.`,
    '',
  ];
  return lines.join('\n');
}
