// The texts of the internal access (docs/identity.md, "Internal access on the site"): a company's own people
// sign in the way its internal recruitment says (e-mail of its allowed domains, CPF or unique id), create
// their password at first access, and see the company's internal openings. Part of `ptBR.account.internal`;
// the platform answers a refused domain with the same `domainRefused` text.
import { PASSWORD_MIN_LENGTH } from '../constants'
import { internalOpeningsMessages } from './ui/internal-openings'

const domainList = (domains: readonly string[]) => domains.map((domain) => `@${domain}`).join(', ')

export const internalAccessMessages = {
  /** The entry under the login form (shown only when the brand's company has internal recruitment). */
  entry: 'Acesso interno (colaboradores)',
  title: 'Acesso interno',
  /** The forced user id of the internal platform login: the person's first name. */
  greeting: (firstName: string) => `Olá, ${firstName}!`,
  instructions: 'Entre com seus dados de colaborador(a) para ver as vagas internas.',
  email: 'E-mail corporativo',
  document: 'CPF',
  uniqueId: 'Matrícula',
  password: 'Senha',
  keepLogged: 'Manter conectado',
  submit: 'Entrar',
  /** The link to the first-access form. */
  firstAccessLink: 'Primeiro acesso? Crie sua senha',
  backToLogin: 'Voltar para o login de candidatos',
  backToSignIn: 'Voltar para o acesso interno',
  /** A wrong domain, before any call (core's checkInternalEmail) and as the platform refuses it. */
  domainRefused: (domains: readonly string[]) =>
    domains.length > 0
      ? `Use seu e-mail corporativo. Somente os domínios abaixo são válidos: ${domainList(domains)}`
      : 'Use seu e-mail corporativo.',
  uniqueIdRequired: 'Informe sua matrícula',
  passwordRequired: 'Informe sua senha',
  notFound: 'Não encontramos um(a) colaborador(a) com esses dados. Confira e tente novamente.',
  /** Sign-in of a person who has no password yet: the first-access form opens with this note. */
  firstAccessNeeded: 'Este é seu primeiro acesso: crie uma senha para entrar.',
  alreadyRegistered: 'Você já criou sua senha. Entre com ela.',
  /** Shown while the company's internal recruitment is read. */
  loading: 'Carregando…',
  firstAccess: {
    title: 'Primeiro acesso',
    instructions: `Crie sua senha de acesso interno, com no mínimo ${PASSWORD_MIN_LENGTH} caracteres.`,
    password: 'Nova senha',
    passwordConfirmation: 'Confirme a nova senha',
    submit: 'Criar senha e entrar',
  },
  /** The internal openings on /vagas and the detail (messages/ui/internal-openings.ts). */
  openings: internalOpeningsMessages,
} as const
