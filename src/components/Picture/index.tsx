import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"

/** A photo's File as a query with one of the image-size fragments gives it (e.g. `photo { ...PortraitImage }`). */
export interface SizedImage {
  /** what the file shows while it is still a placeholder drawing; null once it is a photo */
  readonly drawing: string | null
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null
}

/**
 * A picture's alt text: the entry's own words (written for the photo), unless the file is still the placeholder
 * drawing, which is described as what it shows. A picture with no alt (decoration beside its own words) stays so.
 */
export const altFor = (image: SizedImage | null, alt: string): string => (alt && image?.drawing) || alt

/**
 * For a small picture that is not what the page is about (an event's icon, a download's thumbnail), spread on its
 * <img>: the browser fetches it after the text's fonts and the page's main pictures, so the words come first on a slow
 * phone. React writes it as the `fetchpriority` attribute (a lower-case prop would make React 19 preload the image).
 */
export const fetchAfterText = { fetchPriority: "low" } as const

/** The image data the build made for a photo; undefined for a file it could not size (not a photo). */
export const imageDataOf = (file: SizedImage | null): IGatsbyImageData | undefined =>
  file?.childImageSharp?.gatsbyImageData

/**
 * A picture the build sized (a photo's File queried with one of the image-size fragments, e.g. `...PortraitImage`:
 * AVIF, WebP and the original, 1x and 2x), written as one plain <picture> that the browser loads lazily by itself, in the image's main colour
 * until it arrives. Its width and height attributes reserve its room (nothing moves when it loads); it
 * shrinks, keeping its shape, in a column narrower than itself.
 *
 * Used for every picture, Home's (which covers its column, cropped by CSS) too. GatsbyImage writes each picture
 * twice (a copy for its loader and a <noscript> copy) with a script after it: on Who's Who or Venues that was over
 * 1 KB of the first 14 KB of HTML, and the header's and footer's seventeen pictures are on every page.
 */
export function Picture({
  image,
  alt,
  eager = false,
  className,
}: {
  /** the photo's File as queried; nothing is shown for a file the build could not size */
  image: SizedImage | null
  /** the entry's words for the photo ("" for decoration); a placeholder drawing is described by its own (altFor) */
  alt: string
  /**
   * load at once, for a picture at the top of every page (the header's logo), yet after the text (fetchAfterText):
   * beside its own words it is decoration, and the words come first on a slow phone
   */
  eager?: boolean
  /** emotion's class from a `css` prop: styles the <picture>; `& img` reaches the image */
  className?: string
}) {
  const data = imageDataOf(image)
  if (!data) return null
  const { fallback, sources = [] } = data.images
  // Where the build made an AVIF, the WebP adds nothing but bytes: every browser that reads WebP and not AVIF
  // (Safari before 16.4) gets the JPEG, a little larger, instead.
  // Those browsers (iPhones that stopped at iOS 15) get the JPEG at 1x only: its 2x list cost Home about 0.45 KB
  // of its first 14 KB of HTML, for a slightly sharper picture on a few old phones.
  const hasAvif = sources.some(source => source.type === "image/avif")
  const offered = hasAvif ? sources.filter(source => source.type !== "image/webp") : sources
  return (
    <picture className={className}>
      {offered.map(source => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img
        src={fallback?.src}
        srcSet={hasAvif ? undefined : fallback?.srcSet}
        sizes={hasAvif ? undefined : fallback?.sizes}
        width={data.width}
        height={data.height}
        alt={altFor(image, alt)}
        loading={eager ? "eager" : "lazy"}
        {...(eager && fetchAfterText)}
        decoding="async"
        style={data.backgroundColor ? { backgroundColor: data.backgroundColor } : undefined}
        css={{ display: "block", maxWidth: "100%", height: "auto" }}
      />
    </picture>
  )
}
