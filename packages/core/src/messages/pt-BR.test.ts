import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ERROR_CODES } from '../errors'
import { errorMessage, messages, ptBR } from './pt-BR'

function strings(node: unknown): string[] {
  if (typeof node === 'string') return [node]
  if (node && typeof node === 'object') return Object.values(node).flatMap(strings)
  return []
}
const catalogue = new Set(strings(ptBR))

// Quoted texts of the spec, copied from it.
const SPEC_TEXTS = [
  // The site, accounts and applications: screens
  'Inscrição Confirmada!',
  'Ocorreu um problema na sua candidatura. Tente novamente!',
  'Página não encontrada :(',
  'Quem somos',
  'Cultura',
  'Oportunidades',
  'Programa de estágio',
  'Benefícios',
  'FAQ',
  'Cadastre seu Currículo',
  'Faça seu login',
  'Meu Perfil',
  'Alterar Senha',
  'Candidaturas',
  'Sair',
  'Canal de Denúncias',
  'SAC',
  'Ouvidoria',
  'Política de privacidade',
  'Termos de serviço',
  'Quero me inscrever',
  'Pesquisar Oportunidades',
  'Busque pelo nome da vaga',
  'Pessoa com Deficiência',
  'VER MAIS OPORTUNIDADES',
  'VER MAIS OPORTUNIDADES DISPONÍVEIS',
  'Copiar Link',
  'Copiado!',
  'Inscrever-Se',
  'QUERO ME INSCREVER!',
  'Continuar Inscrição',
  'Você já está inscrito',
  'Você Já Está Inscrito',
  'Inscrições Encerradas',
  'Informações Básicas',
  'Info. Básicas',
  'Informações Complementares',
  'Info. Complementares',
  'Campos com * são obrigatórios.',
  'Próxima Etapa',
  'Finalizar Inscrição',
  '1: Preencha o perfil',
  '2: Faça os Testes',
  'Aviso de Privacidade',
  // The site's flows (docs/decisions.md)
  'Seu usuário será removido caso não aceite os Termos de Uso.',
  'Manter conectado',
  // The site's validation
  'E-mail inválido',
  'Sua senha deve ter no mínimo 8 caracteres',
  'Senhas diferentes',
  'E-mails diferentes',
  'CPF inválido',
  'RNE inválido',
  'Nome Completo (sem abreviação)',
  'Nome muito curto',
  'Nome inválido',
  'Informe o nome de quem indicou',
  'Informe o e-mail de quem indicou',
  'Somente os domínios abaixo são válidos',
  'Campo obrigatório',
  'Nome e sobrenome devem conter mais que 2 caracteres.',
  'RG parece inválido',
  'Informe sua experiência profissional',
  // The site's messages
  'E-mail ou senha incorretos',
  'Não encontramos seu usuário. Deseja se cadastrar?',
  'E-mail ou CPF informado já foi cadastrado anteriormente',
  'E-mail não cadastrado',
  'Enviamos para seu e-mail instruções de como recuperar sua senha',
  'Algo errado aconteceu. Tente novamente.',
  'Senha alterada com sucesso!',
  'Este CPF não está cadastrado',
  'Ocorreu um problema ao enviar o código para seu celular. Tente novamente mais tarde.',
  'Ocorreu um problema. Verifique se o token informado é o correto e tente novamente.',
  'Ocorreu um problema. Verifique se o e-mail informado está correto e tente novamente.',
  'Seu email foi alterado com sucesso.',
  'Ocorreu um erro ao processar sua candidatura... Tente novamente mais tarde.',
  'Ocorreu um problema ao aceitar os termos. Tente novamente em instantes.',
  'Uoops',
  'Você não está inscrito na oportunidade',
  'Tem certeza que deseja remover sua conta?',
  'Não',
  'Sim, tenho certeza',
  'Atenção',
  'Você será direcionado para o site parceiro para realizar o teste.',
  'Fechar',
  'Vamos lá!',
  // The profile: screens and form behaviour
  'Girar Foto',
  'Cancelar',
  'Salvar',
  'Formações',
  'FORMAÇÃO',
  'Não possuo formação',
  'Experiências Profissionais',
  'Atualmente',
  'EXPERIÊNCIA PROFISSIONAL',
  'Não possuo experiência profissional',
  'Idiomas',
  'IDIOMA',
  'Minhas Inscrições',
  'Nenhuma inscrição',
  'Carregar mais...',
  'Deixar meu currículo',
  'Pronto',
  'Você completou o seu perfil!',
  'Começar',
  'Finalizar',
  'Validando Teste...',
  'Atualização de Perfil',
  'Voltar',
  'Continuar',
  'Ok',
  'Pendente',
  'Finalizado',
  'Perfil atualizado com sucesso!',
  // The profile's validation
  'Número inválido',
  'Data inválida',
  'Falha no carregamento da foto',
  'Sua foto deve estar no formato .png, .jpg ou .jpeg',
  'Sua foto não pode ter mais que 2MB',
  'Falha no carregamento do arquivo',
  'Seu arquivo deve estar no formato .pdf',
  'Seu arquivo não pode ter mais que 2MB',
  'Deve ser posterior a data inicial',
  'Informe ao menos uma formação',
  'Preencha corretamente sua formação',
  'Preencha corretamente sua experiência profissional',
  'Insira apenas vídeo do YouTube',
  'Máximo de opções já foi escolhido. Remove a seleção de alguma opção.',
  // The profile's messages
  'Ocorreu um erro ao salvar suas informações',
  'Ocorreu um erro ao salvar sua formação',
  'Ocorreu um erro ao salvar sua experiência profissional',
  'Ocorreu um erro ao salvar seu idioma',
  'Ocorreu um problema ao deixar seu currículo',
  'Pronto!',
  'Dados pessoais salvo com sucesso',
  'Formação salva com sucesso',
  'Experiência Profissional salva com sucesso',
  'Idioma salvo com sucesso',
  'Erro ao anexar arquivo.',
  'Por favor, tente novamente mais tarde.',
  'Erro ao excluir arquivo.',
  'Ocorreu um erro ao carregar os testes da oportunidade. Tente novamente.',
  'Ocorreu um erro ao carregar o teste da oportunidade. Tente novamente...',
  'Ocorreu um erro ao carregar a pergunta. Tente novamente...',
  'Tempo esgotado!',
  'Solicitação fora do prazo',
  'Você já atualizou seu perfil!',
  'Ocorreu um erro ao atualizar seu perfil. Tente novamente.',
  'Sim, desejo remover',
]

