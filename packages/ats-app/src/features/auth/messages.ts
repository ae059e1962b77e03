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
  forgotPasswordTitle: { id: 'auth.forgotPassword.title', defaultMessage: 'Forgot password' },
  forgotPasswordText: {
    id: 'auth.forgotPassword.text',
    defaultMessage: 'Your password is managed by your company. Please contact your administrator.',
  },
  backToLogin: { id: 'auth.forgotPassword.backToLogin', defaultMessage: 'Back to sign-in' },
});
