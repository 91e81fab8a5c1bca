// Every user-facing text of the product, in Brazilian Portuguese. Where the spec quotes a text it is
// copied exactly (accents, capitals and punctuation included); the labels the spec only describes
// are worded here once, and a brand may override any of them.
import { NEED_HELP_DESCRIPTION_MAX, PASSWORD_MIN_LENGTH } from '../constants'
import { MAX_SKILLS } from '../limits'
import type { ClientErrorCode, ErrorCode } from '../errors'
import { applyAgainMessages } from '../apply-again/apply-again.texts'
import { consentMessages, surveyMessages } from './consent'
import { dataExportMessages } from '../data-export/data-export.messages'
import { headerMessages } from './header'
import { outgoingMessages } from './outgoing'
import { jobAlertsMessages } from '../job-alerts/job-alerts.texts'
import { internalAccessMessages } from './internal-access'
import { nearMessages } from '../near/near.messages'
import { providerMessages } from './identity-providers'
import { chatMessages } from './ui/chat'
import { pushMessages } from './ui/push'
import { linkPreviewMessages } from '../link-preview/link-preview.messages'
import { filterFoldMessages } from '../phone-first/phone-first.messages'
import { chromeMessages } from './ui/chrome'
import { displayMessages } from './ui/display'
import { domainMessages } from './ui/domain'
import { footerMessages } from './ui/footer'
import { formsMessages } from './ui/forms'
import { jobMessages, jobsMessages } from './ui/jobs'
import { overlaysMessages } from './ui/overlays'
import { pagesMessages } from './ui/pages'
import { statusMessages } from './ui/status'
import { savedJobsMessages } from '../saved-jobs/saved-jobs.texts'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
/** A non-negative integer for counters: NaN and negatives become 0, fractions are dropped. */
const count = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0)

/** One message per platform error code (docs/decisions.md, "Errors carry a code"). */
const errors = {
  WRONG_PASSWORD: 'E-mail ou senha incorretos',
  USER_NOT_FOUND: 'Não encontramos seu usuário. Deseja se cadastrar?',
  ALREADY_REGISTERED: 'E-mail ou CPF informado já foi cadastrado anteriormente',
  RATE_LIMITED: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  CAPTCHA_FAILED: 'Não foi possível confirmar que você não é um robô. Tente novamente.',
  UNAUTHORIZED: 'Não autorizado',
  VALIDATION: 'Dados inválidos',
  NOT_FOUND: 'Não encontrado',
  CLOSED: 'Inscrições Encerradas',
  TIME_UP: 'O tempo para responder este teste terminou.',
  NOT_IMPLEMENTED: 'Não implementado',
  INTERNAL: 'Ocorreu um erro inesperado. Tente novamente mais tarde.',
} as const satisfies Record<ErrorCode, string>

/** One message per failure the client reports itself (no platform answer). */
const clientErrors = {
  NETWORK: 'Não foi possível conectar. Verifique sua conexão e tente novamente.',
  BAD_RESPONSE: 'Recebemos uma resposta inválida. Tente novamente.',
  TRANSPORT: 'Não foi possível concluir a solicitação. Tente novamente.',
  /** The platform is busy with other sign-ins (429; docs/decisions.md, "Too many sign-ins at once"). */
  BUSY: 'Muitas pessoas estão entrando agora. Tente novamente em alguns segundos.',
} as const satisfies Record<ClientErrorCode, string>

/** The application page and the tests page say it alike. */
const ALREADY_APPLIED = 'Você já está inscrito nesta vaga.'

