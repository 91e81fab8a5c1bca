import { data } from 'react-router'
import { NotFound } from '../components/not-found'
import { notFoundTexts } from '../texts.server'
import type { Route } from './+types/not-found'

// Any path no other route matches: the not-found page with HTTP 404.
export function loader() {
  return data({ texts: notFoundTexts() }, { status: 404 })
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.texts.title }] : []
}

export default function NotFoundRoute({ loaderData: { texts } }: Route.ComponentProps) {
  return <NotFound text={texts.notFound} />
}
