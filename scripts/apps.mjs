// The deployable apps: the shell and its remotes (name = Module Federation name).
export const SHELL = { dir: 'shell', name: 'shell' };
export const REMOTES = [
  { dir: 'mfe-auth', name: 'mfe_auth' },
  { dir: 'mfe-accounts', name: 'mfe_accounts' },
  { dir: 'mfe-transfers', name: 'mfe_transfers' },
  { dir: 'mfe-onboarding', name: 'mfe_onboarding' },
  { dir: 'mfe-support', name: 'mfe_support' },
  { dir: 'mfe-contracts', name: 'mfe_contracts' },
  { dir: 'mfe-merchant', name: 'mfe_merchant' },
];
export const DEMO_USERS = [
  {
    email: 'anna.simple@demo.test',
    password: 'Demo-pass-1',
    shows:
      'personal, signs in directly (simple); EUR, USD, pre-payment, closed, two cards, 10,000 transactions',
  },
  {
    email: 'carla.cards@demo.test',
    password: 'Demo-pass-1',
    shows: 'cards in every status: card actions, activation, reissue, documents, PIN',
  },
  {
    email: 'nora.news@demo.test',
    password: 'Demo-pass-1',
    shows: 'announcements to accept or decline after signing in',
  },
  {
    email: 'oliver.otp@demo.test',
    password: 'Demo-pass-1',
    shows: 'personal, one-time code (otp) read from /sandbox/outbox; EUR, USD and a GBP receiving account',
  },
  {
    email: 'bianca.business@demo.test',
    password: 'Demo-pass-1',
    shows: 'business owner (simple); chooses between two companies',
  },
  {
    email: 'paula.push@demo.test',
    password: 'Demo-pass-1',
    shows: 'push: approve on the sandbox device page (/sandbox/device?email=...)',
  },
  {
    email: 'sven.settings@demo.test',
    password: 'Demo-pass-1',
    shows: 'sms code; security settings, login history',
  },
  {
    email: 'pavel.passkey@demo.test',
    password: 'Demo-pass-1',
    shows: 'passkeys: add one in /setting, sign in with it, approve payments with it (see README)',
  },
  {
    email: 'adam.admin@demo.test',
    password: 'Demo-pass-1',
    shows: 'admin overview: act as a customer',
  },
  {
    email: 'tina.transfers@demo.test',
    password: 'Demo-pass-1',
    shows: 'transfers: own accounts (EUR, USD, GBP), p2p to paul.payee@demo.test, external, templates',
  },
  {
    email: 'sia.sms@demo.test',
    password: 'Demo-pass-1',
    shows:
      'transfers approved by an SMS code (outbox); otto.otp@, aco.code@ and pia.pushpay@ for otp, approval code, push',
  },
  {
    email: 'ivan.initiator@demo.test',
    password: 'Demo-pass-1',
    shows: 'Bianca Studio initiator (right 3): transfers wait in the approval queue for bianca.business@',
  },
  {
    email: 'nina.notify@demo.test',
    password: 'Demo-pass-1',
    shows: 'notification settings (/profile/notifications) and legal documents as PDFs (/legal)',
  },
  {
    email: 'lena.limited@demo.test',
    password: 'Demo-pass-1',
    shows: 'limited account: upload the source of wealth; reviewers judge uploads at /sandbox/compliance',
  },
  {
    email: 'kim.kyc@demo.test',
    password: 'Demo-pass-1',
    shows: 'KYC: identity and proof of address to upload at /kyc, judged at /sandbox/compliance',
  },
  {
    email: 'ivy.identity@demo.test',
    password: 'Demo-pass-1',
    shows: 'KYC: verify the identity online at /kyc (selfie and decision on /sandbox/identity-provider)',
  },
  {
    email: 'mia.merchant@demo.test',
    password: 'Demo-pass-1',
    shows:
      "merchant tools (/merchant): Mia's Market Ltd with webhooks, API keys, buttons, logos, IPN, subscribers",
  },
  {
    email: 'rob.readonly@demo.test',
    password: 'Demo-pass-1',
    shows: "read-only user of Mia's Market: the merchant's internal pages send him to saved buttons",
  },
  {
    email: 'max.merchant@demo.test',
    password: 'Demo-pass-1',
    shows: 'merchant without data (Max Gadgets BV): create a webhook; paco.payer@demo.test pays him (p2p)',
  },
  {
    email: 'paco.payer@demo.test',
    password: 'Demo-pass-1',
    shows: 'personal payer: pays max.merchant@demo.test (p2p) so a webhook event is delivered',
  },
];
