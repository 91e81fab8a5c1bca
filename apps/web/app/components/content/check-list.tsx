import { MaskIcon } from '../mask-icon'

/** A list of short facts, each after a check mark in the primary colour (benefits, internship facts). */
export function CheckList({ items, className = '' }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`flex flex-col gap-2 ${className}`}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <MaskIcon name="check" className="text-primary mt-0.5 size-5" />
          {item}
        </li>
      ))}
    </ul>
  )
}
