import { buttonVariants } from '@carreiras/ui/button-variants'
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
  return <HomeView texts={texts} />
}

/** The home view; /password-recovery and /InsertCpf show it with an account form open. */
export function HomeView({ texts }: { texts: ReturnType<typeof homeTexts> }) {
  return (
    <section className="py-16 text-center">
      <h1 className="font-heading text-4xl font-bold">{texts.heading}</h1>
      <p className="mt-8">
        <Link to="/vagas" className={buttonVariants()}>
          {texts.seeOpportunities}
        </Link>
      </p>
    </section>
  )
}