describe('pt-BR catalogue', () => {
  it.each(SPEC_TEXTS)('holds the spec text %j', (text) => {
    expect(catalogue.has(text)).toBe(true)
  })

  it('groups the texts by domain', () => {
    expect(Object.keys(ptBR)).toEqual(
      expect.arrayContaining([
        'common',
        'header',
        'footer',
        'jobs',
        'job',
        'account',
        'validation',
        'application',
        'profile',
        'tests',
        'errors',
      ]),
    )
    expect(messages).toBe(ptBR)
  })

  it('has no empty text and no stray spaces (except the spec-given trailing space of durations)', () => {
    for (const text of catalogue) {
      expect(text.length).toBeGreaterThan(0)
      expect(text).toBe(text.trim())
    }
  })

  it('puts the card, detail and dialog texts where screens look for them', () => {
    expect(ptBR.jobs.card).toEqual({
      apply: 'Inscrever-Se',
      continue: 'Continuar Inscrição',
      applied: 'Você já está inscrito',
      closed: 'Inscrições Encerradas',
    })
    expect(ptBR.job.apply).toBe('QUERO ME INSCREVER!')
    expect(ptBR.job.applied).toBe('Você Já Está Inscrito')
    expect(ptBR.validation.email).toBe('E-mail inválido')
    expect(ptBR.validation.cpf).toBe('CPF inválido')
    expect(ptBR.pages.notFound).toBe('Página não encontrada :(')
  })
})

