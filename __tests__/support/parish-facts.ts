import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { people } from "../../src/content/collections/people"
import { services } from "../../src/content/collections/services"
import { siteFacts } from "../../src/content/collections/site"
import { venues } from "../../src/content/collections/venues"
import { checkContent, entriesIn, type ContentReport } from "../../src/content/validate"
import { TEST_NOW } from "../../scripts/test-now"

/**
 * Another parish's content (__tests__/fixtures/another-parish/data), and the facts that make a parish itself, read
 * from its content through the content check: the facts of one parish must never show on the other's pages.
 */

export const projectRoot = path.resolve(__dirname, "../..")
export const anotherParishData = path.join(projectRoot, "__tests__/fixtures/another-parish/data")

/**
 * A site root whose data/ is another parish's and whose static/ is this checkout's, for the content check: a
 * parish starts from the site's static files as they are. Delete it with fs.rmSync when done.
 */
export function anotherParishRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "another-parish-"))
  fs.symlinkSync(anotherParishData, path.join(root, "data"))
  fs.symlinkSync(path.join(projectRoot, "static"), path.join(root, "static"))
  return root
}

export const checkedParish = (root: string): Promise<ContentReport> => checkContent(root, new Date(TEST_NOW))

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/
const TELEPHONE = /^\+?[0-9 ()-]{6,20}$/

/** Every text in a value, with the path that leads to it ("address.lines.0"). */
function textsIn(value: unknown, at = ""): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${at}.${index}`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, at ? `${at}.${key}` : key))
  return []
}

/**
 * What names a parish in its content: its names and address (every line, the postcode), telephone numbers, the
 * domains of its email addresses, its website's host and social accounts; each hall's name; each person's name,
 * email address and telephone number. Read by field name and by what a value looks like, so that a reshaped
 * site.json (an office's address beside the church's, social accounts as a list) still gives its facts.
 */
export function parishFacts({ entries }: ContentReport): string[] {
  const site = entriesIn(entries, siteFacts)[0]?.data
  const siteTexts = textsIn(site ?? {})
  const emailDomain = (text: string) => /@([\w.-]+)$/.exec(text)?.[1]
  const facts = [
    site?.parishName,
    site?.locality,
    site?.everydayName,
    // "St Michael" of "St Michael's": the name in "St Michael School" too.
    site?.everydayName.replace(/['’]s$/, ""),
    site?.title,
    site === undefined ? undefined : new URL(site.siteUrl).host,
    ...siteTexts
      // A social account's address and name are the parish's; the network's name ("Facebook") is anyone's.
      .filter(
        ({ at, text }) =>
          /address/i.test(at) ||
          /^social\.\d+\.(url|account)$/.test(at) ||
          UK_POSTCODE.test(text) ||
          TELEPHONE.test(text),
      )
      .map(({ text }) => text),
    ...siteTexts.map(({ text }) => emailDomain(text)),
    ...entriesIn(entries, venues).map(venue => venue.data.name),
    ...entriesIn(entries, people).flatMap(({ data }) => [data.name, data.email, data.telephone]),
  ]
  return [...new Set(facts.filter((fact): fact is string => typeof fact === "string" && fact.length > 2))]
}

/** The names a visitor meets first: the website's, each service's, each hall's and each person's. */
export function parishNames({ entries }: ContentReport) {
  return {
    title: entriesIn(entries, siteFacts)[0]?.data.title,
    services: entriesIn(entries, services).map(service => service.data.name),
    halls: entriesIn(entries, venues).map(venue => venue.data.name),
    people: entriesIn(entries, people).map(person => person.data.name),
  }
}

/**
 * Text as a reader has it, for looking facts up in HTML, feeds and JSON: tags and escapes undone, curly apostrophes
 * and no-break spaces (a phone number kept on one line) made plain.
 */
export const readableText = (text: string): string =>
  text
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;|&apos;|[\u2018\u2019]/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;|&#160;|\u00a0/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\\u0026/g, "&")
    .replace(/\r\n[ \t]/g, "")

/** Letters and digits alone, in lower case: "St Michael's" as it hides in "st-michaels-site" or "stmichaels.org". */
const squashed = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "")

/**
 * The facts a text names: as written (once tags and escapes are undone), or run together in an address, a file name
 * or an identifier (a calendar's PRODID), whatever the case and punctuation.
 */
export function factsIn(text: string, facts: readonly string[]): string[] {
  const readable = readableText(text)
  const letters = squashed(readable)
  return facts.filter(
    fact => readable.includes(fact) || (squashed(fact).length >= 6 && letters.includes(squashed(fact))),
  )
}
