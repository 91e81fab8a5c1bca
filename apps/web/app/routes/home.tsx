import { Button } from '@carreiras/ui'
import { Link } from 'react-router'
import { homeTexts } from '../texts.server'
import type { Route } from './+types/home'

export function loader() {
  return { texts: homeTexts() }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.texts.title }] : []
}

// Placeholder: the hero, sections and search of the spec's home arrive in later issues.
export default function Home({ loaderData: { texts } }: Route.ComponentProps) {
  return (
    <section className="py-16 text-center">
      <h1 className="font-heading text-4xl font-bold">{texts.heading}</h1>
      <p className="mt-8">
        <Button asChild>
          <Link to="/vagas">{texts.seeOpportunities}</Link>
        </Button>
      </p>
    </section>
  )
}
