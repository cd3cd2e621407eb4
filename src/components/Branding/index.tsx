import * as React from "react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { colors, focusRing, focusRingOnDark, fonts, fontSizes, layout, media, space } from "../../theme"

interface BrandingProps {
  title: string
  logo: IGatsbyImageData | undefined
  /** "light": on white (header); "dark": on the purple footer */
  tone: "light" | "dark"
}

/** The parish logo and site title, linking to the home page. */
export function Branding({ title, logo, tone }: BrandingProps) {
  return (
    // A plain link, as every link between pages is (see MenuLink); not a menu item, so it carries no aria-current.
    <a
      href="/"
      css={{
        display: "inline-flex",
        alignItems: "center",
        gap: space.sm,
        minHeight: layout.minTarget,
        color: tone === "light" ? colors.primary : colors.onPrimary,
        textDecoration: "none",
        fontFamily: fonts.heading,
        fontSize: fontSizes.brand,
        lineHeight: 1.2,
        [media.tablet]: { fontSize: fontSizes.brandWide },
        "&:hover span": { textDecoration: "underline" },
        "&:focus-visible": tone === "light" ? focusRing : focusRingOnDark,
      }}
    >
      {/* The title beside it names the link, so the logo itself is decoration. */}
      {logo && <GatsbyImage image={logo} alt="" css={{ flexShrink: 0 }} />}
      <span>{title}</span>
    </a>
  )
}
