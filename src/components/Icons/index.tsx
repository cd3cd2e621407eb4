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

/** X, formerly Twitter. */
export const XIcon = ({ size, className }: IconProps) => (
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

export const InstagramIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <rect
      x="2.5"
      y="2.5"
      width="19"
      height="19"
      rx="5.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle
      cx="12"
      cy="12"
      r="4.3"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="17.4" cy="6.6" r="1.3" fill="currentColor" />
  </svg>
)

export const TikTokIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path
      fill="currentColor"
      d="M13 1.5h3.6a5.3 5.3 0 0 0 5 5v3.7a9 9 0 0 1-5-1.6v7.2a6.8 6.8 0 1 1-6.8-6.8h.6v3.8a3.1 3.1 0 1 0 2.6 3z"
    />
  </svg>
)

export const WhatsAppIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path
      d="M3.5 20.5l1.3-4.6a9 9 0 1 1 3.4 3.3z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <path
      fill="currentColor"
      d="M9 7.5c.4 0 .7 0 .9.6l.8 1.9c.1.3 0 .6-.2.8l-.6.7c.8 1.5 2 2.7 3.6 3.5l.7-.7c.2-.2.5-.3.8-.2l1.9.9c.4.2.5.5.4.9-.2 1.2-1.3 2-2.6 1.9-3.6-.4-6.8-3.6-7.1-7.2C7.5 8.5 8.2 7.5 9 7.5z"
    />
  </svg>
)

export const MastodonIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path
      d="M12 2.5c-4 0-7.5 1-7.5 5.5v5c0 4.5 3 6.5 7 6.5 1.5 0 2.7-.3 3.5-.6v-2c-1 .3-2.3.5-3.5.4-1.6-.1-2.6-.7-2.8-1.8 4.5.7 10.8.6 10.8-3.5V8c0-4.5-3.5-5.5-7.5-5.5z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <path
      d="M8.5 12V8.7a1.7 1.7 0 0 1 3.5 0V11m0 0V8.7a1.7 1.7 0 0 1 3.5 0V12"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

export const ThreadsIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path
      d="M17.5 7.5C16.5 4.5 14.5 3 12 3 7.5 3 5 6.5 5 12s2.5 9 7 9c3.5 0 6-2 6-5 0-4-5.5-4.5-7.5-3.5S9 15.5 11 16s4.5-.5 4.5-4.5c0-2-1.5-3.5-3.5-3.5-1.2 0-2.2.5-2.8 1.3"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
)

export const BlueskyIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path
      fill="currentColor"
      d="M5.2 3.4C7.9 5.4 10.8 9.6 12 11.9c1.2-2.3 4.1-6.5 6.8-8.5 2-1.5 5.2-2.6 5.2 1 0 .7-.4 6-.7 6.8-.9 3-4 3.8-6.7 3.3 4.8.8 6 3.5 3.4 6.2-5 5.1-7.2-1.3-7.7-2.9L12 17l-.3.8c-.5 1.6-2.7 8-7.7 2.9-2.6-2.7-1.4-5.4 3.4-6.2-2.7.5-5.8-.3-6.7-3.3C.4 10.4 0 5.1 0 4.4c0-3.6 3.2-2.5 5.2-1z"
    />
  </svg>
)

/** Two chain links: a link to any other website. */
export const LinkIcon = ({ size, className }: IconProps) => (
  <svg {...svgProps(size)} className={className}>
    <path
      d="M10 13.5a4.5 4.5 0 0 0 6.4.4l3-3a4.5 4.5 0 0 0-6.4-6.4l-1.4 1.4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <path
      d="M14 10.5a4.5 4.5 0 0 0-6.4-.4l-3 3a4.5 4.5 0 0 0 6.4 6.4l1.4-1.4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
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
