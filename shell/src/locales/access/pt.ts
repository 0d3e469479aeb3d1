import type { AccessTexts } from './en';

const pt: AccessTexts = {
  acting: {
    text: 'Vista de suporte: a agir como {{name}}',
    customer: 'cliente {{customerId}}',
    limits:
      'Vê o que o cliente vê. PIN, dados do cartão, credenciais, dinheiro e definições ficam com o cliente.',
    stop: 'Parar',
  },
  access: {
    readOnly: 'Tem acesso só de leitura a {{company}}; peça as alterações a um utilizador com acesso total.',
    readOnlyNoBalances:
      'Tem acesso só de leitura a {{company}}, sem saldos, montantes nem histórico; peça as alterações a um utilizador com acesso total.',
    transfersOnly:
      'O seu acesso a {{company}} abrange transferências; definições, cartões e segurança são alterados por um utilizador com acesso total.',
    noBalances: 'O seu acesso a {{company}} não inclui saldos, montantes nem histórico.',
  },
};

export default pt;
