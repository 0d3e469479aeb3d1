import type { AreaRefusedTexts } from './en';

const pt: AreaRefusedTexts = {
  title: 'Esta área precisa de um portal mais recente',
  text: 'Esta parte do portal foi publicada para outra versão do portal, diferente da que está aberta nesta janela. Recarregue a página para abrir o portal mais recente. O resto do portal continua a funcionar.',
  detail: 'Precisa de {{name}} {{required}}; este portal tem {{provided}}.',
  reload: 'Recarregar a página',
};

export default pt;
