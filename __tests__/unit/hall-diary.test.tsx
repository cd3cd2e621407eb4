/** @jest-environment jsdom */
import * as React from "react"
import { HallDiary } from "../../src/components/HallDiary"
import { render, shippedPage, shippedWording } from "../support/render"

/**
 * A hall's free view: when it is in use in the next eight weeks, from its regular use (term time applied), the events
 * held there and its confirmed bookings, a private booking only as booked. The data here is the test's own, so the
 * parish's content can change freely; the words are the page's own (data/pages/venues.md).
 */

const { regular } = shippedWording()
const words = shippedPage<NonNullable<Queries.VenuesPageQuery["page"]>>("venues").diary
const gathering = (fields: Partial<Queries.ThisWeekGatheringFragment>): Queries.ThisWeekGatheringFragment => ({
  fileName: "club",
  name: "Tuesday club",
  day: "Tuesday",
  weeksOfMonth: null,
  termTimeOnly: true,
  dates: null,
  startTime: "18:00",
  endTime: "19:30",
  where: "gabriel-hall",
  pages: ["/childrens-clubs"],
  ...fields,
})
const data = (overrides: Partial<Queries.HallDiaryDataFragment> = {}): Queries.HallDiaryDataFragment => ({
  weekServices: { nodes: [] },
  weekActivities: { nodes: [gathering({})] },
  weekEvents: {
    nodes: [
      {
        id: "fair",
        nameHtml: "Christmas <em>Fair</em>",
        startsAt: "2027-02-20T10:00",
        endsAt: "2027-02-20T15:00",
        place: "gabriel-hall",
      },
      { id: "carols", nameHtml: "Carols", startsAt: "2027-02-21T18:00", endsAt: null, place: null },
    ],
  },
  schoolYears: {
    nodes: [
      {
        terms: [{ starts: "2027-01-05", ends: "2027-03-26", halfTermStarts: "2027-02-15", halfTermEnds: "2027-02-19" }],
      },
    ],
  },
  halls: { nodes: [{ fileName: "gabriel-hall", name: "Gabriel Hall" }] },
  site: { siteMetadata: { builtAt: "2027-02-08T12:00:00Z" } },
  eventsPage: null,
  bookings: {
    nodes: [
      {
        fileName: "party",
        hall: "gabriel-hall",
        date: "2027-02-13",
        startTime: "14:00",
        endTime: "17:00",
        shownAs: null,
      },
      {
        fileName: "choir",
        hall: "gabriel-hall",
        date: "2027-02-27",
        startTime: "10:00",
        endTime: "12:00",
        shownAs: "Ashgrove Singers",
      },
      {
        fileName: "elsewhere",
        hall: "angels-rest",
        date: "2027-02-13",
        startTime: "09:00",
        endTime: "10:00",
        shownAs: null,
      },
    ],
  },
  ...overrides,
})
const lines = (root: HTMLElement) =>
  [...root.querySelectorAll("dl > div")].map(day => [...day.children].map(part => part.textContent?.trim()).join(" | "))

it("lists each day the hall is in use, with term time, its events and its bookings, and nothing of other halls", () => {
  const diary = render(<HallDiary hall="gabriel-hall" data={data()} words={words} />)
  expect(lines(diary)).toEqual([
    "Tuesday 9 February | 6 to 7.30 p.m. Tuesday club",
    `Saturday 13 February | 2 to 5 p.m. ${words.booked}`,
    // Half-term week: no club on Tuesday 16 February.
    "Saturday 20 February | 10 a.m. to 3 p.m. Christmas Fair",
    "Tuesday 23 February | 6 to 7.30 p.m. Tuesday club",
    "Saturday 27 February | 10 a.m. to 12 noon Ashgrove Singers",
    "Tuesday 2 March | 6 to 7.30 p.m. Tuesday club",
    "Tuesday 9 March | 6 to 7.30 p.m. Tuesday club",
    "Tuesday 16 March | 6 to 7.30 p.m. Tuesday club",
    "Tuesday 23 March | 6 to 7.30 p.m. Tuesday club",
    // After the last term given: kept, and said to be in term time only.
    `Tuesday 30 March | 6 to 7.30 p.m. Tuesday club${regular.termTime}`,
  ])
  expect(diary.textContent).toContain(words.otherTimes)
})

it("says the hall is free throughout when nothing takes it", () => {
  const diary = render(<HallDiary hall="frank-burton-room" data={data()} words={words} />)
  expect(diary.querySelector("dl")).toBeNull()
  expect(diary.textContent).toContain(words.none)
})
