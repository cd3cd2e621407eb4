import { z } from "zod"
import { markdown, searchDescription, text } from "../../fields"

/** The fields every page's file starts with, and the page schemas several pages share. */

export const title = text("the page's main heading, at the top of the page and in the browser tab").meta({
  title: "Title",
})
export const lead = text("one sentence under the title that sums the page up").meta({ title: "Summary" }).optional()
export const heading = (where: string) => text(`the heading of ${where}`).meta({ title: "Heading" })

/** What every page with a header has. */
export const pageFields = { title, lead, description: searchDescription() }

/** The heading over a list of what happens day by day (ThisWeek), and what it says when nothing does. */
export const daysWords = (example: string, span: string) =>
  z
    .strictObject({
      heading: heading(`what happens in ${span}, day by day, e.g. "${example}"`),
      nothing: text(`said when nothing at all happens in ${span}`).meta({ title: "When there is nothing" }),
      calendar: text("the link under the list to the calendar file of everything that happens regularly").meta({
        title: "Calendar link",
      }),
    })
    .meta({ title: `Day by day: ${span}` })

/** The main text, written in Markdown. */
export const body = (what: string) => markdown(what).meta({ title: "Text" })

/** A page of text: its title, summary and Markdown. */
export const textPage = z.strictObject({ ...pageFields, body: body("the page's text") })

/** A page whose text comes before a list the site makes (events, people, notices): the text is optional. */
export const listPage = z.strictObject({
  ...pageFields,
  body: body("a few words before the list; leave empty for none").optional(),
})

/** Cookies is its heading only (docs/requirements.md#routes). */
export const headingOnlyPage = z.strictObject({ title, description: searchDescription() })

/** The page after a message is sent: the spec fixes its sentence. */
export const thankYouPage = z.strictObject({
  ...pageFields,
  lead: text("the thank-you message under the title (wording fixed by the parish's specification)").meta({
    title: "Message",
    fixedWording: true,
  }),
  body: body("what follows the message, e.g. a link back to the home page"),
})
