// The demonstration brand: Cooperativa Demo, a fictional credit cooperative of the interior, used to
// show that a second white-label site runs on the same kit with its own theme and content
// (BRAND=demo). All copy is original and all names are invented.
import latin400 from '@fontsource/nunito/files/nunito-latin-400-normal.woff2?url'
import latin600 from '@fontsource/nunito/files/nunito-latin-600-normal.woff2?url'
import latin700 from '@fontsource/nunito/files/nunito-latin-700-normal.woff2?url'
import latinExt400 from '@fontsource/nunito/files/nunito-latin-ext-400-normal.woff2?url'
import latinExt600 from '@fontsource/nunito/files/nunito-latin-ext-600-normal.woff2?url'
import latinExt700 from '@fontsource/nunito/files/nunito-latin-ext-700-normal.woff2?url'
import { HOME_STORES_MIN, HOME_YEARS_EXPERIENCE, type BrandInput } from '@carreiras/core'
// The names and the company id the platform's e-mails use too, written once (docs/messages.md, "Brands").
import outgoing from './outgoing.json'

const img = (name: string) => `/brands/demo/${name}`
const seal = { src: img('selo.svg'), width: 96, height: 96, alt: '' }

export const demo = {
  id: 'demo',
  // The local platform seeds the default company's openings (DEFAULT_COMPANY_ID): the demo lists them. A
  // real deployment sets its own company id in outgoing.json (or COMPANY_ID).
  company: { id: outgoing.companyId, name: outgoing.name },
  // A cooperative group's three companies: the cooperative, its credit company and its insurer.
  // 'Minhas Inscrições' lists a candidate's applications to any of them, and to no other company
  // (docs/decisions.md, "Company ids of the applications box"). Locally, 2627 is the platform's second seeded
  // company and 7301 is made by the journey that checks it (e2e/applications-box.spec.ts).
  applicationCompanyIds: [outgoing.companyId, 2627, 7301],
  siteName: outgoing.siteName,
  logo: { src: img('logo.svg'), width: 160, height: 40, alt: 'Cooperativa Demo' },
  alternateCompanyWord: 'Corretora',
  externalApplyUrl: 'https://vagas.cooperativa-demo.example/inscricao',
  whatsapp: {
    number: '5516988887777',
    text: 'Olá! Gostaria de saber mais sobre as vagas da Cooperativa Demo.',
  },
  supportEmail: 'pessoas@cooperativa-demo.example',
  links: {
    social: {
      linkedin: 'https://www.linkedin.com/company/cooperativa-demo-exemplo',
      facebook: 'https://www.facebook.com/cooperativademoexemplo',
      instagram: 'https://www.instagram.com/cooperativademoexemplo',
      twitter: 'https://x.com/coopdemoexemplo',
      youtube: 'https://www.youtube.com/@cooperativademoexemplo',
    },
    footer: {
      whistleblower: 'https://etica.cooperativa-demo.example',
      customerService: 'https://www.cooperativa-demo.example/fale-conosco',
      ombudsman: 'https://www.cooperativa-demo.example/ouvidoria',
      privacyPolicy: '/termos-de-uso',
      termsOfService: '/termos-de-servico',
    },
    storeLocator: 'https://www.cooperativa-demo.example/agencias',
  },
  // Nunito, self-hosted from @fontsource. Fallback metrics: Nunito's own (unitsPerEm 1000, ascender
  // 1011, descender -353, no line gap) and its average advance on pt-BR text against Arial in Chromium
  // (0.9968): override = metric / size-adjust.
  fonts: {
    sans: {
      family: 'Nunito',
      faces: [
        { weight: 400, subset: 'latin', src: latin400 },
        { weight: 600, subset: 'latin', src: latin600 },
        { weight: 700, subset: 'latin', src: latin700 },
        { weight: 400, subset: 'latin-ext', src: latinExt400 },
        { weight: 600, subset: 'latin-ext', src: latinExt600 },
        { weight: 700, subset: 'latin-ext', src: latinExt700 },
      ],
      // Body text, and the bold of the headings (the hero's title is the largest text of the page).
      preload: [400, 700],
      fallback: { sizeAdjust: '99.68%', ascentOverride: '101.42%', descentOverride: '35.41%' },
    },
  },
  // A few visible texts in the cooperative's own words: any text of core's catalogue (ptBR) may be
  // reworded here, by its path; a path the catalogue does not have stops the server.
  messages: {
    jobs: { searchLabel: 'Encontre sua vaga na cooperativa' },
    pages: { home: { searchButton: 'Procurar vagas' } },
    footer: { whistleblower: 'Canal de Ética' },
    ui: { domain: { list: { similar: 'Mais vagas na cooperativa' } } },
    // The account dialog speaks the brand's words too: a label, and a notice the platform's answer selects.
    account: {
      login: { keepLogged: 'Manter conectado neste aparelho' },
      forgotPassword: {
        sent: 'Pronto! Enviamos para seu e-mail as instruções para criar uma nova senha.',
      },
    },
  },
  content: {
    home: {
      description:
        'Trabalhe na Cooperativa Demo: vagas em agências, tecnologia, crédito rural e atendimento ao cooperado.',
      hero: {
        title: 'Cresça com quem é dono do próprio negócio',
        subtitle: 'Na cooperativa, cada cooperado é dono. Cada colaborador faz parte dessa história.',
        media: { type: 'image', src: img('hero.svg'), width: 640, height: 360, alt: '' },
      },
      joinUs: {
        text: `A Cooperativa Demo nasceu da união de produtores rurais e hoje atende famílias, empresas e o agro em dezenas de cidades. São mais de ${HOME_YEARS_EXPERIENCE} anos de crédito justo, resultado dividido entre os cooperados e decisões tomadas perto de quem vive a região.`,
        image: {
          src: img('equipe.svg'),
          width: 480,
          height: 320,
          alt: 'Ilustração de colaboradores da cooperativa em uma agência',
        },
      },
      stores: {
        title: 'Nossas agências',
        text: `Mais de ${HOME_STORES_MIN} agências no interior, com mais de ${HOME_YEARS_EXPERIENCE} anos de experiência em cooperativismo de crédito.`,
      },
      areas: {
        title: 'Onde você pode atuar',
        items: [
          {
            slug: 'agencias',
            title: 'Agências',
            text: 'Atendimento ao cooperado, abertura de contas e orientação financeira no dia a dia.',
            jobAreaId: 2,
          },
          {
            slug: 'agronegocio',
            title: 'Agronegócio',
            text: 'Crédito rural, custeio e investimento com visitas às propriedades e conhecimento do campo.',
            jobAreaId: 5,
          },
          {
            slug: 'credito',
            title: 'Crédito',
            text: 'Análise e acompanhamento de operações de pessoas físicas e jurídicas.',
            jobAreaId: 5,
          },
          {
            slug: 'tecnologia',
            title: 'Tecnologia',
            text: 'Sistemas, aplicativo, infraestrutura e segurança da informação da cooperativa.',
            jobAreaId: 14,
          },
          {
            slug: 'dados',
            title: 'Dados',
            text: 'Indicadores, modelos e relatórios para as decisões do conselho e das agências.',
            jobAreaId: 14,
          },
          {
            slug: 'comunicacao',
            title: 'Comunicação',
            text: 'Campanhas, assembleias, redes sociais e relacionamento com as comunidades.',
            jobAreaId: 10,
          },
          {
            slug: 'financeiro',
            title: 'Financeiro',
            text: 'Tesouraria, contabilidade e distribuição de sobras entre os cooperados.',
            jobAreaId: 7,
          },
          {
            slug: 'juridico',
            title: 'Jurídico',
            text: 'Contratos, garantias e governança cooperativista.',
            jobAreaId: 8,
          },
          {
            slug: 'pessoas',
            title: 'Gestão de pessoas',
            text: 'Seleção, treinamento e qualidade de vida dos colaboradores.',
            jobAreaId: 12,
          },
          {
            slug: 'investimentos',
            title: 'Investimentos',
            text: 'Orientação e oferta de investimentos adequados ao perfil de cada cooperado.',
            jobAreaId: 7,
          },
          {
            slug: 'seguros',
            title: 'Seguros e consórcios',
            text: 'Proteção patrimonial, de vida e da safra, além de consórcios de máquinas e imóveis.',
            jobAreaId: 3,
          },
          {
            slug: 'controles',
            title: 'Controles internos',
            text: 'Riscos, compliance e auditoria para uma cooperativa sólida e transparente.',
            jobAreaId: 13,
          },
        ],
      },
      testimonials: {
        title: 'Histórias de quem faz a cooperativa',
        items: [
          {
            name: 'Gabriel Moreira',
            role: 'Gerente de agência',
            quote: 'Conheço os cooperados pelo nome. É um trabalho que muda a cidade onde eu moro.',
          },
          {
            name: 'Letícia Ramos',
            role: 'Analista de crédito rural',
            quote: 'Vou a campo, entendo a safra e ajudo a família a planejar o próximo ano.',
          },
          {
            name: 'Diego Ferreira',
            role: 'Desenvolvedor',
            quote: 'O aplicativo que eu ajudo a construir é usado por produtores em lugares sem agência.',
          },
          {
            name: 'Camila Teixeira',
            role: 'Assistente de atendimento',
            quote: 'Tive apoio para terminar a faculdade e fui promovida no mesmo ano.',
          },
          {
            name: 'Rodrigo Almeida',
            role: 'Coordenador financeiro',
            quote: 'A transparência com os números faz parte da cultura, da assembleia ao dia a dia.',
          },
          {
            name: 'Beatriz Gomes',
            role: 'Especialista em investimentos',
            quote: 'Recomendo para o cooperado o que eu recomendaria para a minha família.',
          },
          {
            name: 'Vinícius Rocha',
            role: 'Analista de segurança',
            quote: 'Segurança aqui é assunto de todo mundo, não só da tecnologia.',
          },
          {
            name: 'Natália Pires',
            role: 'Analista de pessoas',
            quote: 'Os programas de inclusão nasceram de conversas com os próprios colaboradores.',
          },
          {
            name: 'Eduardo Lima',
            role: 'Estagiário de dados',
            quote: 'Apresentei um painel para a diretoria no meu terceiro mês de estágio.',
          },
        ],
      },
      values: {
        title: 'O que valorizamos',
        items: [
          {
            theme: 'accessibility',
            title: 'Acessibilidade',
            text: 'Agências adaptadas, aplicativo acessível e seleção com os recursos que cada pessoa precisa.',
          },
          {
            theme: 'inclusion-diversity',
            title: 'Inclusão e diversidade',
            text: 'Comitê de diversidade com participação de colaboradores de todas as regiões.',
          },
          {
            theme: 'racial-equity',
            title: 'Equidade racial',
            text: 'Metas de contratação e de liderança para pessoas negras, acompanhadas pelo conselho.',
          },
          {
            theme: 'environment',
            title: 'Meio ambiente',
            text: 'Linhas de crédito para energia solar e práticas agrícolas sustentáveis.',
          },
          {
            theme: 'education',
            title: 'Educação',
            text: 'Educação financeira nas escolas das cidades onde estamos e bolsas para colaboradores.',
          },
          {
            theme: 'privacy',
            title: 'Privacidade',
            text: 'Dados dos cooperados e dos candidatos protegidos e usados só para o que foi combinado.',
          },
        ],
      },
      benefits: {
        title: 'Benefícios',
        text: 'Além do salário, você participa do resultado da cooperativa.',
        items: [
          'Participação nas sobras',
          'Plano de saúde e odontológico',
          'Vale-alimentação',
          'Previdência complementar',
          'Auxílio-educação',
          'Dia de folga no aniversário',
        ],
        image: { src: img('beneficios.svg'), width: 480, height: 320, alt: '' },
      },
      awards: {
        title: 'Reconhecimentos',
        items: [
          { title: 'Cooperativa Destaque em Gestão de Pessoas', year: 2024, image: seal },
          { title: 'Selo Crédito Rural Sustentável', year: 2024, image: seal },
          { title: 'Prêmio Educação Financeira na Comunidade', year: 2023, image: seal },
          { title: 'Selo Empresa Inclusiva', year: 2022, image: seal },
        ],
      },
      register: {
        title: 'Quer fazer parte?',
        text: 'Deixe seu currículo e receba um contato quando abrirmos uma vaga na sua região.',
      },
    },
    culture: {
      description: 'Propósito, missão, visão e os princípios cooperativistas da Cooperativa Demo.',
      intro: 'Somos uma cooperativa: as decisões são compartilhadas e o resultado volta para quem participa.',
      purpose: 'Desenvolver as comunidades onde estamos por meio do crédito cooperativo.',
      mission: 'Oferecer soluções financeiras justas aos cooperados, com proximidade e transparência.',
      vision: 'Ser a instituição financeira preferida das famílias e dos produtores do interior.',
      slides: [
        { title: 'Adesão livre', text: 'Qualquer pessoa pode ser cooperada, sem discriminação.' },
        {
          title: 'Gestão democrática',
          text: 'Cada cooperado tem um voto nas assembleias, qualquer que seja a sua cota.',
        },
        {
          title: 'Participação econômica',
          text: 'O resultado é dividido entre os cooperados, na proporção do que cada um movimenta.',
        },
        { title: 'Educação', text: 'Formação contínua para colaboradores, conselheiros e cooperados.' },
        { title: 'Intercooperação', text: 'Trabalhamos junto com outras cooperativas para ir mais longe.' },
        {
          title: 'Interesse pela comunidade',
          text: 'Parte das sobras financia projetos sociais nas cidades da nossa área de atuação.',
        },
      ],
    },
    internship: {
      description: 'Programa de estágio da Cooperativa Demo: requisitos, local e inscrição.',
      intro:
        'Estágio para quem quer conhecer o cooperativismo de crédito por dentro, com acompanhamento próximo.',
      facts: { minAvailabilityYears: 1, fromUniversityYear: 1, location: 'Pinheiros/SP' },
      highlights: [
        {
          title: 'Rodízio entre áreas',
          text: 'Nos primeiros meses você conhece agências, crédito e a sede administrativa.',
        },
        {
          title: 'Projeto final',
          text: 'Ao fim do programa, você apresenta um projeto de melhoria para a diretoria.',
        },
      ],
    },
    faq: {
      description: 'Perguntas frequentes sobre vagas, inscrições e o estágio da Cooperativa Demo.',
      intro: 'Tire suas dúvidas sobre as vagas e os processos seletivos da cooperativa.',
      items: [
        {
          id: 'inscricao-gratuita',
          title: 'A inscrição tem algum custo?',
          html: '<p>Não. A inscrição é gratuita. A cooperativa não cobra nenhum valor em seus processos seletivos.</p>',
        },
        {
          id: 'como-me-inscrever',
          title: 'Como faço para me candidatar?',
          html: '<p>Escolha uma vaga na página de <a href="/vagas">oportunidades</a>, entre na sua conta e responda às perguntas da inscrição.</p>',
        },
        {
          id: 'ser-cooperado',
          title: 'Preciso ser cooperado para trabalhar aqui?',
          html: '<p>Não. As vagas são abertas a qualquer pessoa que atenda aos requisitos.</p>',
        },
        {
          id: 'acompanhar',
          title: 'Onde vejo o andamento da minha candidatura?',
          html: '<p>Em <a href="/meu-perfil#box-subscription">Meu Perfil</a>, na seção Minhas Inscrições.</p>',
        },
        {
          id: 'estagio',
          title: 'Como funciona o estágio?',
          html: '<p>Veja os requisitos na página do <a href="/estagio">programa de estágio</a>.</p>',
        },
        {
          id: 'pcd',
          title: 'Há vagas para pessoas com deficiência?',
          html: '<p>Sim. Todas as vagas são abertas a pessoas com deficiência. Informe as adaptações de que precisar.</p>',
        },
        {
          id: 'dados',
          title: 'O que acontece com os meus dados?',
          html: '<p>Eles são usados só nos processos seletivos. Leia o <a href="/termos-de-uso">Aviso de Privacidade</a>.</p>',
        },
        {
          id: 'agencias',
          title: 'Onde ficam as agências?',
          html: '<p>Use a <a href="https://www.cooperativa-demo.example/agencias" target="_blank">busca de agências</a> para encontrar a mais próxima.</p>',
        },
      ],
    },
    privacyNotice: {
      description: 'Aviso de Privacidade para candidatos da Cooperativa Demo.',
      updatedAt: '10 de fevereiro de 2025',
      intro:
        'Este aviso explica como tratamos os dados pessoais de quem se candidata às vagas da Cooperativa Demo.',
      controllers: {
        title: 'Quem trata os seus dados',
        html: '<p>A Cooperativa Demo de Crédito e a Plataforma Talentos Ltda., que mantém o sistema de recrutamento, atuam como <strong>controladoras</strong> dos seus dados pessoais, nos termos da Lei Geral de Proteção de Dados Pessoais (LGPD).</p>',
      },
      dataCollected: {
        title: 'Quais dados coletamos e por quê',
        html: '<p>Coletamos dados de identificação e contato, para criar sua conta e falar com você, e dados do currículo e das respostas às perguntas, para avaliar sua candidatura. Dados de diversidade são opcionais e usados de forma agregada. As mensagens que enviamos a você (e-mails, SMS e notificações, com links e códigos de verificação) ficam guardadas só até o envio; depois dele, links e códigos são apagados e o registro do envio é excluído após 30 dias.</p>',
      },
      rights: {
        title: 'Seus direitos',
        html: '<p>Você pode pedir acesso, correção, portabilidade ou eliminação dos seus dados e revogar consentimentos, pelo seu perfil ou escrevendo ao encarregado.</p>',
      },
      dpo: {
        title: 'Encarregado (DPO)',
        html: '<p>Fale com o nosso encarregado pelo e-mail abaixo.</p>',
        name: 'Encarregado de Proteção de Dados da Cooperativa Demo',
        email: 'dpo@cooperativa-demo.example',
      },
    },
    accessibility: {
      description: 'Declaração de acessibilidade do site de carreiras da Cooperativa Demo.',
      intro: 'Este site foi feito para ser usado por todas as pessoas, com ou sem tecnologia assistiva.',
      sections: [
        { title: 'Referência', html: '<p>Seguimos as WCAG 2.2, nível AA.</p>' },
        {
          title: 'Fale com a gente',
          html: '<p>Encontrou uma barreira? Escreva para <a href="mailto:acessibilidade@cooperativa-demo.example">acessibilidade@cooperativa-demo.example</a>.</p>',
        },
      ],
    },
    termsOfService: {
      description: 'Termos de Uso do site de vagas da Cooperativa Demo.',
      updatedAt: '10 de fevereiro de 2025',
      intro: 'Estes termos valem para quem usa o site de vagas da Cooperativa Demo.',
      sections: [
        {
          title: 'Sua conta',
          html: '<p>Mantenha seus dados corretos e sua senha em segredo.</p>',
        },
        {
          title: 'Seus dados',
          html: '<p>Leia o <a href="/termos-de-uso">Aviso de Privacidade</a> para saber como tratamos os seus dados.</p>',
        },
      ],
    },
  },
} satisfies BrandInput

export default demo
