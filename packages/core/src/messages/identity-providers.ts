// The texts of the other sign-ins of the account dialog (docs/identity.md, "SSO, Microsoft and retail-partner
// sign-ins on the site"): the bank group's single sign-on, a Microsoft account and the retail partner's
// employee login. Part of `ptBR.account.providers`; a brand may override any of them.
export const providerMessages = {
  /** The name of the group of these buttons (the networks' group is 'Ou entre com'). */
  otherWays: 'Outras formas de entrar',
  /** The single sign-on button (sign-in and sign-up choices: the SSO signs in either way). */
  withSso: 'Entrar com login corporativo (SSO)',
  /** The Microsoft button on the login form. */
  withMicrosoft: 'Entrar com Microsoft',
  /** The Microsoft button on the sign-up choices. */
  signUpWithMicrosoft: 'Cadastrar com Microsoft',
  /** The loading screen while the provider's answer is exchanged for a session. */
  signingIn: 'Entrando...',
  ssoFailed: 'Não foi possível entrar com o login corporativo. Tente novamente.',
  microsoftFailed: 'Não foi possível entrar com a conta Microsoft. Tente novamente.',
  /**
   * A professional- or social-network sign-in or sign-up refused for its proof: the platform signs in with a
   * network account only with the ticket it issued after its own exchange with the network (docs/security.md).
   */
  networkTicket: {
    missing:
      'Para entrar com uma rede, autorize o acesso pela própria rede: o identificador da conta não basta.',
    invalid: 'Não foi possível confirmar sua conta na rede. Entre novamente pela rede.',
    expired: 'A autorização da rede expirou. Entre novamente pela rede.',
    used: 'Esta autorização da rede já foi usada. Entre novamente pela rede.',
    /** The dialog's text when the document step's sign-up was refused for the ticket. */
    refused:
      'A autorização da rede expirou ou já foi usada. Entre novamente pela rede para concluir o cadastro.',
  },
  /** The retail partner's employees: the link under the login form, then their own form. */
  retail: {
    open: 'Sou colaborador(a) da empresa parceira',
    title: 'Acesso de colaborador(a)',
    instructions: 'Entre com o login e a senha que você usa na empresa parceira.',
    login: 'Login',
    password: 'Senha',
    submit: 'Entrar',
    loginRequired: 'Informe seu login',
    passwordRequired: 'Informe sua senha',
    wrongCredentials: 'Login ou senha incorretos',
  },
} as const
