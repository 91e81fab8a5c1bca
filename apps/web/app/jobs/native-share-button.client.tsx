// The 'Compartilhar' button itself (native-share.tsx loads it where the browser can share): hands the job's
// title and address to the browser's share sheet. Closing the sheet is no failure; any other refusal is
// announced, pointing to the share widget's copy-link button beside it.
import { useState } from 'react'

/** The design system's outline button (button-variants.ts, md), written out: the chunk then needs no cva. */
const BUTTON_CLASS =
  'inline-flex shrink-0 items-center justify-center gap-2 self-start rounded-md border border-input ' +
  'bg-background px-4 py-2 min-h-10 text-center font-sans text-sm font-medium text-foreground ' +
  'transition-colors focus-ring hover:bg-accent hover:text-accent-foreground'

export interface NativeShareButtonProps {
  url: string
  title: string
  texts: { text: string; label: string; failed: string }
}

function ShareIcon() {
  // lucide's 'share-2'.
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="m8.59 13.51 6.83 3.98M15.41 6.51l-6.82 3.98" />
    </svg>
  )
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
      <button type="button" aria-label={texts.label} onClick={() => void share()} className={BUTTON_CLASS}>
        <ShareIcon />
        {texts.text}
      </button>
      <p role="status" className="text-sm">
        {status}
      </p>
    </div>
  )
}
