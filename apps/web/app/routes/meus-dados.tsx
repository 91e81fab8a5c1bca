// /meus-dados/:id — the page the 'Baixar meus dados' e-mail links to (docs/privacy.md). Login-required and
// rendered in the browser, where the session lives: it downloads the archive through the site's proxy with
// the session's Authorization header and hands it to the browser as a file (an object URL, revoked at once;
// nothing in browser storage). Another person's link, or one that does not exist, is the platform's 404 and
// says so; an expired one says it expired. The id is no capability: without the owner's session it opens
// nothing.
import { createDataExportClient, dataExportProblemOf } from '@carreiras/api'
import { PROFILE_BOX_IDS, dataExportDownloadMachine, downloadProblem, isDataExportId } from '@carreiras/core'
import { Alert } from '@carreiras/ui/alert'
import { Button } from '@carreiras/ui/button'
import { Spinner } from '@carreiras/ui/spinner'
import { useActorRef, useSelector } from '@xstate/react'
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { fromPromise } from 'xstate'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'
import { RequireSession } from '../account/require-session'
import { brandMessages } from '../brands/index.server'
import { PLATFORM_PROXY_PATH } from '../lib/platform-path'
import { pageTitle } from '../texts.server'
import type { Route } from './+types/meus-dados'

export function loader({ params }: Route.LoaderArgs) {
  const texts = brandMessages().dataExport.page
  return { title: pageTitle(texts.title), texts, id: isDataExportId(params.id) ? params.id : null }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

type Texts = Route.ComponentProps['loaderData']['texts']

export default function MyDataDownload({ loaderData: { texts, id } }: Route.ComponentProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-4 py-10" aria-labelledby="meus-dados-titulo">
      <h1 id="meus-dados-titulo" className="font-heading text-3xl font-bold">
        {texts.title}
      </h1>
      <RequireSession>
        <Download texts={texts} id={id} />
      </RequireSession>
    </section>
  )
}

function Download({ texts, id }: { texts: Texts; id: string | null }) {
  const { handles } = useAccount()
  if (!handles) return null
  // A malformed id is no one's link: the same answer as another person's.
  if (id === null) return <Problem text={texts.notYours} texts={texts} />
  return <Downloader handles={handles} id={id} texts={texts} />
}

/** Hands the archive to the browser as a download. */
function save(archive: Blob, fileName: string) {
  const url = URL.createObjectURL(archive)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

function Downloader({ handles, id, texts }: { handles: AccountHandles; id: string; texts: Texts }) {
  const [machine] = useState(() => {
    const client = createDataExportClient({
      apiUrl: PLATFORM_PROXY_PATH,
      authorization: () => handles.authorization(),
    })
    return dataExportDownloadMachine.provide({
      actors: {
        download: fromPromise<void, { id: string }>(async ({ input }) => {
          try {
            const { archive, fileName } = await client.download(input.id)
            save(archive, fileName)
          } catch (error) {
            const problem = dataExportProblemOf(error)
            throw problem ? { problem } : error
          }
        }),
      },
    })
  })
  const actor = useActorRef(machine, { input: { id } })
  const state = useSelector(actor, (s) => ({ value: s.value, problem: downloadProblem(s) }))
  if (state.value === 'downloading')
    return (
      <div className="flex justify-center py-6">
        <Spinner label={texts.downloading} />
      </div>
    )
  if (state.value === 'done')
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="status">{texts.done}</p>
        <Button type="button" variant="outline" onClick={() => actor.send({ type: 'again' })}>
          {texts.again}
        </Button>
      </div>
    )
  const text =
    state.value === 'failed'
      ? texts.failed
      : state.problem === 'expired'
        ? texts.expired
        : state.problem === 'notReady'
          ? texts.notReady
          : texts.notYours
  const retry = state.value === 'failed' || state.problem === 'notReady'
  return (
    <Problem text={text} texts={texts}>
      {retry ? (
        <Button type="button" onClick={() => actor.send({ type: 'retry' })}>
          {texts.retry}
        </Button>
      ) : null}
    </Problem>
  )
}

function Problem({ text, texts, children }: { text: string; texts: Texts; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert variant="error">{text}</Alert>
      <div className="flex flex-wrap gap-3">
        {children}
        <Button asChild variant="outline">
          <Link to={`/meu-perfil#${PROFILE_BOX_IDS.privacy}`}>{texts.backToProfile}</Link>
        </Button>
      </div>
    </div>
  )
}
