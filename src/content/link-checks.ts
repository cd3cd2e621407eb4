import { schemaForFile, type ContentProblem, type Entry, type RuleContext } from "./collection"
import { filesTheBuildMakes } from "./built-files"
import { sitePages } from "./collections/pages"
import { isReachable, people } from "./collections/people"
import { fixForNoSuchPage, redirects, retiredAddresses } from "./collections/redirects"
import { venues } from "./collections/venues"
import { jsonSchemaOf, markedFieldPaths, valuesAt } from "./json-schema"
import { markdownLinksByLine } from "./markdown"

/**
 * What the links in the content lead to: a page of the site (or an old address a redirect sends on), a file under
 * /files/ that static/ holds or the build makes, and on the contact form, a person (`send_to=`) and a hall (`hall=`)
 * that are there.
 */

/** One link in an entry's text, with where it is. */
interface LinkInText {
  entry: Entry
  field: string
  line?: number
  href: string
}

/** Every link in the entries' Markdown fields, with the file's line of each where it is known. */
function linksInText(entries: readonly Entry[]): LinkInText[] {
  return entries.flatMap(entry => {
    const schema = schemaForFile(entry.collection, entry.fileName)
    if (!schema) return []
    return markedFieldPaths(jsonSchemaOf(schema), "markdown").flatMap(pattern =>
      valuesAt(entry.data, pattern).flatMap(({ field, path, value }) =>
        markdownLinksByLine(String(value)).map(({ href, line }) => ({
          entry,
          field,
          line: entry.locate?.(path, line),
          href,
        })),
      ),
    )
  })
}

/** Every text field that holds a path under /files/ itself (rather than a link in text), e.g. a download's address. */
function filePathsInFields(entry: Entry, value: unknown = entry.data, at = ""): LinkInText[] {
  if (typeof value === "string") return /^\/files\/\S+$/.test(value) ? [{ entry, field: at, href: value }] : []
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value).flatMap(([key, child]) =>
    filePathsInFields(entry, child, Array.isArray(value) ? `${at}[${key}]` : at ? `${at}.${key}` : key),
  )
}

const problemAt = ({ entry, field, line }: LinkInText, message: string): ContentProblem => ({
  file: entry.file,
  field,
  ...(line === undefined ? {} : { line }),
  message,
})

/** A link's address without its query and fragment: "/contact?send_to=priya" → "/contact". */
const addressOf = (href: string) => href.split(/[?#]/)[0] ?? href

export function linkProblems(entries: readonly Entry[], context: RuleContext): ContentProblem[] {
  const { routes, exists, entriesOf, needs } = context
  const links = linksInText(entries)
  const retired = retiredAddresses(entriesOf(redirects))
  const pageLinks = links.filter(link => {
    const address = addressOf(link.href)
    return address.startsWith("/") && !address.startsWith("/files/") && !/\.\w+$/.test(address)
  })
  const fileLinks = [
    ...links.filter(link => addressOf(link.href).startsWith("/files/")),
    ...entries.flatMap(entry => filePathsInFields(entry)),
  ]
  return [
    ...pageLinks
      .filter(link => !routes.has(addressOf(link.href)) && !retired.has(addressOf(link.href)))
      .filter(() => needs(redirects, "links in the text to old addresses"))
      .map(link => {
        const address = addressOf(link.href)
        return problemAt(
          link,
          `links to ${address}, which is not a page of this site; ${fixForNoSuchPage(address, routes)}`,
        )
      }),
    ...fileLinks
      .filter(link => {
        const file = decodeURI(addressOf(link.href))
        return !exists(`static${file}`) && !filesTheBuildMakes.includes(file)
      })
      .map(link =>
        problemAt(
          link,
          `links to ${addressOf(link.href)}, but static${addressOf(link.href)} does not exist; put the file there, correct the link, or remove it`,
        ),
      ),
    ...contactFormLinkProblems(pageLinks, entriesOf, needs),
  ]
}

/** On links to the contact form, `send_to=` must name a person it reaches, and `hall=` one of the halls. */
function contactFormLinkProblems(
  links: readonly LinkInText[],
  entriesOf: RuleContext["entriesOf"],
  needs: RuleContext["needs"],
): ContentProblem[] {
  const reachable = entriesOf(people)
    .filter(person => isReachable(person.data))
    .map(person => person.data.shortName)
  const halls = entriesOf(venues).map(venue => venue.fileName)
  return links
    .filter(link => addressOf(link.href) === sitePages.contact.route)
    .flatMap(link => {
      const query = new URLSearchParams(link.href.split("?")[1]?.split("#")[0] ?? "")
      const person = query.get("send_to")
      const hall = query.get("hall")
      return [
        ...(person !== null && !reachable.includes(person) && needs(people, "whom the text's contact links reach")
          ? [
              problemAt(
                link,
                `links to the contact form for "${person}" (send_to=${person}), who is not someone the form reaches; use the short name of one of: ${reachable.join(", ")}`,
              ),
            ]
          : []),
        ...(hall !== null && !halls.includes(hall) && needs(venues, "which halls the text's contact links name")
          ? [
              problemAt(
                link,
                `links to the contact form about the hall "${hall}" (hall=${hall}), which is not one of the halls; use the file name of one of: ${halls.join(", ")}`,
              ),
            ]
          : []),
      ]
    })
}
