// Content the seed draws from: places, roles, benefits and HTML snippets. Fictional but realistic.
// City names are spelled exactly as the IBGE list of @brazilian-utils/brazilian-utils spells them.

export const SEED_COMPANIES = [
  {
    id: 6562,
    name: 'Grupo Aurora Financeira',
    slug: 'grupo-aurora-financeira',
    logo: '/brand/aurora/logo.svg',
    website: 'https://carreiras.grupoaurora.com.br',
    score: 4.4,
    evaluationsCount: 1287,
    pictures: ['/brand/aurora/escritorio-1.jpg', '/brand/aurora/loja-1.jpg', '/brand/aurora/cd-1.jpg'],
    street: 'Avenida Brigadeiro Faria Lima, 2100',
    neighborhood: 'Pinheiros',
    stateAbbr: 'SP',
    zipcode: '05426-100',
  },
  {
    id: 2627,
    name: 'Aurora Crédito e Serviços',
    slug: 'aurora-credito-e-servicos',
    logo: '/brand/aurora/logo-credito.svg',
    website: 'https://carreiras.grupoaurora.com.br/credito',
    score: 4.2,
    evaluationsCount: 412,
    pictures: ['/brand/aurora/credito-1.jpg'],
    street: 'Rua Cardeal Arcoverde, 1500',
    neighborhood: 'Pinheiros',
    stateAbbr: 'SP',
    zipcode: '05407-002',
  },
] as const

export const SEED_BENEFITS = [
  { id: 1, name: 'Assistência médica', icon: 'health', category: 'Saúde' },
  { id: 2, name: 'Assistência odontológica', icon: 'dental', category: 'Saúde' },
  { id: 3, name: 'Seguro de vida', icon: 'life-insurance', category: 'Saúde' },
  { id: 4, name: 'Gympass', icon: 'gym', category: 'Saúde' },
  { id: 5, name: 'Programa de saúde mental', icon: 'mental-health', category: 'Saúde' },
  { id: 6, name: 'Vale-refeição', icon: 'meal', category: 'Alimentação' },
  { id: 7, name: 'Vale-alimentação', icon: 'grocery', category: 'Alimentação' },
  { id: 8, name: 'Refeitório no local', icon: 'restaurant', category: 'Alimentação' },
  { id: 9, name: 'Vale-transporte', icon: 'transport', category: 'Transporte' },
  { id: 10, name: 'Fretado', icon: 'bus', category: 'Transporte' },
  { id: 11, name: 'Estacionamento', icon: 'parking', category: 'Transporte' },
  { id: 12, name: 'Auxílio-creche', icon: 'daycare', category: 'Família' },
  { id: 13, name: 'Licença parental estendida', icon: 'parental-leave', category: 'Família' },
  { id: 14, name: 'Auxílio-educação', icon: 'education', category: 'Desenvolvimento' },
  { id: 15, name: 'Plataforma de cursos on-line', icon: 'online-courses', category: 'Desenvolvimento' },
  { id: 16, name: 'Participação nos lucros e resultados', icon: 'profit-sharing', category: 'Remuneração' },
  { id: 17, name: 'Previdência privada', icon: 'pension', category: 'Remuneração' },
  { id: 18, name: 'Desconto em produtos do grupo', icon: 'discount', category: 'Remuneração' },
  { id: 19, name: 'Auxílio home office', icon: 'home-office', category: 'Trabalho flexível' },
  { id: 20, name: 'Day off no aniversário', icon: 'birthday', category: 'Trabalho flexível' },
  { id: 21, name: 'Horário flexível', icon: 'flexible-hours', category: 'Trabalho flexível' },
] as const

export interface SeedPlace {
  state: string
  city: string
  neighborhoods: readonly string[]
  /** Relative weight in the draw. */
  weight: number
}

