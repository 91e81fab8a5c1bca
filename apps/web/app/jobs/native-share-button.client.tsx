// The 'Compartilhar' button itself (native-share.tsx loads it where the browser can share): hands the job's
// title and address to the browser's share sheet. Closing the sheet is no failure; any other refusal is
// announced, pointing to the share widget's copy-link button beside it.
import { buttonVariants } from '@carreiras/ui/button-variants'
import { Share2 } from 'lucide-react'
import { useState } from 'react'

export interface NativeShareButtonProps {
  url: string
  title: string
  texts: { text: string; label: string; failed: string }
}

export default function NativeShareButton({ url, title, texts }: NativeShareButtonProps) {
  const [status, setStatus] = useState('')
  const share = async () => {
    setStatus('')
    try {
      await navigator.share({ title, url })
    } catch (error) {
      if (!(error instanceof DOMException && error.name === 'AbortError')) setStatus(texts.failed)
    }
  }
  return (
    <div data-slot="native-share" className="flex flex-col gap-2">
      <button
        type="button"
        aria-label={texts.label}
        onClick={() => void share()}
        className={buttonVariants({ variant: 'outline', className: 'self-start' })}
      >
        <Share2 aria-hidden="true" />
        {texts.text}
      </button>
      <p role="status" className="text-sm">
        {status}
      </p>
    </div>
  )
}
