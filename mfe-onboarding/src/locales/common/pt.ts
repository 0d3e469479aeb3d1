import type { CommonTexts } from './en';

const pt: CommonTexts = {
  title: 'Perfil',
  pageLoading: 'A carregar a página…',
  loadFailed: 'Não foi possível carregar esta página',
  loadFailedText: 'Algo correu mal. Tente novamente.',
  retry: 'Tentar novamente',
};

export default pt;
