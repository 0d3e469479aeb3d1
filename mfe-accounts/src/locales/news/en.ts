/** Texts of the news page and the announcements awaiting an answer (namespace `accounts`, key `news`). */
const en = {
  title: 'News',
  description: 'Announcements about your accounts and our services.',
  listTitle: 'Announcements',
  unread: 'Unread: {{count}}',
  unreadMarker: 'Unread:',
  needsAnswer: 'Needs your answer',
  accept: 'Accept',
  decline: 'Decline',
  answerLabel: 'Your answer to {{title}}',
  answered: { accepted: 'You accepted this.', declined: 'You declined this.' },
  answerFailed: 'We could not save your answer',
  loading: 'Loading the announcements…',
  loadFailed: 'We could not load the announcements',
  empty: 'No announcements',
  emptyText: 'News about your accounts will appear here.',
  prompt: {
    title: 'Please review',
    text: 'These announcements need your answer before they take effect.',
    later: 'Later',
    bannerTitle: 'Announcements need your answer',
    bannerText: 'Waiting for your answer: {{count}}.',
    review: 'Review now',
  },
};

export type NewsTexts = typeof en;
export default en;
