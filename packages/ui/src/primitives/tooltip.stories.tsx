import type { Meta, StoryObj } from '@storybook/react-vite'
import { Info } from 'lucide-react'
import { expect, waitFor, within } from 'storybook/test'
import { Button } from './button'
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip'

type TooltipArgs = {
  content: string
  defaultOpen?: boolean
  side?: 'top' | 'right' | 'bottom' | 'left'
}

function HelpTooltip({ content, defaultOpen, side }: TooltipArgs) {
  return (
    <div className="flex min-h-40 items-center justify-center">
      <Tooltip defaultOpen={defaultOpen}>
        <TooltipTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Ajuda sobre deficiência"
            className="size-8 min-h-8 min-w-8"
          >
            <Info aria-hidden="true" />
          </Button>
        </TooltipTrigger>
        <TooltipContent side={side}>{content}</TooltipContent>
      </Tooltip>
    </div>
  )
}

const meta = {
  title: 'Componentes/Sobreposições/Tooltip',
  component: HelpTooltip,
  args: { content: 'Informe se precisa de apoio no processo seletivo.', defaultOpen: true, side: 'top' },
  argTypes: { side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] } },
} satisfies Meta<typeof HelpTooltip>

export default meta
type Story = StoryObj<typeof meta>

const body = (element: HTMLElement) => within(element.ownerDocument.body)

export const Playground: Story = {}

export const Open: Story = {}

export const Bottom: Story = { args: { side: 'bottom' } }

export const LongText: Story = {
  args: {
    content:
      'Deficiência auditiva, visual, física ou intelectual. Se precisar de adaptação para as provas ou entrevistas, descreva-a no campo de ajuda no processo seletivo.',
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }

export const ShowsOnFocus: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Ajuda sobre deficiência' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    const tooltip = await body(canvasElement).findByRole('tooltip')
    await expect(tooltip).toHaveTextContent('Informe se precisa de apoio no processo seletivo.')
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}

export const ShowsOnHover: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Ajuda sobre deficiência' }))
    await expect(await body(canvasElement).findByRole('tooltip')).toHaveTextContent(
      'apoio no processo seletivo',
    )
  },
}
