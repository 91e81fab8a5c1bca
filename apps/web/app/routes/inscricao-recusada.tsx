// /inscricao-recusada: the refusal (doc 01 §2, §4). The template arrives with the navigation (never in
// the URL, DECISIONS.md) and survives a reload in the history entry; without it, it is read again from
// the candidate's lead. It is sanitized on the server (/api/recusa) before it is shown. Beyond
// the spec, a fair refusal: the page explains the decision was automatic and offers 'Solicitar revisão'
// (LGPD art. 20), recorded on the platform.
import { createApplicationServices } from '@carreiras/api'
import { ptBR } from '@carreiras/core'
import { ApplicationRefused } from '@carreiras/ui/application-result'
import { Spinner } from '@carreiras/ui/spinner'
import { useEffect, useMemo, useState } from 'react'
import { useLocation } from 'react-router'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'
import { RequireSession } from '../account/require-session'
import type { Route } from './+types/inscricao-recusada'
import { pageTitle } from '../texts.server'

export function loader() {
  return { title: pageTitle(ptBR.application.refused.title) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function Refused() {
  return (
    <RequireSession>
      <RefusedBody />
    </RequireSession>
  )
}

function RefusedBody() {
  const { handles } = useAccount()
  return handles ? <RefusedContent handles={handles} /> : null
}

type ReviewState = 'idle' | 'sending' | 'sent' | 'failed'

function RefusedContent({ handles }: { handles: AccountHandles }) {
  const location = useLocation()
  const state = (location.state ?? {}) as { template?: string; opportunityId?: number }
  const opportunityId = typeof state.opportunityId === 'number' ? state.opportunityId : null
  const userId = handles.session.getSnapshot().context.record?.userId ?? null
  const services = useMemo(
    () => (userId === null ? null : createApplicationServices(handles.client, { userId })),
    [handles.client, userId],
  )
  const [html, setHtml] = useState<string | null>(null)
  const [template, setTemplate] = useState<string | null>(typeof state.template === 'string' ? state.template : null)
  const [review, setReview] = useState<ReviewState>('idle')
  const [failed, setFailed] = useState(false)
  // Nothing to show: no template with the navigation and no opening to read it from, or reading failed.
  const missing = failed || (template === null && opportunityId === null)

  // The refusal recorded on the lead: whether a review was already asked for, and the template when the
  // navigation did not bring it.
  const hasTemplate = template !== null
  useEffect(() => {
    if (!services || opportunityId === null) return
    let cancelled = false
    services
      .refusal(opportunityId)
      .then((found) => {
        if (cancelled) return
        if (found?.reviewRequestedAt) setReview('sent')
        if (hasTemplate) return
        if (found?.template) setTemplate(found.template)
        else setFailed(true)
      })
      .catch(() => {
        if (!cancelled && !hasTemplate) setFailed(true)
      })
    return () => {
      cancelled = true
    }
  }, [opportunityId, services, hasTemplate])

  // Sanitized on the server before it is shown.
  useEffect(() => {
    if (template === null) return
    let cancelled = false
    const body = new FormData()
    body.set('template', template)
    fetch('/api/recusa', { method: 'POST', body })
      .then((response) => (response.ok ? (response.json() as Promise<{ html: string }>) : { html: '' }))
      .then((result) => {
        if (!cancelled) setHtml(result.html)
      })
      .catch(() => {
        if (!cancelled) setFailed(true)
      })
    return () => {
      cancelled = true
    }
  }, [template])

  if (html === null && !missing) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    )
  }
  return (
    <ApplicationRefused
      templateHtml={html || `<p>${ptBR.application.refused.noTemplate}</p>`}
      reviewState={review}
      onRequestReview={() => {
        if (!services || opportunityId === null) {
          setReview('failed')
          return
        }
        setReview('sending')
        services
          .requestReview(opportunityId)
          .then(() => setReview('sent'))
          .catch(() => setReview('failed'))
      }}
    />
  )
}
