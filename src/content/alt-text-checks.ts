import fs from "node:fs"
import path from "node:path"
import type { ContentProblem, Entry, RuleContext } from "./collection"
import { venues } from "./collections/venues"
import { drawingShownInExif } from "./drawings"
import { photoHeader, photoReferences } from "./photos"

/**
 * A photo's description (its alt text) that names a hall the parish no longer has: left behind when a hall is
 * renamed or closed ("Frank Burton Hall" after it became the Burton Room). A warning, since the site still builds.
 *
 * The rule: a name of capitalised words ending in Hall, Room or Suite ("Gabriel Hall", "the Raphael Suite") must end
 * with the name of one of the halls in data/venues/. It catches a hall's old name anywhere in a description: the
 * entries' own (`alt`, `imageAlt`…) and what a placeholder drawing says it shows (in its file, src/content/drawings.ts).
 * It misses a hall named otherwise ("Angels Rest", "the small hall"), and people's and services' names, which no
 * pattern tells from other capitalised words.
 */
const hallLikeName = /(?:\p{Lu}[\p{L}'’-]*\s+){1,4}(?:Hall|Room|Suite)\b/gu

/** Words that start a sentence or a phrase, not a hall's name: "In Gabriel Hall", "The Raphael Suite". */
const notPartOfAName = new Set(["The", "A", "An", "Our", "In", "At", "Inside", "Outside", "From", "Of", "St"])

/** The hall-like names in a description that are no hall's, as the description writes them. */
export function unknownHallNames(description: string, hallNames: readonly string[]): string[] {
  return [...description.matchAll(hallLikeName)].flatMap(([match]) => {
    const words = match.trim().split(/\s+/)
    const endings = words.map((_word, index) => words.slice(index).join(" "))
    if (endings.some(ending => hallNames.includes(ending))) return []
    const start = words.findIndex(word => !notPartOfAName.has(word))
    const name = words.slice(start).join(" ")
    return name.split(" ").length > 1 ? [name] : []
  })
}

/** Every description an entry gives its pictures: fields named `alt` or ending in `Alt`, however deep. */
function descriptionsIn(value: unknown, at = ""): { field: string; text: string }[] {
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => {
    const field = Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key
    return typeof child === "string" && /^alt$|Alt$/.test(key) ? [{ field, text: child }] : descriptionsIn(child, field)
  })
}

const hallList = (names: readonly string[]) => names.join(", ")

export async function altTextWarnings(
  rootDir: string,
  entries: readonly Entry[],
  { entriesOf, needs }: Pick<RuleContext, "entriesOf" | "needs">,
): Promise<ContentProblem[]> {
  const halls = entriesOf(venues).map(venue => venue.data.name)
  const inEntries = entries.flatMap(entry =>
    descriptionsIn(entry.data).flatMap(({ field, text }) =>
      unknownHallNames(text, halls).map((name): ContentProblem => ({
        file: entry.file,
        field,
        severity: "warning",
        message: `says "${name}", which is not one of the halls (${hallList(halls)}); if the hall was renamed or has closed, change these words to say what the photo shows now`,
      })),
    ),
  )
  const pictures = [...new Set(entries.flatMap(entry => photoReferences(entry).map(reference => reference.file)))]
  const inDrawings = await Promise.all(
    pictures
      .filter(picture => fs.existsSync(path.join(rootDir, picture)))
      .map(async picture => {
        // The photo check has read the header already; a file that is no picture is its mistake, not this one's.
        const shows = await photoHeader(path.join(rootDir, picture)).then(
          header => drawingShownInExif(header.exif),
          () => null,
        )
        return unknownHallNames(shows ?? "", halls).map((name): ContentProblem => ({
          file: picture,
          severity: "warning",
          message: `is a placeholder drawing described as showing "${name}", which is not one of the halls (${hallList(halls)}); save a photo at this name, or delete the drawing and run npm run placeholders to draw it again`,
        }))
      }),
  )
  const found = [...inEntries, ...inDrawings.flat()]
  // While a hall's file has a mistake, the name may well be that hall's.
  return found.length && !needs(venues, "which halls the photos' descriptions name") ? [] : found
}
