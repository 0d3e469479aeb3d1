import type { Translation } from '@portal/i18n/i18n';

/** The notification settings page (spec 02 §3 "Notification item", §7). */
const en = {
  title: 'Notifications',
  description: 'Choose what we tell you about and how. Each change is saved as soon as you make it.',
  loading: 'Loading your notification settings…',
  empty: 'There are no notification settings for your account.',
  groups: {
    security: {
      title: 'Security alerts',
      description: 'Sign-ins and changes to how you protect your account.',
    },
    payments: { title: 'Payments', description: 'Money that arrives in or leaves your accounts.' },
    cards: { title: 'Cards', description: 'Payments with your cards and summaries of your balance.' },
    news: { title: 'News and offers', description: 'What is new with us and offers chosen for you.' },
  },
  items: {
    signInAlert: { label: 'New sign-in', hint: 'When someone signs in to your account.' },
    securityChangeAlert: {
      label: 'Security changes',
      hint: 'When your password, devices or two-step verification change.',
    },
    incomingPayment: { label: 'Money received', hint: 'When a payment arrives in one of your accounts.' },
    outgoingPayment: { label: 'Money sent', hint: 'When a payment leaves one of your accounts.' },
    paymentChannel: {
      label: 'Send payment notifications by',
      hint: 'Where payment notifications reach you.',
    },
    cardPayment: { label: 'Card payments', hint: 'When one of your cards is used.' },
    balanceDigest: { label: 'Balance summary', hint: 'A summary of your balances by e-mail.' },
    productNews: { label: 'Product news', hint: 'New features and changes to our services.' },
    partnerOffers: { label: 'Offers from partners', hint: 'Offers from companies we work with.' },
  },
  options: {
    email: 'E-mail',
    sms: 'SMS',
    push: 'Push notification',
    never: 'Never',
    daily: 'Every day',
    weekly: 'Every week',
    monthly: 'Every month',
  },
  on: 'On',
  off: 'Off',
  saving: 'Saving…',
  savedOn: '{{item}} is on. Saved.',
  savedOff: '{{item}} is off. Saved.',
  savedChoice: '{{item}}: {{value}}. Saved.',
  failed: 'Your change to {{item}} was not saved. The previous setting is kept.',
  retry: 'Try again',
};

export type NotificationTexts = Translation<typeof en>;
export default en;
