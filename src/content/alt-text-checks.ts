import fs from "node:fs"
import path from "node:path"
import type { ContentProblem, Entry, RuleContext } from "./collection"
import { people } from "./collections/people"
import { services } from "./collections/services"
import { venues } from "./collections/venues"
import { drawingShownInExif } from "./drawings"
import { photoHeader, photoReferences } from "./photos"

/**
 * A photo's description (its alt text) that names a hall, a service or a person the parish no longer has: left behind
 * when a hall is renamed or closed ("Frank Burton Hall" after it became the Burton Room), a service is renamed, or a
 * vicar moves on. A warning, since the site still builds.
 *
 * The rules, one per kind of name, each a pattern of what such a name looks like and the names data/ has now:
 * - a hall: capitalised words ending in Hall, Room or Suite ("Gabriel Hall", "the Raphael Suite") must end with the
 *   name of one of the halls in data/venues/;
 * - a service: capitalised words ending in Eucharist, Evensong, Mass, Matins, Communion or Service ("the Parish
 *   Eucharist") must end with a service's name in data/services/;
 * - a person: a title (Revd, Canon, Father, Dr, Mrs…) and a capitalised name ("Revd Helen Marsh") must be the end of
 *   someone's name in data/people/.
 * They catch an old name anywhere in a description: the entries' own (`alt`, `imageAlt`…) and what a placeholder
 * drawing says it shows (in its file, src/content/drawings.ts). They miss names of other shapes ("Angels Rest", "the
 * small hall", a person named without a title), which no pattern tells from other capitalised words.
 */
interface NameRule {
  /** what such a name is, for the message: "halls" */
  kind: string
  /** a name of this kind as a description writes it */
  pattern: RegExp
  /** how many words a name has at least, its last word included ("Gabriel Hall": 2) */
  words: number
  /** whether the name a description gives is this one of data/'s, perhaps shortened */
  isNamed(written: string, known: string): boolean
}

/** "The Gabriel Hall", "the Eucharist": the name, or its end, or a name that ends with it. */
const endsAlike = (written: string, known: string) =>
  written === known || written.endsWith(` ${known}`) || known.endsWith(` ${written}`)

/** "Revd Marsh", "Helen Marsh": every word but the title is in the person's name. */
const wordsOfName = (written: string, known: string) => {
  const knownWords = new Set(known.split(/\s+/))
  return written
    .split(/\s+/)
    .slice(1)
    .every(word => knownWords.has(word))
}

export const nameRules = {
  halls: {
    kind: "halls",
    pattern: /(?:\p{Lu}[\p{L}'’-]*\s+){1,4}(?:Hall|Room|Suite)\b/gu,
    words: 2,
    isNamed: endsAlike,
  },
  services: {
    kind: "services",
    pattern: /(?:\p{Lu}[\p{L}'’-]*\s+){0,4}(?:Eucharist|Evensong|Mass|Matins|Communion|Service)\b/gu,
    words: 2,
    isNamed: endsAlike,
  },
  people: {
    kind: "people on Who's Who",
    pattern: /\b(?:Revd|Rev|Reverend|Canon|Father|Fr|Dr|Mr|Mrs|Ms|Miss|Mx)\.?(?:\s+\p{Lu}[\p{L}'’-]*){1,3}/gu,
    words: 2,
    isNamed: wordsOfName,
  },
} satisfies Record<string, NameRule>

/**
 * Words that start a sentence or a phrase, or say when, not a name: "In Gabriel Hall", "The Raphael Suite", "the
 * Sunday Eucharist".
 */
const notPartOfAName = new Set([
  ...["The", "A", "An", "Our", "In", "At", "Inside", "Outside", "From", "Of", "St", "After", "Before", "During"],
  ...["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Weekday", "Daily"],
])

/** The names of a kind in a description that data/ does not have, as the description writes them. */
export function unknownNames(description: string, known: readonly string[], rule: NameRule): string[] {
  return [...description.matchAll(rule.pattern)].flatMap(([match]) => {
    const words = match.trim().split(/\s+/)
    const start = words.findIndex(word => !notPartOfAName.has(word))
    const name = words.slice(start).join(" ")
    if (start === -1 || words.length - start < rule.words) return []
    return known.some(knownName => rule.isNamed(name, knownName)) ? [] : [name]
  })
}

/** The hall-like names in a description that are no hall's. */
export const unknownHallNames = (description: string, hallNames: readonly string[]): string[] =>
  unknownNames(description, hallNames, nameRules.halls)

/** Every description an entry gives its pictures: fields named `alt` or ending in `Alt`, however deep. */
function descriptionsIn(value: unknown, at = ""): { field: string; text: string }[] {
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value).flatMap(([key, child]) => {
    const field = Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key
    return typeof child === "string" && /^alt$|Alt$/.test(key) ? [{ field, text: child }] : descriptionsIn(child, field)
  })
}

export async function altTextWarnings(
  rootDir: string,
  entries: readonly Entry[],
  { entriesOf, needs }: Pick<RuleContext, "entriesOf" | "needs">,
): Promise<ContentProblem[]> {
  const known = {
    halls: entriesOf(venues).map(venue => venue.data.name),
    services: entriesOf(services).map(service => service.data.name),
    people: entriesOf(people).map(person => person.data.name),
  }
  const rules = Object.entries(nameRules) as [keyof typeof nameRules, NameRule][]
  /** Each name a description gives that data/ does not have, with what it should be among. */
  const unknownIn = (text: string) =>
    rules.flatMap(([collection, rule]) =>
      unknownNames(text, known[collection], rule).map(name => ({
        name,
        among: `not one of the ${rule.kind} (${known[collection].join(", ")})`,
      })),
    )
  const inEntries = entries.flatMap(entry =>
    descriptionsIn(entry.data).flatMap(({ field, text }) =>
      unknownIn(text).map(({ name, among }): ContentProblem => ({
        file: entry.file,
        field,
        severity: "warning",
        message: `says "${name}", which is ${among}; if it was renamed or is no longer there, change these words to say what the photo shows now`,
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
        return unknownIn(shows ?? "").map(({ name, among }): ContentProblem => ({
          file: picture,
          severity: "warning",
          message: `is a placeholder drawing described as showing "${name}", which is ${among}; save a photo at this name, or delete the drawing and run npm run placeholders to draw it again`,
        }))
      }),
  )
  const found = [...inEntries, ...inDrawings.flat()]
  // While a hall's, service's or person's file has a mistake, the name may well be theirs.
  const sure = () =>
    [venues, services, people].every(collection => needs(collection, "which names the photos' descriptions give"))
  return found.length && !sure() ? [] : found
}
