import { z } from "zod"
import { defineCollection } from "../collection"
import { sentenceWith, text } from "../fields"

/**
 * The short words the site uses on many pages (labels, links, notes), in one file, data/wording/wording.json: what
 * a page says once lives in that page's file in data/pages/; what many pages or cards say lives here.
 */
export const wordingSchema = z.strictObject({
  newTab: text("read out after a link that opens another website in a new tab").meta({
    title: "New tab note",
  }),
  events: z
    .strictObject({
      sundayClubs: text("on an event with Sunday Clubs (wording fixed by the parish's specification)").meta({
        title: "Sunday Clubs",
        fixedWording: true,
      }),
      noSundayClubs: text("on an event marked as having no Sunday Clubs").meta({ title: "No Sunday Clubs" }),
      teaAndCoffee: text("on an event followed by tea and coffee").meta({ title: "Tea and coffee" }),
    })
    .meta({ title: "Events" }),
  person: z
    .strictObject({
      contact: sentenceWith("the link on a person's card that opens the contact form", {
        may: ["name"],
        must: ["name"],
      }).meta({ title: "Contact link" }),
      website: text("the link on a person's card to their website").meta({ title: "Website link" }),
      websiteLabel: sentenceWith("what the website link says to people who cannot see the card", {
        may: ["name"],
        must: ["name"],
      }).meta({ title: "Website link, read out" }),
      email: text("the label over a person's email address").meta({ title: "Email label" }),
      phone: text("the label over a telephone number").meta({ title: "Telephone label" }),
    })
    .meta({ title: "People's cards" }),
  groupPanel: z
    .strictObject({
      whoToAsk: text('the heading over the person to ask, in a group\'s "at a glance" panel').meta({
        title: "Who to ask",
      }),
    })
    .meta({ title: "Group panels" }),
  onThisPage: text(
    "the heading over the links to a long page's parts at its top (Who's Who, Children's Activities)",
  ).meta({
    title: "On this page",
  }),
})

export type WordingEntry = z.infer<typeof wordingSchema>

export const wording = defineCollection({
  folder: "wording",
  typeName: "Wording",
  label: "Words used on many pages",
  labelSingular: "wording",
  description:
    "Labels and short notes that appear on many pages: the Contact link on people's cards, the notes on events, and so on.",
  shape: { kind: "single" },
  schema: wordingSchema,
})
