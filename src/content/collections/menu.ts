import { z } from "zod"
import { defineCollection, type ContentProblem } from "../collection"
import { imageFile, matching, paragraphs, text } from "../fields"
import { fixForNoSuchPage, redirects, retiredAddresses } from "./redirects"

/**
 * The header menu (desktop), the phone menu and the footer: one file,
 * data/menu/menu.json, with its tiles, thumbnails and logos as photos beside it.
 * Outside addresses are never written here: a link names a field of
 * data/site/site.json instead (e.g. "donationUrl"), so each address lives in one place.
 */

const routePattern = /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/

/** A page on this site, e.g. "/worship". */
export const route = (description: string) =>
  matching(
    routePattern,
    'must be a page address on this site: "/" then lower-case words joined by hyphens, e.g. "/worship"',
  )
    .describe(description)
    .meta({ title: "Page" })

/** Fields of data/site/site.json holding outside addresses a menu may link to. */
export const siteLinkNames = [
  "donationUrl",
  "easyfundraisingUrl",
  "schoolUrl",
  "dioceseUrl",
  "ecoChurchUrl",
  "mapUrl",
] as const
export type SiteLinkName = (typeof siteLinkNames)[number]

const siteLink = z
  .enum(siteLinkNames)
  .describe("which of the outside addresses in Site details it opens, in a new tab")
  .meta({ title: "Outside link" })

const alsoCurrentOn = z
  .array(route("another address of the same page"))
  .optional()
  .describe('other addresses that show the same page, so the menu highlights it there too, e.g. ["/parish-news"]')

/** Exactly one of the named fields must be present. */
const exactlyOne =
  (fields: readonly string[], message: string) => (entry: Record<string, unknown>, context: z.RefinementCtx) => {
    if (fields.filter(field => entry[field] !== undefined).length !== 1) {
      context.addIssue({ code: "custom", message, input: undefined })
    }
  }

/** A link to a page here ("to") or to an outside address from site.json ("siteLink"). */
const menuLink = z
  .strictObject({
    label: text("the words of the link").meta({ title: "Words" }),
    to: route('page on this site, e.g. "/worship"').optional(),
    siteLink: siteLink.optional(),
  })
  .superRefine(
    exactlyOne(
      ["to", "siteLink"],
      'needs either "to" (a page here, e.g. "/worship") or "siteLink" (e.g. "donationUrl"), not both',
    ),
  )

/** A picture link in a drop-down (256x192). The picture is decoration: the title names the link. */
const tile = z.strictObject({
  title: text('the words under the picture, e.g. "Who\'s Who"'),
  to: route('the page it opens, e.g. "/whos-who"'),
  alsoCurrentOn,
  image: imageFile("picture beside menu.json, shown at 256x192"),
})

/** One group in a mega menu's list: thumbnail, name, one-line blurb and a Read More link. */
const group = z.strictObject({
  title: text('the group\'s name, e.g. "Choir"'),
  to: route('the group\'s page, e.g. "/choir"'),
  blurb: text("one line about the group"),
  thumbnail: imageFile("small picture beside menu.json, shown at 76x64"),
})

/** A scheme's logo and name, linking to its page (passive giving). */
const logoLink = z.strictObject({
  title: text('the scheme\'s name, shown under its logo, e.g. "easyfundraising"'),
  to: route('the page it opens, e.g. "/easyfundraising"'),
  logo: imageFile("logo beside menu.json, shown at 100x34"),
})

/** One column of a mega menu. Each part is optional and shown in this order. */
const column = z.strictObject({
  heading: text('the column\'s heading, e.g. "Other Groups"'),
  text: paragraphs("the column's text, one string per paragraph").optional(),
  tile: z
    .strictObject({
      title: text("the words under the picture"),
      to: route("the page it opens"),
      image: imageFile("wide picture beside menu.json, shown at 500x250"),
      labels: z
        .array(text('one name, e.g. "Pebbles"'))
        .min(1)
        .optional()
        .describe(
          "names printed under the picture, one under each part of it from left to right, e.g. the Sunday School's groups (words drawn inside a picture cannot be read aloud or enlarged)",
        ),
    })
    .optional()
    .describe("one wide picture link"),
  groups: z.array(group).min(1).optional().describe("a list of groups, each with a Read More link"),
  link: menuLink.optional().describe("one prominent link, e.g. to the donation page"),
  logos: z.array(logoLink).min(1).optional().describe("a row of logos, each linking to a page"),
})

