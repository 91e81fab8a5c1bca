// JobPosting structured data (schema.org, as Google's job search reads it) for an open opening, built
// on the server from the opportunity and the company: title, HTML description, dates, employment type,
// hiring organization, location, identifier and direct apply. None is produced for a closed opening.
import { isOpportunityOpen, type Opportunity } from '@carreiras/core'

export interface JobPostingCompany {
  name: string
  /** The company's site (sameAs). */
  website: string
  /** Absolute URL of the logo. */
  logo?: string | null
}

/** schema.org employmentType from the opening's level (an internship is INTERN, otherwise full time). */
function employmentType(level: string): string {
  const key = level.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  if (key.includes('estag')) return 'INTERN'
  if (key.includes('temporar')) return 'TEMPORARY'
  return 'FULL_TIME'
}

function absolute(url: string | null | undefined, origin: string): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url, origin).toString()
  } catch {
    return undefined
  }
}

export function jobPostingJsonLd(
  opportunity: Opportunity,
  options: { company: JobPostingCompany; descriptionHtml: string; origin: string; url: string },
): Record<string, unknown> | null {
  if (!isOpportunityOpen(opportunity.status_id)) return null
  const { address } = opportunity
  const street = [address.street, address.number].filter(Boolean).join(', ')
  const remote = /remot/i.test(opportunity.acting_mode)
  const logo = absolute(options.company.logo ?? opportunity.company.logo, options.origin)
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: opportunity.title,
    description: options.descriptionHtml,
    datePosted: opportunity.published_at,
    validThrough: opportunity.expired_at,
    employmentType: employmentType(opportunity.level),
    url: options.url,
    identifier: { '@type': 'PropertyValue', name: options.company.name, value: String(opportunity.id) },
    directApply: true,
    hiringOrganization: {
      '@type': 'Organization',
      name: options.company.name,
      sameAs: options.company.website,
      ...(logo ? { logo } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(street ? { streetAddress: street } : {}),
        addressLocality: address.city,
        addressRegion: address.state.abbr,
        ...(address.zipcode ? { postalCode: address.zipcode } : {}),
        addressCountry: 'BR',
      },
    },
    ...(remote
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'BR' } }
      : {}),
  }
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
