import type { StaffRole } from '@ats/domain';
import { DEMO_ACCOUNTS } from './auth/demo-accounts.ts';

const roleNames: Record<StaffRole, string> = {
  Administrator: 'administrator',
  Recruiter: 'recruiter',
  HiringManager: 'hiring manager',
  Interviewer: 'interviewer',
};

import type { Config } from './config.ts';
import { devMailPrefix } from './mail/dev-mail-routes.ts';

export interface StartBannerFacts {
  config: Pick<Config, 'publicOrigin' | 'dataDir' | 'oidc' | 'logLevel'>;
  databaseKind: 'pglite' | 'postgres';
  /** Whether mail goes to the local capture server (no SMTP_URL). */
  mailCaptured: boolean;
  /** Seconds from the start (of `npm start` when it launched us: its install and build too). */
  readySeconds: number;
}

/** Seconds since `launchedAt` (ms since 1970), or since `processStartedAt` (performance.now()). */
export function readySeconds(
  launchedAt: number | undefined,
  processStartedAt: number,
  now = { wall: Date.now(), performance: performance.now() },
): number {
  const milliseconds =
    launchedAt === undefined ? now.performance - processStartedAt : now.wall - launchedAt;
  return Math.max(0, milliseconds) / 1000;
}

/**
 * What the terminal shows once the server answers: where it runs and how long the start took,
 * the database, the API reference, where mail goes, the sign-in accounts of the development
 * identity provider, and how to see requests in the log (issue 26: what a newcomer needs).
 */
export function startBanner({
  config,
  databaseKind,
  mailCaptured,
  readySeconds: seconds,
}: StartBannerFacts): string {
  const lines = [
    '',
    `  ATS is running at ${config.publicOrigin}  (ready in ${seconds.toFixed(1)} s)`,
    `  Database: ${databaseKind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
    `  API reference: ${config.publicOrigin}/api/docs`,
    !mailCaptured
      ? '  Mail: sent through SMTP_URL'
      : config.oidc
        ? '  Mail is captured locally and NOT sent (no /dev/mail with a real identity provider): set SMTP_URL'
        : `  Mail is captured locally: read it at ${config.publicOrigin}${devMailPrefix}  (set SMTP_URL to send it)`,
  ];
  if (!config.oidc) {
    lines.push(
      '  Sign in with a demo account of the development identity provider (for development only;',
      '  set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET in production):',
    );
    for (const account of DEMO_ACCOUNTS) {
      const role = account.role ? roleNames[account.role] : 'not invited: sign-in is refused';
      lines.push(
        `    ${account.email.padEnd(24)} password: ${account.password}   ${`${account.firstName} ${account.lastName}`.padEnd(16)} ${role}`,
      );
    }
  }
  const levels = ['fatal', 'error', 'warn', 'silent'];
  if (levels.includes(config.logLevel)) {
    lines.push(
      `  Log: warnings and errors only (LOG_LEVEL=${config.logLevel}); LOG_LEVEL=info also logs every request`,
    );
  }
  return `${lines.join('\n')}\n`;
}
