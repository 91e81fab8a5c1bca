// Draws a share image (docs/link-previews.md): Satori lays the brand's look and the texts out as an SVG
// (text as paths, in the brand's own font files), resvg rasterizes it to a 1200 × 630 PNG. A job's image
// carries its title (cut at a word with '…' past LINK_PREVIEW_TITLE_MAX_CHARS, and clamped to
// LINK_PREVIEW_TITLE_MAX_LINES lines), its area and its place; the site's image the brand's name and tagline.
// Server-only: neither library nor this file reaches the browser (the `.server` name makes the build refuse).
import {
  clampPreviewText,
  LINK_PREVIEW_DETAIL_MAX_CHARS,
  LINK_PREVIEW_HEIGHT,
  LINK_PREVIEW_TITLE_MAX_CHARS,
  LINK_PREVIEW_TITLE_MAX_LINES,
  LINK_PREVIEW_WIDTH,
  previewTitleFontSize,
} from '@carreiras/core'
import { renderAsync } from '@resvg/resvg-js'
import type { ReactNode } from 'react'
import satori from 'satori'
import type { PreviewLook } from './og-look.server'

const MARGIN_X = 80
const MARGIN_Y = 60

/** What a share image says: a job's (kicker, title, details) or the site's (title = tagline). */
export interface PreviewContent {
  /** Small line above the title ('Vaga'); none on the site's image. */
  kicker?: string
  title: string
  /** 'Tecnologia', 'São Paulo - SP': each on its own, '' left out. */
  details: string[]
  /** The last line ('Inscreva-se em carreiras.aurora.com.br'). */
  footer: string
}

/** The element tree Satori lays out: flexbox only, every style inline. */
export function previewElement(look: PreviewLook, content: PreviewContent): ReactNode {
  const { colors, family } = look
  const title = clampPreviewText(content.title, LINK_PREVIEW_TITLE_MAX_CHARS)
  const details = content.details
    .map((detail) => clampPreviewText(detail, LINK_PREVIEW_DETAIL_MAX_CHARS))
    .filter(Boolean)
  return (
    <div
      style={{
        width: LINK_PREVIEW_WIDTH,
        height: LINK_PREVIEW_HEIGHT,
        display: 'flex',
        position: 'relative',
        backgroundColor: colors.background,
        color: colors.foreground,
        fontFamily: family.body,
      }}
    >
      {/* The margins as an inset box: the content can never be wider or taller than the image's inside. */}
      <div
        style={{
          position: 'absolute',
          top: MARGIN_Y,
          bottom: MARGIN_Y,
          left: MARGIN_X,
          right: MARGIN_X,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          overflow: 'hidden',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div style={{ width: 16, height: 48, borderRadius: 8, backgroundColor: colors.accent }} />
          <div style={{ fontFamily: family.heading, fontSize: 38, fontWeight: 700 }}>
            {clampPreviewText(look.siteName, 40)}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          {content.kicker ? (
            <div style={{ fontSize: 32, fontWeight: 600, color: colors.accent }}>{content.kicker}</div>
          ) : null}
          <div
            style={{
              display: 'block',
              fontFamily: family.heading,
              fontSize: previewTitleFontSize(title),
              fontWeight: 700,
              lineHeight: 1.15,
              lineClamp: LINK_PREVIEW_TITLE_MAX_LINES,
              overflow: 'hidden',
              wordBreak: 'break-word',
            }}
          >
            {title}
          </div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 14 }}>
          {details.length > 0 ? (
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
              {details.map((detail) => (
                <div
                  key={detail}
                  style={{
                    display: 'flex',
                    fontSize: 30,
                    padding: '8px 22px',
                    borderRadius: 999,
                    backgroundColor: colors.muted,
                    color: colors.background,
                    fontWeight: 600,
                  }}
                >
                  {detail}
                </div>
              ))}
            </div>
          ) : null}
          <div style={{ fontSize: 28, opacity: 0.9 }}>{clampPreviewText(content.footer, 70)}</div>
        </div>
      </div>
    </div>
  )
}

/** The 1200 × 630 PNG of a share image. */
export async function renderPreviewPng(look: PreviewLook, content: PreviewContent): Promise<Buffer> {
  const svg = await satori(previewElement(look, content), {
    width: LINK_PREVIEW_WIDTH,
    height: LINK_PREVIEW_HEIGHT,
    fonts: look.fonts,
  })
  // Satori drew every glyph as a path: resvg needs no font of the system (faster, and the same everywhere).
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } })
  return image.asPng()
}
