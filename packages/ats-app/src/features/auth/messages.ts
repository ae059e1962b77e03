import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  welcomeTitle: { id: 'auth.login.welcomeTitle', defaultMessage: 'Welcome to ATS' },
  welcomeText: {
    id: 'auth.login.welcomeText',
    defaultMessage: 'Sign in with your company account to manage recruitments and applicants.',
  },
  continueWithSingleSignOn: {
    id: 'auth.login.continueWithSingleSignOn',
    defaultMessage: 'Continue with single sign-on',
  },
  signInFailed: {
    id: 'auth.login.signInFailed',
    defaultMessage: 'Signing in did not succeed. Please try again.',
  },
  /** The login page after the provider let someone in whom nobody admitted (issue 27). */
  noAccess: {
    id: 'auth.login.noAccess',
    defaultMessage: 'Your account has no access to the ATS; ask your recruiting team.',
  },
  /** The login page after a save found the session ended: what was typed is kept (issue 26). */
  sessionEndedUnsaved: {
    id: 'auth.login.sessionEndedUnsaved',
    defaultMessage: 'Your session has ended. Sign in again to save your changes.',
  },
  forgotPasswordTitle: { id: 'auth.forgotPassword.title', defaultMessage: 'Forgot password' },
  forgotPasswordText: {
    id: 'auth.forgotPassword.text',
    defaultMessage: 'Your password is managed by your company. Please contact your administrator.',
  },
  backToLogin: { id: 'auth.forgotPassword.backToLogin', defaultMessage: 'Back to sign-in' },
});