/** Where the openings are: many states, São Paulo heavy so that paging has something to page. */
export const SEED_PLACES: readonly SeedPlace[] = [
  {
    state: 'SP',
    city: 'São Paulo',
    neighborhoods: [
      'Pinheiros',
      'Vila Olímpia',
      'Itaim Bibi',
      'Santo Amaro',
      'Tatuapé',
      'Mooca',
      'Lapa',
      'Santana',
      'Vila Mariana',
      'Brás',
    ],
    weight: 40,
  },
  {
    state: 'SP',
    city: 'Campinas',
    neighborhoods: ['Cambuí', 'Centro', 'Taquaral', 'Barão Geraldo'],
    weight: 6,
  },
  { state: 'SP', city: 'Guarulhos', neighborhoods: ['Centro', 'Cumbica', 'Vila Galvão'], weight: 5 },
  { state: 'SP', city: 'Osasco', neighborhoods: ['Centro', 'Presidente Altino', 'Vila Yara'], weight: 4 },
  { state: 'SP', city: 'Santo André', neighborhoods: ['Centro', 'Vila Assunção'], weight: 3 },
  { state: 'SP', city: 'São Bernardo do Campo', neighborhoods: ['Centro', 'Rudge Ramos'], weight: 3 },
  {
    state: 'SP',
    city: 'Ribeirão Preto',
    neighborhoods: ['Centro', 'Jardim Botânico', 'Ribeirânia'],
    weight: 3,
  },
  { state: 'SP', city: 'Sorocaba', neighborhoods: ['Centro', 'Campolim'], weight: 2 },
  { state: 'SP', city: 'São José dos Campos', neighborhoods: ['Centro', 'Jardim Aquarius'], weight: 2 },
  { state: 'SP', city: 'Cajamar', neighborhoods: ['Jordanésia', 'Polvilho'], weight: 3 },
  { state: 'SP', city: 'Santos', neighborhoods: ['Gonzaga', 'Boqueirão'], weight: 2 },
  {
    state: 'RJ',
    city: 'Rio de Janeiro',
    neighborhoods: ['Centro', 'Barra da Tijuca', 'Botafogo', 'Madureira', 'Tijuca'],
    weight: 9,
  },
  { state: 'RJ', city: 'Niterói', neighborhoods: ['Icaraí', 'Centro'], weight: 2 },
  {
    state: 'RJ',
    city: 'Duque de Caxias',
    neighborhoods: ['Centro', 'Jardim Vinte e Cinco de Agosto'],
    weight: 2,
  },
  {
    state: 'MG',
    city: 'Belo Horizonte',
    neighborhoods: ['Savassi', 'Centro', 'Funcionários', 'Pampulha'],
    weight: 7,
  },
  { state: 'MG', city: 'Uberlândia', neighborhoods: ['Centro', 'Santa Mônica'], weight: 2 },
  { state: 'MG', city: 'Contagem', neighborhoods: ['Eldorado', 'Industrial'], weight: 2 },
  { state: 'ES', city: 'Vitória', neighborhoods: ['Praia do Canto', 'Centro'], weight: 2 },
  { state: 'ES', city: 'Serra', neighborhoods: ['Laranjeiras', 'Civit II'], weight: 1 },
  { state: 'PR', city: 'Curitiba', neighborhoods: ['Centro', 'Batel', 'Água Verde', 'Portão'], weight: 5 },
  { state: 'PR', city: 'Londrina', neighborhoods: ['Centro', 'Gleba Palhano'], weight: 2 },
  { state: 'PR', city: 'Maringá', neighborhoods: ['Zona 1', 'Zona 7'], weight: 1 },
  { state: 'SC', city: 'Florianópolis', neighborhoods: ['Centro', 'Trindade', 'Estreito'], weight: 3 },
  { state: 'SC', city: 'Joinville', neighborhoods: ['Centro', 'América'], weight: 2 },
  { state: 'SC', city: 'Blumenau', neighborhoods: ['Centro', 'Velha'], weight: 1 },
  {
    state: 'RS',
    city: 'Porto Alegre',
    neighborhoods: ['Centro Histórico', 'Moinhos de Vento', 'Cidade Baixa'],
    weight: 4,
  },
  { state: 'RS', city: 'Caxias do Sul', neighborhoods: ['Centro', 'São Pelegrino'], weight: 1 },
  { state: 'RS', city: 'Canoas', neighborhoods: ['Centro', 'Niterói'], weight: 1 },
  {
    state: 'DF',
    city: 'Brasília',
    neighborhoods: ['Asa Sul', 'Asa Norte', 'Taguatinga', 'Águas Claras'],
    weight: 4,
  },
  { state: 'GO', city: 'Goiânia', neighborhoods: ['Setor Bueno', 'Setor Marista', 'Centro'], weight: 3 },
  { state: 'GO', city: 'Anápolis', neighborhoods: ['Centro', 'Jundiaí'], weight: 1 },
  { state: 'MT', city: 'Cuiabá', neighborhoods: ['Centro Norte', 'Goiabeiras'], weight: 2 },
  { state: 'MS', city: 'Campo Grande', neighborhoods: ['Centro', 'Jardim dos Estados'], weight: 2 },
  { state: 'BA', city: 'Salvador', neighborhoods: ['Pituba', 'Comércio', 'Itaigara', 'Barra'], weight: 4 },
  { state: 'BA', city: 'Feira de Santana', neighborhoods: ['Centro', 'Santa Mônica'], weight: 1 },
  { state: 'PE', city: 'Recife', neighborhoods: ['Boa Viagem', 'Boa Vista', 'Recife'], weight: 3 },
  { state: 'PE', city: 'Jaboatão dos Guararapes', neighborhoods: ['Piedade', 'Prazeres'], weight: 1 },
  { state: 'CE', city: 'Fortaleza', neighborhoods: ['Aldeota', 'Meireles', 'Centro'], weight: 3 },
  { state: 'RN', city: 'Natal', neighborhoods: ['Ponta Negra', 'Tirol'], weight: 1 },
  { state: 'PB', city: 'João Pessoa', neighborhoods: ['Manaíra', 'Tambaú'], weight: 1 },
  { state: 'AL', city: 'Maceió', neighborhoods: ['Ponta Verde', 'Jatiúca'], weight: 1 },
  { state: 'SE', city: 'Aracaju', neighborhoods: ['Jardins', 'Centro'], weight: 1 },
  { state: 'PI', city: 'Teresina', neighborhoods: ['Centro', 'Fátima'], weight: 1 },
  { state: 'MA', city: 'São Luís', neighborhoods: ['Renascença', 'Centro'], weight: 1 },
  { state: 'PA', city: 'Belém', neighborhoods: ['Nazaré', 'Umarizal'], weight: 2 },
  {
    state: 'AM',
    city: 'Manaus',
    neighborhoods: ['Adrianópolis', 'Centro', 'Distrito Industrial I'],
    weight: 2,
  },
  { state: 'TO', city: 'Palmas', neighborhoods: ['Plano Diretor Sul', 'Plano Diretor Norte'], weight: 1 },
  { state: 'RO', city: 'Porto Velho', neighborhoods: ['Centro', 'Olaria'], weight: 1 },
]

