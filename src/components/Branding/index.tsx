import * as React from "react"
import { colors, focusRing, fonts, fontSizes, layout, lineHeights, media, space } from "../../theme"
import { Picture, type SizedImage } from "../Picture"

interface BrandingProps {
  title: string
  /** the logo's File, sized by a `...BrandLogoImage` query */
  logo: SizedImage | null
  /** "light": on white (header); "dark": on the purple footer */
  tone: "light" | "dark"
  /** emotion passes the `css` prop's class here */
  className?: string
}

/** The parish logo and site title, linking to the home page. */
export function Branding({ title, logo, tone, className }: BrandingProps) {
  return (
    // A plain link, as every link between pages is (see MenuLink); not a menu item, so it carries no aria-current.
    <a
      href="/"
      className={className}
      css={{
        display: "inline-flex",
        alignItems: "center",
        gap: space.sm,
        minHeight: layout.minTarget,
        color: tone === "light" ? colors.primary : colors.onPrimary,
        textDecoration: "none",
        fontFamily: fonts.heading,
        fontSize: fontSizes.brand,
        lineHeight: lineHeights.heading,
        [media.tablet]: { fontSize: fontSizes.brandWide },
        "&:hover span": { textDecoration: "underline" },
        "&:focus-visible": focusRing,
      }}
    >
      {/* The title beside it names the link, so the logo itself is decoration. */}
      <Picture image={logo} alt="" eager={tone === "light"} css={{ flexShrink: 0, display: "flex" }} />
      <span>{title}</span>
    </a>
  )
}
