import { z } from "zod"
import { defineCollection, type ContentProblem } from "../collection"
import { eventWhen, isPastEvent } from "../event-dates"
import { impossibleLondonTime, localDateTime } from "../date-fields"
import { commaSeparated, describedPhoto, inlineHtml, order, paragraphs, text } from "../fields"
import { localDateTimePattern } from "../london-time"
import { plainTextOf, sanitizeInlineHtml } from "../sanitize"
import { venues } from "./venues"

export const serviceTypes = ["eucharist", "street-party"] as const

/** Home lists at most 6 featured events (docs/requirements.md#screens). */
export const MAX_HOME_EVENTS = 6

/** The featured events Home shows, in the editors' order, never more than MAX_HOME_EVENTS. */
export function eventsForHome<Event extends { featured: boolean }>(events: readonly Event[]): Event[] {
  return events.filter(event => event.featured).slice(0, MAX_HOME_EVENTS)
}

export const eventSchema = z
  .strictObject({
    order,
    name: inlineHtml(
      'the event\'s title as it appears on the page; to slant words put them between <em> and </em>, e.g. "Carols by <em>Candlelight</em>"',
    ).meta({ title: "Name" }),
    serviceType: z
      .enum(serviceTypes)
      .describe("the kind of event, which chooses its small picture: eucharist (a service) or street-party")
      .meta({ title: "Kind of event" }),
    startsAt: localDateTime(
      "when it starts, London time; the site writes the date in words from it and takes the event off the site once it is over. An event without a set start time gives the date in words instead: one of the two is needed",
    )
      .meta({ title: "Starts" })
      .optional(),
    endsAt: localDateTime("when it ends, if you know; leave empty for an event with only a start time")
      .meta({ title: "Ends" })
      .optional(),
    date: text(
      'only for an event without a set start time: when it happens, in words, e.g. "Every Thursday in Lent"; leave empty when you give a start',
    )
      .meta({ title: "Date in words" })
      .optional(),
    content: paragraphs("what the event is, what happens and who it is for; one box per paragraph").meta({
      title: "Description",
      itemTitle: "paragraph",
    }),
    place: text(
      'where, if not in church: the file name of a hall in data/venues without ".json", e.g. "gabriel-hall"; it then shows in that hall\'s free view',
    )
      .meta({ title: "Hall" })
      .optional(),
    picture: describedPhoto(
      "a photo for News & Events (wider than tall, at least 1280 × 720 pixels), with a few words saying what it shows",
    )
      .meta({ title: "Photo" })
      .optional(),
    tags: commaSeparated('a few words people might look for, separated by commas, e.g. "Eucharist, All Ages"').meta({
      title: "Tags",
    }),
    sundayClubs: z
      .boolean()
      .optional()
      .describe(
        "tick if Sunday Clubs run during the service; untick to say clearly that there are none; leave it alone to say nothing",
      )
      .meta({ title: "Sunday Clubs" }),
    teaAndCoffee: z
      .boolean()
      .describe("tick to say that tea, coffee and fellowship follow the service")
      .meta({ title: "Tea and coffee afterwards" }),
    eucharist: z.boolean().describe("tick if the event is a Eucharist (Holy Communion)").meta({ title: "Eucharist" }),
    featured: z
      .boolean()
      .describe(
        `tick to show it under Upcoming Events on the home page (the first ${MAX_HOME_EVENTS} ticked are shown)`,
      )
      .meta({ title: "Show on the home page" }),
  })
  .superRefine(({ startsAt, endsAt, date }, context) => {
    // Written once: the site words the date from startsAt, so a hand-written one could only disagree with it.
    if (startsAt !== undefined && date !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["date"],
        input: date,
        message: `not needed with a start time: the site writes the date from it${
          localDateTimePattern.test(startsAt) && !impossibleLondonTime(startsAt)
            ? ` ("${eventWhen({ startsAt, endsAt })}")`
            : ""
        }; remove the date in words`,
      })
    }
    if (startsAt === undefined && date === undefined) {
      context.addIssue({
        code: "custom",
        path: ["startsAt"],
        input: undefined,
        // Neither field is required on its own (the form marks both optional): one of the two is.
        message:
          "give when it starts or, for an event without a set start time, the date in words: one of the two is needed",
      })
    }
    if (endsAt === undefined) return
    if (startsAt === undefined) {
      context.addIssue({
        code: "custom",
        path: ["endsAt"],
        input: undefined,
        message: "needs a start as well; add when it starts, or remove the end",
      })
    } else if (
      [startsAt, endsAt].every(time => localDateTimePattern.test(time) && !impossibleLondonTime(time)) &&
      endsAt <= startsAt
    ) {
      // Same fixed-width format, so comparing the text compares the times. Both quoted in words, as the CMS shows.
      context.addIssue({
        code: "custom",
        path: ["endsAt"],
        input: undefined,
        message: `must be after the start (${eventWhen({ startsAt })}), not ${eventWhen({ startsAt: endsAt })}; check the day and the time`,
      })
    }
  })

