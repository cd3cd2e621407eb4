import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { bookingMessages, checkBooking, usesOf, type HallCalendar } from "../../src/contact/hall-booking"
import { addDays, londonToday, writeClockTime } from "../../src/content/london-time"
import { fillIn } from "../../src/content/template"
import { expect, test } from "./fixtures"
import { axeViolations } from "./page-helpers"
import { contactRecipients, pageWords } from "./shipped-content"

/**
 * A hall booking enquiry in Chromium against the built site and its real Function (no SMTP here: delivered mail lands
 * in outbox/). What the form should say is worked out with the shared checks from the calendar the page carries (the
 * endpoint's own, from data/), on today's date in London, as the form and the endpoint take it.
 */

const ENDPOINT = "/api/v1/submit-contact-form-message"
const formWords = pageWords.contact.form
const words = formWords.booking
const outbox = path.resolve("outbox")
/** The person who receives hall enquiries in the shipped content (data/people). */
const hallsManager = contactRecipients.find(person => person.receivesHallEnquiries === true)!

/** The calendar the Contact page hands its form (the island's props). */
async function pageCalendar(page: Page): Promise<HallCalendar> {
  const props = await page.locator('script[data-island-props="contact-form"]').textContent()
  return (JSON.parse(props ?? "{}") as { calendar: HallCalendar }).calendar
}

/** The form once its script has taken over checking, opened as a hall's link opens it. */
async function openForHall(page: Page, hall: string) {
  await page.goto(`/contact?send_to=${hallsManager.shortName}&hall=${hall}`)
  const form = page.locator(`form[action="${ENDPOINT}"]`)
  await expect(form).toHaveAttribute("novalidate", "")
  return form
}

async function fillSender(page: Page, subject: string) {
  await page.getByLabel(formWords.name).fill("Zoe Bloggs")
  await page.getByLabel(formWords.email).fill("zoe@example.com")
  await page.getByLabel(formWords.subject).fill(subject)
}

async function fillBooking(
  page: Page,
  answers: { date: string; start: string; end: string; people: number; layout: string; purpose?: string },
) {
  await page.getByLabel(words.date).fill(answers.date)
  await page.getByLabel(words.start).fill(answers.start)
  await page.getByLabel(words.end).fill(answers.end)
  await page.getByLabel(words.people).fill(String(answers.people))
  await page.getByLabel(words.layout).selectOption(answers.layout)
  await page.getByLabel(words.purpose).fill(answers.purpose ?? "A seventh birthday party")
}

/** A mail file's text: quoted-printable undone, headers unfolded. */
const mailText = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  )
    .toString("utf8")
    .replace(/\r\n/g, "\n")
    .replace(/\n[ \t]+/g, " ")

/** The one mail in the outbox with `subject`, as text, taken out of the outbox. */
function takeDeliveredMail(subject: string): string {
  const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter(file => file.endsWith(".eml")) : []
  const mails = files.map(file => ({ file, text: mailText(fs.readFileSync(path.join(outbox, file), "utf8")) }))
  const delivered = mails.filter(mail => mail.text.includes(subject))
  expect(delivered).toHaveLength(1)
  fs.rmSync(path.join(outbox, delivered[0]?.file ?? ""))
  return delivered[0]?.text ?? ""
}

const today = () => londonToday(new Date())

/** Send, as the browser posts the form itself: the endpoint's answer. */
async function sendNatively(page: Page) {
  const [response] = await Promise.all([
    page.waitForResponse(answer => answer.url().endsWith(ENDPOINT)),
    page.getByRole("button", { name: formWords.send }).click(),
  ])
  return response
}

