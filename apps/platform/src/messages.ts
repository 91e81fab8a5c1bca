// Texts only the platform answers with (the product's own texts live in core's catalogue).
import { ptBR } from '@carreiras/core'

export const PLATFORM_MESSAGES = {
  opportunityNotFound: 'Oportunidade não encontrada',
  invalidOpportunityId: 'Identificador de oportunidade inválido',
  badRequest: 'Requisição inválida',
  routeNotFound: 'Recurso não encontrado',
  internal: 'Erro interno',
  databaseUnavailable: 'Banco de dados indisponível',
  unknownState: ptBR.validation.listParams.states,
  notImplemented: ptBR.errors.NOT_IMPLEMENTED,
} as const
