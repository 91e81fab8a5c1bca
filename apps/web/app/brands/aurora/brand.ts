// The default brand: Grupo Aurora, a fictional Brazilian financial group (retail finance, cards and
// insurance through its own stores). All copy is original and all names are invented. Read only on the
// server (brands/index.server.ts), validated with core's brandSchema at start-up.
import latin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import latinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url'
import { HOME_STORES_MIN, HOME_YEARS_EXPERIENCE, type BrandInput } from '@carreiras/core'
// The names and the company id the platform's e-mails use too, written once (docs/messages.md, "Brands").
import outgoing from './outgoing.json'

const img = (name: string) => `/brands/aurora/${name}`

export const aurora = {
  id: 'aurora',
  company: { id: outgoing.companyId, name: outgoing.name },
  siteName: outgoing.siteName,
  logo: { src: img('logo.svg'), width: 160, height: 40, alt: 'Grupo Aurora' },
  alternateCompanyWord: 'Seguros',
  externalApplyUrl: 'https://talentos.aurora.example/inscricao',
  whatsapp: { number: '5511940028922', text: 'Olá! Quero saber mais sobre as vagas do Grupo Aurora.' },
  supportEmail: 'carreiras@aurora.example',
  links: {
    social: {
      linkedin: 'https://www.linkedin.com/company/grupo-aurora-exemplo',
      facebook: 'https://www.facebook.com/grupoauroraexemplo',
      instagram: 'https://www.instagram.com/grupoauroraexemplo',
      twitter: 'https://x.com/grupoauroraex',
      youtube: 'https://www.youtube.com/@grupoauroraexemplo',
    },
    footer: {
      whistleblower: 'https://denuncias.aurora.example',
      customerService: 'https://www.aurora.example/atendimento',
      ombudsman: 'https://www.aurora.example/ouvidoria',
      privacyPolicy: '/termos-de-uso',
      termsOfService: '/termos-de-servico',
    },
    storeLocator: 'https://www.aurora.example/lojas',
  },
  // Inter, self-hosted from @fontsource-variable (the build fingerprints the files): one variable file per
  // subset carries every weight the site uses (400, 600, 700), 47 KiB for Latin where the three static
  // weights took 71 KiB in three requests (docs/performance.md, "One variable font file instead of three
  // weights"). The fallback is Arial (or Liberation Sans) scaled to Inter's published metrics, so the swap
  // does not shift the layout.
  fonts: {
    sans: {
      family: 'Inter',
      faces: [
        { weight: [100, 900], subset: 'latin', src: latin },
        { weight: [100, 900], subset: 'latin-ext', src: latinExt },
      ],
      // Body text and the bold of the headings (the hero's title is the largest text of the page): one file.
      preload: [400, 700],
      fallback: { sizeAdjust: '107%', ascentOverride: '90%', descentOverride: '22.43%' },
    },
  },
  content: {
    home: {
      description:
        'Vagas no Grupo Aurora: lojas, tecnologia, crédito, seguros e muito mais. Pesquise oportunidades e cadastre seu currículo.',
      hero: {
        title: 'Sua próxima conquista começa aqui',
        subtitle: 'Carreiras para quem gosta de gente, de números e de fazer acontecer.',
        media: { type: 'image', src: img('hero.svg'), width: 640, height: 360, alt: '' },
      },
      joinUs: {
        text: `Somos o Grupo Aurora, um grupo financeiro brasileiro que há mais de ${HOME_YEARS_EXPERIENCE} anos aproxima crédito, cartões e seguros da vida das pessoas. Acreditamos que serviço financeiro bom é aquele explicado com calma, olho no olho. Se você quer aprender, crescer e fazer diferença no dia a dia de milhões de clientes, o seu lugar é aqui.`,
        image: {
          src: img('equipe.svg'),
          width: 480,
          height: 320,
          alt: 'Ilustração de quatro pessoas da equipe conversando em volta de uma mesa',
        },
      },
      stores: {
        title: 'Nossas lojas',
        text: `São mais de ${HOME_STORES_MIN} lojas próprias em capitais e cidades do interior, com atendimento presencial de segunda a sábado, e mais de ${HOME_YEARS_EXPERIENCE} anos de experiência cuidando das finanças de quem confia na gente.`,
      },
      areas: {
        title: 'Áreas de interesse',
        items: [
          {
            slug: 'lojas',
            title: 'Lojas e atendimento',
            text: 'Quem está na linha de frente recebe o cliente, entende o que ele precisa e oferece a solução certa, com transparência.',
            jobAreaId: 11,
          },
          {
            slug: 'credito',
            title: 'Crédito e cobrança',
            text: 'Análise de risco, concessão responsável e negociação de dívidas com respeito, para que o crédito ajude e não aperte.',
            jobAreaId: 5,
          },
          {
            slug: 'seguros',
            title: 'Seguros',
            text: 'Produtos de proteção para a vida, a casa e o celular, desenhados para o bolso de quem está começando a se proteger.',
            jobAreaId: 3,
          },
          {
            slug: 'tecnologia',
            title: 'Tecnologia',
            text: 'Times de produto, engenharia, dados e segurança que constroem o aplicativo, as APIs e os sistemas das lojas.',
            jobAreaId: 14,
          },
          {
            slug: 'dados',
            title: 'Dados e analytics',
            text: 'Modelos, painéis e experimentos que orientam decisões de crédito, de preço e de atendimento.',
            jobAreaId: 14,
          },
          {
            slug: 'marketing',
            title: 'Marketing',
            text: 'Marca, conteúdo, mídia e CRM para falar com o cliente na hora e no canal certos.',
            jobAreaId: 10,
          },
          {
            slug: 'financas',
            title: 'Finanças e controladoria',
            text: 'Planejamento, contabilidade, tesouraria e relações com investidores que mantêm o grupo sólido.',
            jobAreaId: 7,
          },
          {
            slug: 'juridico',
            title: 'Jurídico e compliance',
            text: 'Apoio jurídico ao negócio, prevenção à lavagem de dinheiro e cumprimento das normas do sistema financeiro.',
            jobAreaId: 8,
          },
          {
            slug: 'pessoas',
            title: 'Pessoas e cultura',
            text: 'Recrutamento, desenvolvimento, remuneração e bem-estar de todas as pessoas do grupo.',
            jobAreaId: 12,
          },
          {
            slug: 'operacoes',
            title: 'Operações',
            text: 'Processos de back-office, cadastro e formalização que fazem cada contrato acontecer sem atrito.',
            jobAreaId: 1,
          },
          {
            slug: 'produtos',
            title: 'Produtos',
            text: 'Descoberta, desenho e evolução de produtos financeiros simples, a partir de pesquisa com clientes.',
            jobAreaId: 3,
          },
          {
            slug: 'auditoria',
            title: 'Auditoria e riscos',
            text: 'Controles internos, riscos operacionais e auditoria que protegem clientes, colaboradores e acionistas.',
            jobAreaId: 13,
          },
        ],
      },
      testimonials: {
        title: 'Quem trabalha aqui conta',
        items: [
          {
            name: 'Mariana Lopes',
            role: 'Gerente de loja',
            quote:
              'Entrei como atendente e hoje lidero uma equipe de doze pessoas. Aqui o crescimento é de verdade.',
          },
          {
            name: 'Rafael Nunes',
            role: 'Engenheiro de software',
            quote:
              'Trabalho com autonomia e vejo o que eu construo sendo usado por clientes das lojas no mesmo mês.',
          },
          {
            name: 'Juliana Prado',
            role: 'Analista de crédito',
            quote: 'Aprendi muito com os colegas. Ninguém guarda conhecimento para si.',
          },
          {
            name: 'Carlos Eduardo Reis',
            role: 'Coordenador de operações',
            quote: 'Os processos mudam rápido, mas sempre com conversa e cuidado com quem está na ponta.',
          },
          {
            name: 'Aline Barros',
            role: 'Cientista de dados',
            quote: 'Os dados têm um propósito claro: tornar o crédito mais justo para quem precisa.',
          },
          {
            name: 'Thiago Martins',
            role: 'Consultor de seguros',
            quote:
              'Gosto de ver o cliente sair da loja entendendo o que contratou. Isso faz parte da nossa cultura.',
          },
          {
            name: 'Fernanda Costa',
            role: 'Especialista em pessoas',
            quote: 'Temos grupos de afinidade ativos e eles influenciam decisões de verdade.',
          },
          {
            name: 'Lucas Andrade',
            role: 'Estagiário de marketing',
            quote: 'Desde a primeira semana participo de projetos reais, com uma mentora me acompanhando.',
          },
          {
            name: 'Patrícia Souza',
            role: 'Advogada',
            quote: 'É um ambiente que valoriza fazer a coisa certa, mesmo quando dá mais trabalho.',
          },
        ],
      },
      values: {
        title: 'Um lugar para todo mundo',
        items: [
          {
            theme: 'accessibility',
            title: 'Acessibilidade',
            text: 'Ambientes, ferramentas e processos seletivos acessíveis, com adaptações sempre que alguém precisar.',
          },
          {
            theme: 'inclusion-diversity',
            title: 'Inclusão e diversidade',
            text: 'Equipes diversas decidem melhor. Temos metas públicas de representatividade em todos os níveis.',
          },
          {
            theme: 'racial-equity',
            title: 'Equidade racial',
            text: 'Programas de formação e de aceleração de carreira para pessoas negras, do estágio à liderança.',
          },
          {
            theme: 'environment',
            title: 'Meio ambiente',
            text: 'Lojas com energia renovável, menos papel nos contratos e metas de redução de emissões.',
          },
          {
            theme: 'education',
            title: 'Educação',
            text: 'Bolsas de estudo, trilhas de aprendizagem e educação financeira para colaboradores e clientes.',
          },
          {
            theme: 'privacy',
            title: 'Privacidade',
            text: 'Tratamos dados pessoais com o mesmo cuidado que tratamos o dinheiro dos nossos clientes.',
          },
        ],
      },
      benefits: {
        title: 'Benefícios',
        text: 'Cuidar de quem cuida dos nossos clientes faz parte do trabalho. Os benefícios variam conforme o cargo e a empresa do grupo.',
        items: [
          'Assistência médica e odontológica',
          'Vale-refeição ou vale-alimentação',
          'Participação nos lucros e resultados',
          'Auxílio-creche e licença parental estendida',
          'Bolsas de estudo e plataforma de cursos',
          'Seguro de vida',
          'Programa de apoio psicológico',
          'Condições especiais em produtos do grupo',
        ],
        image: { src: img('beneficios.svg'), width: 480, height: 320, alt: '' },
      },
      awards: {
        title: 'Prêmios e reconhecimentos',
        items: [
          {
            title: 'Melhores Empresas para Trabalhar no Varejo Financeiro',
            year: 2024,
            image: { src: img('selo.svg'), width: 96, height: 96, alt: '' },
          },
          {
            title: 'Selo Empresa Pró-Equidade Racial',
            year: 2024,
            image: { src: img('selo.svg'), width: 96, height: 96, alt: '' },
          },
          {
            title: 'Prêmio Atendimento Transparente',
            year: 2023,
            image: { src: img('selo.svg'), width: 96, height: 96, alt: '' },
          },
          {
            title: 'Selo Acessibilidade Digital',
            year: 2023,
            image: { src: img('selo.svg'), width: 96, height: 96, alt: '' },
          },
        ],
      },
      register: {
        title: 'Não achou a vaga ideal?',
        text: 'Deixe seu currículo no nosso banco de talentos. Quando surgir uma oportunidade com o seu perfil, a gente lembra de você.',
      },
    },
    culture: {
      description: 'Propósito, missão, visão e o jeito Aurora de trabalhar.',
      intro: 'A nossa cultura é o que fazemos todos os dias, nas lojas, nos escritórios e no aplicativo.',
      purpose:
        'Abrir caminhos para que cada pessoa conquiste o que planeja, com crédito consciente e atendimento humano.',
      mission:
        'Oferecer serviços financeiros simples, justos e próximos, explicados com clareza e entregues com cuidado.',
      vision:
        'Ser o grupo financeiro mais querido pelas famílias brasileiras e o melhor lugar para construir uma carreira.',
      slides: [
        {
          title: 'Cliente no centro',
          text: 'Antes de vender, entendemos. Recomendamos só o que faz sentido para a vida de cada cliente.',
        },
        {
          title: 'Gente que cresce junto',
          text: 'Mais da metade das nossas lideranças começou em outra função dentro do grupo.',
        },
        {
          title: 'Simplicidade',
          text: 'Contratos claros, processos curtos e conversas diretas, sem letras miúdas.',
        },
        {
          title: 'Responsabilidade',
          text: 'Crédito responsável, decisões baseadas em dados e respeito às regras do sistema financeiro.',
        },
        {
          title: 'Diversidade que decide',
          text: 'Pessoas diferentes na mesa, em todos os níveis, porque isso melhora as nossas escolhas.',
        },
        {
          title: 'Vontade de aprender',
          text: 'Errar rápido, aprender junto e compartilhar o que deu certo com o resto do grupo.',
        },
      ],
    },
    internship: {
      description: 'Programa de estágio do Grupo Aurora: requisitos, local e inscrição.',
      intro:
        'O programa de estágio do Grupo Aurora é para estudantes que querem aprender com projetos reais, acompanhados de perto por quem faz.',
      facts: { minAvailabilityYears: 1, fromUniversityYear: 1, location: 'Pinheiros/SP' },
      highlights: [
        {
          title: 'Mentoria do primeiro ao último dia',
          text: 'Cada pessoa estagiária tem uma mentora ou mentor de outra área, além da liderança direta.',
        },
        {
          title: 'Projetos de verdade',
          text: 'Você entra em um time e participa das entregas, com responsabilidade compatível com a sua formação.',
        },
        {
          title: 'Trilha de desenvolvimento',
          text: 'Encontros mensais sobre o mercado financeiro, carreira e habilidades de comunicação.',
        },
      ],
    },
    faq: {
      description:
        'Dúvidas frequentes sobre vagas, inscrição, cadastro e processos seletivos do Grupo Aurora.',
      intro: 'Reunimos as perguntas que mais recebemos sobre as vagas e os processos seletivos.',
      items: [
        {
          id: 'inscricao-gratuita',
          title: 'É preciso pagar para me inscrever?',
          html: '<p>Não. A inscrição é gratuita em todas as etapas. O Grupo Aurora nunca cobra taxas de candidatas e candidatos; desconfie de quem pedir qualquer pagamento.</p>',
        },
        {
          id: 'como-me-inscrever',
          title: 'Como me inscrevo em uma vaga?',
          html: '<p>Procure a vaga na página de <a href="/vagas">oportunidades</a>, clique em “Inscrever-Se” e responda às perguntas. Você precisa estar logado para concluir a inscrição.</p>',
        },
        {
          id: 'varias-vagas',
          title: 'Posso me inscrever em mais de uma vaga?',
          html: '<p>Sim. Você pode se candidatar a quantas vagas quiser, desde que atenda aos requisitos de cada uma.</p>',
        },
        {
          id: 'acompanhar',
          title: 'Como acompanho as minhas candidaturas?',
          html: '<p>Acesse <a href="/meu-perfil#box-subscription">Meu Perfil</a> e veja a seção Minhas Inscrições, com a etapa de cada processo.</p>',
        },
        {
          id: 'estagio',
          title: 'Quais são os requisitos do estágio?',
          html: '<p>Disponibilidade mínima de 1 ano, a partir do 1º ano da faculdade, com atuação em Pinheiros/SP. Saiba mais na página do <a href="/estagio">programa de estágio</a>.</p>',
        },
        {
          id: 'pcd',
          title: 'Há vagas para pessoas com deficiência?',
          html: '<p>Sim. Todas as vagas são abertas a pessoas com deficiência e algumas são exclusivas. Se precisar de alguma adaptação no processo seletivo, informe no seu cadastro.</p>',
        },
        {
          id: 'dados',
          title: 'Como vocês tratam os meus dados?',
          html: '<p>Seus dados são usados apenas nos processos seletivos, conforme a LGPD. Leia o nosso <a href="/termos-de-uso">Aviso de Privacidade</a>.</p>',
        },
        {
          id: 'lojas',
          title: 'Onde ficam as lojas?',
          html: '<p>Consulte o <a href="https://www.aurora.example/lojas" target="_blank">localizador de lojas</a> para ver endereços e horários.</p>',
        },
      ],
    },
    privacyNotice: {
      description:
        'Aviso de Privacidade para candidatas e candidatos do Grupo Aurora: dados coletados, finalidades, direitos e contato do encarregado.',
      updatedAt: '2 de janeiro de 2025',
      intro:
        'Este aviso explica como tratamos os dados pessoais de quem se cadastra e participa dos processos seletivos pelo site Carreiras Aurora.',
      controllers: {
        title: 'Quem trata os seus dados',
        html: '<p>O Grupo Aurora (Aurora Serviços Financeiros S.A.) e a Plataforma Talentos Ltda., empresa que mantém o sistema de recrutamento, atuam como <strong>controladoras</strong> dos seus dados pessoais, nos termos da Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, LGPD). Cada uma responde pelas decisões que toma sobre o tratamento.</p>',
      },
      dataCollected: {
        title: 'Quais dados coletamos e por quê',
        html: '<ul><li><strong>Identificação e contato</strong> (nome, CPF, e-mail, telefone): para criar sua conta e falar com você sobre os processos.</li><li><strong>Currículo</strong> (formação, experiências, idiomas, respostas e testes): para avaliar sua candidatura.</li><li><strong>Dados de diversidade e deficiência</strong>, sempre opcionais: para adaptar o processo seletivo e acompanhar nossas metas de inclusão, de forma agregada.</li><li><strong>Dados de navegação</strong>: para manter o site seguro e funcionando.</li><li><strong>Mensagens que enviamos a você</strong> (e-mails, SMS e notificações, com seu e-mail ou telefone, links e códigos de verificação): guardadas só até o envio; depois dele, links e códigos são apagados e o registro do envio é excluído após 30 dias.</li></ul>',
      },
      rights: {
        title: 'Seus direitos e como exercê-los',
        html: '<p>Você pode pedir a confirmação do tratamento, o acesso, a correção, a portabilidade, a anonimização ou a eliminação dos seus dados, além de revogar consentimentos. Boa parte disso pode ser feita no próprio perfil, inclusive remover a conta. Para os demais pedidos, escreva ao encarregado pelo e-mail abaixo; respondemos em até 15 dias.</p>',
      },
      dpo: {
        title: 'Encarregado pelo tratamento de dados (DPO)',
        html: '<p>Em caso de dúvida ou solicitação sobre os seus dados pessoais, fale com o nosso encarregado.</p>',
        name: 'Escritório de Privacidade do Grupo Aurora',
        email: 'privacidade@aurora.example',
      },
      more: [
        {
          title: 'Por quanto tempo guardamos',
          html: '<p>Mantemos seus dados enquanto a conta estiver ativa e por até 2 anos após o último processo seletivo, salvo obrigação legal.</p>',
        },
      ],
    },
    accessibility: {
      description: 'Compromisso de acessibilidade do site Carreiras Aurora e como relatar barreiras.',
      intro:
        'Queremos que todas as pessoas consigam encontrar vagas e se candidatar com autonomia, com qualquer dispositivo ou tecnologia assistiva.',
      sections: [
        {
          title: 'Padrão adotado',
          html: '<p>Este site segue as Diretrizes de Acessibilidade para Conteúdo Web (WCAG) 2.2, nível AA, e o Modelo de Acessibilidade em Governo Eletrônico (eMAG) como referência.</p>',
        },
        {
          title: 'O que já fazemos',
          html: '<ul><li>Navegação completa pelo teclado, com foco visível.</li><li>Textos alternativos em imagens e nomes em todos os botões.</li><li>Contraste de cores adequado e texto que pode ser ampliado até 200%.</li><li>Testes automáticos e manuais com leitores de tela.</li></ul>',
        },
        {
          title: 'Encontrou uma barreira?',
          html: '<p>Conte para a gente pelo e-mail <a href="mailto:acessibilidade@aurora.example">acessibilidade@aurora.example</a>, dizendo a página e o que aconteceu. Respondemos em até 5 dias úteis.</p>',
        },
      ],
    },
    termsOfService: {
      description:
        'Termos de Uso do site Carreiras Aurora: regras de uso, conta, candidaturas e responsabilidades.',
      updatedAt: '2 de janeiro de 2025',
      intro:
        'Estes termos valem para quem usa o site Carreiras Aurora para procurar vagas, criar uma conta e se candidatar aos processos seletivos do Grupo Aurora.',
      sections: [
        {
          title: 'Sua conta',
          html: '<p>Você é responsável pelas informações que cadastra e pela guarda da sua senha. Os dados do currículo devem ser verdadeiros; informações falsas podem eliminar a candidatura.</p>',
        },
        {
          title: 'Candidaturas',
          html: '<p>A inscrição é gratuita. Candidatar-se não garante contratação: cada processo seletivo segue as etapas e os requisitos descritos na vaga.</p>',
        },
        {
          title: 'Uso do site',
          html: '<p>Não é permitido usar o site para fins ilegais, enviar conteúdo ofensivo ou tentar acessar dados de outras pessoas.</p>',
        },
        {
          title: 'Seus dados',
          html: '<p>O tratamento dos seus dados pessoais está descrito no <a href="/termos-de-uso">Aviso de Privacidade</a>.</p>',
        },
      ],
    },
  },
  // '/banco-de-talentos': two questions asked with the personal data (docs/decisions.md, "Talent bank").
  talentBank: {
    enabled: true,
    questions: [
      {
        id: 'areas-de-interesse',
        title: 'Em quais áreas você gostaria de trabalhar?',
        hint: 'Escolha quantas quiser.',
        required: true,
        htmlType: 'check_boxes',
        options: ['Lojas e atendimento', 'Crédito e cobrança', 'Seguros', 'Tecnologia', 'Administrativo'],
      },
      {
        id: 'disponibilidade',
        title: 'Qual é a sua disponibilidade de horário?',
        required: true,
        htmlType: 'radio_buttons',
        options: 'Manhã;Tarde;Noite;Integral',
      },
    ],
  },
} satisfies BrandInput

export default aurora
