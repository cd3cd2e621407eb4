import { z } from "zod"
import { defineCollection } from "../../collection"
import { searchDescription } from "../../fields"
import { childrenPage } from "./children"
import { contactPage } from "./contact"
import { fundraisingPage } from "./fundraising"
import { homePage } from "./home"
import { newsAndEventsPage } from "./news-and-events"
import { safeguardingPage } from "./safeguarding"
import { venuesPage } from "./venues"
import { worshipPage } from "./worship"
import { headingOnlyPage, listPage, textPage, thankYouPage, title } from "./words"

/**
 * The words of the site's pages: one Markdown file per page in data/pages/, its fields at the top (title, summary,
 * search description and the page's own headings and sentences) and its text below. The page's layout (where the
 * events, people or halls go) is the site's; every word on it is here.
 *
 * Each kind of page has its own schema and GraphQL type (HomePage, ContactPage...), so a page's query is typed by
 * exactly the fields its file has. Pages of plain text share TextPage and are made from one template.
 */
const page = <Schema extends z.ZodObject>(typeName: string, schema: Schema) => ({ typeName, schema })

const pageTypes = {
  text: page("TextPage", textPage),
  worship: page("WorshipPage", worshipPage),
  list: page("ListPage", listPage),
  headingOnly: page("HeadingOnlyPage", headingOnlyPage),
  thankYou: page("ThankYouPage", thankYouPage),
  home: page("HomePage", homePage),
  newsAndEvents: page("NewsAndEventsPage", newsAndEventsPage),
  venues: page("VenuesPage", venuesPage),
  children: page("ChildrenPage", childrenPage),
  contact: page("ContactPage", contactPage),
  safeguarding: page("SafeguardingPage", safeguardingPage),
  fundraising: page("FundraisingPage", fundraisingPage),
}

/**
 * The pages the site may have: each file in data/pages/, its address, and its kind. A page is built only while its
 * file is there, so a parish without one deletes the file; the pages the site itself needs (`required`: Home, the
 * contact form and its thank-you page, the privacy policy the form links to, the page for addresses that do not
 * exist) cannot be deleted. A page of plain text (`plain: true`) is made by src/templates/text-page.tsx; the others
 * by the template of their name in src/templates/ (gatsby/create-pages.ts), apart from Home and Contact, which are
 * always there and stay in src/pages/.
 */
export const sitePages = {
  home: { route: "/", label: "Home", ...pageTypes.home, required: true },
  worship: { route: "/worship", label: "Services & Worship", ...pageTypes.worship },
  "news-and-events": { route: "/news-and-events", label: "News & Events", ...pageTypes.newsAndEvents },
  "notice-board": { route: "/notice-board", label: "Community Notice Board", ...pageTypes.list },
  venues: { route: "/venues", label: "Venues & Hall Hire", ...pageTypes.venues },
  "whos-who": { route: "/whos-who", label: "Who's Who", ...pageTypes.list },
  "school-admissions": { route: "/school-admissions", label: "School Admissions", ...pageTypes.text, plain: true },
  history: { route: "/history", label: "History", ...pageTypes.text, plain: true },
  children: { route: "/children", label: "Children's Activities", ...pageTypes.children },
  contact: { route: "/contact", label: "Contact", ...pageTypes.contact, required: true },
  "thank-you": {
    route: "/contact/thank-you",
    label: "Thank you (after a message)",
    ...pageTypes.thankYou,
    required: true,
  },
  safeguarding: { route: "/safeguarding", label: "Safeguarding", ...pageTypes.safeguarding },
  "privacy-policy": {
    route: "/privacy-policy",
    label: "Privacy Policy",
    ...pageTypes.text,
    plain: true,
    required: true,
  },
  cookies: { route: "/cookies", label: "Cookies", ...pageTypes.headingOnly },
  fundraising: { route: "/fundraising", label: "Fundraising", ...pageTypes.fundraising },
  "amazon-smile": { route: "/amazon-smile", label: "Amazon Smile", ...pageTypes.text, plain: true },
  // Not for search engines: it answers addresses that do not exist.
  "not-found": {
    route: "/404",
    label: "Page not found",
    ...pageTypes.text,
    plain: true,
    noindex: true,
    required: true,
  },
} as const

export type SitePageName = keyof typeof sitePages

/** One page's words, typed by its own schema. */
export type PageWordsOf<Name extends SitePageName> = z.infer<(typeof sitePages)[Name]["schema"]>

/** Other addresses that show a page: the old address of News & Events. */
export const pageAliases: Readonly<Record<string, SitePageName>> = { "/parish-news": "news-and-events" }

/** What every page's file has, whatever its kind: the GraphQL interface `Page` that each page's type implements. */
const everyPage = z.object({ title, description: searchDescription() })

export const pages = defineCollection({
  folder: "pages",
  typeName: "Page",
  label: "Pages",
  labelSingular: "page",
  description:
    "The words of each page: its title, summary, search description and text. The events, people, halls and other lists on a page come from their own folders.",
  format: "markdown",
  shape: { kind: "files", files: sitePages },
  schema: everyPage,
  routesOf: fileName => {
    const page = sitePages[fileName as SitePageName]
    const aliases = Object.keys(pageAliases).filter(alias => pageAliases[alias] === fileName)
    return page ? [page.route, ...aliases] : []
  },
})
