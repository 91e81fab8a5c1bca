// Home: the brand's hero (its texts come from app/brand/brand.json) with the search box, which submits to
// /vagas. A real site adds the marketing sections of @carreiras/ui's home-sections from the same content.
import { ptBR } from '@carreiras/core'
import { Hero } from '@carreiras/ui/hero'
import { Link } from 'react-router'
import { brand } from '../brand.server'
import type { Route } from './+types/home'

export function loader() {
  const { hero, description } = brand.content.home
  return { hero, description, siteName: brand.siteName }
}

export const meta: Route.MetaFunction = ({ data }) =>
  data ? [{ title: data.siteName }, { name: 'description', content: data.description }] : []

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero } = loaderData
  return (
    <>
      <Hero title={hero.title} subtitle={hero.subtitle} action="/vagas" />
      <p className="mt-8 text-center">
        <Link to="/vagas" className="focus-ring text-primary font-semibold underline underline-offset-4">
          {ptBR.hunting.jobs}
        </Link>
      </p>
    </>
  )
}
