import { rolePermissions } from '@ats/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as oidc from 'openid-client';
import { atsUsers } from '../db/schema/auth.ts';
import { badRequest, notFound } from '../errors.ts';
import { requestLanguage } from '../request-language.ts';
import { DEMO_ACCOUNTS, demoAvatarSvg } from './demo-accounts.ts';
import { signInScope } from './dev-provider/provider.ts';
import { safeRedirectTarget } from './redirect-target.ts';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  sessionCookieName,
  setSessionCookie,
} from './sessions.ts';
import { signedInUser, userIdOf } from './signed-in-user.ts';
import { admitSignedInUser, claimsToProfile } from './users.ts';

/** The login state between Login and LoginCallback: signed, httpOnly, 10 minutes. */
const loginStateCookieName = 'ats_login';
const loginStateCookiePath = '/api/ATSUsers';
const loginStateSeconds = 10 * 60;

interface LoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectTarget: string;
}

const avatarCacheControl = 'private, max-age=3600';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function redirectOptions(request: FastifyRequest) {
  const { publicOrigin, appOrigins } = request.server.config;
  return { publicOrigin, appOrigins };
}

function readLoginState(request: FastifyRequest): LoginState | null {
  const raw = request.cookies[loginStateCookieName];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = JSON.parse(unsigned.value) as Partial<LoginState>;
    if (
      typeof parsed.state === 'string' &&
      typeof parsed.nonce === 'string' &&
      typeof parsed.codeVerifier === 'string' &&
      typeof parsed.redirectTarget === 'string'
    ) {
      return parsed as LoginState;
    }
  } catch {
    // A tampered or truncated cookie is treated as missing.
  }
  return null;
}

/**
 * `/login?error=signin_failed` (or `no_access`: a person nobody admitted) on the origin the
 * user was heading to.
 */
function signInFailedUrl(
  redirectTarget: string | null,
  error: 'signin_failed' | 'no_access' = 'signin_failed',
): string {
  const path = `/login?error=${error}`;
  if (!redirectTarget || redirectTarget.startsWith('/')) return path;
  return new URL(path, redirectTarget).href;
}

async function sendAvatar(request: FastifyRequest, reply: FastifyReply, userId: string) {
  if (!uuidPattern.test(userId)) throw notFound(`no user ${userId}`);
  const [row] = await request.server.db
    .select({ avatar: atsUsers.avatar, contentType: atsUsers.avatarContentType })
    .from(atsUsers)
    .where(eq(atsUsers.id, userId))
    .limit(1);
  if (!row?.avatar || !row.contentType) throw notFound(`no avatar for user ${userId}`);
  return (
    reply
      .type(row.contentType)
      .header('cache-control', avatarCacheControl)
      // An uploaded SVG must never run scripts when opened on its own.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .code(200)
      .send(row.avatar)
  );
}

/** GET /api/ATSUsers/Login?redirectUrl= (public): starts the provider's sign-in. */
async function login(request: FastifyRequest, reply: FastifyReply) {
  const { config, relyingParty } = request.server;
  const { redirectUrl, prompt } = request.query as { redirectUrl?: string; prompt?: 'login' };
  const redirectTarget = safeRedirectTarget(redirectUrl, redirectOptions(request));
  if (redirectTarget === null) throw badRequest(`redirectUrl refused: ${redirectUrl}`);

  // localhost and 127.0.0.1 are different cookie hosts: the login state cookie must be set on
  // the public origin, where the provider will send the browser back.
  const publicUrl = new URL(config.publicOrigin);
  if (request.host !== publicUrl.host) {
    return reply.redirect(`${config.publicOrigin}${request.url}`, 302);
  }

  const configuration = await relyingParty.configuration();
  const state: LoginState = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    redirectTarget,
  };
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: relyingParty.redirectUri,
    scope: signInScope,
    code_challenge: await oidc.calculatePKCECodeChallenge(state.codeVerifier),
    code_challenge_method: 'S256',
    state: state.state,
    nonce: state.nonce,
    ...(prompt ? { prompt } : {}),
  });
  reply.setCookie(loginStateCookieName, JSON.stringify(state), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure: relyingParty.secureCookies,
    path: loginStateCookiePath,
    maxAge: loginStateSeconds,
  });
  return reply.redirect(authorizationUrl.href, 302);
}