export const ptBR = {
  common: {
    uoops: 'Uoops',
    attention: 'Atenção',
    ok: 'Ok',
    yes: 'Sim',
    no: 'Não',
    close: 'Fechar',
    cancel: 'Cancelar',
    save: 'Salvar',
    back: 'Voltar',
    continue: 'Continuar',
    done: 'Pronto!',
    loading: statusMessages.loading,
    requiredFieldsNote: 'Campos com * são obrigatórios.',
    somethingWentWrong: 'Algo errado aconteceu. Tente novamente.',
    tryAgainLater: 'Por favor, tente novamente mais tarde.',
    /** The button beside a part of the page that did not arrive. */
    retry: 'Tentar novamente',
    confirmRemove: 'Sim, desejo remover',
    confirmRemoveQuestion: 'Tem certeza que deseja remover este item?',
  },

  header: headerMessages,

  footer: footerMessages,

  pages: pagesMessages,

  jobs: jobsMessages,
  /** 'Perto de mim' on the job list (near/near.messages.ts). */
  near: nearMessages,

  job: jobMessages,

  account: {
    define: {
      title: 'Cadastre-se',
      withLinkedin: 'Cadastrar com LinkedIn',
      withFacebook: 'Cadastrar com Facebook',
      withEmail: 'Cadastrar com e-mail',
      haveAccount: 'Já tenho cadastro',
    },
    login: {
      title: 'Entrar',
      email: 'E-mail',
      password: 'Senha',
      keepLogged: 'Manter conectado',
      submit: 'Entrar',
      forgotPassword: 'Esqueci minha senha',
      forgotEmail: 'Esqueci meu e-mail',
      signUp: 'Cadastre-se',
      wrongCredentials: 'E-mail ou senha incorretos',
      userNotFound: 'Não encontramos seu usuário. Deseja se cadastrar?',
      withLinkedin: 'Entrar com LinkedIn',
      withFacebook: 'Entrar com Facebook',
      /** Heading of the network buttons under the login form. */
      orWith: 'Ou entre com',
    },
    /**
     * The platform answered 429 (too many sign-ins and sign-ups waiting; docs/decisions.md, "Too many
     * sign-ins at once"): the sign-in and sign-up forms count down and try once more by themselves.
     */
    busy: {
      countdown: (seconds: number) =>
        `Muitas pessoas estão entrando agora. Tentaremos de novo em ${count(seconds)} s.`,
      /** Announced (politely) when the automatic attempt starts. */
      retrying: 'Tentando de novo…',
    },
    insertCpf: {
      greeting: (name: string) => `Olá, ${name}!`,
      instructions: 'Informe seu CPF ou RNE para continuar.',
    },
    preRegister: {
      title: 'Cadastre-se',
      foreigner: 'Sou estrangeiro',
      cpf: 'CPF',
      foreignDocument: 'RNE ou Passaporte',
      searching: 'Buscando...',
      instructions: 'Informe seu CPF para verificarmos se você já tem cadastro.',
    },
    userExists: {
      title: 'Você já tem cadastro',
      message:
        'Encontramos seu CPF em um site de vagas parceiro. Entre com o mesmo e-mail e senha que você usa lá.',
      noAccess: (email: string) => `Não tem mais acesso? Escreva para ${email}.`,
    },
    register: {
      title: 'Cadastre-se',
      fullName: 'Nome Completo (sem abreviação)',
      email: 'E-mail',
      emailConfirmation: 'Confirme seu e-mail',
      password: 'Senha',
      passwordConfirmation: 'Confirme sua senha',
      passwordHint: `Sua senha deve ter no mínimo ${PASSWORD_MIN_LENGTH} caracteres`,
      acceptTerms: 'Li e aceito os Termos de Uso',
      /** The part of `acceptTerms` that links to the terms (opens in a new tab). */
      termsLink: 'Termos de Uso',
      /** Name of the group around the captcha widget. */
      captcha: 'Verificação de segurança',
      submit: 'Cadastrar',
      failed: 'E-mail ou CPF informado já foi cadastrado anteriormente',
    },
    /** The document asked after a professional- or social-network sign-up. */
    document: {
      title: 'Complete seu cadastro',
      instructions:
        'Para concluir seu cadastro, informe seu CPF ou, se você for estrangeiro, seu RNE ou passaporte.',
      submit: 'Cadastrar',
    },
    backToLogin: 'Voltar para o login',
    welcome: (name: string) => `Bem-vindo(a), ${name}!`,
    forgotPassword: {
      title: 'Esqueci minha senha',
      instructions:
        'Informe o e-mail do seu cadastro para receber as instruções de como criar uma nova senha.',
      submit: 'Enviar',
      unknownEmail: 'E-mail não cadastrado',
      sent: 'Enviamos para seu e-mail instruções de como recuperar sua senha',
    },
    changePassword: {
      title: 'Alterar Senha',
      submit: 'Alterar Senha',
      /** The signed-in change of an account that has a password (docs/decisions.md, "Changing the password while signed in"). */
      currentPassword: 'Senha atual',
      currentPasswordRequired: 'Informe sua senha atual',
      wrongCurrentPassword: 'Senha atual incorreta',
      checking: 'Carregando…',
      password: 'Nova senha',
      passwordConfirmation: 'Confirme a nova senha',
      failed: 'Algo errado aconteceu. Tente novamente.',
      success: 'Senha alterada com sucesso!',
      /** Above the form offered to a person a headhunting invitation created (no password yet). */
      choose: 'Crie uma senha para entrar de novo com seu e-mail sempre que quiser.',
    },
    forgotEmail: {
      title: 'Esqueci meu e-mail',
      cpfInstructions: 'Informe seu CPF para encontrarmos seu cadastro.',
      cpfNotFound: 'Este CPF não está cadastrado',
      register: 'Cadastre-se',
      chooseUser: 'Selecione o seu cadastro',
      chooseUserInstructions: 'Enviaremos um código por SMS para o celular do cadastro escolhido.',
      userEmail: (email: string) => `E-mail: ${email}`,
      userPhone: (phone: string) => `Celular: ${phone}`,
      sendCode: 'Enviar código',
      code: 'Código recebido por SMS',
      codeInstructions: 'Digite o código de 6 dígitos que enviamos por SMS.',
      validateCode: 'Validar código',
      resendCode: 'Reenviar código',
      resendIn: (seconds: number) => `Reenviar código em ${count(seconds)}s`,
      newEmail: 'Novo e-mail',
      newEmailConfirmation: 'Confirme o novo e-mail',
      saveEmail: 'Salvar e-mail',
      smsFailed: 'Ocorreu um problema ao enviar o código para seu celular. Tente novamente mais tarde.',
      badCode: 'Ocorreu um problema. Verifique se o token informado é o correto e tente novamente.',
      changeFailed: 'Ocorreu um problema. Verifique se o e-mail informado está correto e tente novamente.',
      changed: 'Seu email foi alterado com sucesso.',
    },
    terms: {
      title: 'Termos de Uso',
      message: 'Para continuar usando o site, leia e aceite os Termos de Uso.',
      read: 'Ler os Termos de Uso',
      accept: 'Aceitar',
      decline: 'Recusar',
      declineWarning: 'Seu usuário será removido caso não aceite os Termos de Uso.',
      declineConfirm: 'Sim, recusar',
      acceptFailed: 'Ocorreu um problema ao aceitar os termos. Tente novamente em instantes.',
    },
    /** The internal access of a company's own people (messages/internal-access.ts). */
    internal: internalAccessMessages,
    /** Single sign-on, Microsoft and the retail partner's employees. */
    providers: providerMessages,
    removeAccount: {
      button: 'Remover minha conta',
      question: 'Tem certeza que deseja remover sua conta?',
      explanation: 'Você será direcionado para o site principal para concluir a remoção.',
      no: 'Não',
      yes: 'Sim, tenho certeza',
    },
  },

  /** The self-hosted sign-up captcha (proof of work: no image puzzle, nothing to type). */
  captcha: {
    label: 'Não sou um robô',
    verifying: 'Verificando…',
    verified: 'Verificado',
    failed: 'Não foi possível verificar agora. Marque de novo para tentar outra vez.',
  },

  /** /meu-perfil's greeting. */
  myProfile: {
    greeting: (name: string) => `Olá, ${name}!`,
  },

  validation: {
    required: 'Campo obrigatório',
    email: 'E-mail inválido',
    emailMismatch: 'E-mails diferentes',
    passwordMin: `Sua senha deve ter no mínimo ${PASSWORD_MIN_LENGTH} caracteres`,
    passwordMismatch: 'Senhas diferentes',
    cpf: 'CPF inválido',
    foreignDocument: 'RNE inválido',
    nameTooShort: 'Nome muito curto',
    nameInvalid: 'Nome inválido',
    phone: 'Número inválido',
    date: 'Data inválida',
    zipcode: 'CEP inválido',
    endAfterStart: 'Deve ser posterior a data inicial',
    disabilityRequired: 'Selecione ao menos uma deficiência',
    referralNameRequired: 'Informe o nome de quem indicou',
    referralEmailRequired: 'Informe o e-mail de quem indicou',
    referralDomainsOnly: 'Somente os domínios abaixo são válidos',
    motherName: 'Nome e sobrenome devem conter mais que 2 caracteres.',
    rg: 'RG parece inválido',
    attachmentRequired: 'Anexe um arquivo',
    smsCode: 'Informe o código de 6 dígitos recebido por SMS',
    captchaRequired: 'Confirme que você não é um robô',
    acceptTermsRequired: 'Aceite os Termos de Uso para continuar',
    /** A list over its size limit (limits.ts). */
    listTooLong: (max: number) => `Esta lista aceita no máximo ${count(max)} itens.`,
    /** Counter under the need-help description: 'n / 100'. */
    characterCounter: (n: number, max: number = NEED_HELP_DESCRIPTION_MAX) => `${count(n)} / ${max}`,
    /** Query parameters of GET /v1/opportunities, answered with 400 when invalid. */
    listParams: {
      internal_recruitment: 'Recrutamento interno inválido',
      page: 'Página inválida',
      collection: 'Coleção inválida',
      q: 'Busca inválida',
      city: 'Cidade inválida',
      pcd: 'Filtro de Pessoa com Deficiência inválido',
      temporary: 'Filtro de vaga temporária inválido',
      level: 'Nível inválido',
      filial: 'Filial inválida',
      states: 'Estado inválido',
      bairro: 'Bairro inválido',
      country: 'País inválido',
      company_field_area: 'Área inválida',
      company_area: 'Equipe inválida',
      company_field_nivel: 'Nível de área inválido',
      order: 'Ordenação inválida',
      zipcode: 'CEP inválido',
      radius: 'Raio inválido',
      lat: 'Latitude inválida',
      lng: 'Longitude inválida',
      company_id: 'Empresa inválida',
    },
  },

  application: {
    tabs: {
      basic: 'Informações Básicas',
      basicShort: 'Info. Básicas',
      complementary: 'Informações Complementares',
      complementaryShort: 'Info. Complementares',
    },
    requiredFieldsNote: 'Campos com * são obrigatórios.',
    nextStep: 'Próxima Etapa',
    finish: 'Finalizar Inscrição',
    steps: {
      fillProfile: '1: Preencha o perfil',
      takeTests: '2: Faça os Testes',
    },
    professionalExperienceRequired: 'Informe sua experiência profissional',
    applyFailed: 'Ocorreu um erro ao processar sua candidatura... Tente novamente mais tarde.',
    confirmedTitle: 'Inscrição Confirmada!',
    errorPage: 'Ocorreu um problema na sua candidatura. Tente novamente!',
    /**
     * The bank group's reasons (`eligibilityItau`'s messages; beyond the spec, which gives none:
     * docs/decisions.md, "Eligibility and the application error page").
     */
    eligibility: {
      underage: 'A idade mínima para se candidatar é 16 anos.',
      underageApprentice: 'A idade mínima para se candidatar a uma vaga de aprendiz é 14 anos.',
    },
    closedDialog: { title: 'Uoops', message: 'Inscrições Encerradas' },
    /** The page's heading and document title: 'Inscrição: Analista de Crédito Pleno'. */
    title: (job: string) => `Inscrição: ${job}`,
    loading: 'Carregando sua inscrição…',
    loadFailed: 'Não foi possível carregar sua inscrição. Verifique sua conexão e tente novamente.',
    retry: 'Tentar novamente',
    backToJob: 'Voltar para a vaga',
    backToJobs: 'Ver oportunidades',
    /** Announced after the draft is kept on the platform. */
    draftSaved: 'Respostas salvas',
    draftSaving: 'Salvando respostas…',
    draftFailed: 'Não foi possível salvar suas respostas agora. Elas continuam nesta página.',
    /** Submitting (the button keeps its label; this is announced). */
    submitting: 'Enviando sua inscrição…',
    /** A submit that failed for the network: everything stays, the button retries. */
    networkFailed:
      'Não foi possível enviar sua inscrição por falha de conexão. Suas respostas foram mantidas: tente novamente.',
    /** Shown above the form after a failed submit or validation, with the errors' count. */
    fixErrors: 'Revise os campos destacados.',
    personalData: {
      legend: 'Dados pessoais',
      fields: {
        avatar: 'Foto',
        pronoun: 'Pronome',
        firstname: 'Nome',
        lastname: 'Sobrenome',
        social_name: 'Nome social',
        email: 'E-mail',
        phone: 'Celular',
        race_and_ethnicity: 'Raça/Etnia',
        gender: 'Identidade de gênero',
        sexual_orientation: 'Orientação sexual',
        birthday: 'Data de nascimento',
        nationality: 'Nacionalidade',
        cpf: 'CPF',
        passport: 'RNE/Passaporte',
        personal_income: 'Renda mensal pessoal',
        family_income: 'Renda familiar',
        marital_status: 'Estado civil',
        has_disability: 'Você é uma pessoa com deficiência?',
        disabilities: 'Deficiências',
        laudo: 'Laudo médico',
        need_help_selection_process: 'Precisa de apoio no processo seletivo?',
        description_help_selection_process: 'Descreva o apoio de que você precisa',
        zipcode: 'CEP',
        street: 'Endereço',
        number: 'Número',
        complement: 'Complemento',
        neighborhood: 'Bairro',
        state: 'Estado',
        city: 'Cidade',
        what_do_you_love: 'Algo mais que você considere importante?',
      },
      diversityHelp: 'Por que perguntamos?',
      documentReadOnly: 'Documento já cadastrado: não pode ser alterado aqui.',
      zipcodeNotFound: 'CEP não encontrado. Preencha o endereço.',
      /** The postal-code service did not answer (or answered something unreadable). */
      zipcodeLookupFailed: 'Não foi possível buscar o endereço agora. Preencha o endereço.',
      zipcodeLookup: 'Buscando endereço…',
      descriptionTooLong: `Máximo de ${NEED_HELP_DESCRIPTION_MAX} caracteres`,
      laudoRemoveTitle: 'Atenção',
      laudoRemoveMessage: 'Deseja remover este laudo?',
      attachmentRemoveMessage: 'Deseja remover este arquivo?',
    },
    questions: {
      legend: 'Perguntas da vaga',
      attach: 'Anexar arquivo',
    },
    referral: {
      title: 'Indicação',
      name: 'Nome de quem indicou',
      email: 'E-mail de quem indicou',
      hint: 'Foi indicado por alguém? Informe o nome e o e-mail de quem indicou (opcional).',
      /** Heading of the list shown under 'Somente os domínios abaixo são válidos'. */
      domainsLabel: 'Domínios válidos',
    },
    confirmed: {
      message: (job: string) => `Sua inscrição na vaga ${job} foi enviada. Boa sorte!`,
      messageNoJob: 'Sua inscrição foi enviada. Boa sorte!',
      follow: 'Acompanhe suas inscrições',
      more: 'Ver mais oportunidades',
    },
    refused: {
      title: 'Inscrição não concluída',
      explanation:
        'Suas respostas às perguntas eliminatórias não atendem aos requisitos desta vaga. Esta decisão foi tomada automaticamente a partir das respostas.',
      reviewOffer:
        'Se você acredita que houve um engano, pode pedir que uma pessoa revise a decisão, como prevê o artigo 20 da Lei Geral de Proteção de Dados (LGPD).',
      requestReview: 'Solicitar revisão',
      reviewRequested:
        'Pedido de revisão registrado. A empresa analisará suas respostas e poderá entrar em contato.',
      reviewFailed: 'Não foi possível registrar o pedido de revisão. Tente novamente.',
      noTemplate: 'Não encontramos a mensagem desta inscrição.',
    },
    alreadyApplied: ALREADY_APPLIED,
    followApplications: 'Acompanhe suas inscrições',
    errorPageGreeting: (firstName: string) =>
      `${firstName}, ocorreu um problema na sua candidatura. Tente novamente!`,
    tryAgain: 'Tentar novamente',
    whatsapp: {
      title: 'Inscrição pelo WhatsApp',
      message: 'A inscrição nesta vaga é feita por conversa no WhatsApp.',
      open: 'Abrir conversa no WhatsApp',
      /** The prefilled chat text. */
      text: (job: string, url: string) => `Olá! Quero me inscrever na vaga ${job}: ${url}`,
    },
    external: {
      title: 'Inscrição no site parceiro',
      message: 'Você será direcionado ao site parceiro para concluir sua inscrição.',
      open: 'Continuar no site parceiro',
    },
  },

  profile: {
    menu: {
      personalData: 'Dados Pessoais',
      educations: 'Formações',
      experiences: 'Experiências Profissionais',
      languages: 'Idiomas',
      causes: 'Causas',
      acknowledgements: 'Reconhecimentos',
      certifications: 'Certificações',
      skills: 'Habilidades',
      applications: 'Minhas Inscrições',
      privacy: 'Privacidade',
    },
    edit: 'Editar',
    add: 'Adicionar',
    remove: 'Remover',
    personalData: {
      disabilityNone: 'Não',
      needHelpDescriptionCounter: (n: number) => `${count(n)} / ${NEED_HELP_DESCRIPTION_MAX}`,
      saved: 'Dados pessoais salvo com sucesso',
      saveFailed: 'Ocorreu um erro ao salvar suas informações',
      /** The edit modal's title (capitals, as the other boxes' modals). */
      modalTitle: 'DADOS PESSOAIS',
      /** The personal data box's labels where the form's do not fit (the box's list). */
      box: {
        name: 'Nome',
        phone: 'Telefone',
        disability: 'Deficiência',
        address: 'Endereço',
        /** A value the profile does not hold yet. */
        notInformed: 'Não informado',
        /** The disability's tooltip: the help the candidate asked for in selection processes. */
        needHelpLabel: 'Apoio no processo seletivo',
        needHelpNone: 'Não precisa de apoio no processo seletivo',
        needHelpYes: 'Precisa de apoio no processo seletivo',
      },
      loadFailed: 'Não foi possível carregar seus dados pessoais.',
    },
    /** /meu-perfil around the boxes. */
    page: {
      /** The sidebar menu's accessible name. */
      menuLabel: 'Seções do perfil',
      /** The invitation a basically empty profile gets. */
      emptyTitle: 'Complete seu perfil',
      emptyMessage:
        'Seu perfil ainda está quase vazio. Preencha seus dados pessoais e conte sua formação e suas experiências: assim as empresas conhecem você melhor.',
      emptyAction: 'Preencher meus dados',
    },
    avatar: {
      rotate: 'Girar Foto',
      cancel: 'Cancelar',
      save: 'Salvar',
      uploadFailedTitle: 'Falha no carregamento da foto',
      wrongFormat: 'Sua foto deve estar no formato .png, .jpg ou .jpeg',
      tooLarge: 'Sua foto não pode ter mais que 2MB',
      /** The camera button over a photo, and the plus button where there is none yet. */
      change: 'Alterar foto',
      add: 'Adicionar foto',
      saving: 'Enviando foto…',
      saveFailed: 'Não foi possível salvar sua foto. Tente novamente.',
    },
    file: {
      uploadFailedTitle: 'Falha no carregamento do arquivo',
      wrongFormat: 'Seu arquivo deve estar no formato .pdf',
      tooLarge: 'Seu arquivo não pode ter mais que 2MB',
      attachFailed: 'Erro ao anexar arquivo.',
      removeFailed: 'Erro ao excluir arquivo.',
      tryAgainLater: 'Por favor, tente novamente mais tarde.',
    },
    education: {
      modalTitle: 'FORMAÇÃO',
      none: 'Não possuo formação',
      expectedEnd: 'Previsão de término',
      saved: 'Formação salva com sucesso',
      saveFailed: 'Ocorreu um erro ao salvar sua formação',
      atLeastOne: 'Informe ao menos uma formação',
      registerInvalid: 'Preencha corretamente sua formação',
      /** Form labels (the spec describes the fields; shift is the record's `period`). */
      fields: {
        country: 'País',
        state: 'Estado',
        level: 'Nível',
        status: 'Situação',
        institution: 'Instituição',
        course: 'Curso',
        campus: 'Campus',
        period: 'Turno',
        startDate: 'Data de início',
        endDate: 'Data de término',
      },
    },
    experience: {
      modalTitle: 'EXPERIÊNCIA PROFISSIONAL',
      none: 'Não possuo experiência profissional',
      current: 'Atualmente',
      saved: 'Experiência Profissional salva com sucesso',
      saveFailed: 'Ocorreu um erro ao salvar sua experiência profissional',
      required: 'Informe sua experiência profissional',
      registerInvalid: 'Preencha corretamente sua experiência profissional',
      /** Written after responsibilities cut at the preview length. */
      ellipsis: '...',
      fields: {
        company: 'Empresa',
        role: 'Cargo',
        level: 'Nível',
        area: 'Área',
        responsibilities: 'Responsabilidades',
        startDate: 'Data de início',
        endDate: 'Data de término',
        currentOccupation: 'Trabalho atualmente nesta empresa',
      },
    },
    language: {
      modalTitle: 'IDIOMA',
      saved: 'Idioma salvo com sucesso',
      saveFailed: 'Ocorreu um erro ao salvar seu idioma',
      fields: {
        language: 'Idioma',
        proficiency: 'Proficiência',
      },
    },
    /**
     * The boxes the spec describes but does not word (cause experience, acknowledgement,
     * certification, skills): the same pattern as the others (modal title in capitals, 'Pronto!' /
     * 'Uoops' texts after the others').
     */
    cause: {
      modalTitle: 'CAUSA',
      empty: 'Nenhuma causa cadastrada',
      saved: 'Causa salva com sucesso',
      saveFailed: 'Ocorreu um erro ao salvar sua causa',
      fields: {
        organization: 'Organização',
        area: 'Área de atuação',
        country: 'País',
        startDate: 'Data de início',
        endDate: 'Data de término',
        responsibilities: 'Atividades realizadas',
      },
    },
    acknowledgement: {
      modalTitle: 'RECONHECIMENTO',
      empty: 'Nenhum reconhecimento cadastrado',
      saved: 'Reconhecimento salvo com sucesso',
      saveFailed: 'Ocorreu um erro ao salvar seu reconhecimento',
      fields: {
        title: 'Título',
        date: 'Data',
        description: 'Descrição',
      },
    },
    certification: {
      modalTitle: 'CERTIFICAÇÃO',
      empty: 'Nenhuma certificação cadastrada',
      saved: 'Certificação salva com sucesso',
      saveFailed: 'Ocorreu um erro ao salvar sua certificação',
      /** A list entry's lines: 'Código: AZ-900', 'Válida até 12/2027'. */
      code: (code: string) => `Código: ${code}`,
      expiresAt: (date: string) => `Válida até ${date}`,
      fields: {
        description: 'Certificação',
        code: 'Código da credencial',
        expiresAt: 'Data de validade',
      },
    },
    skills: {
      empty: 'Nenhuma habilidade cadastrada',
      saved: 'Habilidades salvas com sucesso',
      saveFailed: 'Ocorreu um erro ao salvar suas habilidades',
      /** The input that adds a skill (Enter or 'Adicionar'). */
      input: 'Nova habilidade',
      hint: 'Digite uma habilidade e pressione Enter ou Adicionar.',
      duplicate: 'Esta habilidade já está na sua lista',
      /** The list is full (limits.ts, MAX_SKILLS). */
      tooMany: `Você já tem o máximo de ${MAX_SKILLS} habilidades. Remova uma para adicionar outra.`,
      /** Each tag's remove button. */
      remove: (skill: string) => `Remover ${skill}`,
      /** The list's accessible name. */
      list: 'Suas habilidades',
    },
    /** 'Minhas Inscrições' (its title is `profile.menu.applications`). */
    applications: {
      empty: 'Nenhuma inscrição',
      loadMore: 'Carregar mais...',
      /** Labels the spec only describes (worded here once). */
      listLabel: 'Suas inscrições',
      loading: 'Carregando suas inscrições...',
      loadingMore: 'Carregando mais inscrições...',
      loadFailed: 'Não foi possível carregar suas inscrições.',
      retry: 'Tentar novamente',
      dismiss: 'Fechar aviso',
      card: {
        /** The card's link to the opening (its title is the link's text; this is for the place line). */
        location: 'Local',
        step: 'Etapa',
        steps: { lead: 'Inscrição não finalizada', applied: 'Inscrição enviada' },
        continue: jobMessages.continue,
        /** A lead on a closed opening. */
        leadOnClosed: jobMessages.leadOnClosed,
        tests: 'Testes',
        withdraw: 'Cancelar inscrição',
        /** The withdraw button's full name on a card of many: 'Cancelar inscrição na vaga X'. */
        withdrawOf: (title: string) => `Cancelar inscrição na vaga ${title}`,
        withdrawing: 'Cancelando inscrição...',
      },
      withdraw: {
        title: 'Atenção',
        message: 'Tem certeza que deseja cancelar sua inscrição nesta vaga?',
        details: 'Você poderá se inscrever de novo enquanto a vaga estiver aberta.',
        confirm: 'Sim, desejo cancelar',
        cancel: 'Não',
        failed: 'Não foi possível cancelar sua inscrição. Tente novamente.',
        done: (title: string) => `Sua inscrição na vaga ${title} foi cancelada.`,
      },
      /** Beyond the spec: where each application stands. */
      timeline: {
        title: 'Andamento',
        started: 'Inscrição iniciada',
        submitted: 'Inscrição enviada',
        testFinished: (name: string) => `Teste finalizado: ${name}`,
        invited: (title: string) => `Convite recebido: ${title}`,
        confirmed: (title: string, date: string, time: string) =>
          `Presença confirmada: ${title}, em ${date} às ${time}`,
        confirmedUndated: (title: string) => `Presença confirmada: ${title}`,
        refused: (title: string) => `Convite recusado: ${title}`,
      },
      events: {
        title: 'Convites',
        kinds: { interview: 'Entrevista', group_dynamic: 'Dinâmica de grupo' },
        locationTypes: { online: 'Online', on_site: 'Presencial' },
        status: {
          pending: 'Aguardando sua resposta',
          confirmed: 'Presença confirmada',
          refused: 'Convite recusado',
        },
        duration: (minutes: number) => `Duração: ${plural(count(minutes), 'minuto', 'minutos')}`,
        meeting: 'Link da reunião',
        chooseSchedule: 'Escolha a data e o horário',
        schedule: (date: string, time: string) => `${date} às ${time}`,
        placesLeft: (n: number) => (count(n) === 1 ? '1 vaga restante' : `${count(n)} vagas restantes`),
        full: 'Esgotado',
        chooseFirst: 'Escolha um horário para confirmar sua presença.',
        confirm: 'Confirmar presença',
        confirming: 'Confirmando presença...',
        refuse: 'Recusar convite',
        refusing: 'Recusando convite...',
        cancelDecision: 'Cancelar decisão',
        cancelling: 'Cancelando decisão...',
        chosen: (date: string, time: string) => `Você confirmou presença em ${date} às ${time}.`,
        refusedNote: 'Você recusou este convite.',
        addToCalendar: 'Adicionar à agenda',
        /** The .ics file's name. */
        calendarFileName: 'convite.ics',
        refuseDialog: {
          title: 'Atenção',
          message: 'Tem certeza que deseja recusar este convite?',
          confirm: 'Sim, recusar',
          cancel: 'Não',
        },
        confirmFailed: 'Não foi possível confirmar sua presença. Tente novamente.',
        refuseFailed: 'Não foi possível recusar o convite. Tente novamente.',
        cancelFailed: 'Não foi possível cancelar sua decisão. Tente novamente.',
        /** A place taken by someone else in the meantime (the platform's VALIDATION has its own text). */
        scheduleFull: 'Este horário não tem mais vagas. Escolha outro horário.',
      },
    },
    /** Span between two dates: '{n} anos ' then '{n} meses ' (trailing space as in the spec). */
    duration: {
      years: (n: number) => `${plural(count(n), 'ano', 'anos')} `,
      months: (n: number) => `${plural(count(n), 'mês', 'meses')} `,
    },
    register: {
      submit: 'Deixar meu currículo',
      doneTitle: 'Pronto',
      doneMessage: 'Você completou o seu perfil!',
      failed: 'Ocorreu um problema ao deixar seu currículo',
      /** Under the entries already listed: the inline forms add more. */
      listedHint: 'Já no seu perfil',
      /** /banco-de-talentos (docs/decisions.md, "Talent bank"). */
      talentBank: {
        title: 'Banco de Talentos',
        intro:
          'Deixe seu currículo no nosso banco de talentos: quando surgir uma oportunidade com o seu perfil, você será lembrado.',
        questions: 'Perguntas do banco de talentos',
        joinedSince: (date: string) =>
          `Você faz parte do nosso banco de talentos desde ${date}. Atualize seus dados quando quiser.`,
      },
      /** /atualizacao-perfil: the personal data and the languages (the lists are changed on /meu-perfil). */
      update: {
        intro:
          'Confira seus dados pessoais e seus idiomas e atualize o que mudou. Formações e experiências você altera em Meu Perfil.',
      },
    },
    wizard: {
      title: 'Atualização de Perfil',
      back: 'Voltar',
      continue: 'Continuar',
      outOfDeadline: 'Solicitação fora do prazo',
      alreadyUpdated: 'Você já atualizou seu perfil!',
      success: 'Perfil atualizado com sucesso!',
      failed: 'Ocorreu um erro ao atualizar seu perfil. Tente novamente.',
      /** The steps bar's names, per step (the spec's names). */
      steps: {
        personal_data: 'Dados Pessoais',
        education: 'Formações',
        professional_xp: 'Experiências Profissionais',
        languages: 'Idiomas',
        questions: 'Perguntas da empresa',
      },
      stepOf: (n: number, total: number) => `Etapa ${count(n)} de ${count(total)}`,
      stepsLabel: 'Etapas da atualização',
      questionsIntro: 'Responda às perguntas da empresa para concluir a atualização.',
      languagesIntro: 'Inclua os idiomas que você fala. Esta etapa é opcional.',
      /** An unknown token, or a request sent to another account. */
      notFound: {
        title: 'Solicitação não encontrada',
        message:
          'Não encontramos esta solicitação de atualização. Confira o link recebido por e-mail e se você entrou com a conta que recebeu o pedido.',
      },
      loadFailed: 'Não foi possível abrir a solicitação. Tente novamente.',
      goHome: 'Ir para a página inicial',
    },
  },

  /** A headhunting invitation: /accept_hunting/{token} and its refusal link (docs/decisions.md, "Company requests"). */
  hunting: {
    title: 'Convite para um processo seletivo',
    accepting: 'Aceitando o convite...',
    opening: 'Abrindo o convite...',
    unknown: {
      title: 'Convite não encontrado',
      message: 'Não reconhecemos este convite. Confira se o link está completo, como chegou no seu e-mail.',
    },
    answered: {
      title: 'Convite indisponível',
      message:
        'Este convite já foi respondido ou passou do prazo. Se ainda tiver interesse, fale com quem enviou o convite.',
    },
    failed: 'Não foi possível abrir o convite. Tente novamente.',
    refuse: {
      title: 'Recusar convite',
      question: 'Deseja mesmo recusar este convite?',
      explanation: 'Vamos avisar a empresa de que você não tem interesse nesta oportunidade agora.',
      confirm: 'Recusar convite',
      refusing: 'Recusando...',
      failed: 'Não foi possível registrar sua resposta. Tente novamente.',
    },
    refused: {
      title: 'Convite recusado',
      message: 'Registramos sua resposta. Obrigado por nos avisar.',
    },
    goHome: 'Ir para a página inicial',
    jobs: 'Ver vagas',
  },

  tests: {
    status: {
      pending: 'Pendente',
      finished: 'Finalizado',
    },
    summary: {
      none: 'Nenhum teste cadastrado',
      allDone: 'Todos os testes foram finalizados',
      /** 'Falta 1 teste...' / 'Faltam N testes...'. */
      missing: (n: number) => (count(n) === 1 ? 'Falta 1 teste...' : `Faltam ${count(n)} testes...`),
    },
    finish: 'Finalizar Inscrição',
    questionsCount: (n: number) => `Você responderá a ${count(n)} questões`,
    start: 'Começar',
    next: 'Próxima',
    last: 'Finalizar',
    listLoadFailed: 'Ocorreu um erro ao carregar os testes da oportunidade. Tente novamente.',
    testLoadFailed: 'Ocorreu um erro ao carregar o teste da oportunidade. Tente novamente...',
    questionLoadFailed: 'Ocorreu um erro ao carregar a pergunta. Tente novamente...',
    timeUp: 'Tempo esgotado!',
    notEnrolled: 'Você não está inscrito na oportunidade',
    returnFailed: { title: 'Uoops', message: 'Algo errado aconteceu. Tente novamente.' },
    partner: {
      title: 'Atenção',
      message: 'Você será direcionado para o site parceiro para realizar o teste.',
      close: 'Fechar',
      go: 'Vamos lá!',
    },
    answer: {
      youtubeOnly: 'Insira apenas vídeo do YouTube',
      length: (min: number, max: number) => `Sua resposta deve conter entre ${min} e ${max} caracteres`,
      /** 'Selecione 1 opção' / 'Selecione N opções'. */
      selectOptions: (n: number) => `Selecione ${plural(count(n), 'opção', 'opções')}`,
      maxOptions: 'Máximo de opções já foi escolhido. Remove a seleção de alguma opção.',
    },
    /** Labels the spec only describes (worded here once). */
    listTitle: 'Testes da vaga',
    listIntro: 'Conclua os testes abaixo para finalizar sua inscrição.',
    pendingTitle: 'Testes pendentes',
    /** The confirmation page offers the tests required after applying (`thank_you`). */
    thankYouTitle: 'Mais um passo, se quiser',
    thankYouIntro:
      'Sua inscrição está confirmada. Os testes abaixo são opcionais e ajudam a empresa a conhecer você.',
    take: 'Fazer teste',
    takePartner: 'Fazer teste no site parceiro',
    opensInNewTab: '(abre em nova aba)',
    requiredBadge: 'Obrigatório',
    afterApplying: 'Após a inscrição',
    alreadyEnrolled: ALREADY_APPLIED,
    backToList: 'Voltar para os testes',
    backToApplication: 'Voltar para a inscrição',
    backToJob: 'Voltar para a vaga',
    loading: 'Carregando teste...',
    questionOf: (n: number, total: number) => `Questão ${count(n)} de ${count(total)}`,
    previous: 'Anterior',
    /** 'Você responderá a 1 questão' keeps the singular; the spec's wording otherwise. */
    questionsCountOne: 'Você responderá a 1 questão',
    coverFinished: 'Você já finalizou este teste.',
    /** The challenge that replaces tests 2015 and 2018 when both are pending. */
    challengeName: 'Desafio de Talentos',
    answerLabel: 'Sua resposta',
    videoLabel: 'Link do vídeo no YouTube',
    videoHint: 'Grave seu vídeo, publique no YouTube e cole o link aqui.',
    charCount: (n: number, max: number) => `${count(n)} / ${count(max)}`,
    chooseOne: 'Escolha 1 opção',
    chooseMany: (n: number) => `Escolha ${count(n)} opções`,
    optionImage: (option: string) => `Imagem da opção ${option}`,
    questionImage: 'Imagem da questão',
    timer: {
      label: 'Tempo restante',
      untimed: 'Sem limite de tempo',
      limit: (duration: string) => `Tempo para concluir: ${duration}`,
      /** What a screen reader hears at sensible moments (WCAG 2.2.1), never every second. */
      remaining: (duration: string) => `Restam ${duration} para terminar o teste.`,
      warning: (duration: string) =>
        `Atenção: faltam menos de ${duration} para o fim do teste. Envie sua resposta antes que o tempo acabe.`,
      minutes: (n: number) => plural(count(n), 'minuto', 'minutos'),
      seconds: (n: number) => plural(count(n), 'segundo', 'segundos'),
      hours: (n: number) => plural(count(n), 'hora', 'horas'),
    },
    extraTime: {
      title: 'Tempo adicional',
      offer: (percent: number) =>
        `Pessoas com deficiência podem pedir ${count(percent)}% a mais de tempo para este teste. Peça antes de começar.`,
      request: 'Pedir tempo adicional',
      granted: (duration: string) =>
        `Tempo adicional concedido. Você terá ${duration} para concluir o teste.`,
      failed: 'Não foi possível conceder o tempo adicional. Tente novamente.',
    },
    save: {
      saving: 'Salvando resposta...',
      unsaved: 'não salva',
      offline: 'Sem conexão. Sua resposta foi guardada e será enviada assim que a conexão voltar.',
      retry: 'Tentar enviar agora',
      failed: 'Não foi possível salvar sua resposta. Tente novamente.',
    },
    timeUpMessage: 'O tempo para responder este teste terminou. As respostas enviadas foram registradas.',
    finishFailed: 'Não foi possível finalizar sua inscrição. Tente novamente.',
    returnTest: {
      title: 'Validando Teste...',
      message: (firstName: string) =>
        firstName.trim()
          ? `${firstName.trim()}, estamos validando o seu teste. Aguarde um instante.`
          : 'Estamos validando o seu teste. Aguarde um instante.',
    },
  },

  errors,
  clientErrors,
  /** Consent per optional purpose and the satisfaction survey (messages/consent.ts). */
  consent: consentMessages,
  survey: surveyMessages,
  /** 'Baixar meus dados' (docs/privacy.md; data-export/data-export.messages.ts). */
  dataExport: dataExportMessages,
  /**
   * The site's same-origin proxy to the platform (apps/web/app/lib/platform-proxy.server.ts), in the
   * platform's own words; a platform that does not answer is clientErrors.NETWORK.
   */
  proxyErrors: {
    notFound: 'Recurso não encontrado',
    tooLarge: 'A requisição excede o tamanho máximo permitido.',
    /** The site's server, for a method it does not answer (TRACE, CONNECT…). */
    methodNotAllowed: 'Método não permitido.',
  },
  /** The customer chat's launcher. */
  chat: chatMessages,
  /** Web-push notifications: the offer after applying and what the platform sends. */
  push: pushMessages,
  /** Link previews: the share images and the detail's 'Compartilhar' (docs/link-previews.md). */
  linkPreview: linkPreviewMessages,
  /** The e-mails and SMS the platform sends (apps/platform/src/outgoing). */
  outgoing: outgoingMessages,
  /** The job list's filters folded behind 'Filtros' on a phone (docs/phone.md). */
  filterFold: filterFoldMessages,
  /** Saved jobs (docs/saved-jobs.md; saved-jobs/saved-jobs.texts.ts). */
  savedJobs: savedJobsMessages,
  /** Applying again in one step: the review screen and earlier answers (docs/apply-again.md). */
  applyAgain: applyAgainMessages,
  /** Job alerts: the dialog on /vagas, the box on /meu-perfil, the platform's pages (docs/job-alerts.md). */
  jobAlerts: jobAlertsMessages,
  /** Texts of the design system's components, one file per area under ./ui/. */
  ui: {
    forms: formsMessages,
    overlays: overlaysMessages,
    display: displayMessages,
    chrome: chromeMessages,
    domain: domainMessages,
  },
} as const

export type Messages = typeof ptBR

/** The same catalogue under a locale-neutral name. */
export const messages: Messages = ptBR

/** The pt-BR text of a platform error code; a brand may pass its own error texts. */
export function errorMessage(
  code: ErrorCode,
  texts: Readonly<Record<ErrorCode, string>> = ptBR.errors,
): string {
  return texts[code]
}
