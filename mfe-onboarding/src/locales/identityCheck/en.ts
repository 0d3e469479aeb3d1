import type { Translation } from '@portal/i18n/i18n';

/**
 * The online identity check (spec 03 §2 `/identity-verification/{workflowRunId}/{token}`, `/video-identity-job/{id}`,
 * §7 "POST /identity-verification"; issue 30 item 4): the KYC page's panel that starts it and the check's pages.
 */
const en = {
  start: {
    title: 'Verify your identity online',
    description:
      'Instead of waiting for a document review, take a selfie with our identity provider. It takes about two minutes.',
    channelLegend: 'Where do you want to take the selfie?',
    channel: {
      camera: 'On this device, with its camera',
      sms: 'On my phone: send me a link by SMS',
      email: 'Send me a link by e-mail',
    },
    channelRequired: 'Choose where to take the selfie.',
    submit: 'Start the check',
    starting: 'Starting the check…',
    failed: 'The check could not be started.',
    verified: 'Your identity was verified online.',
    pending: 'An identity check is under way. You can start a new one if you need to.',
    rejected: 'Your last identity check failed. You can try again.',
  },
  page: {
    title: 'Identity check',
    description:
      'Take a selfie with our identity provider. This page shows the result as soon as it arrives.',
    jobTitle: 'Video identity check',
    jobDescription: 'Where your identity check stands.',
    loading: 'Loading the identity check…',
    notFound: 'This identity check does not exist, or the link is no longer valid.',
    failedToLoad: 'The identity check could not be loaded.',
    retry: 'Try again',
    checking: 'Checking: {{name}}',
    statusLine: 'Status: {{status}}',
    status: {
      created: 'waiting for your selfie',
      submitted: 'the provider is checking your selfie',
      passed: 'verified',
      failed: 'not verified',
    },
    sentBy: {
      camera: 'Open the provider and take a selfie with this device’s camera.',
      sms: 'We sent a link to your phone by SMS. Open it there to take the selfie, or open the provider here.',
      email:
        'We sent a link to your e-mail. Open it on your phone to take the selfie, or open the provider here.',
    },
    open: 'Open the provider here',
    openNewTab: 'Open the provider in a new tab',
    watching: 'This page updates by itself when the provider decides.',
    passedTitle: 'Your identity is verified',
    passedText: 'Thank you. You can go on to your accounts.',
    toAccounts: 'Go to your accounts',
    toSignIn: 'Sign in',
    failedTitle: 'Your identity could not be verified',
    reason: {
      faceMismatch: 'The face in the selfie does not match your identity document.',
      unclearSelfie: 'The selfie was not clear enough.',
      livenessFailed: 'The provider could not confirm that the selfie was taken live.',
      unknown: 'The provider did not say why.',
    },
    tryAgain: 'Try again',
    tryAgainFailed: 'A new check could not be started.',
  },
};

export type IdentityCheckTexts = Translation<typeof en>;
export default en;