export type EventEntry = z.infer<typeof eventSchema>

export const events = defineCollection({
  folder: "events",
  typeName: "Event",
  label: "Events",
  labelSingular: "event",
  description:
    "Special services and parish events, listed on News & Events; the ones marked for the home page appear there too. An event leaves the site by itself once it is over.",
  schema: eventSchema,
  computed: {
    nameHtml: {
      type: "String!",
      description:
        "the name with only inline formatting (<em>, <strong>...) kept and everything else removed: safe to render unescaped",
      resolve: event => sanitizeInlineHtml(event.name),
    },
    nameText: {
      type: "String!",
      description: "the name as plain text, for alt text and titles",
      resolve: event => plainTextOf(event.name),
    },
    when: {
      type: "String!",
      description:
        'when it happens, in words: written from startsAt/endsAt ("Sunday 29 November 2026, 10 a.m."), else the date text',
      resolve: event => eventWhen(event),
    },
  },
  // Past events make no node at all, so News & Events, Home, the JSON-LD and events.ics leave them out together.
  include: (event, now) => !isPastEvent(event, now),
  rules(entries, { now, needs, changed, entriesOf }) {
    const halls = entriesOf(venues).map(venue => venue.fileName)
    const byOrder = [...entries].sort((a, b) => a.data.order - b.data.order || a.file.localeCompare(b.file))
    const upcoming = byOrder.filter(entry => !isPastEvent(entry.data, now))
    const shown = new Set(eventsForHome(upcoming.map(entry => ({ file: entry.file, featured: entry.data.featured }))))
    const shownFiles = [...shown].map(event => event.file)
    return [
      // An event in a hall must name one there is.
      ...entries
        .filter(({ data }) => data.place !== undefined && !halls.includes(data.place))
        .filter((): boolean => needs(venues, "which hall each event is in"))
        .map(({ file, data }) => ({
          file,
          field: "place",
          message: `"${data.place}" is not one of the halls; use one of: ${halls.join(", ")}, or leave it empty for an event in church`,
        })),
      // Home shows at most six featured events: name the ones it leaves out.
      ...upcoming
        .filter(entry => entry.data.featured && !shownFiles.includes(entry.file))
        // An event file with a mistake may be one the home page would show first.
        .filter((): boolean => needs(events, "which featured events the home page shows"))
        .map(entry => ({
          file: entry.file,
          field: "featured",
          severity: "warning" as const,
          message: `the home page shows only ${MAX_HOME_EVENTS} events, so it will not show this one (${shownFiles.join(", ")} come first by order); untick "Show on the home page" on another, or give this one a smaller order`,
        })),
      // Past events are left out by themselves; the editor is told, so the file can be tidied away. In a file typed
      // now, a date already over is a slip (a year too early): refused, as the CMS refuses to save it.
      ...byOrder
        .filter(entry => isPastEvent(entry.data, now))
        .map(({ file, data }): ContentProblem =>
          changed(file)
            ? {
                file,
                field: data.endsAt ? "endsAt" : "startsAt",
                message: `${eventWhen(data)} is over, so the website would not show this event; check the day and the year`,
              }
            : {
                file,
                severity: "warning",
                message: `is over (${eventWhen(data)}), so the website no longer shows it; delete the file when you like`,
              },
        ),
    ]
  },
})
