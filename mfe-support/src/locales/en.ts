import type { Translation } from '@portal/i18n/i18n';

/** Texts of the support area (namespace `support`; issue 31 item 2, spec 03 §4). */
const en = {
  pageLoading: 'Loading the page…',
  loadFailed: 'We could not load this page',
  loadFailedText: 'Something went wrong. Please try again.',
  retry: 'Try again',
  status: { open: 'Open', new: 'New', closed: 'Closed' },
  filters: { all: 'All', open: 'Open', new: 'New', closed: 'Closed' },
  list: {
    title: 'Messages',
    description: 'Your questions to our support team and their answers.',
    new: 'New ticket',
    loading: 'Loading your tickets…',
    filters: 'Ticket filters',
    preview: 'Latest messages',
    number: 'Ticket {{number}}',
    unread: 'Unread',
    meta: 'Ticket {{number}} · updated {{date}}',
    empty: {
      all: 'You have no tickets yet',
      open: 'You have no open tickets',
      new: 'You have no new answers',
      closed: 'You have no closed tickets',
    },
    emptyText: 'Write to us and we will answer here.',
    pages: 'Ticket pages',
  },
  ticket: {
    title: 'Ticket {{number}}',
    description:
      'Your conversation with our support team, the newest message first. Write your reply below the conversation; the team answers you on this page.',
    back: 'Back to messages',
    loading: 'Loading the ticket…',
    notFound: 'We could not find ticket {{number}}.',
    conversation: 'Conversation',
    agent: '{{name}} (support)',
    you: 'You',
    attachments: 'Attachments',
    download: 'Download {{name}}',
    downloadFailed: 'We could not download {{name}}.',
    closed: 'This ticket is closed. To ask something else, write a new ticket.',
  },
  reply: {
    title: 'Reply',
    label: 'Your message',
    required: 'Write your message.',
    tooLong: 'The message can have at most {{max}} characters.',
    send: 'Send reply',
    sent: 'Your reply was sent.',
    failed: 'We could not send your reply. Please try again.',
  },
  form: {
    title: 'New ticket',
    loading: 'Loading the form…',
    pick: 'Choose…',
    required: 'Fill in {{field}}.',
    tooLong: '{{field}} can have at most {{max}} characters.',
    choose: 'Choose one of the listed values for {{field}}.',
    send: 'Send ticket',
    cancel: 'Cancel',
    close: 'Close',
    failed: 'We could not send your ticket. Please try again.',
  },
  attachments: {
    label: 'Attach files',
    hint: 'Up to {{max}} files, {{size}} MB each.',
    list: 'Attached files',
    progress: 'Uploading {{name}}',
    failed: 'Upload failed',
    remove: 'Remove',
    tooBig: '{{name}} is larger than the allowed size.',
    tooMany: '{{name}} was not added: too many files.',
  },
  lock: {
    title: 'Support is busy',
    wait_one: 'Support is busy; try again in {{count}} second.',
    wait_other: 'Support is busy; try again in {{count}} seconds.',
    again: 'You can try again now.',
  },
  agent: {
    title: 'Your manager',
    hours: 'Working hours: {{hours}}',
  },
};

export type SupportTexts = Translation<typeof en>;
export default en;
