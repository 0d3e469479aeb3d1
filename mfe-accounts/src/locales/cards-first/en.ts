import type { Translation } from '@portal/i18n/i18n';

/** The cards texts the area shows before the cards pages' own texts are in: a refused page's title, the spinner. */
const en = {
  title: 'Cards',
  loading: 'Loading your cards…',
};

export type CardsFirstTexts = Translation<typeof en>;
export default en;