export const STREETS = [
  'Rua das Palmeiras',
  'Avenida Brasil',
  'Rua Sete de Setembro',
  'Avenida Getúlio Vargas',
  'Rua XV de Novembro',
  'Avenida Paulista',
  'Rua Tiradentes',
  'Avenida das Nações',
  'Rua Marechal Deodoro',
  'Avenida Rio Branco',
  'Rua Dom Pedro II',
  'Avenida Presidente Kennedy',
] as const

/** What kind of ladder a role climbs; the level names come from core's OPPORTUNITY_LEVELS. */
export type RoleLadder = 'career' | 'operational' | 'leadership'

export interface SeedRole {
  /** Title without the level suffix. */
  title: string
  /** Team key: head office, store brand A, store brand B, distribution centre. */
  team: 'office' | 'storeA' | 'storeB' | 'dc'
  /** Job area name (matched against core's JOB_AREAS, case and accents ignored). */
  area: string
  ladder: RoleLadder
  collection?: string
  /** Internship title, when the role also takes interns: 'Estágio em …'. */
  internship?: string
  tasks: readonly string[]
  skills: readonly string[]
}

export const SEED_ROLES: readonly SeedRole[] = [
  {
    title: 'Analista de Crédito',
    team: 'office',
    area: 'Crédito e Cobrança',
    ladder: 'career',
    collection: 'servicos-financeiros',
    internship: 'Estágio em Crédito',
    tasks: [
      'Analisar propostas de crédito de pessoas físicas',
      'Acompanhar indicadores de inadimplência',
      'Apoiar a revisão de políticas de concessão',
    ],
    skills: [
      'Excel avançado',
      'Conhecimento de análise de risco',
      'Formação em Administração, Economia ou áreas afins',
    ],
  },
  {
    title: 'Analista de Riscos',
    team: 'office',
    area: 'Riscos e Compliance',
    ladder: 'career',
    collection: 'servicos-financeiros',
    tasks: [
      'Modelar e monitorar riscos de crédito e de mercado',
      'Elaborar relatórios para a diretoria',
      'Apoiar auditorias internas e externas',
    ],
    skills: ['Estatística aplicada', 'SQL', 'Conhecimento de regulação do Banco Central'],
  },
  {
    title: 'Analista Financeiro',
    team: 'office',
    area: 'Finanças',
    ladder: 'career',
    internship: 'Estágio em Finanças',
    tasks: [
      'Conciliar contas e fluxo de caixa',
      'Apoiar o fechamento mensal',
      'Preparar análises de orçamento',
    ],
    skills: [
      'Excel avançado',
      'Conhecimento de contabilidade',
      'Ensino superior em Ciências Contábeis, Economia ou afins',
    ],
  },
  {
    title: 'Analista de Controladoria',
    team: 'office',
    area: 'Finanças',
    ladder: 'career',
    tasks: [
      'Consolidar demonstrações financeiras',
      'Acompanhar o orçado versus realizado',
      'Apoiar processos de auditoria',
    ],
    skills: ['Contabilidade societária', 'Excel avançado', 'ERP SAP desejável'],
  },
  {
    title: 'Desenvolvedor(a) Back-end',
    team: 'office',
    area: 'Tecnologia',
    ladder: 'career',
    collection: 'tecnologia',
    internship: 'Estágio em Desenvolvimento de Software',
    tasks: [
      'Desenvolver APIs e serviços do ecossistema de crédito',
      'Escrever testes automatizados',
      'Participar de revisões de código e cerimônias ágeis',
    ],
    skills: [
      'Node.js, Java ou Go',
      'Bancos de dados relacionais',
      'Mensageria e arquitetura de microsserviços',
    ],
  },
  {
    title: 'Desenvolvedor(a) Front-end',
    team: 'office',
    area: 'Tecnologia',
    ladder: 'career',
    collection: 'tecnologia',
    tasks: [
      'Construir interfaces web acessíveis',
      'Evoluir o design system',
      'Garantir performance e qualidade do código',
    ],
    skills: ['React e TypeScript', 'Testes automatizados', 'Boas práticas de acessibilidade'],
  },
  {
    title: 'Engenheiro(a) de Dados',
    team: 'office',
    area: 'Tecnologia',
    ladder: 'career',
    collection: 'tecnologia',
    tasks: [
      'Construir pipelines de dados',
      'Modelar o data lake',
      'Garantir qualidade e governança dos dados',
    ],
    skills: ['Python e SQL', 'Spark ou ferramentas similares', 'Nuvem pública (AWS, GCP ou Azure)'],
  },
  {
    title: 'Analista de Segurança da Informação',
    team: 'office',
    area: 'Tecnologia',
    ladder: 'career',
    collection: 'tecnologia',
    tasks: [
      'Monitorar eventos de segurança',
      'Conduzir análises de vulnerabilidade',
      'Apoiar a adequação à LGPD',
    ],
    skills: [
      'Conhecimento de frameworks de segurança',
      'Redes e sistemas operacionais',
      'Certificações serão um diferencial',
    ],
  },
  {
    title: 'Cientista de Dados',
    team: 'office',
    area: 'Tecnologia',
    ladder: 'career',
    collection: 'tecnologia',
    tasks: [
      'Desenvolver modelos de propensão e risco',
      'Colocar modelos em produção com o time de engenharia',
      'Comunicar resultados às áreas de negócio',
    ],
    skills: ['Python', 'Estatística e aprendizado de máquina', 'SQL'],
  },
  {
    title: 'Designer de Produto',
    team: 'office',
    area: 'Tecnologia',
    ladder: 'career',
    collection: 'tecnologia',
    tasks: [
      'Conduzir pesquisas com clientes',
      'Prototipar fluxos do aplicativo',
      'Evoluir o design system com o time de front-end',
    ],
    skills: ['Figma', 'Pesquisa com usuários', 'Portfólio'],
  },
  {
    title: 'Analista de Recursos Humanos',
    team: 'office',
    area: 'Recursos Humanos',
    ladder: 'career',
    internship: 'Estágio em Recursos Humanos',
    tasks: [
      'Conduzir processos seletivos',
      'Apoiar programas de treinamento',
      'Acompanhar indicadores de clima',
    ],
    skills: ['Ensino superior em Psicologia, Administração ou afins', 'Boa comunicação', 'Pacote Office'],
  },
  {
    title: 'Analista Jurídico',
    team: 'office',
    area: 'Jurídico',
    ladder: 'career',
    tasks: [
      'Elaborar e revisar contratos',
      'Acompanhar processos consumeristas',
      'Apoiar as áreas de negócio em temas regulatórios',
    ],
    skills: ['Bacharelado em Direito com OAB ativa', 'Direito do consumidor', 'Boa escrita'],
  },
  {
    title: 'Analista de Marketing',
    team: 'office',
    area: 'Marketing',
    ladder: 'career',
    internship: 'Estágio em Marketing',
    tasks: [
      'Planejar campanhas de produtos financeiros',
      'Acompanhar métricas de mídia',
      'Apoiar ações nas lojas',
    ],
    skills: [
      'Ensino superior em Marketing, Publicidade ou afins',
      'Ferramentas de análise de dados',
      'Criatividade',
    ],
  },
  {
    title: 'Analista de Compras',
    team: 'office',
    area: 'Compras',
    ladder: 'career',
    tasks: [
      'Negociar com fornecedores',
      'Acompanhar pedidos e prazos de entrega',
      'Manter o cadastro de fornecedores',
    ],
    skills: ['Negociação', 'Excel intermediário', 'ERP desejável'],
  },
  {
    title: 'Analista de Cobrança',
    team: 'office',
    area: 'Crédito e Cobrança',
    ladder: 'career',
    collection: 'servicos-financeiros',
    tasks: ['Definir réguas de cobrança', 'Acompanhar a carteira em atraso', 'Negociar acordos com clientes'],
    skills: ['Experiência com cobrança', 'Excel intermediário', 'Boa comunicação'],
  },
  {
    title: 'Analista de Compliance',
    team: 'office',
    area: 'Riscos e Compliance',
    ladder: 'career',
    tasks: [
      'Monitorar aderência a normas internas e externas',
      'Conduzir treinamentos de prevenção à lavagem de dinheiro',
      'Apoiar auditorias',
    ],
    skills: ['Conhecimento de PLD/FT', 'Ensino superior completo', 'Organização'],
  },
  {
    title: 'Engenheiro(a) Civil',
    team: 'office',
    area: 'Engenharia',
    ladder: 'career',
    tasks: [
      'Acompanhar obras de novas lojas',
      'Gerir fornecedores de manutenção predial',
      'Controlar orçamento de obras',
    ],
    skills: ['CREA ativo', 'AutoCAD', 'Disponibilidade para viagens'],
  },
  {
    title: 'Analista de Atendimento ao Cliente',
    team: 'office',
    area: 'Atendimento',
    ladder: 'career',
    collection: 'servicos-financeiros',
    tasks: [
      'Tratar demandas do SAC e da ouvidoria',
      'Propor melhorias nos processos de atendimento',
      'Acompanhar indicadores de satisfação',
    ],
    skills: ['Experiência com atendimento', 'Boa escrita', 'Pacote Office'],
  },
  {
    title: 'Coordenador(a) de Tecnologia',
    team: 'office',
    area: 'Tecnologia',
    ladder: 'leadership',
    collection: 'tecnologia',
    tasks: [
      'Liderar squads de desenvolvimento',
      'Definir prioridades com as áreas de produto',
      'Desenvolver as pessoas do time',
    ],
    skills: ['Experiência com liderança técnica', 'Metodologias ágeis', 'Arquitetura de software'],
  },
  {
    title: 'Operador(a) de Caixa',
    team: 'storeA',
    area: 'Operações de Loja',
    ladder: 'operational',
    collection: 'lojas',
    tasks: [
      'Registrar vendas e receber pagamentos',
      'Oferecer o cartão da loja e serviços financeiros',
      'Manter o caixa organizado',
    ],
    skills: [
      'Ensino médio completo',
      'Disponibilidade para trabalhar em escala',
      'Gostar de atender pessoas',
    ],
  },
  {
    title: 'Vendedor(a)',
    team: 'storeA',
    area: 'Comercial',
    ladder: 'operational',
    collection: 'lojas',
    tasks: [
      'Atender clientes no salão de vendas',
      'Organizar a exposição de produtos',
      'Atingir metas individuais',
    ],
    skills: [
      'Ensino médio completo',
      'Experiência com vendas será um diferencial',
      'Disponibilidade de horário',
    ],
  },
  {
    title: 'Consultor(a) de Serviços Financeiros',
    team: 'storeA',
    area: 'Comercial',
    ladder: 'operational',
    collection: 'servicos-financeiros',
    tasks: [
      'Oferecer cartão, empréstimo pessoal e seguros',
      'Orientar clientes sobre condições de crédito',
      'Cumprir metas de produção',
    ],
    skills: [
      'Ensino médio completo',
      'Experiência com vendas de serviços financeiros',
      'Certificação CPA-10 desejável',
    ],
  },
  {
    title: 'Fiscal de Loja',
    team: 'storeA',
    area: 'Operações de Loja',
    ladder: 'operational',
    collection: 'lojas',
    tasks: [
      'Zelar pela prevenção de perdas',
      'Acompanhar entrada e saída de mercadorias',
      'Apoiar a equipe em procedimentos de segurança',
    ],
    skills: ['Ensino médio completo', 'Atenção a detalhes', 'Disponibilidade para escala'],
  },
  {
    title: 'Gerente de Loja',
    team: 'storeA',
    area: 'Operações de Loja',
    ladder: 'leadership',
    collection: 'lojas',
    tasks: [
      'Liderar a equipe da loja',
      'Garantir metas de vendas e de serviços financeiros',
      'Cuidar da experiência do cliente e dos indicadores operacionais',
    ],
    skills: [
      'Experiência com gestão de equipes no varejo',
      'Ensino superior completo ou cursando',
      'Visão de negócio',
    ],
  },
  {
    title: 'Atendente de Loja',
    team: 'storeB',
    area: 'Atendimento',
    ladder: 'operational',
    collection: 'lojas',
    tasks: [
      'Receber e orientar clientes',
      'Apoiar a reposição de produtos',
      'Operar o caixa quando necessário',
    ],
    skills: ['Ensino médio completo', 'Boa comunicação', 'Disponibilidade para trabalhar aos fins de semana'],
  },
  {
    title: 'Estoquista',
    team: 'storeB',
    area: 'Operações de Loja',
    ladder: 'operational',
    collection: 'lojas',
    tasks: ['Receber e conferir mercadorias', 'Organizar o estoque', 'Abastecer o salão de vendas'],
    skills: ['Ensino médio completo', 'Organização', 'Disponibilidade de horário'],
  },
  {
    title: 'Visual Merchandiser',
    team: 'storeB',
    area: 'Marketing',
    ladder: 'career',
    collection: 'lojas',
    tasks: ['Montar vitrines e exposições', 'Aplicar o guia visual da marca', 'Treinar as equipes das lojas'],
    skills: ['Formação em Design, Moda ou afins', 'Senso estético', 'Disponibilidade para viagens'],
  },
  {
    title: 'Subgerente de Loja',
    team: 'storeB',
    area: 'Operações de Loja',
    ladder: 'leadership',
    collection: 'lojas',
    tasks: [
      'Apoiar a gerência na gestão da equipe',
      'Acompanhar abertura e fechamento da loja',
      'Garantir a execução das campanhas',
    ],
    skills: ['Experiência com liderança no varejo', 'Ensino médio completo', 'Disponibilidade de horário'],
  },
  {
    title: 'Assistente de Logística',
    team: 'dc',
    area: 'Logística',
    ladder: 'operational',
    collection: 'logistica',
    tasks: [
      'Apoiar o recebimento e a expedição de mercadorias',
      'Registrar movimentações no sistema',
      'Manter o inventário atualizado',
    ],
    skills: ['Ensino médio completo', 'Pacote Office básico', 'Disponibilidade para turnos'],
  },
  {
    title: 'Auxiliar de Logística',
    team: 'dc',
    area: 'Logística',
    ladder: 'operational',
    collection: 'logistica',
    tasks: ['Separar e embalar pedidos', 'Carregar e descarregar veículos', 'Cumprir normas de segurança'],
    skills: ['Ensino fundamental completo', 'Disponibilidade para turnos', 'Trabalho em equipe'],
  },
  {
    title: 'Conferente',
    team: 'dc',
    area: 'Logística',
    ladder: 'operational',
    collection: 'logistica',
    tasks: ['Conferir notas fiscais e mercadorias', 'Apontar divergências', 'Apoiar o inventário'],
    skills: ['Ensino médio completo', 'Experiência com conferência', 'Atenção a detalhes'],
  },
  {
    title: 'Operador(a) de Empilhadeira',
    team: 'dc',
    area: 'Logística',
    ladder: 'operational',
    collection: 'logistica',
    tasks: [
      'Movimentar cargas com empilhadeira',
      'Abastecer posições de picking',
      'Zelar pela conservação do equipamento',
    ],
    skills: [
      'Curso de operador de empilhadeira válido',
      'Ensino fundamental completo',
      'Disponibilidade para turnos',
    ],
  },
  {
    title: 'Técnico(a) de Manutenção',
    team: 'dc',
    area: 'Engenharia',
    ladder: 'operational',
    collection: 'logistica',
    tasks: [
      'Executar manutenção preventiva e corretiva',
      'Acompanhar prestadores de serviço',
      'Registrar ordens de serviço',
    ],
    skills: ['Curso técnico em Eletromecânica ou afins', 'NR-10', 'Disponibilidade para turnos'],
  },
  {
    title: 'Analista de Logística',
    team: 'dc',
    area: 'Logística',
    ladder: 'career',
    collection: 'logistica',
    internship: 'Estágio em Logística',
    tasks: [
      'Acompanhar indicadores de nível de serviço',
      'Planejar a malha de transporte',
      'Negociar com transportadoras',
    ],
    skills: ['Ensino superior em Engenharia, Logística ou afins', 'Excel avançado', 'WMS desejável'],
  },
  {
    title: 'Líder de Expedição',
    team: 'dc',
    area: 'Logística',
    ladder: 'leadership',
    collection: 'logistica',
    tasks: [
      'Coordenar a equipe de expedição',
      'Garantir prazos de carregamento',
      'Acompanhar indicadores de produtividade',
    ],
    skills: [
      'Experiência com liderança em centro de distribuição',
      'Ensino médio completo',
      'Disponibilidade para turnos',
    ],
  },
  {
    title: 'Comprador(a)',
    team: 'office',
    area: 'Compras',
    ladder: 'career',
    collection: 'lojas',
    tasks: ['Definir o sortimento de categorias', 'Negociar com a indústria', 'Acompanhar giro e margem'],
    skills: ['Experiência com compras no varejo', 'Negociação', 'Excel avançado'],
  },
]

