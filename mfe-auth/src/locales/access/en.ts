/** Texts of the sign-in area (namespace `auth`). */
const en = {
  login: {
    title: 'Sign in to {{brand}}',
    subtitle: 'Welcome back. Enter your e-mail and password.',
    email: 'E-mail',
    password: 'Password',
    showPassword: 'Show',
    hidePassword: 'Hide',
    submit: 'Sign in',
    codeTitle: 'Confirm it is you',
    otpIntro: 'Enter the 6-digit code from your authenticator.',
    smsIntro: 'We sent a code to {{phone}}. Enter the code from message #{{smsId}}.',
    code: 'One-time code',
    verify: 'Confirm and sign in',
    back: 'Back',
    flowUnavailable:
      'This sign-in method cannot be completed in this version of the portal. Please use the mobile app.',
    noAccount: 'New here?',
    register: 'Open an account',
    errors: {
      emailRequired: 'Enter your e-mail address',
      emailInvalid: 'Enter a valid e-mail address, like name@example.com',
      passwordRequired: 'Enter your password',
      codeRequired: 'Enter the code',
      codeFormat: 'The code has 6 digits',
    },
  },
};

export type AuthTexts = typeof en;
export default en;