/** One item of the desktop menu bar: a plain link, a drop-down of tiles, or a mega menu of columns. */
const menuItem = z
  .strictObject({
    label: text('the item\'s name, e.g. "Worship Times"'),
    subLabel: text('the small line under it, e.g. "Services & Prayer"'),
    to: route("the page it opens, for a plain link").optional(),
    alsoCurrentOn,
    tiles: z.array(tile).min(1).optional().describe("picture links, for a drop-down"),
    columns: z.array(column).min(1).max(3).optional().describe("two (at most three) columns, for a mega menu"),
  })
  .superRefine(
    exactlyOne(
      ["to", "tiles", "columns"],
      'needs exactly one of "to" (a plain link), "tiles" (a drop-down) or "columns" (a mega menu)',
    ),
  )

const pictureLink = (what: string) =>
  z.strictObject({
    image: imageFile(`${what}, a picture beside menu.json`),
    imageAlt: text(`what the ${what} says, for people who cannot see it`),
  })

/** How many items fit on one line of the menu bar at the desktop breakpoint. */
export const maxMenuBarItems = 9

export const menuSchema = z.strictObject({
  brandLogo: imageFile("the parish logo beside menu.json, shown at 56x56 next to the site title"),
  items: z
    .array(menuItem)
    .min(1)
    .superRefine((items, context) => {
      if (items.length > maxMenuBarItems) {
        context.addIssue({
          code: "custom",
          message: `has ${items.length} items but only ${maxMenuBarItems} fit on the menu bar; remove one or move it into a drop-down`,
          input: undefined,
        })
      }
    })
    .describe("the desktop menu bar, left to right"),
  phone: z.array(menuLink).min(1).describe("the phone menu's links, top to bottom"),
  footer: z.strictObject({
    mission: z.strictObject({
      heading: text('heading, e.g. "Our mission"'),
      text: paragraphs("the mission statement, one string per paragraph"),
    }),
    importantInformation: z.strictObject({
      heading: text('heading, e.g. "Important Information"'),
      links: z.array(z.strictObject({ label: text("the words of the link"), to: route("the page it opens") })).min(1),
    }),
    ecoAward: pictureLink("Eco Church award badge").describe("links to ecoChurchUrl in site.json"),
    dioceseLogo: pictureLink("diocese logo").describe("links to dioceseUrl in site.json"),
  }),
})

export type MenuEntry = z.infer<typeof menuSchema>

/** Every page address the menu links to, with the field that names it, e.g. ["items[2].tiles[0].to", "/notice-board"]. */
export function pageLinks(value: unknown, at = ""): [string, string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => pageLinks(item, `${at}[${index}]`))
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value).flatMap(([key, child]): [string, string][] => {
    const field = at ? `${at}.${key}` : key
    if (key === "to" && typeof child === "string") return [[field, child]]
    if (key === "alsoCurrentOn") return []
    return pageLinks(child, field)
  })
}

export const menu = defineCollection({
  folder: "menu",
  typeName: "Menu",
  label: "Menus and footer",
  labelSingular: "menu",
  description:
    "The menu at the top of every page (desktop and phone) and the footer, with their pictures beside menu.json.",
  shape: { kind: "single" },
  schema: menuSchema,
  // Each link must lead to a page of the site (a new group's page exists once its file is in data/groups/), or to
  // the old address of a deleted one that a redirect sends on.
  rules(entries, { routes, entriesOf, needs }) {
    const retired = retiredAddresses(entriesOf(redirects))
    return entries.flatMap(({ file, data }) =>
      pageLinks(data)
        .filter(([, to]) => !routes.has(to) && !retired.has(to))
        .filter(() => needs(redirects, "links in the menus to old addresses"))
        .map(([field, to]): ContentProblem => ({
          file,
          field,
          message: `${to} is not a page of this site; ${fixForNoSuchPage(to, routes)}`,
        })),
    )
  },
})
