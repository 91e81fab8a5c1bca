import type { Decorator, Preview } from '@storybook/react-vite'
import { useLayoutEffect, type ReactNode } from 'react'
import './preview.css'

const BRANDS = ['aurora', 'demo'] as const
type Brand = (typeof BRANDS)[number]

function isBrand(value: unknown): value is Brand {
  return BRANDS.includes(value as Brand)
}

// The product is in Brazilian Portuguese; screen readers and axe's `html-has-lang` read this.
document.documentElement.lang = 'pt-BR'

const withBrand: Decorator = (Story, { globals }) => {
  const brand = isBrand(globals.brand) ? globals.brand : 'aurora'
  return (
    <BrandRoot brand={brand}>
      <Story />
    </BrandRoot>
  )
}

/** Story root: `data-brand` re-points every token below it, as a white-label site does on <html>. */
function BrandRoot({ brand, children }: { brand: Brand; children: ReactNode }) {
  // Also on <html>, so the canvas around a padded story takes the brand's background.
  useLayoutEffect(() => {
    document.documentElement.dataset.brand = brand
  }, [brand])
  return (
    <div data-brand={brand} className="bg-background text-foreground font-sans">
      {children}
    </div>
  )
}

const preview: Preview = {
  decorators: [withBrand],
  // Every story is screenshotted by the local visual check (visual/); `tags: ['!visual']` opts one out.
  // 'autodocs': every component gets a Docs page (its stories, its props, its JSDoc as description).
  tags: ['visual', 'autodocs'],
  globalTypes: {
    brand: {
      description: 'Marca (tema white-label)',
      toolbar: {
        title: 'Marca',
        icon: 'paintbrush',
        items: [
          { value: 'aurora', title: 'Aurora (padrão)' },
          { value: 'demo', title: 'Demo' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'aurora' },
  parameters: {
    layout: 'padded',
    options: {
      storySort: {
        order: [
          'Guia',
          [
            'Cores e contraste',
            'Escala tipográfica',
            'Espaçamento',
            'Raios',
            'Marcas',
            'Como adicionar uma marca',
            'Fluxos',
          ],
          'Fundamentos',
          ['Cores', 'Tipografia', 'Raios', 'Sombras', 'Movimento', 'Foco', 'Logo'],
          'Componentes',
          ['Formulários', 'Sobreposições', 'Exibição'],
          'Site',
          'Domínio',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile360: { name: 'Celular 360', styles: { width: '360px', height: '780px' }, type: 'mobile' },
        mobile420: { name: 'Celular 420', styles: { width: '420px', height: '900px' }, type: 'mobile' },
        tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: {
      // Any axe violation fails the story's test (Vitest addon) instead of only showing in the panel.
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        rules: { 'target-size': { enabled: true } },
      },
    },
    // One Chromatic snapshot per brand; each mode sets the `brand` global.
    chromatic: {
      modes: {
        aurora: { brand: 'aurora' },
        demo: { brand: 'demo' },
      },
    },
  },
}

export default preview
