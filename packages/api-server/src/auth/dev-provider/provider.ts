import { createHash, generateKeyPair } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { Configuration, KoaContextWithOIDC, default as Provider } from 'oidc-provider';
import type { Database } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../demo-accounts.ts';
import { loadOrCreateSecrets, randomToken } from '../secrets.ts';
import { DatabaseAdapter } from './adapter.ts';
import {
  pageLanguage,
  providerErrorPage,
  signedOutPage,
  signingOutPage,
  signOutPage,
  signOutSubmitScript,
} from './pages.ts';

/** Where the development provider lives on the public origin. Nothing else is served there. */
export const devProviderPrefix = '/dev-idp';
export const devClientId = 'ats-dev';
/** Scopes our client asks for; the provider grants them without a consent screen. */
export const signInScope = 'openid email profile';

export interface DevelopmentProvider {
  provider: Provider;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const generateKeyPairAsync = promisify(generateKeyPair);

/** ES256: a P-256 key is generated in a millisecond (RSA takes ~200 ms, on every new database). */
export const idTokenSigningAlgorithm = 'ES256';

async function generateSigningKeys(): Promise<string> {
  const { privateKey } = await generateKeyPairAsync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = randomToken().slice(0, 16);
  return JSON.stringify({ keys: [{ ...jwk, kid, use: 'sig', alg: idTokenSigningAlgorithm }] });
}

/**
 * Makes oidc-provider build every URL on the public origin, whatever Host the request (or a
 * proxy in front of it) carried. Run on each request before handing it to the provider.
 */
export function pinToPublicOrigin(request: IncomingMessage, publicOrigin: string): void {
  const url = new URL(publicOrigin);
  request.headers.host = url.host;
  request.headers['x-forwarded-host'] = url.host;
  request.headers['x-forwarded-proto'] = url.protocol.slice(0, -1);
}

/**
 * Whether an end-session request is our own client's Log out for the signed-in account: it
 * carries an `id_token_hint` (which oidc-provider has already checked: signed by it, for a
 * known client) issued to our client for the account of the provider's current session. The
 * OpenID Connect RP-Initiated Logout spec lets the provider skip its question then; a request
 * without that proof could come from any page, and must ask.
 */
export function isOwnLogout(ctx: KoaContextWithOIDC): boolean {
  const hint = ctx.oidc.entities.IdTokenHint as { payload?: { sub?: unknown } } | undefined;
  const subject = hint?.payload?.sub;
  return (
    ctx.oidc.client?.clientId === devClientId &&
    typeof subject === 'string' &&
    subject === ctx.oidc.session?.accountId
  );
}

/**
 * Lets the page run one inline script: its hash joins the script-src of the page's
 * Content-Security-Policy (what oidc-provider does for its own self-submitting forms), so
 * every other inline script stays refused.
 */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const policy = ctx.response.get('content-security-policy');
  if (!policy) return;
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const directives = policy.split(';').map((directive) => directive.trim());
  const scriptSrc = directives.findIndex((directive) => directive.startsWith('script-src '));
  if (scriptSrc >= 0) directives[scriptSrc] = `${directives[scriptSrc]} ${hash}`;
  else {
    const defaultSrc = directives.find((directive) => directive.startsWith('default-src '));
    directives.push(`script-src ${defaultSrc?.slice('default-src '.length) ?? "'self'"} ${hash}`);
  }
  ctx.set('content-security-policy', directives.filter(Boolean).join(';'));
}

const unsupportedRuntimeWarning = 'oidc-provider WARNING: Unsupported runtime.';

/**
 * Loads oidc-provider, only when the development provider is wanted (a server with an
 * external provider never loads it). Its import warns on every Node.js before 22 LTS that the
 * runtime is unsupported; this project runs on Node 20.19+ (package.json engines), where the
 * sign-in tests prove the development provider works, so that one line, which only alarmed a
 * newcomer's first `npm start`, is held back. Any other warning passes.
 */
export async function loadOidcProvider(): Promise<typeof Provider> {
  const warn = console.warn;
  console.warn = (...parts: unknown[]) => {
    const [first] = parts;
    if (typeof first === 'string' && first.includes(unsupportedRuntimeWarning)) return;
    warn.apply(console, parts);
  };
  try {
    return (await import('oidc-provider')).default;
  } finally {
    console.warn = warn;
  }
}

