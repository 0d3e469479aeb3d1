import type { AuthTexts } from './en';

const pt: AuthTexts = {
  login: {
    title: 'Iniciar sessão em {{brand}}',
    subtitle: 'Bem-vindo de volta. Introduza o seu e-mail e palavra-passe.',
    email: 'E-mail',
    password: 'Palavra-passe',
    showPassword: 'Mostrar',
    hidePassword: 'Ocultar',
    submit: 'Iniciar sessão',
    codeTitle: 'Confirme que é você',
    otpIntro: 'Introduza o código de 6 dígitos do seu autenticador.',
    smsIntro: 'Enviámos um código para {{phone}}. Introduza o código da mensagem n.º {{smsId}}.',
    code: 'Código único',
    verify: 'Confirmar e iniciar sessão',
    back: 'Voltar',
    flowUnavailable:
      'Este método de acesso não pode ser concluído nesta versão do portal. Use a aplicação móvel.',
    noAccount: 'É novo?',
    register: 'Abrir uma conta',
    errors: {
      emailRequired: 'Introduza o seu e-mail',
      emailInvalid: 'Introduza um e-mail válido, como nome@exemplo.com',
      passwordRequired: 'Introduza a sua palavra-passe',
      codeRequired: 'Introduza o código',
      codeFormat: 'O código tem 6 dígitos',
    },
  },
};

export default pt;
