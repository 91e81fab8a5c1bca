import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Badge } from './badge'
import { Button } from './button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card'

const meta = {
  title: 'Componentes/Exibição/Card',
  component: Card,
  args: { className: 'max-w-sm' },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Analista de Crédito</CardTitle>
        <CardDescription>São Paulo - SP · Presencial</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Análise de propostas de crédito para pessoas físicas e jurídicas.</p>
      </CardContent>
      <CardFooter>
        <Button>Inscrever-Se</Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Analista de Crédito' })).toBeVisible()
  },
}

export const HeaderOnly: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Benefícios</CardTitle>
        <CardDescription>Plano de saúde, vale-refeição e previdência privada.</CardDescription>
      </CardHeader>
    </Card>
  ),
}

export const WithBadges: Story = {
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>Programa de estágio</CardTitle>
        <CardDescription>Inscrições até 30/11</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Badge>Estágio</Badge>
        <Badge variant="outline">Híbrido</Badge>
      </CardContent>
      <CardFooter>
        <Button variant="outline">Ver detalhes</Button>
        <Button>Inscrever-Se</Button>
      </CardFooter>
    </Card>
  ),
}

export const LongText: Story = {
  args: { className: 'max-w-full' },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle>
          Gerente de Relacionamento Pessoa Jurídica Sênior - Segmento Empresas de Médio Porte
        </CardTitle>
        <CardDescription>
          Ribeirão Preto, São José do Rio Preto e Presidente Prudente - SP · Presencial
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">
          Responsável pela carteira de clientes pessoa jurídica, prospecção de novos negócios, acompanhamento
          de indicadores de rentabilidade e inadimplência, e relacionamento com as áreas de crédito e câmbio.
        </p>
      </CardContent>
      <CardFooter>
        <Button>Continuar Inscrição</Button>
      </CardFooter>
    </Card>
  ),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
