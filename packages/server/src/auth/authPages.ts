import { createHash } from 'node:crypto';
import { escapeHtml, htmlPage } from '../http/htmlPage';

/**
 * Server-rendered pages of sign-in: the identity provider's login form, its sign-out question and
 * plain messages. No script, no web font, nothing fetched from another origin: the one stylesheet
 * is inline and allowed by its hash in the page's own Content-Security-Policy.
 */

/** English texts of the sign-in pages. */
export const authPageLabels = {
  signInTitle: 'Sign in',
  signInLead: 'Use your Shelfmark account to continue to the store.',
  email: 'Email',
  password: 'Password',
  submit: 'Sign in',
  incorrect: 'Email or password is incorrect.',
  missing: 'Enter your email and password.',
  tooManyAttempts: 'Too many failed attempts. Wait 15 minutes and try again.',
  signOutTitle: 'Sign out',
  signOutQuestion: 'Do you want to sign out of Shelfmark?',
  signOutYes: 'Sign out',
  signOutNo: 'Stay signed in',
  signOutRefusedTitle: 'Still signed in',
  backToStore: 'Back to the store',
  startAgain: 'Sign in again',
} as const;

const css = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;color:#1d2433;background:#f4f5f7}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center}
main{box-sizing:border-box;width:100%;max-width:26rem;margin:3rem 1rem;padding:2rem;background:#fff;border:1px solid #d5d9e0;border-radius:8px}
h1{margin:0 0 .5rem;font-size:1.5rem}
p{margin:0 0 1.25rem}
.field{display:flex;flex-direction:column;gap:.25rem;margin-bottom:1rem}
label{font-weight:600}
input{font:inherit;padding:.5rem .625rem;border:1px solid #6b7385;border-radius:4px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}
input[aria-invalid=true]{border-color:#b3261e}
button{font:inherit;font-weight:600;cursor:pointer;padding:.625rem 1.25rem;border-radius:4px;border:1px solid #1f4f9c;background:#1f4f9c;color:#fff}
button.secondary{background:#fff;color:#1f4f9c}
.actions{display:flex;gap:.75rem;flex-wrap:wrap}
.error{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid #b3261e;background:#fdecea;color:#7a1a14}
a{color:#1f4f9c}
`.trim();

const cssHash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

/** The Content-Security-Policy of every page here; forms may post to this origin and the store's. */
export function authPageSecurityPolicy(formTargets: string[] = []): string {
  const targets = ["'self'", ...formTargets].join(' ');
  return `default-src 'none'; style-src ${cssHash}; img-src 'self'; form-action ${targets}; frame-ancestors 'none'; base-uri 'none'`;
}

function layout(title: string, body: string): string {
  return htmlPage({ title: `${title} – Shelfmark`, css, body });
}

export interface LoginPageProps {
  /** Where the form posts. */
  action: string;
  /** The email to keep in the field after a failed attempt. */
  email?: string;
  /** The error shown above the form. */
  error?: string;
}

/** The identity provider's login form: labelled Email and Password fields and a Sign in button. */
export function renderLoginPage({ action, email = '', error }: LoginPageProps): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const alert = error ? `<p class="error" id="login-error" role="alert">${escapeHtml(error)}</p>\n` : '';
  const focusEmail = !error || email === '' ? ' autofocus' : '';
  const focusPassword = focusEmail ? '' : ' autofocus';
  return layout(
    authPageLabels.signInTitle,
    `<h1>${authPageLabels.signInTitle}</h1>
<p>${authPageLabels.signInLead}</p>
${alert}<form method="post" action="${escapeHtml(action)}">
<div class="field"><label for="email">${authPageLabels.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${focusEmail}></div>
<div class="field"><label for="password">${authPageLabels.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword}></div>
<button type="submit">${authPageLabels.submit}</button>
</form>`,
  );
}

/**
 * The provider's sign-out question, shown when sign-out was not asked for by the store itself.
 * `form` is the provider's own (empty) form element that the buttons submit.
 */
export function renderLogoutQuestionPage(form: string): string {
  return layout(
    authPageLabels.signOutTitle,
    `<h1>${authPageLabels.signOutTitle}</h1>
<p>${authPageLabels.signOutQuestion}</p>
${form}
<div class="actions">
<button type="submit" form="op.logoutForm" name="logout" value="yes">${authPageLabels.signOutYes}</button>
<button type="submit" form="op.logoutForm" class="secondary">${authPageLabels.signOutNo}</button>
</div>`,
  );
}

export interface MessagePageProps {
  title: string;
  message: string;
  link?: { href: string; text: string };
}

/** A plain page with a heading, a sentence and one way on. */
export function renderMessagePage({ title, message, link }: MessagePageProps): string {
  const action = link ? `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : '';
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>${action}`);
}
