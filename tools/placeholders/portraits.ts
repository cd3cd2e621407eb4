import { besideEntry } from "../../src/content/collection"
import { PLACEHOLDER_PORTRAIT, people } from "../../src/content/collections/people"
import { colors } from "../../src/theme"
import { checkedEntries } from "../checked-content"
import { svgToImage, type PlaceholderFiles } from "./placeholder-files"
import { escapeXml } from "./soft-palettes"

/**
 * One portrait style for everyone without a photo, in the site's own colours (src/theme: primary purple,
 * the gold accent, the pale lilac of the nav bar's secondary text): a purple disc inside a gold ring, with
 * the person's initials in a serif, or, for the site-wide placeholder, a head-and-shoulders outline. The card
 * crops it to a circle, so the corners are the page's white.
 */
const PORTRAIT = { disc: colors.primary, ring: colors.accent, figure: colors.onPrimaryMuted, corner: colors.paper }
const SERIF = "Source Serif 4, Liberation Serif, Georgia, DejaVu Serif, serif"
const SIZE = 512

const portraitFrame = (
  inner: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" fill="${PORTRAIT.corner}"/>
  <circle cx="256" cy="256" r="256" fill="${PORTRAIT.disc}"/>
  <circle cx="256" cy="256" r="226" fill="none" stroke="${PORTRAIT.ring}" stroke-width="10"/>
  ${inner}
</svg>`

const outlinePortraitSvg = () =>
  portraitFrame(`<clipPath id="inside"><circle cx="256" cy="256" r="221"/></clipPath>
  <g clip-path="url(#inside)" fill="${PORTRAIT.figure}">
    <circle cx="256" cy="208" r="84"/>
    <path d="M 96 480 C 96 356 170 306 256 306 C 342 306 416 356 416 480 Z"/>
  </g>`)

/** The first and last names' initials, titles such as "Revd" left out (the schema keeps names free of markup). */
const initialsOf = (name: string) => {
  const words = name.split(/\s+/).filter(word => !/^(revd|rev|the|canon|mr|mrs|ms|miss|dr|fr|prof)\.?$/i.test(word))
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words
  return letters.map(word => word.charAt(0).toUpperCase()).join("") || "?"
}

const initialsPortraitSvg = (name: string) =>
  portraitFrame(
    `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="${SERIF}" font-size="176" font-weight="600" fill="${PORTRAIT.figure}" letter-spacing="6">${escapeXml(initialsOf(name))}</text>`,
  )

/** The site-wide placeholder portrait, and the initials portrait for each person whose photo is not there yet. */
export async function makePortraits(files: PlaceholderFiles) {
  await files.write(PLACEHOLDER_PORTRAIT, () => svgToImage(outlinePortraitSvg(), SIZE, SIZE, PLACEHOLDER_PORTRAIT))
  for (const { file, data: person } of checkedEntries(people)) {
    const { photo, name } = person
    if (photo)
      await files.write(besideEntry(file, photo), () => svgToImage(initialsPortraitSvg(name), SIZE, SIZE, photo))
  }
}