export const WORK_ENVIRONMENTS = [
  'Ambiente colaborativo, com times diversos e autonomia para propor melhorias.',
  'Loja movimentada, com atendimento próximo ao cliente e equipe unida.',
  'Centro de distribuição moderno, com foco em segurança e produtividade.',
  'Escritório com espaços abertos, salas de foco e café à vontade.',
  'Cultura de feedback contínuo e aprendizado no dia a dia.',
] as const

export const OTHER_BENEFITS = [
  'Cesta de Natal',
  'Convênio farmácia',
  'Programa de reconhecimento',
  'Descontos em parceiros',
  null,
  null,
] as const

export const POLO_DESCRIPTIONS = [
  'Polo Sudeste',
  'Polo Sul',
  'Polo Nordeste',
  'Polo Centro-Oeste',
  'Polo Norte',
] as const

/**
 * The tests random openings draw from (seed-tests.ts names them). Four entries, as before the tests had
 * a table: the draw consumes the PRNG by the list's length, so the random openings stay the same.
 */
export const SEED_TESTS = [
  { id: 2015, requiredIn: 'subscription' },
  { id: 2018, requiredIn: 'subscription' },
  { id: 3002, requiredIn: 'subscription' },
  { id: 3003, requiredIn: 'thank_you' },
] as const
