import type { AreaRefusedTexts } from './en';

const es: AreaRefusedTexts = {
  title: 'Esta sección necesita un portal más reciente',
  text: 'Esta parte del portal se publicó para otra versión del portal distinta de la abierta en esta ventana. Recarga la página para abrir el portal más reciente. El resto del portal sigue funcionando.',
  detail: 'Necesita {{name}} {{required}}; este portal tiene {{provided}}.',
  reload: 'Recargar la página',
};

export default es;