test("each hall's link on Venues opens the form with the Halls Manager and that hall chosen", async ({
  page,
  pageErrors,
}) => {
  await page.goto("/venues")
  // Each hall's link, by its words up to the hall's name.
  const links = page.getByRole("link", { name: fillIn(pageWords.venues.hall.ask, { hall: "" }).trim() })
  await expect(links.first()).toBeVisible()
  const hrefs = await links.evaluateAll(links => links.map(link => link.getAttribute("href")))
  expect(hrefs.length).toBeGreaterThan(0)
  for (const href of hrefs) expect(href).toMatch(new RegExp(`^/contact\\?send_to=${hallsManager.shortName}&hall=`))

  const lastLink = links.last()
  const hall = new URL(String(await lastLink.getAttribute("href")), page.url()).searchParams.get("hall")
  await lastLink.click()
  await expect(page).toHaveURL(new RegExp(`/contact\\?send_to=${hallsManager.shortName}&hall=${hall}$`))
  await expect(page.getByLabel(formWords.recipient)).toHaveValue(hallsManager.shortName)
  await expect(page.getByLabel(words.hall)).toHaveValue(String(hall))
  await expect(page.getByRole("group", { name: words.legend })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test("the questions show only for the Halls Manager once the script runs", async ({ page }) => {
  await page.goto("/contact")
  const form = page.locator(`form[action="${ENDPOINT}"]`)
  await form.hover()
  await expect(form).toHaveAttribute("novalidate", "")
  const questions = page.getByRole("group", { name: words.legend })
  await expect(questions).toBeHidden()
  await page.getByLabel(formWords.recipient).selectOption(hallsManager.shortName)
  await expect(questions).toBeVisible()
})

test("a past date, an end before the start and too many people are said by each field and in the summary", async ({
  page,
  pageErrors,
}) => {
  await openForHall(page, "")
  const calendar = await pageCalendar(page)
  const hall = calendar.halls.find(candidate => Object.values(candidate.capacity ?? {}).some(Boolean))
  expect(hall, "a hall in data/venues with a capacity").toBeDefined()
  const [layout, holds] = Object.entries(hall?.capacity ?? {}).find(([, count]) => count)!
  await page.getByLabel(words.hall).selectOption(String(hall?.fileName))
  await fillSender(page, `Booking mistakes ${Date.now()}`)
  const answers = { date: addDays(today(), -1), start: "14:00", end: "13:00", people: Number(holds) + 1, layout }
  await fillBooking(page, answers)
  await page.getByRole("button", { name: formWords.send }).click()

  const { errors } = checkBooking({ ...answers, hall: String(hall?.fileName), purpose: "x" }, calendar, today())
  expect(errors).toMatchObject({
    booking_date: bookingMessages.datePassed,
    booking_end: bookingMessages.endBeforeStart,
  })
  expect(errors.booking_people).toBeDefined()
  const summary = page.getByRole("alert")
  for (const [field, message] of Object.entries(errors)) {
    await expect(page.locator(`#contact-${field.replace("_", "-")}-error`)).toContainText(message)
    await expect(summary.getByRole("link", { name: message })).toBeVisible()
  }
  expect(await axeViolations(page)).toEqual([])
  expect(pageErrors).toEqual([])
})

test("a clash with a known use is said politely with the free times, and the enquiry is still sent", async ({
  page,
}) => {
  // The page's own clock, so the three-second minimum fill time can pass without the test waiting for it.
  await page.clock.install()
  await openForHall(page, "")
  const calendar = await pageCalendar(page)
  // The first known use of a hall from tomorrow on, in the next eight weeks of the content.
  const clash = Array.from({ length: 56 }, (_, index) => addDays(today(), index + 1))
    .flatMap(date => calendar.halls.map(hall => ({ hall, date, uses: usesOf(calendar, hall.fileName, date) })))
    .find(day => day.uses.length > 0)
  expect(clash, "a regular use, event or booking of a hall in the next eight weeks in data/").toBeDefined()
  const { hall, date, uses } = clash!
  const use = uses[0]!
  const clock = (minutes: number) => writeClockTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 })
  const answers = { date, start: clock(use.from), end: clock(Math.min(use.to, 23 * 60)), people: 1, layout: "standing" }
  const expected = checkBooking({ ...answers, hall: hall.fileName, purpose: "x" }, calendar, today()).clash
  expect(expected).toBeDefined()

  const subject = `Booking clash ${Date.now()}`
  await page.getByLabel(words.hall).selectOption(hall.fileName)
  await fillSender(page, subject)
  await fillBooking(page, answers)
  const note = page.getByRole("group", { name: words.legend }).getByRole("status")
  await expect(note).toHaveText(String(expected))

  await page.clock.fastForward("00:04")
  await page.getByRole("button", { name: formWords.send }).click()
  await expect(page).toHaveURL(/\/contact\/thank-you$/)
  const mail = takeDeliveredMail(subject)
  const body = mail.slice(mail.indexOf("Hall booking enquiry"))
  expect(body).toMatch(new RegExp(`^Hall booking enquiry\\n\\nHall: +${hall.name}\\n`))
  expect(body.replace(/\s+/g, " ")).toContain(`Clash: ${expected}`)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the questions are in the page, and a booking posts natively to the thank-you page with its table", async ({
    page,
  }) => {
    await page.goto(`/contact?send_to=${hallsManager.shortName}`)
    await expect(page.getByRole("group", { name: words.legend })).toBeVisible()
    const subject = `Booking without script ${Date.now()}`
    await page.getByLabel(formWords.recipient).selectOption(hallsManager.shortName)
    await fillSender(page, subject)
    const hallName = await page.getByLabel(words.hall).locator("option").nth(1).textContent()
    await page.getByLabel(words.hall).selectOption({ index: 1 })
    await fillBooking(page, { date: addDays(today(), 60), start: "07:00", end: "07:30", people: 1, layout: "standing" })
    const response = await sendNatively(page)
    expect(response.status()).toBe(303)
    await expect(page).toHaveURL(/\/contact\/thank-you$/)
    const mail = takeDeliveredMail(subject)
    expect(mail).toContain(`Hall:      ${hallName}`)
    expect(mail).toContain("People:    1, standing")
  })

  test("a booking with an end before its start gets the refusal page with the reason", async ({ page }) => {
    await page.goto("/contact")
    await page.getByLabel(formWords.recipient).selectOption(hallsManager.shortName)
    await fillSender(page, `Bad booking without script ${Date.now()}`)
    await page.getByLabel(words.hall).selectOption({ index: 1 })
    await fillBooking(page, { date: addDays(today(), 60), start: "15:00", end: "14:00", people: 1, layout: "standing" })
    const response = await sendNatively(page)
    expect(response.status()).toBe(400)
    await expect(page.getByText(bookingMessages.endBeforeStart)).toBeVisible()
  })
})
