import { useRef } from 'react'

/**
 * For a dialog opened without a Radix trigger (a machine state opens it): remembers the element that had
 * the focus when the dialog opened and gives the focus back to it when it closes. Radix would otherwise
 * focus its (missing) trigger and leave the focus on <body>. Spread the result on the dialog's content.
 */
function useReturnFocus() {
  const returnTo = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null
    },
    onCloseAutoFocus: (event: Event) => {
      const target = returnTo.current
      returnTo.current = null
      if (target?.isConnected) {
        event.preventDefault()
        target.focus()
      }
    },
  }
}

export { useReturnFocus }