export async function createDevelopmentProvider(
  db: Database,
  publicOrigin: string,
): Promise<DevelopmentProvider> {
  const secrets = await loadOrCreateSecrets(db, {
    'dev-idp-jwks': generateSigningKeys,
    'dev-idp-cookie-keys': () => JSON.stringify([randomToken()]),
    'dev-idp-client-secret': randomToken,
  });
  const issuer = `${publicOrigin}${devProviderPrefix}`;
  const clientSecret = secrets['dev-idp-client-secret'];

  const configuration: Configuration = {
    adapter: (model: string) => new DatabaseAdapter(db, model),
    clients: [
      {
        client_id: devClientId,
        client_secret: clientSecret,
        client_name: 'ATS',
        redirect_uris: [`${publicOrigin}/api/ATSUsers/LoginCallback`],
        post_logout_redirect_uris: [`${publicOrigin}/login`],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: idTokenSigningAlgorithm,
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    async findAccount(_ctx, subject) {
      const account = DEMO_ACCOUNTS.find((candidate) => candidate.subject === subject);
      if (!account) return undefined;
      return {
        accountId: account.subject,
        claims: () => ({
          sub: account.subject,
          email: account.email,
          email_verified: true,
          name: `${account.firstName} ${account.lastName}`,
          given_name: account.firstName,
          family_name: account.lastName,
        }),
      };
    },
    interactions: {
      url: (_ctx, interaction) => `${devProviderPrefix}/interaction/${interaction.uid}`,
    },
    // Our own client is first-party: grant it its scopes without a consent screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, result, provider } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? (client && session?.grantIdFor(client.clientId));
      if (grantId) {
        const existing = await provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (client?.clientId !== devClientId || !session?.accountId) return undefined;
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(signInScope);
      await grant.save();
      return grant;
    },
    pkce: { required: () => true },
    clientBasedCORS: () => false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        // In the app's language: it passes `ui_locales` on the way here (see auth/handlers.ts).
        logoutSource(ctx, form) {
          const language = pageLanguage(ctx.oidc.params?.ui_locales, ctx.get('accept-language'));
          ctx.type = 'html';
          if (isOwnLogout(ctx)) {
            // The user chose Log out in the app, which sent proof of who is signed in: end the
            // provider's session too without asking a second time.
            allowInlineScript(ctx, signOutSubmitScript);
            ctx.body = signingOutPage(form, language);
            return;
          }
          // Anyone else (a link from another site, no proof): the user decides.
          ctx.body = signOutPage(form, language);
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = signedOutPage(pageLanguage(undefined, ctx.get('accept-language')));
        },
      },
    },
    renderError(ctx, error) {
      ctx.type = 'html';
      ctx.body = providerErrorPage(error);
    },
    cookies: {
      keys: JSON.parse(secrets['dev-idp-cookie-keys']) as string[],
      names: {
        session: 'dev_idp_session',
        interaction: 'dev_idp_interaction',
        resume: 'dev_idp_interaction_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', path: devProviderPrefix },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    jwks: JSON.parse(secrets['dev-idp-jwks']) as Configuration['jwks'],
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      BackchannelAuthenticationRequest: 10 * 60,
      ClientCredentials: 10 * 60,
      DeviceCode: 10 * 60,
      Grant: 7 * 24 * 60 * 60,
      IdToken: 60 * 60,
      Interaction: 10 * 60,
      PreAuthorizedCode: 10 * 60,
      RefreshToken: 24 * 60 * 60,
      Session: 7 * 24 * 60 * 60,
    },
  };

  const OidcProvider = await loadOidcProvider();
  const provider = new OidcProvider(issuer, configuration);
  // pinToPublicOrigin sets the forwarded headers, so they are ours, never the caller's.
  provider.proxy = true;
  return { provider, issuer, clientId: devClientId, clientSecret };
}

/** Logs the provider's own failures, which it otherwise only renders to the browser. */
export function logProviderErrors(app: FastifyInstance, provider: Provider): void {
  provider.on('server_error', (_ctx: unknown, error: Error) => {
    app.log.error({ err: error }, 'development identity provider failed');
  });
}
