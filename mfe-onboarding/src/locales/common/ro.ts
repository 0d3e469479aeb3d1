import type { CommonTexts } from './en';

const ro: CommonTexts = {
  title: 'Profil',
  pageLoading: 'Se încarcă pagina…',
  loadFailed: 'Nu am putut încărca această pagină',
  loadFailedText: 'Ceva nu a mers bine. Vă rugăm să încercați din nou.',
  retry: 'Încercați din nou',
};

export default ro;
