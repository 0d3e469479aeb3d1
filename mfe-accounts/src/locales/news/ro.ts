import type { NewsTexts } from './en';

const ro: NewsTexts = {
  title: 'Noutăți',
  description: 'Anunțuri despre conturile dumneavoastră și serviciile noastre.',
  listTitle: 'Anunțuri',
  unread: 'Necitite: {{count}}',
  unreadMarker: 'Necitit:',
  needsAnswer: 'Necesită răspunsul dumneavoastră',
  accept: 'Accept',
  decline: 'Refuz',
  answerLabel: 'Răspunsul dumneavoastră la {{title}}',
  answered: { accepted: 'Ați acceptat.', declined: 'Ați refuzat.' },
  answerFailed: 'Nu am putut salva răspunsul',
  loading: 'Se încarcă anunțurile…',
  loadFailed: 'Nu am putut încărca anunțurile',
  empty: 'Niciun anunț',
  emptyText: 'Noutățile despre conturile dumneavoastră vor apărea aici.',
  prompt: {
    title: 'Vă rugăm să citiți',
    text: 'Aceste anunțuri necesită răspunsul dumneavoastră înainte de a intra în vigoare.',
    later: 'Mai târziu',
    bannerTitle: 'Unele anunțuri necesită răspunsul dumneavoastră',
    bannerText: 'În așteptarea răspunsului: {{count}}.',
    review: 'Citiți acum',
  },
};

export default ro;
