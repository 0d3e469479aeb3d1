import type { PbnTexts } from './en';

const pt: PbnTexts = {
  title: 'Notificações de pagamento',
  description: 'Seja avisado de cada pagamento feito com os seus botões, assinado com a sua chave secreta.',
  loading: 'A carregar as suas definições de notificação…',
  failed: 'Não foi possível carregar as suas definições de notificação.',
  formTitle: 'Notificações',
  status: 'Notificações de pagamento',
  statusHint: 'Quando ativas, cada pagamento com os seus botões é notificado ao seu site.',
  on: 'Ativas',
  off: 'Inativas',
  save: 'Guardar',
  saved: 'As suas definições foram guardadas.',
  secretTitle: 'Chave secreta',
  hasSecret: 'Já existe uma chave secreta. Uma nova substitui-a de imediato.',
  noSecret: 'Ainda não há chave secreta. Crie uma para confirmar que as notificações vêm de nós.',
  newSecret: 'Nova chave secreta',
  replaceTitle: 'Substituir a chave secreta?',
  replaceText: 'A chave atual deixa de funcionar de imediato: atualize o seu site com a nova.',
  replaceConfirm: 'Substituir',
};

export default pt;