describe('parametrised texts', () => {
  it('writes days left with singular for 1 and never below 0', () => {
    expect(ptBR.jobs.daysLeft(1)).toBe('1 dia')
    expect(ptBR.jobs.daysLeft(0)).toBe('0 dias')
    expect(ptBR.jobs.daysLeft(12)).toBe('12 dias')
    expect(ptBR.jobs.daysLeft(-3)).toBe('0 dias')
    expect(ptBR.jobs.daysLeft(Number.NaN)).toBe('0 dias')
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (n) => {
        const expected = n === 1 ? '1 dia' : `${Math.max(0, n)} dias`
        expect(ptBR.jobs.daysLeft(n)).toBe(expected)
      }),
    )
  })

  it('writes progress as a percentage within 0..100', () => {
    expect(ptBR.jobs.progressLabel(42)).toBe('42%')
    expect(ptBR.jobs.progressLabel(130)).toBe('100%')
    expect(ptBR.jobs.progressLabel(-5)).toBe('0%')
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (p) => {
        const label = ptBR.jobs.progressLabel(p)
        expect(label).toMatch(/^\d{1,3}%$/)
        expect(Number.parseInt(label, 10)).toBeLessThanOrEqual(100)
      }),
    )
  })

  it('writes the level, counters and plurals', () => {
    expect(ptBR.jobs.level('Júnior')).toBe('Nível Júnior')
    expect(ptBR.tests.summary.missing(1)).toBe('Falta 1 teste...')
    expect(ptBR.tests.summary.missing(3)).toBe('Faltam 3 testes...')
    expect(ptBR.tests.questionsCount(10)).toBe('Você responderá a 10 questões')
    expect(ptBR.tests.answer.length(0, 200)).toBe('Sua resposta deve conter entre 0 e 200 caracteres')
    expect(ptBR.tests.answer.selectOptions(1)).toBe('Selecione 1 opção')
    expect(ptBR.tests.answer.selectOptions(2)).toBe('Selecione 2 opções')
    expect(ptBR.profile.duration.years(2)).toBe('2 anos ')
    expect(ptBR.profile.duration.months(5)).toBe('5 meses ')
    expect(ptBR.profile.duration.years(1)).toBe('1 ano ')
    expect(ptBR.profile.duration.months(1)).toBe('1 mês ')
    expect(ptBR.profile.personalData.needHelpDescriptionCounter(37)).toBe('37 / 100')
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 2, max: 1000 }), (level, n) => {
        expect(ptBR.jobs.level(level)).toBe(`Nível ${level}`)
        expect(ptBR.tests.summary.missing(n)).toBe(`Faltam ${n} testes...`)
        expect(ptBR.tests.answer.selectOptions(n)).toBe(`Selecione ${n} opções`)
      }),
    )
  })
})

describe('errorMessage', () => {
  it('has a pt-BR text for every error code', () => {
    expect(errorMessage('WRONG_PASSWORD')).toBe('E-mail ou senha incorretos')
    expect(errorMessage('USER_NOT_FOUND')).toBe('Não encontramos seu usuário. Deseja se cadastrar?')
    expect(errorMessage('NOT_IMPLEMENTED')).toBe('Não implementado')
    expect(errorMessage('UNAUTHORIZED')).toBe('Não autorizado')
    expect(errorMessage('CLOSED')).toBe('Inscrições Encerradas')
    expect(Object.keys(ptBR.errors).sort()).toEqual([...ERROR_CODES].sort())
  })

  it('never shows a rate limit or captcha failure as user-not-found', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ERROR_CODES), (code) => {
        const text = errorMessage(code)
        expect(text.length).toBeGreaterThan(0)
        if (code !== 'USER_NOT_FOUND') expect(text).not.toBe(ptBR.errors.USER_NOT_FOUND)
      }),
    )
  })

  it('lets a brand override the texts', () => {
    const brand = { ...ptBR.errors, INTERNAL: 'Falhou.' }
    expect(errorMessage('INTERNAL', brand)).toBe('Falhou.')
  })
})
