import { z } from "zod"
import { defineCollection, type ContentProblem } from "../collection"
import { clockTime, localDate } from "../date-fields"
import { formatLongDate } from "../event-dates"
import { text } from "../fields"
import { londonLocal } from "../london-time"
import { readClockTime } from "../london-time"
import { venues } from "./venues"

/**
 * A confirmed one-off booking of a hall (data/bookings/), which the Halls Manager records so that the halls' free
 * view on Venues & Hall Hire stays true. The hirer's name is for the parish's own records: it is published only when
 * `showHirer` says the hirer agreed; otherwise the site says the hall is booked. The name never reaches GraphQL
 * (`private`), so no page, page data or feed can carry it; `shownAs` is what may be shown.
 */
export const bookingSchema = z
  .strictObject({
    hall: text('the hall\'s file name in data/venues without ".json", e.g. "gabriel-hall"').meta({ title: "Hall" }),
    date: localDate("the day of the booking").meta({ title: "Date" }),
    startTime: clockTime.describe('when the hall is taken from, e.g. "14:00"').meta({ title: "From" }),
    endTime: clockTime.describe('when the hall is free again, e.g. "17:30"').meta({ title: "Until" }),
    hirer: text("who booked it, for the parish's records; shown only if you tick the box below")
      .meta({ title: "Hirer", private: true })
      .optional(),
    showHirer: z
      .boolean()
      .describe(
        "tick only if the hirer agreed to have their name shown; unticked, the site says only that it is booked",
      )
      .meta({ title: "Show the hirer's name" }),
  })
  .superRefine((booking, context) => {
    const [start, end] = [readClockTime(booking.startTime), readClockTime(booking.endTime)]
    if (start && end && end.hour * 60 + end.minute <= start.hour * 60 + start.minute) {
      context.addIssue({
        code: "custom",
        path: ["endTime"],
        input: undefined,
        message: "must be after the start; check the times",
      })
    }
    if (booking.showHirer && !booking.hirer) {
      context.addIssue({
        code: "custom",
        path: ["hirer"],
        input: undefined,
        message: "give the hirer's name to show, or untick the box",
      })
    }
  })

export type BookingEntry = z.infer<typeof bookingSchema>

/** What the site may say of a booking's hirer: their name where they agreed to it, otherwise nothing. */
export const hirerShown = (booking: Pick<BookingEntry, "showHirer" | "hirer">) =>
  booking.showHirer ? (booking.hirer ?? null) : null

/** Over once its day has ended in London. */
const isOver = (booking: Pick<BookingEntry, "date" | "endTime">, now: Date) =>
  `${booking.date}T${booking.endTime}` < londonLocal(now)

export const bookings = defineCollection({
  folder: "bookings",
  typeName: "Booking",
  label: "Hall bookings",
  labelSingular: "booking",
  description:
    "Confirmed one-off hall bookings, for the halls' free view on Venues & Hall Hire; the hirer is named only with their agreement.",
  schema: bookingSchema,
  computed: {
    shownAs: {
      type: "String",
      description: "the hirer's name where they agreed to its being shown; otherwise nothing, and the site says booked",
      resolve: hirerShown,
    },
  },
  include: (booking, now) => !isOver(booking, now),
  rules(entries, { entriesOf, needs, now, changed }) {
    const halls = entriesOf(venues).map(venue => venue.fileName)
    return entries.flatMap(({ file, data }): ContentProblem[] => [
      ...(halls.includes(data.hall) || !needs(venues, "which hall each booking is for")
        ? []
        : [
            { file, field: "hall", message: `"${data.hall}" is not one of the halls; use one of: ${halls.join(", ")}` },
          ]),
      ...(!isOver(data, now)
        ? []
        : changed(file)
          ? [{ file, field: "date", message: `${formatLongDate(data.date)} is over; check the day and the year` }]
          : [
              {
                file,
                severity: "warning" as const,
                message: `is over (${formatLongDate(data.date)}), so the website no longer shows it; delete the file when you like`,
              },
            ]),
    ])
  },
})
