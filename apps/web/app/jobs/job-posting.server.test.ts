import Validator from '@adobe/structured-data-validator'
import { opportunitySchema } from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { jobPostingJsonLd, jsonLdScript } from './job-posting.server'

const opportunity = opportunitySchema.parse({
  id: 378937,
  title: 'Estágio em Tecnologia',
  slug: '378937-estagio-em-tecnologia',
  links: { subscription: 'https://vagas.example/vagas/378937-estagio-em-tecnologia' },
  level: 'Estágio',
  acting_mode: 'Híbrido',
  pcd: true,
  status_id: 1,
  published_at: '2026-11-01T09:00:00.000-03:00',
  expired_at: '2026-12-15T23:59:59.000-03:00',
  company_area: null,
  company_field_area: { id: 14, name: 'Tecnologia' },
  responsability: '<p>Apoiar o time.</p>',
  requirement: '<p>Cursando graduação.</p>',
  work_environment: '<p>Ambiente colaborativo.</p>',
  cover: null,
  address: {
    city: 'São Paulo',
    state: { abbr: 'SP', name: 'São Paulo' },
    street: 'Rua dos Pinheiros',
    number: 100,
    neighborhood: 'Pinheiros',
    zipcode: '05422-000',
  },
  benefits: [],
  other_benefit: null,
  descriptions: [],
  company: {
    id: 6562,
    name: 'Grupo Aurora',
    slug: 'grupo-aurora',
    logo: '/logo.svg',
    score: null,
    evaluationsCount: 0,
    pictures: [],
  },
  opportunity_tests: [],
  indication_domains: [],
  ninenine_apply: false,
  whatsapp_apply: false,
  company_integration_fields: null,
  geocode_distance: null,
})

const options = {
  company: { name: 'Grupo Aurora', website: 'https://carreiras.example' },
  descriptionHtml: '<h2>Responsabilidades</h2><p>Apoiar o time.</p>',
  origin: 'https://carreiras.example',
  url: 'https://carreiras.example/vagas/378937-estagio-em-tecnologia',
}

async function errorsOf(data: Record<string, unknown>) {
  const issues = await new Validator().validate({ jsonld: { JobPosting: [structuredClone(data)] } })
  return issues.filter((issue) => issue.severity === 'ERROR')
}

describe('jobPostingJsonLd', () => {
  it('describes an open opening with every field Google reads, and passes the validator', async () => {
    const data = jobPostingJsonLd(opportunity, options)!
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Estágio em Tecnologia',
      description: options.descriptionHtml,
      datePosted: '2026-11-01T09:00:00.000-03:00',
      validThrough: '2026-12-15T23:59:59.000-03:00',
      employmentType: 'INTERN',
      identifier: { '@type': 'PropertyValue', name: 'Grupo Aurora', value: '378937' },
      directApply: true,
      hiringOrganization: {
        name: 'Grupo Aurora',
        sameAs: 'https://carreiras.example',
        logo: 'https://carreiras.example/logo.svg',
      },
      jobLocation: {
        address: {
          streetAddress: 'Rua dos Pinheiros, 100',
          addressLocality: 'São Paulo',
          addressRegion: 'SP',
          postalCode: '05422-000',
          addressCountry: 'BR',
        },
      },
    })
    expect(await errorsOf(data)).toEqual([])
  })

  it('the validator catches a posting without its required fields (the check can fail)', async () => {
    const data = jobPostingJsonLd(opportunity, options)!
    const { datePosted: _date, hiringOrganization: _org, ...broken } = data
    const errors = await errorsOf(broken)
    expect(errors.map((e) => e.issueMessage).join(' ')).toMatch(/datePosted/)
    expect(errors.map((e) => e.issueMessage).join(' ')).toMatch(/hiringOrganization/)
  })

  it('a remote opening is TELECOMMUTE with the country as applicant location', async () => {
    const data = jobPostingJsonLd({ ...opportunity, acting_mode: 'Remoto', level: 'Pleno' }, options)!
    expect(data).toMatchObject({ jobLocationType: 'TELECOMMUTE', employmentType: 'FULL_TIME' })
    expect(await errorsOf(data)).toEqual([])
  })

  it('gives nothing for a closed opening', () => {
    expect(jobPostingJsonLd({ ...opportunity, status_id: 2 }, options)).toBeNull()
  })

  it('cannot close its script tag', () => {
    expect(jsonLdScript({ title: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
