// Doc blocks of the foundations pages (src/docs/*.mdx): tables and samples drawn from the parsed tokens
// (./tokens.ts). Plain HTML with visible text, so the pages pass the same axe check as the stories.
// `sb-unstyled` keeps Storybook's docs typography off them: they look as the components do.
import type { ReactNode } from 'react'
import {
  AA_MIN,
  BRAND_IDS,
  BRAND_TOKENS,
  PAIRS,
  THEME,
  contrastOf,
  formatRatio,
  isHex,
  type PairResult,
} from './tokens'

const cell = 'border border-border px-2 py-1 text-left align-middle'

function Table({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  return (
    <div className="sb-unstyled overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="py-2 text-left font-semibold">{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className={`${cell} bg-muted text-foreground`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

function Sample({ result }: { result: PairResult }) {
  if (result.kind === 'text')
    return (
      <span
        className="inline-block rounded-sm px-2 py-1"
        style={{ background: result.back, color: result.fore }}
      >
        Vagas abertas
      </span>
    )
  // A UI boundary is judged as a border, not as text (3:1): drawn, with its description in the next cells.
  return (
    <span
      aria-hidden="true"
      className="inline-block h-7 w-16 rounded-sm"
      style={{ background: result.back, boxShadow: `inset 0 0 0 3px ${result.fore}` }}
    />
  )
}

/** Every colour pair of one brand with its WCAG contrast ratio and its AA verdict. */
export function ContrastTable({ brand }: { brand: string }) {
  const results = PAIRS.map((pair) => contrastOf(brand, pair)).filter((r): r is PairResult => r !== null)
  const failing = results.filter((r) => !r.passes).length
  return (
    <section aria-label={`Contraste da marca ${brand}`} className="sb-unstyled">
      <p>
        Marca <strong>{brand}</strong>: {results.length} pares, {results.length - failing} passam no AA
        {failing ? `, ${failing} falham` : ''}.
      </p>
      <Table
        caption={`Contraste dos pares de cores — ${brand}`}
        head={['Fundo', 'Texto ou borda', 'Amostra', 'Contraste', 'Mínimo AA', 'Resultado']}
      >
        {results.map((r) => (
          <tr key={`${r.background} ${r.foreground} ${r.kind}`}>
            <td className={cell}>
              {r.background} {r.back}
            </td>
            <td className={cell}>
              {r.foreground} {r.fore} {r.kind === 'ui' ? '(borda)' : '(texto)'}
            </td>
            <td className={cell}>
              <Sample result={r} />
            </td>
            <td className={`${cell} font-mono`}>{formatRatio(r.ratio)}</td>
            <td className={`${cell} font-mono`}>{formatRatio(r.min)}</td>
            <td className={`${cell} font-semibold`}>{r.passes ? 'Passa' : 'Falha'}</td>
          </tr>
        ))}
      </Table>
    </section>
  )
}

/** One contrast table per brand. */
export function ContrastTables() {
  return (
    <>
      {BRAND_IDS.map((brand) => (
        <ContrastTable key={brand} brand={brand} />
      ))}
      <p className="text-sm">
        Mínimos: texto {formatRatio(AA_MIN.text)} (WCAG 1.4.3), bordas de campos, foco e botões{' '}
        {formatRatio(AA_MIN.ui)} (WCAG 1.4.11).
      </p>
    </>
  )
}

/** Each brand's colour tokens as swatches with their hex values, brands side by side. */
export function Palettes() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {BRAND_IDS.map((brand) => (
        <Palette key={brand} brand={brand} />
      ))}
    </div>
  )
}

export function Palette({ brand }: { brand: string }) {
  const colours = Object.entries(BRAND_TOKENS[brand] ?? {}).filter(([, v]) => isHex(v))
  return (
    <ul aria-label={`Paleta da marca ${brand}`} className="sb-unstyled grid grid-cols-2 gap-2 sm:grid-cols-3">
      {colours.map(([name, value]) => (
        <li key={name} className="flex items-center gap-2 text-xs">
          <span
            aria-hidden="true"
            className="size-8 shrink-0 rounded-sm border border-border"
            style={{ background: value }}
          />
          <span>
            <code className="block">{name}</code>
            <span className="font-mono">{value}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

const SIZES = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl'] as const

/** The type scale (size / line height) in each brand's font stack. */
export function TypeScale() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {BRAND_IDS.map((brand) => {
        const tokens = BRAND_TOKENS[brand] ?? {}
        return (
          <Table
            key={brand}
            caption={`Escala tipográfica — ${brand} (${tokens['font-stack-sans']?.split(',')[0] ?? ''})`}
            head={['Classe', 'Tamanho / entrelinha', 'Amostra']}
          >
            {SIZES.map((size) => (
              <tr key={size}>
                <td className={cell}>
                  <code>text-{size}</code>
                </td>
                <td className={`${cell} font-mono`}>
                  {tokens[`font-size-${size}`]} / {tokens[`line-height-${size}`]}
                </td>
                <td className={cell}>
                  <span
                    style={{
                      fontFamily: tokens['font-stack-sans'],
                      fontSize: tokens[`font-size-${size}`],
                      lineHeight: tokens[`line-height-${size}`],
                    }}
                  >
                    Sua carreira
                  </span>
                </td>
              </tr>
            ))}
          </Table>
        )
      })}
    </div>
  )
}

/** The layout tokens (gutter, section rhythm, page width) per brand, with bars drawn at their size. */
export function Spacing() {
  const names = ['space-gutter', 'space-section', 'layout-max-width'] as const
  return (
    <Table caption="Espaçamento e largura" head={['Token', 'Classe Tailwind', ...BRAND_IDS, 'Medida']}>
      {names.map((name) => {
        const value = BRAND_TOKENS[BRAND_IDS[0] ?? '']?.[name] ?? ''
        return (
          <tr key={name}>
            <td className={cell}>
              <code>--{name}</code>
            </td>
            <td className={cell}>
              <code>{TAILWIND_NAME[name]}</code>
            </td>
            {BRAND_IDS.map((brand) => (
              <td key={brand} className={`${cell} font-mono`}>
                {BRAND_TOKENS[brand]?.[name]}
              </td>
            ))}
            <td className={cell}>
              <span
                aria-hidden="true"
                className="block h-3 max-w-60 rounded-sm bg-primary"
                style={{ width: name === 'layout-max-width' ? '100%' : value }}
              />
            </td>
          </tr>
        )
      })}
    </Table>
  )
}

const TAILWIND_NAME: Record<string, string> = {
  'space-gutter': 'px-gutter, gap-gutter',
  'space-section': 'py-section',
  'layout-max-width': 'max-w-(--layout-max-width)',
}

/** `calc(a ± b)` of rem/px lengths in px (16px to the rem), the way theme.css derives the radii. */
export function toPx(expression: string): number | null {
  const terms = expression.replace(/^calc\((.*)\)$/, '$1').match(/[+-]?\s*[\d.]+(?:rem|px)/g)
  if (!terms) return null
  return terms.reduce((sum, term) => {
    const n = parseFloat(term.replace(/\s/g, ''))
    return sum + (term.endsWith('rem') ? n * 16 : n)
  }, 0)
}

const RADII = ['sm', 'md', 'lg', 'xl', 'full'] as const

/** theme.css's radius scale, derived from each brand's `--radius`. */
export function Radii() {
  return (
    <Table
      caption="Raios de canto"
      head={['Classe', 'Definição (theme.css)', ...BRAND_IDS.map((b) => `${b}`)]}
    >
      {RADII.map((r) => {
        const expression = THEME[`radius-${r}`] ?? ''
        return (
          <tr key={r}>
            <td className={cell}>
              <code>rounded-{r}</code>
            </td>
            <td className={`${cell} font-mono`}>{expression}</td>
            {BRAND_IDS.map((brand) => {
              const value = expression.replace(/var\(--radius\)/g, BRAND_TOKENS[brand]?.radius ?? '0')
              const px = toPx(value)
              return (
                <td key={brand} className={cell}>
                  <span className="flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="size-12 shrink-0 border-2 border-input bg-surface"
                      style={{ borderRadius: value }}
                    />
                    <span className="font-mono">{px === null ? value : `${px}px`}</span>
                  </span>
                </td>
              )
            })}
          </tr>
        )
      })}
    </Table>
  )
}
