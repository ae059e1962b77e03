import { formatServerMessage, type ServerMessageId } from '../../i18n/format-server-message.ts';
import { pickLanguage } from '../../request-language.ts';
import type { DemoAccount } from '../demo-accounts.ts';

/** The languages the provider's pages speak (the app's two). */
export type PageLanguage = 'en' | 'pl';

/**
 * The language of a provider page: the first of the OpenID Connect `ui_locales` (BCP 47
 * tags in order of preference, which our app sets to its interface language) that we speak,
 * else the browser's `Accept-Language`, else English.
 */
export function pageLanguage(uiLocales: unknown, acceptLanguage: string | undefined): PageLanguage {
  const requested = typeof uiLocales === 'string' ? uiLocales.split(' ') : [];
  for (const tag of requested) {
    const language = tag.split('-')[0]?.toLowerCase();
    if (language === 'en' || language === 'pl') return language;
  }
  return pickLanguage(acceptLanguage) === 'pl' ? 'pl' : 'en';
}

/** Escapes text for HTML element content and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f1f5f9;color:#0f172a}
main{width:100%;max-width:24rem;margin:1rem;padding:2rem;background:#fff;border-radius:.75rem;
box-shadow:0 1px 3px rgba(15,23,42,.15)}
h1{margin:0 0 .25rem;font-size:1.5rem}
.note{margin:0 0 1.5rem;color:#475569;font-size:.875rem}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;padding:.625rem .75rem;border:1px solid #64748b;border-radius:.375rem;font:inherit}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
button{width:100%;margin-top:1.5rem;padding:.75rem;border:0;border-radius:.375rem;background:#1d4ed8;
color:#fff;font:inherit;font-weight:600;cursor:pointer}
button:hover{background:#1e40af}
button.secondary{background:#e2e8f0;color:#0f172a}
.error{margin:1rem 0 0;padding:.75rem;border-radius:.375rem;background:#fef2f2;color:#991b1b;
border:1px solid #fca5a5}
h2{margin:2rem 0 .5rem;font-size:1rem}
ul{margin:0;padding:0;list-style:none;font-size:.875rem}
li{padding:.375rem 0;border-top:1px solid #e2e8f0}
code{font-family:ui-monospace,monospace}
`;

function page(title: string, body: string, language: PageLanguage = 'en'): string {
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/**
 * A text of these pages. The sign-out pages follow the app's language; the others are
 * English (the sign-in form comes before any language is known).
 */
function text(id: ServerMessageId, language: PageLanguage = 'en'): string {
  return escapeHtml(formatServerMessage(language, id));
}

function developmentNote(language: PageLanguage = 'en'): string {
  return `<p class="note">${text('devProvider.note', language)}</p>`;
}

/** The sign-in form of the development provider, with the demo accounts listed below it. */
export function signInPage(options: {
  action: string;
  accounts: readonly DemoAccount[];
  email?: string;
  /** Says that the last attempt's e-mail or password was wrong. */
  wrongCredentials?: boolean;
}): string {
  const error = options.wrongCredentials
    ? `<p class="error" id="sign-in-error" role="alert">${text('devProvider.signIn.wrongCredentials')}</p>`
    : '';
  const describedBy = options.wrongCredentials
    ? ' aria-describedby="sign-in-error" aria-invalid="true"'
    : '';
  const accounts = options.accounts
    .map(
      (account) =>
        `<li>${escapeHtml(`${account.firstName} ${account.lastName}`)}: <code>${escapeHtml(account.email)}</code> / <code>${escapeHtml(account.password)}</code></li>`,
    )
    .join('\n');
  return page(
    formatServerMessage('en', 'devProvider.signIn.pageTitle'),
    `<h1>${text('devProvider.signIn.heading')}</h1>
${developmentNote()}
<form method="post" action="${escapeHtml(options.action)}" novalidate>
<label for="email">${text('devProvider.signIn.email')}</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? '')}"${describedBy}>
<label for="password">${text('devProvider.signIn.password')}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
${error}
<button type="submit">${text('devProvider.signIn.submit')}</button>
</form>
<h2>${text('devProvider.signIn.demoAccounts')}</h2>
<ul>
${accounts}
</ul>`,
  );
}

/** Shown when the sign-in attempt is unknown or expired (e.g. the form was left open). */
export function expiredPage(startAgainHref: string): string {
  return page(
    formatServerMessage('en', 'devProvider.expired.pageTitle'),
    `<h1>${text('devProvider.expired.heading')}</h1>
${developmentNote()}
<p>${text('devProvider.expired.startAgain')}</p>
<p><a href="${escapeHtml(startAgainHref)}">${text('devProvider.expired.backToSignIn')}</a></p>`,
  );
}

/**
 * oidc-provider's end-session confirmation, in the app's language; `form` is its own form
 * with the xsrf token.
 */
export function signOutPage(form: string, language: PageLanguage = 'en'): string {
  return page(
    formatServerMessage(language, 'devProvider.signOut.pageTitle'),
    `<h1>${text('devProvider.signOut.heading', language)}</h1>
${developmentNote(language)}
<p>${text('devProvider.signOut.question', language)}</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>${text('devProvider.signOut.signOut', language)}</button>
<button type="submit" form="op.logoutForm" class="secondary">${text('devProvider.signOut.staySignedIn', language)}</button>`,
    language,
  );
}

/** Submits the sign-out form as soon as the page is read: the user already chose Log out. */
export const signOutSubmitScript =
  "document.addEventListener('DOMContentLoaded',function(){document.getElementById('op.logoutForm').submit()});";

/**
 * The end-session page for our own client's Log out (a valid `id_token_hint` of the signed-in
 * account): it ends the provider's session without asking again. `form` is oidc-provider's
 * form with the xsrf token; `logout=yes` is added, as the Sign out button would send. Without
 * scripts the Sign out button is shown.
 */
export function signingOutPage(form: string, language: PageLanguage = 'en'): string {
  const formWithAnswer = form.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/></form>',
  );
  return page(
    formatServerMessage(language, 'devProvider.signOut.pageTitle'),
    `<h1>${text('devProvider.signOut.heading', language)}</h1>
${developmentNote(language)}
${formWithAnswer}
<noscript><button type="submit" form="op.logoutForm">${text('devProvider.signOut.signOut', language)}</button></noscript>
<script>${signOutSubmitScript}</script>`,
    language,
  );
}

/** Shown after signing out when the client named no page to return to. */
export function signedOutPage(language: PageLanguage = 'en'): string {
  return page(
    formatServerMessage(language, 'devProvider.signedOut.pageTitle'),
    `<h1>${text('devProvider.signedOut.heading', language)}</h1>
${developmentNote(language)}
<p>${text('devProvider.signedOut.text', language)}</p>`,
    language,
  );
}

export function providerErrorPage(error: { error: string; error_description?: string }): string {
  return page(
    formatServerMessage('en', 'devProvider.error.pageTitle'),
    `<h1>${text('devProvider.error.heading')}</h1>
${developmentNote()}
<p><code>${escapeHtml(error.error)}</code>${error.error_description ? `: ${escapeHtml(error.error_description)}` : ''}</p>`,
  );
}
