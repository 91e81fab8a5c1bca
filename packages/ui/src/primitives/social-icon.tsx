type SocialNetwork = 'linkedin' | 'facebook' | 'instagram' | 'twitter' | 'youtube' | 'whatsapp'

/** Simplified glyphs of each network, drawn in currentColor; decorative (the link carries the name). */
function SocialIcon({ network, className }: { network: SocialNetwork; className?: string }) {
  const common = {
    'aria-hidden': true,
    viewBox: '0 0 24 24',
    className: className ?? 'size-5',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const
  switch (network) {
    case 'linkedin':
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="3" />
          <path d="M8 10v7M8 7v.01M12 17v-4a2 2 0 0 1 4 0v4M12 10v7" />
        </svg>
      )
    case 'facebook':
      return (
        <svg {...common}>
          <path d="M15 3h-2a4 4 0 0 0-4 4v3H7v3h2v8h3v-8h3l1-3h-4V7a1 1 0 0 1 1-1h2z" />
        </svg>
      )
    case 'instagram':
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <path d="M17.5 6.5v.01" />
        </svg>
      )
    case 'twitter':
      return (
        <svg {...common}>
          <path d="M4 4l16 16M20 4L4 20" />
        </svg>
      )
    case 'whatsapp':
      return (
        <svg {...common}>
          <path d="M3 21l1.65-4.5A8.5 8.5 0 1 1 8 20z" />
          <path d="M9 9.5c0 3 2.5 5.5 5.5 5.5l1-1.5-2-1-1 1c-1 0-2.5-1.5-2.5-2.5l1-1-1-2z" />
        </svg>
      )
    case 'youtube':
      return (
        <svg {...common}>
          <rect x="2" y="5" width="20" height="14" rx="4" />
          <path d="M10 9l5 3-5 3z" fill="currentColor" />
        </svg>
      )
  }
}

export { SocialIcon }
export type { SocialNetwork }
