import type { ShellVerificationTexts } from './en';

const pt: ShellVerificationTexts = {
  limited: {
    title: 'A sua conta está limitada.',
    text: 'Alguns serviços estão suspensos até recebermos os documentos pedidos.',
    link: 'Ver o que é preciso',
  },
  duplicateDocuments: {
    title: 'Encontrámos os mesmos documentos noutra conta.',
    text: 'Carregue novamente os seus próprios documentos.',
    link: 'Ir para a verificação',
  },
  duplicateDocumentsUploaded: {
    title: 'Os seus novos documentos estão a ser verificados.',
    text: 'Avisamos quando a revisão dos documentos duplicados terminar.',
    link: 'Ir para a verificação',
  },
  cardDocumentRequired: {
    title: 'É necessário um documento para o cartão.',
    text: 'Carregue-o para podermos emitir o seu cartão.',
    link: 'Ir para a verificação',
  },
  unverified: {
    title: 'A sua conta ainda não está verificada.',
    text: 'Conclua a verificação para usar todos os serviços.',
    link: 'Ver o que falta',
  },
  requiredActions: {
    title: 'A sua conta precisa de uma ação.',
    text_one: '{{count}} coisa a fazer: {{actions}}.',
    text_many: '{{count}} coisas a fazer: {{actions}}.',
    text_other: '{{count}} coisas a fazer: {{actions}}.',
    link: 'Ir para a verificação',
  },
  actions: {
    fatca: 'autocertificação de residência fiscal',
    address: 'comprovativo de morada',
    proofOfResidence: 'prova de residência',
    identity: 'documento de identificação',
    phone: 'confirmação do telefone',
    videoIdentity: 'identificação por vídeo',
  },
};

export default pt;
