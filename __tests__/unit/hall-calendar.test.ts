import { occurrencesBetween } from "../../src/calendar/occurrences"
import { usesOf } from "../../src/contact/hall-booking"
import { hallCalendarFrom, type HallRecords } from "../../src/contact/hall-calendar"
import { addDays } from "../../src/content/london-time"
import { spring2027 } from "../support/school-terms"

/**
 * The halls' calendar the form and the endpoint check against carries the days of each regular gathering worked out
 * by the build, so that the visitor's browser needs no term-time rules: on every day it must say what the one
 * expansion of the gatherings' rules (src/calendar/occurrences.ts) says, term time, weeks of the month, given dates
 * and times to be confirmed included. The test's own gatherings and terms, so the parish's content can change freely.
 */

const gathering = { termTimeOnly: false, where: "gabriel-hall" }
const records: HallRecords = {
  halls: [{ fileName: "gabriel-hall", name: "Gabriel Hall", capacity: { seated: 80 } }],
  gatherings: [
    { ...gathering, id: "a/brownies", name: "Brownies", day: "Tuesday", termTimeOnly: true, startTime: "18:00" },
    {
      ...gathering,
      id: "a/cornerstones",
      name: "Cornerstones",
      day: "Thursday",
      weeksOfMonth: [1, 3],
      termTimeOnly: true,
      startTime: "18:00",
      endTime: "20:00",
    },
    {
      ...gathering,
      id: "a/autumn",
      name: "Autumn Group",
      dates: ["2027-01-14", "2027-02-18", "2027-04-15"],
      startTime: "12:30",
      endTime: "15:00",
    },
    {
      ...gathering,
      id: "a/yoga",
      name: "Yoga",
      day: "Monday",
      weeksOfMonth: [5],
      startTime: "09:30",
      endTime: "10:30",
    },
    { ...gathering, id: "a/choir", name: "Choir", day: "Friday", startTime: "to be confirmed" },
    {
      ...gathering,
      id: "a/elsewhere",
      name: "Elsewhere",
      day: "Friday",
      startTime: "19:00",
      where: "celebration-hall",
    },
  ],
  events: [],
  bookings: [],
  terms: [
    spring2027,
    {
      name: "Summer term",
      starts: "2027-04-12",
      ends: "2027-07-21",
      halfTermStarts: "2027-05-31",
      halfTermEnds: "2027-06-04",
    },
  ],
}

it("takes a hall on exactly the days and times the gatherings' own rules give, before and after the last term", () => {
  const today = "2026-12-20"
  const calendar = hallCalendarFrom(records, today)
  const hallGatherings = records.gatherings.filter(({ where }) => where === "gabriel-hall")
  for (let date = today; date <= "2027-12-31"; date = addDays(date, 1)) {
    const expected = occurrencesBetween(hallGatherings, records.terms, date, date).flatMap(({ gathering, start }) =>
      start ? [gathering.name] : [],
    )
    const said = usesOf(calendar, "gabriel-hall", date).map(use => use.what)
    expect({ date, uses: said.sort() }).toEqual({ date, uses: expected.sort() })
  }
})

it("gives each use its minutes, an hour where no end is given", () => {
  const calendar = hallCalendarFrom(records, "2027-03-01")
  expect(usesOf(calendar, "gabriel-hall", "2027-03-02")).toMatchObject([{ what: "Brownies", from: 1080, to: 1140 }])
  expect(usesOf(calendar, "gabriel-hall", "2027-03-04")).toMatchObject([{ what: "Cornerstones", from: 1080, to: 1200 }])
})
