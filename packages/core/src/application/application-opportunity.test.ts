import { describe, expect, it } from 'vitest'
import { opportunitySchema } from '../opportunity/opportunity.schema'
import { applicationOpportunityOf } from './application-opportunity'

const detail = opportunitySchema.parse({
  id: 378937,
  title: 'Estágio em Tecnologia',
  slug: '378937-estagio-em-tecnologia',
  links: { subscription: 'https://vagas.example/vagas/378937-estagio-em-tecnologia' },
  level: 'Estágio',
  acting_mode: 'Híbrido',
  pcd: false,
  status_id: 1,
  published_at: '2024-05-01T09:00:00.000-03:00',
  expired_at: '2024-06-01T23:59:59.000-03:00',
  responsability: '<p>Apoiar o time.</p>',
  requirement: '<p>Cursando graduação.</p>',
  work_environment: '<p>Ambiente colaborativo.</p>',
  cover: null,
  address: {
    city: 'São Paulo',
    state: { abbr: 'SP', name: 'São Paulo' },
    street: null,
    number: null,
    neighborhood: null,
    zipcode: null,
  },
  benefits: [],
  other_benefit: null,
  descriptions: [],
  company: {
    id: 6562,
    name: 'Grupo Exemplo',
    slug: 'grupo-exemplo',
    logo: null,
    score: 4.5,
    evaluationsCount: 120,
    pictures: [],
  },
  company_area: null,
  company_field_area: null,
  opportunity_tests: [{ id: 2015, name: 'Raciocínio lógico', requiredIn: 'subscription' }],
  indication_domains: ['exemplo.com.br'],
  ninenine_apply: false,
  whatsapp_apply: true,
  company_integration_fields: { polo_description: null },
  geocode_distance: null,
})

describe('applicationOpportunityOf', () => {
  it('keeps what the application flow reads of an open opening with tests', () => {
    expect(applicationOpportunityOf(detail)).toEqual({
      id: 378937,
      title: 'Estágio em Tecnologia',
      open: true,
      hasTests: true,
      ninenineApply: false,
      whatsappApply: true,
      companyName: 'Grupo Exemplo',
      indicationDomains: ['exemplo.com.br'],
    })
  })

  it('reads status 2 as closed and no tests as none', () => {
    const closed = applicationOpportunityOf({ ...detail, status_id: 2, opportunity_tests: [] })
    expect(closed).toMatchObject({ open: false, hasTests: false })
  })
})
