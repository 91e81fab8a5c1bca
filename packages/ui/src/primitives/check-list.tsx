// A list of short facts, each after a check mark in the primary colour (the home's benefits, the
// internship's facts). Plain elements and an inline icon: it is on the public pages' first load.
import type { ComponentProps } from 'react'
import { cx, InlineIcon } from '../lib/cx'

type CheckListProps = Omit<ComponentProps<'ul'>, 'children'> & { items: readonly string[] }

function CheckList({ items, className, ...props }: CheckListProps) {
  return (
    <ul data-slot="check-list" className={cx('flex flex-col gap-2', className)} {...props}>
      {items.map((item) => (
        <li key={item} data-slot="check-list-item" className="flex items-start gap-2">
          <InlineIcon className="mt-0.5 size-5 shrink-0 text-primary">
            <path d="M20 6 9 17l-5-5" />
          </InlineIcon>
          {item}
        </li>
      ))}
    </ul>
  )
}

export { CheckList }
export type { CheckListProps }
