// The sign-up captcha: ALTCHA's proof of work solved in the browser (altcha-lib's current protocol, the
// same library the platform verifies with; docs/security.md, "Sign-up captcha"): one SHA-256 per counter
// tried, through WebCrypto, so nothing runs in a worker and the page stays responsive between tries. An ordinary checkbox — keyboard and screen-reader friendly, no image puzzle,
// no third party: ticking it fetches a challenge from the platform and solves it; the base64 payload
// is the token the register form sends as `captcha`.
import { ptBR } from '@carreiras/core'
import { Checkbox } from '@carreiras/ui/checkbox'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import type { Challenge } from 'altcha-lib/types'
import { useEffect, useId, useRef, useState } from 'react'

type Status = 'idle' | 'verifying' | 'verified' | 'failed'

export function Captcha({
  platformUrl,
  onToken,
}: {
  platformUrl: string
  onToken(token: string | null): void
}) {
  const [status, setStatus] = useState<Status>('idle')
  const abort = useRef<AbortController | null>(null)
  const statusId = useId()
  const texts = ptBR.captcha

  useEffect(() => () => abort.current?.abort(), [])

  async function verify() {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setStatus('verifying')
    onToken(null)
    try {
      const response = await fetch(`${platformUrl.replace(/\/+$/, '')}/captcha/challenge`, {
        signal: controller.signal,
      })
      if (!response.ok) throw new Error(`captcha ${response.status}`)
      const challenge = (await response.json()) as Challenge
      const solution = await solveChallenge({ challenge, deriveKey, controller })
      if (!solution || controller.signal.aborted) throw new Error('captcha unsolved')
      const payload = { challenge, solution }
      onToken(btoa(JSON.stringify(payload)))
      setStatus('verified')
    } catch {
      if (controller.signal.aborted) return
      setStatus('failed')
    }
  }

  function onCheckedChange(checked: boolean | 'indeterminate') {
    if (checked === true) void verify()
    else {
      abort.current?.abort()
      onToken(null)
      setStatus('idle')
    }
  }

  return (
    <div data-slot="captcha" className="flex flex-col gap-1">
      <Checkbox
        label={texts.label}
        checked={status === 'verifying' || status === 'verified'}
        disabled={status === 'verifying'}
        onCheckedChange={onCheckedChange}
        aria-describedby={statusId}
      />
      <p
        id={statusId}
        role="status"
        className={status === 'failed' ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'}
      >
        {status === 'verifying'
          ? texts.verifying
          : status === 'verified'
            ? texts.verified
            : status === 'failed'
              ? texts.failed
              : ''}
      </p>
    </div>
  )
}
