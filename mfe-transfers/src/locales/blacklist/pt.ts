import type { BlacklistTexts } from './en';

const pt: BlacklistTexts = {
  title: 'Lista negra de pagamentos',
  description:
    'Endereços de e-mail para os quais nunca paga. Uma transferência para qualquer um deles é recusada.',
  loading: 'A carregar a lista negra…',
  caption: 'Endereços de e-mail bloqueados',
  allTypes: 'Todos os bloqueios',
  blockTypes: { all: 'Todos os pagamentos', p2p: 'De pessoa para pessoa', globalPay: 'Pagamento global' },
  columns: { email: 'E-mail', blockType: 'Bloqueia', created: 'Adicionado', actions: 'Ações' },
  add: 'Adicionar à lista negra',
  remove: 'Remover',
  removeOne: 'Remover {{email}} da lista negra',
  added: 'O utilizador com o e-mail {{email}} foi adicionado à lista negra',
  removed: '{{email}} foi removido da lista negra.',
  empty: 'Ninguém está na sua lista negra',
  emptyText: 'Adicione um endereço de e-mail para parar os pagamentos para ele.',
  form: {
    title: 'Adicionar um utilizador à lista negra',
    text: 'Os pagamentos do tipo que escolher para este e-mail serão recusados.',
    email: 'E-mail',
    blockType: 'Bloquear',
    submit: 'Adicionar',
    errors: {
      emailRequired: 'Introduza um endereço de e-mail.',
      emailInvalid: 'Introduza um endereço de e-mail válido, como nome@exemplo.com.',
      blockType: 'Escolha o que bloquear.',
    },
  },
  confirm: {
    title: 'Remover da lista negra?',
    text: 'Os pagamentos para {{email}} voltarão a ser permitidos.',
  },
};

export default pt;
