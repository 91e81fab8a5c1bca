import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SiteFooter } from './site-footer'

const social = {
  linkedin: 'https://www.linkedin.com/company/grupo-aurora',
  facebook: 'https://www.facebook.com/grupoaurora',
  instagram: 'https://www.instagram.com/grupoaurora',
  twitter: 'https://twitter.com/grupoaurora',
  youtube: 'https://www.youtube.com/@grupoaurora',
}

const meta = {
  title: 'Site/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    companyName: 'Grupo Aurora Financeira',
    year: 2026,
    social,
    links: {
      whistleblower: 'https://denuncias.grupoaurora.com.br',
      customerService: 'https://www.grupoaurora.com.br/sac',
      ombudsman: 'https://www.grupoaurora.com.br/ouvidoria',
    },
  },
  argTypes: { renderLink: { control: false } },
} satisfies Meta<typeof SiteFooter>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Default: Story = {
  play: async ({ canvas }) => {
    for (const name of ['LinkedIn', 'Facebook', 'Instagram', 'Twitter', 'YouTube']) {
      await expect(canvas.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
        'target',
        '_blank',
      )
    }
    await expect(canvas.getByRole('link', { name: 'Acessibilidade' })).toHaveAttribute(
      'href',
      '/acessibilidade',
    )
    await expect(
      canvas.getByText('© 2026 Grupo Aurora Financeira. Todos os direitos reservados.'),
    ).toBeVisible()
  },
}

export const WithoutSocialNetworks: Story = { args: { social: {} } }

export const LongCompanyName: Story = {
  args: { companyName: 'Aurora Participações, Crédito, Financiamento e Investimento do Brasil S.A.' },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
