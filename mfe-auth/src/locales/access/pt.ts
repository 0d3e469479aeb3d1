import type { AccessTexts } from './en';

const pt: AccessTexts = {
  login: {
    stepTitles: {
      migrationSoft: 'Mude para a aprovação na app',
      scpEnable: 'Ative a aprovação na app',
      scpMigrate: 'Passe a aprovação de entrada para a app',
    },
    title: 'Iniciar sessão em {{brand}}',
    subtitle: 'Bem-vindo de volta. Introduza o seu e-mail e palavra-passe.',
    email: 'E-mail',
    password: 'Palavra-passe',
    showPassword: 'Mostrar',
    hidePassword: 'Ocultar',
    submit: 'Iniciar sessão',
    forgotPassword: 'Esqueceu-se da palavra-passe?',
    employeeNote:
      'Este endereço pertence a um funcionário de uma empresa: vai entrar na conta empresarial para a qual trabalha.',
    codeTitle: 'Confirme a sua identidade',
    otpIntro: 'Introduza o código de 6 dígitos do seu autenticador.',
    smsIntro: 'Enviámos um código por SMS para {{phone}}.',
    smsId: 'Introduza o código da mensagem n.º {{smsId}}.',
    code: 'Código de utilização única',
    verify: 'Confirmar e entrar',
    back: 'Voltar',
    pushTitle: 'Aprove a entrada no seu telemóvel',
    pushIntro:
      'Enviámos um pedido de entrada para a app {{brand}}. Aprove-o lá ou digitalize este código com o telemóvel para o abrir.',
    pushQr: 'Código QR que abre o pedido de entrada na app {{brand}}',
    onThisPhone: 'Está no telemóvel?',
    openInApp: 'Abrir na app',
    devicesTitle: 'Os seus dispositivos',
    deviceTypes: { android: 'Android', ios: 'iPhone' },
    deviceActivity: 'Última atividade: {{date}}',
    waiting: 'A aguardar a sua aprovação…',
    resend: 'Enviar novamente',
    resent: 'Voltámos a enviar o pedido para o seu telemóvel.',
    approvedSigningIn: 'Aprovado. A iniciar sessão…',
    requestExpired: 'Este pedido de início de sessão expirou. Inicie sessão novamente.',
    rejectedTitle: 'A entrada foi recusada',
    approvalFailed: 'Não foi possível concluir a entrada. Entre novamente.',
    backToSignIn: 'Voltar à entrada',
    verifyDeviceTitle: 'Aprove este novo navegador',
    verifyDeviceIntro:
      'Está a entrar a partir de um navegador que ainda não conhecemos. Abra a app {{brand}} no telemóvel e aprove este navegador.',
    loadingStep: 'A carregar…',
    signingInAgain: 'A iniciar sessão novamente…',
    noAccount: 'É novo aqui?',
    register: 'Abrir uma conta',
    passkeySignIn: 'Usar uma chave de acesso',
    passkeyNotUsedTitle: 'A chave de acesso não foi usada',
    passkeyNotUsed:
      'Não foi usada nenhuma chave de acesso: o pedido do navegador foi cancelado ou este navegador não tem uma chave de acesso para este site. Uma chave de acesso só funciona no site onde foi adicionada.',
    errors: {
      emailRequired: 'Introduza o seu endereço de e-mail',
      emailInvalid: 'Introduza um e-mail válido, como nome@exemplo.com',
      passwordRequired: 'Introduza a sua palavra-passe',
      codeRequired: 'Introduza o código',
      codeFormat: 'O código tem 6 dígitos',
    },
  },
  formErrors: {
    emailRequired: 'Introduza o seu endereço de e-mail',
    emailInvalid: 'Introduza um e-mail válido, como nome@exemplo.com',
    codeRequired: 'Introduza o código',
    passwordRequired: 'Introduza uma palavra-passe',
    passwordRules: 'A palavra-passe não cumpre as regras abaixo',
    repeatRequired: 'Introduza a palavra-passe novamente',
    passwordsDiffer: 'As palavras-passe não coincidem',
  },
};

export default pt;
