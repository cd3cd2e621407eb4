import { bookingMessages, checkBooking } from "../../src/contact/hall-booking"
import { hallCalendarFrom } from "../../src/contact/hall-calendar"
import { spring2027 } from "../support/school-terms"

/**
 * A hall booking enquiry's checks, as the form and the endpoint make them: the test's own halls and uses, so the
 * parish's content can change freely.
 */

const today = "2027-02-01"
const calendar = hallCalendarFrom(
  {
    halls: [
      { fileName: "gabriel-hall", name: "Gabriel Hall", capacity: { seated: 80, atTables: 60 } },
      { fileName: "celebration-hall", name: "Celebration Hall", capacity: { seated: 100, atTables: 70 } },
      { fileName: "angels-rest", name: "Angels Rest", capacity: undefined },
    ],
    gatherings: [
      {
        id: "brownies",
        name: "Brownies",
        day: "Tuesday",
        termTimeOnly: true,
        startTime: "18:00",
        endTime: "19:30",
        where: "gabriel-hall",
      },
    ],
    events: [
      { name: "Christmas Fair", place: "gabriel-hall", startsAt: "2027-02-20T10:00", endsAt: "2027-02-20T15:00" },
    ],
    bookings: [{ hall: "gabriel-hall", date: "2027-02-27", startTime: "14:00", endTime: "17:00", shownAs: null }],
    terms: [spring2027],
  },
  today,
)
const request = (changes: Record<string, string | number> = {}) => ({
  hall: "gabriel-hall",
  date: "2027-03-06",
  start: "14:00",
  end: "17:00",
  people: 40,
  layout: "seated",
  purpose: "A child's birthday party",
  ...changes,
})

it("lets a free hall, for as many as it holds, be asked for with nothing to say", () => {
  const { errors, clash } = checkBooking(request(), calendar, today)
  expect({ errors, clash }).toEqual({ errors: {}, clash: undefined })
})

it("asks for a date from today on, an end after the start and the rest, each by its field", () => {
  expect(checkBooking(request({ date: "2027-01-31" }), calendar, today).errors).toEqual({
    booking_date: bookingMessages.datePassed,
  })
  expect(checkBooking(request({ end: "13:00" }), calendar, today).errors).toEqual({
    booking_end: bookingMessages.endBeforeStart,
  })
  expect(
    Object.keys(
      checkBooking({ hall: "", date: "", start: "", end: "", people: "", layout: "", purpose: "" }, calendar, today)
        .errors,
    ).sort(),
  ).toEqual([
    "booking_date",
    "booking_end",
    "booking_hall",
    "booking_layout",
    "booking_people",
    "booking_purpose",
    "booking_start",
  ])
})

it("says when more come than the hall holds in that layout, naming the halls that would hold them", () => {
  const { errors } = checkBooking(request({ people: 90 }), calendar, today)
  expect(errors.booking_people).toBe(bookingMessages.tooMany("Gabriel Hall", 80, ["Celebration Hall"]))
  // A hall whose capacity the parish has not given is not second-guessed.
  expect(checkBooking(request({ hall: "angels-rest", people: 500 }), calendar, today).errors).toEqual({})
})

it("with no hall chosen, refuses more people than any hall holds, saying the most any holds", () => {
  const capacities = calendar.halls.flatMap(hall => Object.entries(hall.capacity ?? {}))
  const most = (layout?: string) =>
    Math.max(...capacities.filter(([held]) => !layout || held === layout).map(([, people]) => people ?? 0))
  const errorsFor = (people: number, layout = "") =>
    checkBooking(request({ hall: "", people, layout }), calendar, today).errors.booking_people
  expect(errorsFor(most() + 1)).toBe(bookingMessages.noHallHolds(most()))
  expect(errorsFor(most())).toBeUndefined()
  // In a layout, the most any hall holds in it.
  const [layout] = capacities.find(([held]) => most(held) < most()) ?? capacities[0] ?? [""]
  expect(errorsFor(most(layout) + 1, layout)).toBe(bookingMessages.noHallHolds(most(layout)))
})

it("says politely when a known use takes the hall then, with the free times that day, and lets it be sent", () => {
  const tuesday = checkBooking(request({ date: "2027-03-02", start: "17:00", end: "19:00" }), calendar, today)
  expect(tuesday.errors).toEqual({})
  expect(tuesday.clash).toContain("6 to 7.30 p.m. (Brownies)")
  expect(tuesday.clash).toContain("from 8 a.m. to 6 p.m.")
  expect(tuesday.clash).toContain("from 7.30 to 10 p.m.")
  // Half-term: no Brownies, so no clash.
  expect(
    checkBooking(request({ date: "2027-02-16", start: "17:00", end: "19:00" }), calendar, today).clash,
  ).toBeUndefined()
  expect(checkBooking(request({ date: "2027-02-20" }), calendar, today).clash).toContain("(Christmas Fair)")
})

it("names a private booking it clashes with only as booked", () => {
  const { clash } = checkBooking(request({ date: "2027-02-27", start: "16:00", end: "18:00" }), calendar, today)
  expect(clash).toContain(`2 to 5 p.m. (${bookingMessages.booked})`)
})
