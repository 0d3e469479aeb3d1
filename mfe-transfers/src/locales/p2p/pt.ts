import type { P2pTexts } from './en';

const pt: P2pTexts = {
  title: 'Enviar a uma pessoa',
  description: 'Envie dinheiro a outro cliente através do endereço de e-mail.',
  formLabel: 'Enviar dinheiro a uma pessoa',
  loading: 'A carregar as suas contas…',
  account: 'Conta de origem',
  email: 'E-mail do beneficiário',
  amount: 'Montante',
  note: 'Nota para o beneficiário',
  reference: 'Referência',
  coupon: 'Código de cupão',
  templateName: 'Guardar como modelo',
  templateHint: 'Dê um nome ao beneficiário para o encontrar da próxima vez.',
  feeHint: 'Comissão {{fee}}; {{total}} no total.',
  feeLoading: 'A obter a comissão…',
  payee: {
    checking: 'A verificar o beneficiário…',
    found: 'Beneficiário: {{name}}',
    notFound: 'Não existe nenhum cliente com este e-mail.',
    blacklisted: 'Não pode enviar dinheiro a este beneficiário.',
  },
  errors: {
    accountRequired: 'Escolha a conta de onde enviar',
    emailRequired: 'Introduza o e-mail do beneficiário',
    emailInvalid: 'Introduza um e-mail válido, por exemplo nome@exemplo.com',
    tooLong_one: 'Use no máximo {{max}} carácter',
    tooLong_many: 'Use no máximo {{max}} caracteres',
    tooLong_other: 'Use no máximo {{max}} caracteres',
  },
  recent: {
    title: 'Beneficiários recentes',
    loading: 'A carregar beneficiários recentes…',
    failed: 'Não foi possível carregar os beneficiários recentes.',
    empty: 'As pessoas a quem enviar dinheiro aparecerão aqui.',
  },
  templates: {
    title: 'Beneficiários guardados',
    loading: 'A carregar beneficiários guardados…',
    failed: 'Não foi possível carregar os beneficiários guardados.',
    empty: 'Ainda não há beneficiários guardados. Dê-lhes um nome com «Guardar como modelo».',
  },
  done: {
    title: 'Dinheiro enviado',
    text: '{{amount}} enviados para {{email}}; comissão {{fee}}.',
    approvalsLink: 'Ver os seus pedidos',
  },
};

export default pt;