/** GET /api/ATSUsers/LoginCallback (public): the provider sends the browser back here. */
async function loginCallback(request: FastifyRequest, reply: FastifyReply) {
  const { config, relyingParty, db } = request.server;
  const loginState = readLoginState(request);
  if (!loginState) throw badRequest('sign-in callback without login state');
  reply.clearCookie(loginStateCookieName, {
    path: loginStateCookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: relyingParty.secureCookies,
  });
  // Checked again: the cookie is signed, but the rules may have changed since.
  const redirectTarget = safeRedirectTarget(loginState.redirectTarget, redirectOptions(request));

  let sessionId: string;
  try {
    if (redirectTarget === null) throw new Error('redirect target no longer allowed');
    const configuration = await relyingParty.configuration();
    const tokens = await oidc.authorizationCodeGrant(
      configuration,
      new URL(request.url, config.publicOrigin),
      {
        pkceCodeVerifier: loginState.codeVerifier,
        expectedState: loginState.state,
        expectedNonce: loginState.nonce,
        idTokenExpected: true,
      },
    );
    const idTokenClaims = tokens.claims();
    if (!idTokenClaims) throw new Error('no ID token');
    const userInfo = await oidc.fetchUserInfo(
      configuration,
      tokens.access_token,
      idTokenClaims.sub,
    );
    const profile = claimsToProfile(idTokenClaims.sub, { ...idTokenClaims, ...userInfo });
    const demoAccount = relyingParty.isDevelopmentProvider
      ? DEMO_ACCOUNTS.find((account) => account.subject === profile.subject)
      : undefined;

    const previousSessionId = request.cookies[sessionCookieName];
    if (previousSessionId) request.server.sessionCache.delete(previousSessionId);
    const started = await db.transaction(async (tx) => {
      const user = await admitSignedInUser(tx, {
        issuerId: relyingParty.issuerId,
        profile,
        emailVerified: idTokenClaims.email_verified !== false && userInfo.email_verified !== false,
        adminEmails: config.adminEmails,
        demoRole: demoAccount?.role ?? null,
        defaultAvatar: demoAccount && {
          bytes: Buffer.from(demoAvatarSvg(demoAccount)),
          contentType: 'image/svg+xml',
        },
      });
      if (!user) return null;
      const session = await createSession(tx, {
        userId: user.id,
        idToken: tokens.id_token,
        previousSessionId,
      });
      return session.id;
    });
    if (started === null) {
      request.log.info({ subject: profile.subject }, 'sign-in refused: no access to the ATS');
      return reply.redirect(signInFailedUrl(redirectTarget, 'no_access'), 302);
    }
    sessionId = started;
  } catch (error) {
    request.log.warn({ err: error }, 'sign-in failed');
    return reply.redirect(signInFailedUrl(redirectTarget), 302);
  }

  setSessionCookie(reply, sessionId, { secure: relyingParty.secureCookies });
  return reply.redirect(redirectTarget, 302);
}

/** GET /api/ATSUsers/Logout (public): ends the session here and says how to end it there. */
async function logout(request: FastifyRequest, reply: FastifyReply) {
  const { relyingParty, db, sessionCache } = request.server;
  const sessionId = request.cookies[sessionCookieName];
  if (sessionId) sessionCache.delete(sessionId);
  const deleted = await db.transaction((tx) => deleteSession(tx, sessionId));
  clearSessionCookie(reply, { secure: relyingParty.secureCookies });

  let endSessionUrl: string | null = null;
  try {
    const configuration = await relyingParty.configuration();
    if (configuration.serverMetadata().end_session_endpoint) {
      const parameters: Record<string, string> = {
        client_id: configuration.clientMetadata().client_id,
        post_logout_redirect_uri: relyingParty.postLogoutRedirectUri,
        // The app asks in its interface language: the provider's sign-out page follows it.
        ui_locales: requestLanguage(request),
      };
      if (deleted?.idToken) parameters.id_token_hint = deleted.idToken;
      endSessionUrl = oidc.buildEndSessionUrl(configuration, parameters).href;
    }
  } catch (error) {
    // Signing out here must not depend on the provider being reachable.
    request.log.warn({ err: error }, 'provider end-session URL unavailable');
  }
  return { endSessionUrl };
}

/** GET /api/ATSUsers/Current: the signed-in user (the registrar refuses signed-out calls). */
async function getCurrentUser(request: FastifyRequest) {
  const user = signedInUser(request);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    permissions: [...rolePermissions[user.role]],
  };
}

/** GET /api/ATSUsers/Avatar: the signed-in user's avatar image. */
async function getCurrentUserAvatar(request: FastifyRequest, reply: FastifyReply) {
  return sendAvatar(request, reply, userIdOf(request));
}

/** GET /api/ATSUsers/{userId}/Avatar: another staff member's avatar image. */
async function getUserAvatar(request: FastifyRequest, reply: FastifyReply) {
  const { userId } = request.params as { userId: string };
  return sendAvatar(request, reply, userId);
}

export const handlers = {
  login,
  loginCallback,
  logout,
  getCurrentUser,
  getCurrentUserAvatar,
  getUserAvatar,
};
