import * as React from "react"

/**
 * Small inline icons. They are decoration (aria-hidden): every link or button
 * that uses one has its own text name. They take the text colour (currentColor).
 */
interface IconProps {
  size?: number | string
  className?: string
}

const svgProps = (size: number | string = "1em") =>
  ({ width: size, height: size, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false }) as const

export const FacebookIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M12 0a12 12 0 1 0 0 24a12 12 0 1 0 0-24zM13.4 24v-9.2h3.1l.5-3.6h-3.6V8.9c0-1 .3-1.8 1.8-1.8h1.9V3.9c-.3 0-1.5-.1-2.8-.1-2.8 0-4.7 1.7-4.7 4.8v2.6H6.5v3.6h3.1V24z"
    />
  </svg>
)

export const TwitterIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path
      fill="currentColor"
      d="M18.9 1.2h3.7l-8 9.2L24 22.8h-7.4l-5.8-7.6-6.6 7.6H.5l8.6-9.8L0 1.2h7.6l5.2 6.9zm-1.3 19.5h2L6.5 3.2H4.3z"
    />
  </svg>
)

export const YouTubeIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M5 3.5h14a5 5 0 0 1 5 5v7a5 5 0 0 1-5 5H5a5 5 0 0 1-5-5v-7a5 5 0 0 1 5-5zM9.5 7.8v8.4l7-4.2z"
    />
  </svg>
)

/** Points down; turned up by the parent when its drop-down is open. */
export const ChevronIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path d="M5 9l7 7 7-7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
)

export const MenuIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path d="M3 6h18M3 12h18M3 18h18" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
)

export const CloseIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path d="M5 5l14 14M19 5L5 19" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
)

/** An arrow out of a box: the link opens another site in a new tab. */
export const NewTabIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path
      d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

/** A luggage-tag outline: the words beside it are labels, not links. */
export const TagIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path
      d="M3 12.6V4a1 1 0 0 1 1-1h8.6a1 1 0 0 1 .7.3l7.4 7.4a1 1 0 0 1 0 1.4l-8.6 8.6a1 1 0 0 1-1.4 0l-7.4-7.4a1 1 0 0 1-.3-.7z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <circle cx="8" cy="8" r="1.6" fill="currentColor" />
  </svg>
)
