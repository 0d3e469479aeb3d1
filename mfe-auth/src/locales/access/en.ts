/** Texts of sign-in, activation, password reset, authorize, second-factor enablement and terms (namespace `auth`). */
const en = {
  login: {
    stepTitles: {
      migrationSoft: 'Switch to approval in the app',
      scpEnable: 'Turn on approval in the app',
      scpMigrate: 'Move your sign-in approval to the app',
    },
    title: 'Sign in to {{brand}}',
    subtitle: 'Welcome back. Enter your e-mail and password.',
    email: 'E-mail',
    password: 'Password',
    showPassword: 'Show',
    hidePassword: 'Hide',
    submit: 'Sign in',
    forgotPassword: 'Forgot password?',
    employeeNote:
      'This address belongs to a business employee: you will sign in to the business account you work for.',
    codeTitle: 'Confirm it is you',
    otpIntro: 'Enter the 6-digit code from your authenticator.',
    smsIntro: 'We sent a code by SMS to {{phone}}.',
    smsId: 'Enter the code from message #{{smsId}}.',
    code: 'One-time code',
    verify: 'Confirm and sign in',
    back: 'Back',
    pushTitle: 'Approve the sign-in on your phone',
    pushIntro:
      'We sent a sign-in request to the {{brand}} app. Approve it there, or scan this code with your phone to open it.',
    pushQr: 'QR code that opens the sign-in request in the {{brand}} app',
    onThisPhone: 'On your phone?',
    openInApp: 'Open in the app',
    devicesTitle: 'Your devices',
    deviceTypes: { android: 'Android', ios: 'iPhone' },
    deviceActivity: 'Last active {{date}}',
    waiting: 'Waiting for your approval…',
    resend: 'Send again',
    resent: 'We sent the request to your phone again.',
    approvedSigningIn: 'Approved. Signing you in…',
    requestExpired: 'This sign-in request has expired. Please sign in again.',
    rejectedTitle: 'The sign-in was rejected',
    approvalFailed: 'The sign-in could not be completed. Please sign in again.',
    backToSignIn: 'Back to sign in',
    verifyDeviceTitle: 'Approve this new browser',
    verifyDeviceIntro:
      'You are signing in from a browser we do not know yet. Open the {{brand}} app on your phone and approve this browser.',
    loadingStep: 'Loading…',
    signingInAgain: 'Signing you in again…',
    noAccount: 'New here?',
    register: 'Open an account',
    passkeySignIn: 'Use a passkey',
    passkeyNotUsedTitle: 'Passkey not used',
    passkeyNotUsed:
      "No passkey was used: the browser's request was cancelled, or this browser has no passkey for this site. A passkey works only on the site where it was added.",
    errors: {
      emailRequired: 'Enter your e-mail address',
      emailInvalid: 'Enter a valid e-mail address, like name@example.com',
      passwordRequired: 'Enter your password',
      codeRequired: 'Enter the code',
      codeFormat: 'The code has 6 digits',
    },
  },
  formErrors: {
    emailRequired: 'Enter your e-mail address',
    emailInvalid: 'Enter a valid e-mail address, like name@example.com',
    codeRequired: 'Enter the code',
    passwordRequired: 'Enter a password',
    passwordRules: 'The password does not meet the rules below',
    repeatRequired: 'Enter the password again',
    passwordsDiffer: 'The passwords do not match',
  },
};

export type AccessTexts = typeof en;
export default en;
