// The landing after a partner's test (route /return_test/…): 'Validando Teste...', the message with the
// candidate's first name and a spinner while the platform checks the test. Its failure ('Uoops' / 'Algo
// errado aconteceu. Tente novamente.') is the flow's modal alert.
import { ptBR } from '@carreiras/core'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { Spinner } from '../../primitives/spinner'

type ReturnTestProps = Omit<ComponentProps<'section'>, 'children' | 'title'> & {
  /** 'Validando Teste...' (connect's `view.returning.title`). */
  title?: string
  /** 'Ana, estamos validando o seu teste. Aguarde um instante.' (connect's `view.returning.message`). */
  message?: string
}

function ReturnTest({
  title = ptBR.tests.returnTest.title,
  message = ptBR.tests.returnTest.message(''),
  className,
  ...props
}: ReturnTestProps) {
  const titleId = useId()
  return (
    <section
      data-slot="return-test"
      aria-labelledby={titleId}
      className={cn('mx-auto flex w-full max-w-2xl flex-col items-center gap-6 py-8 text-center', className)}
      {...props}
    >
      <h1
        id={titleId}
        className="font-heading text-2xl font-semibold break-words text-foreground sm:text-3xl"
      >
        {title}
      </h1>
      {/* The message is the spinner's (polite) status: read once, when the screen opens. */}
      <Spinner
        data-slot="return-test-status"
        size="lg"
        showLabel
        label={message}
        className="flex-col gap-4 [&>[data-slot=spinner-label]]:text-base"
      />
    </section>
  )
}

export { ReturnTest }
export type { ReturnTestProps }
