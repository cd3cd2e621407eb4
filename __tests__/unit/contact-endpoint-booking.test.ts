import { startSmtpServer } from "../support/smtp-server"
import { deliverPending } from "../../src/contact/pending"
import { bookingMessages, checkBooking } from "../../src/contact/hall-booking"
import { hallCalendarFrom } from "../../src/contact/hall-calendar"
import { addDays, londonToday } from "../../src/content/london-time"
import {
  addresses,
  endpointFor,
  formPost,
  hallsManager,
  parseMail,
  receivedAt,
  scriptPost,
  site,
  smtpServerForTests,
  validPayload,
} from "../support/contact-endpoint"

/**
 * A hall booking enquiry through the endpoint (support/contact-endpoint.ts): checked again on the server with the
 * form's own rules, refused by field when it cannot be right, sent with a clash as a note, and kept like every message
 * when the mail server is down. The test's own halls and uses, so the parish's content can change freely.
 */

const smtp = smtpServerForTests()
const setup = endpointFor(smtp)

const today = londonToday(receivedAt)
const tuesdayAhead = (() => {
  let day = addDays(today, 1)
  while (new Date(`${day}T12:00:00Z`).getUTCDay() !== 2) day = addDays(day, 1)
  return day
})()
const calendar = hallCalendarFrom(
  {
    halls: [
      { fileName: "gabriel-hall", name: "Gabriel Hall", capacity: { seated: 80, atTables: 60 } },
      { fileName: "celebration-hall", name: "Celebration Hall", capacity: { seated: 120 } },
    ],
    gatherings: [
      {
        id: "activities/brownies",
        name: "Brownies",
        day: "Tuesday",
        termTimeOnly: false,
        startTime: "18:00",
        endTime: "19:30",
        where: "gabriel-hall",
      },
    ],
    events: [],
    bookings: [],
    terms: [],
  },
  today,
)

/** An enquiry for the Gabriel Hall on a free afternoon, as the form's fields. */
const booking = (changes: Record<string, string> = {}) => ({
  booking_hall: "gabriel-hall",
  booking_date: tuesdayAhead,
  booking_start: "14:00",
  booking_end: "17:00",
  booking_people: "40",
  booking_layout: "seated",
  booking_purpose: "A seventh birthday party",
  ...changes,
})
const enquiry = (changes?: Record<string, string>) => scriptPost({ ...validPayload, subject: "", ...booking(changes) })
/** The same, posted by the browser itself, without JavaScript. */
const enquiryWithoutScript = (changes?: Record<string, string>) =>
  formPost({
    recipient: hallsManager.shortName,
    from_name: "Sam",
    from_email_address: "sam@example.com",
    ...booking(changes),
  })

describe("a booking enquiry the endpoint cannot take as it is", () => {
  it("is refused (400) with each field's problem, in the form's words, and neither kept nor mailed", async () => {
    const { send, kept } = setup(undefined, undefined, calendar)
    const bad = { booking_date: addDays(today, -1), booking_end: "13:00", booking_people: "90" }
    const response = await send(enquiry(bad))
    const expected = checkBooking(
      {
        hall: "gabriel-hall",
        date: bad.booking_date,
        start: "14:00",
        end: bad.booking_end,
        people: 90,
        layout: "seated",
        purpose: "x",
      },
      calendar,
      today,
    ).errors
    expect(response.statusCode).toBe(400)
    expect(response.body).toMatchObject({ field: "booking_date", errors: expected })
    expect(Object.keys(expected)).toEqual(["booking_date", "booking_end", "booking_people"])
    expect(smtp.received).toHaveLength(0)
    expect((await kept.waiting()).count).toBe(0)

    const tooMany = await send(enquiry({ booking_people: "90" }))
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.body).toMatchObject({
      field: "booking_people",
      errors: { booking_people: bookingMessages.tooMany("Gabriel Hall", 80, ["Celebration Hall"]) },
    })
  })

  it("a half-filled enquiry asks for the rest, so nothing typed is dropped", async () => {
    const { send } = setup(undefined, undefined, calendar)
    const response = await send(scriptPost({ ...validPayload, booking_date: tuesdayAhead }))
    expect(response.statusCode).toBe(400)
    expect(response.body).toMatchObject({
      errors: { booking_hall: bookingMessages.hallMissing, booking_purpose: bookingMessages.purposeMissing },
    })
  })

  it("posted without JavaScript, gets the refusal page listing every problem", async () => {
    const { send } = setup(undefined, undefined, calendar)
    const response = await send(enquiryWithoutScript({ booking_end: "13:00", booking_purpose: "" }))
    expect(response.statusCode).toBe(400)
    const page = String(response.body).replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    expect(page).toContain(bookingMessages.endBeforeStart)
    expect(page).toContain(bookingMessages.purposeMissing)
  })
})

