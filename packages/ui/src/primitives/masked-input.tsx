import { maskAs, maskMaxDigits, ptBR, unmask, type MaskKind } from '@carreiras/core'
import { useLayoutEffect, useRef, useState, type ChangeEvent, type ComponentProps } from 'react'
import { Input } from './input'

/** Browser autofill hints per mask; a caller may pass a more precise one (e.g. 'bday' for a birth date). */
const MASK_AUTOCOMPLETE: Record<MaskKind, string> = {
  cpf: 'off',
  phone: 'tel-national',
  cep: 'postal-code',
  date: 'off',
  monthYear: 'off',
}

type MaskedInputProps = Omit<ComponentProps<typeof Input>, 'value' | 'defaultValue' | 'onChange' | 'type'> & {
  mask: MaskKind
  /** Masked or raw; it is shown masked. */
  value?: string
  defaultValue?: string
  /** Every change, with the masked text and the raw digits ('123.456.789-09', '12345678909'). */
  onValueChange?: (masked: string, raw: string) => void
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void
}

/** Index just after the `count`-th digit of `text` (0 when count is 0). */
function indexAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0
  let seen = 0
  for (let i = 0; i < text.length; i += 1) {
    if (/\d/.test(text[i] ?? '')) {
      seen += 1
      if (seen === count) return i + 1
    }
  }
  return text.length
}

/**
 * A text field that masks digits as they are typed or pasted (CPF, phone, CEP, DD/MM/YYYY, MM/YYYY; the
 * rule is core's `maskAs`). The caret stays after the same digit it followed, and deleting a separator
 * with Backspace deletes the digit before it, so editing in the middle works as expected.
 */
function MaskedInput({
  mask,
  value,
  defaultValue,
  onValueChange,
  onChange,
  autoComplete,
  placeholder = ptBR.ui.forms.maskedInput.placeholder[mask],
  ...props
}: MaskedInputProps) {
  const [ownValue, setOwnValue] = useState(() => maskAs(mask, defaultValue ?? ''))
  const shown = value !== undefined ? maskAs(mask, value) : ownValue
  const inputRef = useRef<HTMLInputElement>(null)
  const pendingCaret = useRef<number | null>(null)

  useLayoutEffect(() => {
    const input = inputRef.current
    if (pendingCaret.current === null || !input || document.activeElement !== input) return
    input.setSelectionRange(pendingCaret.current, pendingCaret.current)
    pendingCaret.current = null
  })

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value
    const caret = event.target.selectionStart ?? typed.length
    let digits = unmask(typed)
    let digitsBeforeCaret = unmask(typed.slice(0, caret)).length
    const inputType = (event.nativeEvent as InputEvent).inputType
    // Backspace over a separator removes no digit: remove the digit before it instead.
    if (inputType === 'deleteContentBackward' && digits === unmask(shown) && typed.length < shown.length) {
      if (digitsBeforeCaret > 0) {
        digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret)
        digitsBeforeCaret -= 1
      }
    }
    const raw = digits.slice(0, maskMaxDigits(mask))
    const masked = maskAs(mask, raw)
    const atEnd = caret >= typed.length
    pendingCaret.current = atEnd
      ? masked.length
      : indexAfterDigits(masked, Math.min(digitsBeforeCaret, raw.length))
    // The DOM already shows what was typed; write the masked text now so an unchanged state still renders it.
    event.target.value = masked
    event.target.setSelectionRange(pendingCaret.current, pendingCaret.current)
    setOwnValue(masked)
    onChange?.(event)
    onValueChange?.(masked, raw)
  }

  return (
    <Input
      data-slot="masked-input"
      data-mask={mask}
      ref={inputRef}
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete ?? MASK_AUTOCOMPLETE[mask]}
      placeholder={placeholder}
      value={shown}
      onChange={handleChange}
      {...props}
    />
  )
}

export { MASK_AUTOCOMPLETE, MaskedInput }
export type { MaskedInputProps }
