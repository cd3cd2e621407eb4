import { z } from "zod"
import { defineCollection, type ContentProblem } from "../collection"
import { markdown, searchDescription, slug, text } from "../fields"
import { menu, pageLinks } from "./menu"
import { isReachable, people } from "./people"
import { pageAliases, sitePages } from "./pages"

/**
 * A group's page (the choir, the Autumn Group, the giving schemes...): one Markdown file in data/groups/, whose name
 * is the page's address (choir.md is /choir). Its fields give the page's title and the "at a glance" panel beside
 * the text (when and where they meet, whom to ask); the text follows. A new group is a new file, and a link to it in
 * data/menu/menu.json if it belongs in the menu.
 */
export const groupSchema = z.strictObject({
  title: text('the page\'s main heading, e.g. "Choir"').meta({ title: "Title" }),
  lead: text("one sentence under the title that sums the group up").meta({ title: "Summary" }).optional(),
  description: searchDescription(),
  panelHeading: text('the heading of the "at a glance" panel beside the text, e.g. "The choir at a glance"').meta({
    title: "Panel heading",
  }),
  meetings: z
    .array(
      z.strictObject({
        what: text('which meeting, e.g. "Rehearsal" or "Pebbles (under 3s)"').meta({ title: "What" }),
        when: text('when, in words, e.g. "Thursdays, 7.30 to 9 p.m., in term time"').meta({ title: "When" }),
        where: text('where, e.g. "In church" or "Gabriel Hall"').meta({ title: "Where" }),
      }),
    )
    .describe("when and where they meet, one line each; leave the list empty for a group with no meetings")
    .meta({ title: "Meetings", itemTitle: "meeting" }),
  note: text('one short sentence for the panel, e.g. "No audition needed: just come along."')
    .meta({ title: "Note" })
    .optional(),
  contact: slug(
    'the short name of the person to ask (from People), e.g. "margaret"; the panel\'s Contact link opens the contact form with them chosen',
  ).meta({ title: "Who to ask" }),
  body: markdown("the page's text, in sections under ## headings").meta({ title: "Text" }),
})

export type GroupEntry = z.infer<typeof groupSchema>

/** A group page's address: its file's name. */
export const groupRoute = (fileName: string) => `/${fileName}`

const pageRoutes = new Set([...Object.values(sitePages).map(page => page.route), ...Object.keys(pageAliases)])

export const groups = defineCollection({
  folder: "groups",
  typeName: "GroupPage",
  label: "Group pages",
  labelSingular: "group page",
  description:
    "A page for each group or giving scheme (Choir, Autumn Group, easyfundraising...) with its \"at a glance\" panel. The file's name is the page's address: choir.md is /choir.",
  format: "markdown",
  schema: groupSchema,
  routesOf: fileName => [groupRoute(fileName)],
  rules(entries, { entriesOf, needs }) {
    const menuRoutes = new Set(entriesOf(menu).flatMap(entry => pageLinks(entry.data).map(([, to]) => to)))
    const inNoMenu = (route: string) => !menuRoutes.has(route) && needs(menu, "which group pages the menus link to")
    const known = entriesOf(people)
    const reachable = known.filter(person => isReachable(person.data)).map(person => person.data.shortName)
    // A short name no checked person has may be that of a person whose file has a mistake: that waits for the fix.
    const waits = (contact: string) =>
      !known.some(person => person.data.shortName === contact) && !needs(people, "the group pages' contacts")
    return entries.flatMap(({ file, fileName, data }): ContentProblem[] => [
      ...(pageRoutes.has(groupRoute(fileName))
        ? [
            {
              file,
              message: `${groupRoute(fileName)} is already one of the site's own pages (its words are in data/pages/); give this group's file another name`,
            },
          ]
        : []),
      ...(reachable.includes(data.contact) || waits(data.contact)
        ? []
        : [
            {
              file,
              field: "contact",
              message: `"${data.contact}" is not the short name of someone the contact form reaches; use one of: ${reachable.join(", ")}`,
            },
          ]),
      ...(inNoMenu(groupRoute(fileName))
        ? [
            {
              file,
              severity: "warning" as const,
              message: `no menu links to ${groupRoute(fileName)}, so visitors reach it only from links in other pages' text; in data/menu/menu.json add {"label": "${data.title}", "to": "${groupRoute(fileName)}"} to "phone" (the phone menu), and a group with "to": "${groupRoute(fileName)}" to the "groups" of a column of the menu bar`,
            },
          ]
        : []),
    ])
  },
})