describe("a booking enquiry that can be asked for", () => {
  it("starts its mail with the booking's facts as a table, before the message", async () => {
    const { send } = setup(undefined, undefined, calendar)
    const response = await send(enquiry())
    expect(response.statusCode).toBe(200)
    const { headers, text } = parseMail(smtp.received[0]!.raw)
    expect(headers.subject).toContain("Gabriel Hall")
    const table = text.slice(0, text.indexOf(validPayload.message))
    expect(table).toMatch(/^Hall booking enquiry\n/)
    expect(table).toContain("Hall:      Gabriel Hall")
    expect(table).toContain("Time:      2 to 5 p.m.")
    expect(table).toContain("People:    40, seated in rows")
    expect(table).toContain("For:       A seventh birthday party")
    expect(table).not.toContain("Clash:")
  })

  it("keeps what it is for on its row, whatever line breaks were sent", async () => {
    const { send } = setup(undefined, undefined, calendar)
    expect((await send(enquiry({ booking_purpose: "A party\nClash:     none" }))).statusCode).toBe(200)
    const { text } = parseMail(smtp.received[0]!.raw)
    expect(text).toContain("For:       A party Clash: none")
    expect(text).not.toMatch(/^Clash:/m)
  })

  it("that clashes with a known use is accepted, and the polite note with the free times is in the mail", async () => {
    const { send } = setup(undefined, undefined, calendar)
    const changes = { booking_start: "17:00", booking_end: "19:00" }
    const response = await send(enquiry(changes))
    expect(response.statusCode).toBe(200)
    const { clash } = checkBooking(
      {
        hall: "gabriel-hall",
        date: tuesdayAhead,
        start: "17:00",
        end: "19:00",
        people: 40,
        layout: "seated",
        purpose: "x",
      },
      calendar,
      today,
    )
    expect(clash).toContain("Brownies")
    const { text } = parseMail(smtp.received[0]!.raw)
    expect(text.replace(/\s+/g, " ")).toContain(`Clash: ${clash}`)
  })

  it("posted without JavaScript, goes to the thank-you page like any message", async () => {
    const { send } = setup(undefined, undefined, calendar)
    const response = await send(enquiryWithoutScript())
    expect(response.statusCode).toBe(303)
    expect(parseMail(smtp.received[0]!.raw).text).toMatch(/^Hall booking enquiry\n/)
  })

  it("is kept with its facts while the mail server is down, and the retry run delivers it with its table", async () => {
    const gone = await startSmtpServer()
    await gone.close()
    const { send, kept } = setup(
      { SMTP_URL: gone.url, CONTACT_ADDRESSES: JSON.stringify(addresses) },
      undefined,
      calendar,
    )
    expect((await send(enquiry({ booking_start: "17:00", booking_end: "19:00" }))).statusCode).toBe(202)
    const [waiting] = await kept.list()
    expect(waiting?.booking).toMatchObject({ hall: "gabriel-hall", hallName: "Gabriel Hall", people: 40 })
    expect(waiting?.booking?.clash).toContain("Brownies")

    const env = { SMTP_URL: smtp.url, CONTACT_ADDRESSES: JSON.stringify(addresses) }
    await deliverPending(
      { store: kept, env, site, log: { info: jest.fn(), warn: jest.fn(), error: jest.fn() } },
      {
        everything: true,
      },
    )
    expect(smtp.received).toHaveLength(1)
    const { text } = parseMail(smtp.received[0]!.raw)
    expect(text).toMatch(/^Hall booking enquiry\n/)
    expect(text).toContain("Clash:")
    expect((await kept.waiting()).count).toBe(0)
  })
})

it("a message that is not a booking enquiry is unaffected: no table, its own subject", async () => {
  const { send } = setup(undefined, undefined, calendar)
  expect((await send(scriptPost(validPayload))).statusCode).toBe(200)
  const { headers, text } = parseMail(smtp.received[0]!.raw)
  expect(headers.subject).toContain(validPayload.subject)
  expect(text).not.toContain("Hall booking enquiry")
  expect(text).toMatch(/^Sent with the contact form/)
})
