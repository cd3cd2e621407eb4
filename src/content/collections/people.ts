import { z } from "zod"
import {
  besideEntry,
  defineCollection,
  uniqueBy,
  type ContentProblem,
  type Entry,
  type RuleContext,
} from "../collection"
import { dutyProblems } from "./people-duties"
import { externalUrl, imageFile, matching, order, slug, text } from "../fields"

/** Shown where someone has no photo yet (a site image, not content). */
export const PLACEHOLDER_PORTRAIT = "src/images/placeholder-portrait.jpg"

export const personSchema = z.strictObject({
  order,
  name: text('their name as it should appear, with any title, e.g. "Revd Jane Doe"').meta({ title: "Name" }),
  shortName: slug(
    'one short word for them, used in the address of their Contact link, e.g. "jane"; lower-case, and different for everyone',
  ).meta({ title: "Short name" }),
  role: text('their post in the parish, as Who\'s Who and the contact form name it, e.g. "Churchwarden"').meta({
    title: "Role",
  }),
  description: text("a few sentences about them and what they do, as on Who's Who").meta({ title: "About them" }),
  photo: imageFile("a portrait, square if you can; without one the site shows a plain silhouette")
    .meta({ title: "Photo" })
    .optional(),
  contactFormRecipient: z
    .boolean()
    .optional()
    .describe("tick if the contact form should list them, so that messages go straight to them")
    .meta({ title: "Receives the contact form's messages" }),
  receivesHallEnquiries: z
    .boolean()
    .optional()
    .describe(
      "tick for the one person who answers hall hire enquiries (e.g. the Halls Manager): the Venues page shows their card, and the contact form asks the booking questions when they are chosen; they must receive the contact form's messages",
    )
    .meta({ title: "Receives hall enquiries" }),
  safeguardingContact: z
    .boolean()
    .optional()
    .describe(
      "tick for each person to contact about safeguarding (e.g. the Parish Safeguarding Officer): the Safeguarding page and its poster show them first",
    )
    .meta({ title: "Safeguarding contact" }),
  leadsParish: z
    .boolean()
    .optional()
    .describe(
      "tick for the priest who leads the parish (the Vicar, or a priest-in-charge): the Safeguarding page and its poster show them after the safeguarding contacts",
    )
    .meta({ title: "Leads the parish" }),
  messagesVia: slug(
    'for someone the contact form does not list: the short name of the person who passes their messages on, e.g. "david"',
  )
    .meta({ title: "Messages go via" })
    .optional(),
  website: externalUrl("their own or their organisation's website; shown instead of a Contact link")
    .meta({ title: "Website" })
    .optional(),
  email: z
    .email({ message: "must be an email address like name@example.org" })
    .optional()
    .describe("an email address to show on their card, if they are happy to")
    .meta({ title: "Email" }),
  telephone: matching(/^\+?[0-9 ()-]{6,20}$/, 'must be a telephone number like "020 8123 4567"')
    .optional()
    .describe("a telephone number to show on their card, if they are happy to")
    .meta({ title: "Telephone" }),
})

export type PersonEntry = z.infer<typeof personSchema>

/** Titles that come before a first name and are not part of it ("Revd Helen Marsh" is "Helen"). */
const honorifics = new Set(["revd", "rev", "the", "reverend", "canon", "dr", "mr", "mrs", "ms", "miss", "mx", "fr"])

const isHonorific = (word: string) => honorifics.has(word.toLowerCase().replace(/\.$/, ""))

/** The first name, for "Contact Helen": the first word of the name that is not a title. */
export function firstNameOf(name: string): string {
  const words = name.trim().split(/\s+/)
  return words.find(word => !isHonorific(word)) ?? words[0] ?? name
}

/**
 * A name parted into its titles and the name itself: "Revd Helen Marsh" → { title: "Revd", personal: "Helen
 * Marsh" }, so a card can let the line break after the title and keep the name together. A name that is all
 * titles keeps its last word as the name.
 */
export function titleAndName(name: string): { title: string; personal: string } {
  const words = name.trim().split(/\s+/)
  const firstName = words.findIndex(word => !isHonorific(word))
  const titleWords = firstName === -1 ? words.length - 1 : firstName
  return { title: words.slice(0, titleWords).join(" "), personal: words.slice(titleWords).join(" ") }
}

/** Whether the contact form reaches someone: they receive its messages, or someone passes them on. */
export const isReachable = (person: PersonEntry) => person.contactFormRecipient === true || !!person.messagesVia

/**
 * A "Contact {name}" link must reach someone: the person receives the form's messages, or names who passes them on.
 * A short name no checked entry has may belong to a person whose file has a mistake: that waits for the fix.
 */
function contactLinks(entries: Entry<PersonEntry>[], { needs }: Pick<RuleContext, "needs">): ContentProblem[] {
  const recipientNames = entries.filter(person => person.data.contactFormRecipient).map(person => person.data.shortName)
  const choose = `the short name of someone who receives the contact form's messages and will pass them on (one of: ${recipientNames.join(", ")})`
  return entries.flatMap(({ file, data: person }): ContentProblem[] => {
    if (person.contactFormRecipient || person.website !== undefined) {
      if (person.messagesVia === undefined) return []
      return [
        {
          file,
          field: "messagesVia",
          message: `not needed: ${person.name} ${person.contactFormRecipient ? "receives the contact form's messages" : "has a website link instead of a Contact link"}; remove "messages go via"`,
        },
      ]
    }
    if (person.messagesVia === undefined) {
      return [
        {
          file,
          field: "messagesVia",
          message: `required field is missing: the "Contact ${person.name}" link opens the contact form, which does not list them; add messagesVia with ${choose}`,
        },
      ]
    }
    const known = entries.some(other => other.data.shortName === person.messagesVia)
    return recipientNames.includes(person.messagesVia) ||
      (!known && !needs(people, "whether each Contact link reaches someone"))
      ? []
      : [
          {
            file,
            field: "messagesVia",
            message: `"${person.messagesVia}" does not receive the contact form's messages; use ${choose}`,
          },
        ]
  })
}

/** The duties' rules (people-duties.ts); a vacancy waits while a person's file has a mistake (it may hold it). */
const duties = (entries: Entry<PersonEntry>[], { needs }: Pick<RuleContext, "needs">): ContentProblem[] =>
  dutyProblems(entries, () => needs(people, "who holds each duty"))

export const people = defineCollection({
  folder: "people",
  typeName: "Person",
  label: "People",
  labelSingular: "person",
  description:
    "The people on Who's Who, in order; the pages find people here by the duties ticked on them (hall enquiries, safeguarding, leading the parish) or by short name.",
  schema: personSchema,
  computed: {
    portrait: {
      type: "File!",
      description: "the photo beside the entry, or the placeholder portrait when there is none",
      async resolve(person, { file, fileAt }) {
        const photo = person.photo ? await fileAt(besideEntry(file, person.photo)) : null
        return photo ?? fileAt(PLACEHOLDER_PORTRAIT)
      },
    },
  },
  rules: (entries, context) => [
    ...uniqueBy(entries, "shortName", person => person.shortName),
    ...contactLinks(entries, context),
    ...duties(entries, context),
  ],
})
