import type { CommonTexts } from './en';

const es: CommonTexts = {
  title: 'Perfil',
  pageLoading: 'Cargando la página…',
  loadFailed: 'No pudimos cargar esta página',
  loadFailedText: 'Algo salió mal. Inténtelo de nuevo.',
  retry: 'Reintentar',
};

export default es;
