import fs from "node:fs"
import path from "node:path"
import type { Node, NodePluginArgs } from "gatsby"
import type { PageWordsOf } from "../src/content/collections/pages"
import { sitePages } from "../src/content/collections/pages"
import { holdersOf } from "../src/content/collections/people-duties"
import { people, type PersonEntry } from "../src/content/collections/people"
import { siteFacts, type SiteFactsEntry } from "../src/content/collections/site"
import { formatLongDate } from "../src/content/event-dates"
import { SAFEGUARDING_POSTER_PATH } from "../src/content/built-files"
import { plainTextOfMarkdown } from "../src/content/markdown"
import { fillIn } from "../src/content/template"
import { drawNotice, type Notice, type NoticeSection } from "./poster-pdf"

/**
 * The safeguarding poster (docs/content-pipeline.md#the-safeguarding-poster), made from the content at every build
 * and written where the Safeguarding page links to it, so that it names whoever holds the duties in data/people
 * today: the safeguarding contacts, then whoever leads the parish, with their telephone and email from Who's Who (or
 * how to reach them through the office); the page's "help now" text; the poster's words and policy date from
 * data/pages/safeguarding.md; the church's name and address from data/site.
 */
type SafeguardingWords = PageWordsOf<"safeguarding">

export interface PosterContent {
  people: readonly PersonEntry[]
  page: SafeguardingWords
  site: SiteFactsEntry
}

/** A link's words, with a website's address after them, since a poster cannot be clicked: "the team (www.x.org)". */
const printedLinks = (markdown: string) =>
  markdown.replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, (_link, words: string, href: string) => {
    const address = new URL(href).hostname + new URL(href).pathname.replace(/\/$/, "")
    return words.includes(address) ? words : `${words} (${address})`
  })

/** The "help now" Markdown as a section: its heading, then each list item or paragraph. */
function helpNowSection(markdown: string, fallbackHeading: string): NoticeSection {
  const heading = /^#{2,3}\s+(.+)$/m.exec(markdown)?.[1]
  const items = markdown
    .split(/\n(?:\s*\n)*/)
    .filter(line => line.trim() && !/^#{2,3}\s/.test(line))
    .map(line => {
      const bullet = /^\s*(?:[-*+]|\d+[.)])\s+/.exec(line)
      return { text: plainTextOfMarkdown(printedLinks(line.slice(bullet?.[0].length ?? 0))), bullet: !!bullet }
    })
  return { heading: heading ? plainTextOfMarkdown(heading) : fallbackHeading, items, boxed: true }
}

/** The poster's text, from the checked content. */
export function safeguardingNotice({ people: everyone, page, site }: PosterContent): Notice {
  const poster = page.poster
  const office = { telephone: site.telephone ?? "", email: site.officeEmail ?? "" }
  const contacts = [...holdersOf(everyone, "safeguardingContact"), ...holdersOf(everyone, "leadsParish")].filter(
    (person, index, all) => all.findIndex(other => other.shortName === person.shortName) === index,
  )
  const reach = (person: PersonEntry) => {
    const own = [person.telephone, person.email].filter(Boolean).join(" · ")
    return own || (poster ? fillIn(poster.viaOffice, office) : undefined)
  }
  const address = [...site.address.lines, site.address.town, site.address.postcode].join(", ")
  return {
    church: site.title,
    heading: poster?.heading ?? page.title,
    text: poster?.text ?? page.lead,
    sections: [
      helpNowSection(page.helpNow, page.title),
      // While both posts are vacant (a warning in the check), the help-now numbers and the office line stand alone.
      ...(contacts.length
        ? [
            {
              heading: poster?.contacts ?? page.contacts.heading,
              items: contacts.map(person => ({ strong: `${person.name}, ${person.role}`, text: reach(person) })),
            },
          ]
        : []),
    ],
    closing: poster
      ? [fillIn(poster.office, office), fillIn(poster.policy, { date: formatLongDate(poster.policyAgreedOn) })]
      : [],
    footer: `${site.title} · ${address}`,
  }
}

export const drawSafeguardingPoster = (content: PosterContent) =>
  drawNotice(safeguardingNotice(content), "the site's build (gatsby/safeguarding-poster.ts)")

type Nodes<T> = (T & Node)[]

/** The poster's content from the build's nodes, which carry each checked entry's fields as its schema gave them. */
function contentOfNodes({ getNodesByType }: Pick<NodePluginArgs, "getNodesByType">): PosterContent | undefined {
  const [site] = getNodesByType(siteFacts.typeName) as Nodes<SiteFactsEntry>
  const page = (getNodesByType(sitePages.safeguarding.typeName) as Nodes<SafeguardingWords>)[0]
  if (!site || !page) return undefined
  return { people: getNodesByType(people.typeName) as Nodes<PersonEntry>, page, site }
}

/** The poster as the built site serves it (onPostBuild), or undefined when there is no Safeguarding page. */
export async function writeSafeguardingPoster(
  publicDir: string,
  nodes: Pick<NodePluginArgs, "getNodesByType">,
): Promise<string | undefined> {
  const content = contentOfNodes(nodes)
  if (!content) return undefined
  const file = path.join(publicDir, SAFEGUARDING_POSTER_PATH)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, await drawSafeguardingPoster(content))
  return file
}

/** The poster under `npm start`, drawn afresh from the nodes on each request, so it follows the content as edited. */
export async function posterForDevServer(nodes: Pick<NodePluginArgs, "getNodesByType">) {
  const content = contentOfNodes(nodes)
  return content ? Buffer.from(await drawSafeguardingPoster(content)) : undefined
}
