import fs from "node:fs"
import path from "node:path"
import type { Page } from "@playwright/test"
import { contactMessages, contactPayloadKeys } from "../../src/contact/message"
import { nameWithRole } from "../../src/contact/recipients"
import { fillIn } from "../../src/content/template"
import { expect, test } from "./fixtures"
import { axeViolations } from "./page-helpers"
import { contactRecipients, pageWords, people, site, wording } from "./shipped-content"

/** The contact form's words (data/pages/contact.md). */
const formWords = pageWords.contact.form
/** The passed-on note, up to its first slot: how it starts whoever it names. */
const passedOnNoteStart = formWords.passedOn.split("{")[0]!

/**
 * The contact form in Chromium against the built site, with its real Gatsby
 * Function under `gatsby serve`. No SMTP is configured here, so delivered
 * messages land as .eml files in the outbox/ folder, which these tests read.
 */

const ENDPOINT = "/api/v1/submit-contact-form-message"
/** The thank-you sentence, which the spec fixes word for word (data/pages/thank-you.md). */
const THANK_YOU = pageWords["thank-you"].lead
const outbox = path.resolve("outbox")
/** The payload's keys, in the required order, as the endpoint reads them. */
const SPEC_KEYS = [...contactPayloadKeys]

/** People with a Contact link whose messages a recipient passes on, from data/people. */
const peopleWhoseMessagesArePassedOn = () => people.filter(person => typeof person.messagesVia === "string")
/** The recipient the filled-in message goes to: who receives hall enquiries, as a hall booking enquiry would. */
const recipient = contactRecipients.find(person => person.receivesHallEnquiries === true) ?? contactRecipients[0]!
/** Another recipient, for changing one's mind. */
const otherRecipient = contactRecipients.find(person => person !== recipient)!

/** The form, once its script has taken over checking (it sets novalidate): it loads as the visitor reaches for it. */
async function openForm(page: Page, url = "/contact") {
  await page.goto(url)
  const form = page.locator(`form[action="${ENDPOINT}"]`)
  await form.hover()
  await expect(form).toHaveAttribute("novalidate", "")
  return form
}

/** Files in the outbox whose text contains `marker`. */
const outboxFilesContaining = (marker: string) =>
  fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .filter(file => file.endsWith(".eml"))
        .filter(file => fs.readFileSync(path.join(outbox, file), "utf8").includes(marker))
    : []

/** The one mail in the outbox with `subject`, as text, taken out of the outbox (so the next run starts empty). */
function takeDeliveredMail(subject: string): string {
  const delivered = outboxFilesContaining(subject)
  expect(delivered).toHaveLength(1)
  const file = path.join(outbox, delivered[0] ?? "")
  const mail = fs.readFileSync(file, "utf8")
  fs.rmSync(file)
  return mail
}

async function fillValidMessage(page: Page, subject: string) {
  await page.getByLabel(formWords.recipient).selectOption({ label: recipient.label })
  await page.getByLabel(formWords.name).fill("Zoe Bloggs")
  await page.getByLabel(formWords.email).fill("zoe@example.com")
  await page.getByLabel(formWords.telephone).fill("07700 900123")
  await page.getByLabel(formWords.subject).fill(subject)
  await page.getByLabel(formWords.message).fill("Is the Gabriel Hall free on Saturday 3 May?")
}

test("the form offers 'Please select...' and the contact form's recipients of data/people, all labelled", async ({
  page,
  pageErrors,
}) => {
  await openForm(page)
  const select = page.getByLabel(formWords.recipient)
  await expect(select).toHaveValue("")
  await expect(select.locator("option")).toHaveText([
    formWords.choose,
    ...contactRecipients.map(person => person.label),
  ])
  await expect(page.getByLabel(formWords.name)).toHaveAttribute("autocomplete", "name")
  await expect(page.getByLabel(formWords.email)).toHaveAttribute("autocomplete", "email")
  await expect(page.getByLabel(formWords.telephone)).toHaveAttribute("autocomplete", "tel")
  const privacy = page.getByRole("link", { name: `${formWords.privacyLink} ${wording.newTab}` })
  await expect(privacy).toHaveAttribute("href", "/privacy-policy")
  await expect(privacy).toHaveAttribute("target", "_blank")
  expect(pageErrors).toEqual([])
})

/** The attributes of the first `tag` in `html` (with `name="…"` when one is given), whatever order React writes them in. */
function attributesOf(html: string, tag: string, name?: string): Record<string, string> {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? []
  const found = tags.find(text => name === undefined || text.includes(` name="${name}"`)) ?? ""
  return Object.fromEntries([...found.matchAll(/([\w-]+)="([^"]*)"/g)].map(match => [match[1] ?? "", match[2] ?? ""]))
}

test("the server-rendered form keeps the native checks, so it works without JavaScript", async ({ request }) => {
  const html = await (await request.get("/contact")).text()
  const form = html.match(/<form[^>]*>[\s\S]*?<\/form>/)?.[0] ?? ""
  expect(attributesOf(form, "form")).toMatchObject({ method: "post", action: ENDPOINT })
  expect(form).not.toContain("novalidate")
  expect(attributesOf(form, "select", "recipient")).toMatchObject({ id: "contact-recipient", required: "" })
  expect(attributesOf(form, "input", "from_name")).toMatchObject({ type: "text", required: "", maxLength: "64" })
  expect(attributesOf(form, "input", "from_email_address")).toMatchObject({
    type: "email",
    required: "",
    maxLength: "254",
  })
  expect(attributesOf(form, "input", "from_telephone_number")).toMatchObject({ type: "tel", maxLength: "20" })
  expect(attributesOf(form, "input", "subject")).toMatchObject({ type: "text", maxLength: "64" })
  expect(attributesOf(form, "input", "recipient_name")).toMatchObject({ type: "hidden", value: "" })
  expect(attributesOf(form, "input", "is_valid")).toMatchObject({ type: "hidden", value: "false" })
})

test.describe("?send_to=", () => {
  test("a recipient's short name preselects that person and fills the hidden copy", async ({ page }) => {
    await openForm(page, `/contact?send_to=${otherRecipient.shortName}`)
    await expect(page.getByLabel(formWords.recipient)).toHaveValue(otherRecipient.shortName)
    await expect(page.locator('input[name="recipient_name"]')).toHaveValue(otherRecipient.shortName)
  })

  /** Someone with a card but no Contact link (a website instead), whom the form cannot reach. */
  const unreachable = people.find(person => person.website && !person.contactFormRecipient && !person.messagesVia)
  for (const unknown of [
    "nobody",
    recipient.shortName.toUpperCase(),
    ...(unreachable ? [unreachable.shortName] : []),
  ]) {
    test(`an unknown short name (${unknown}) leaves 'Please select...' and says by the list that it was not found`, async ({
      page,
    }) => {
      await openForm(page, `/contact?send_to=${unknown}`)
      const select = page.getByLabel(formWords.recipient)
      await expect(select).toHaveValue("")
      await expect(page.locator('input[name="recipient_name"]')).toHaveValue("")
      // Said by the list, and read out with it.
      const note = fillIn(wording.person.sendToUnknown, { name: unknown })
      await expect(page.getByRole("status").filter({ hasText: note })).toBeVisible()
      await expect(select).toHaveAccessibleDescription(note)
      // Choosing someone answers it.
      await select.selectOption(recipient.shortName)
      await expect(page.getByRole("status").filter({ hasText: note })).toHaveCount(0)
    })
  }

  test("choosing someone other than the one passing a message on drops the note about it", async ({ page }) => {
    const passedOn = peopleWhoseMessagesArePassedOn()[0]
    test.skip(!passedOn, "nobody's messages are passed on today")
    await openForm(page, `/contact?send_to=${passedOn!.shortName}`)
    const note = page.getByRole("status").filter({ hasText: passedOnNoteStart })
    await expect(note).toContainText(passedOn!.name)
    const other = await page
      .getByLabel(formWords.recipient)
      .locator("option")
      .evaluateAll(
        (options, via) => options.map(o => (o as HTMLOptionElement).value).find(v => v && v !== via),
        passedOn!.messagesVia,
      )
    await page.getByLabel(formWords.recipient).selectOption(other!)
    await expect(note).toHaveCount(0)
  })

  test("choosing someone else copies the new choice into the hidden field", async ({ page }) => {
    await openForm(page, `/contact?send_to=${recipient.shortName}`)
    await page.getByLabel(formWords.recipient).selectOption(otherRecipient.shortName)
    await expect(page.locator('input[name="recipient_name"]')).toHaveValue(otherRecipient.shortName)
  })
})

test.describe("invalid input never leaves the page", () => {
  test("an empty submit shows the error summary, focused, and sends nothing", async ({ page, pageErrors }) => {
    const posts: string[] = []
    page.on("request", request => {
      if (request.url().includes(ENDPOINT)) posts.push(request.method())
    })
    await openForm(page)
    await page.getByRole("button", { name: formWords.send }).click()

    const summary = page.getByRole("alert")
    // GOV.UK: the summary box takes focus and its role="alert" sits on a child, so the announcement is not cut short.
    await expect(summary.locator("..")).toBeFocused()
    await expect(summary.getByRole("heading", { name: formWords.problem })).toBeVisible()
    await expect(summary.getByRole("link")).toHaveText([
      "Select who your message is for",
      "Enter your name",
      "Enter your email address",
    ])
    await expect(page.getByLabel(formWords.name)).toHaveAttribute("aria-invalid", "true")
    await expect(page.getByLabel(formWords.name)).toHaveAccessibleDescription(
      `${formWords.errorPrefix} Enter your name`,
    )
    await expect(page.getByLabel(formWords.email)).toHaveAccessibleDescription(
      `${formWords.emailHint} ${formWords.errorPrefix} Enter your email address`,
    )
    await expect(page).toHaveTitle(`${formWords.errorPrefix} ${pageWords.contact.title} | ${site.title}`)
    await expect(page).toHaveURL(/\/contact$/)
    // Nothing is on its way: the network has settled with no post to the endpoint.
    await page.waitForLoadState("networkidle")
    expect(posts).toEqual([])
    expect(pageErrors).toEqual([])
  })

  test("what was typed is kept, the summary links to the field, and once corrected the message goes", async ({
    page,
  }) => {
    await openForm(page)
    await page.getByLabel(formWords.recipient).selectOption(recipient.shortName)
    await page.getByLabel(formWords.name).fill("Zoe Bloggs")
    await page.getByLabel(formWords.email).fill("zoe@example")
    await page.getByLabel(formWords.message).fill("Keep me")
    await page.getByRole("button", { name: formWords.send }).click()

    const summaryLink = page.getByRole("alert").getByRole("link")
    await expect(summaryLink).toHaveText(["Enter an email address in the correct format, like name@example.com"])
    await expect(page.getByLabel(formWords.name)).toHaveValue("Zoe Bloggs")
    await expect(page.getByLabel(formWords.message)).toHaveValue("Keep me")
    await expect(page.getByLabel(formWords.recipient)).toHaveValue(recipient.shortName)

    await summaryLink.click()
    await expect(page.getByLabel(formWords.email)).toBeFocused()
    await page.getByLabel(formWords.email).fill("zoe@example.com")
    // Stop before sending: only the error display is under test here.
    await page.route(`**${ENDPOINT}`, route => route.fulfill({ status: 200, body: "{}" }))
    await page.getByLabel(formWords.name).fill("x".repeat(64))
    await page.getByRole("button", { name: formWords.send }).click()
    await expect(page).toHaveURL(/\/contact\/thank-you$/)
  })

  test("mail-encoded text in a one-line field is refused by the field, in the endpoint's own words", async ({
    page,
  }) => {
    const posts: string[] = []
    page.on("request", request => {
      if (request.url().includes(ENDPOINT)) posts.push(request.method())
    })
    await openForm(page)
    await fillValidMessage(page, "=?utf-8?Q?a?b=0D=0ABcc:_x@evil.example?=")
    await page.getByRole("button", { name: formWords.send }).click()
    const message = contactMessages.encodedWord("The subject")
    await expect(page.getByRole("alert").getByRole("link")).toHaveText([message])
    await expect(page.getByLabel(formWords.subject)).toHaveAccessibleDescription(`${formWords.errorPrefix} ${message}`)
    await page.waitForLoadState("networkidle")
    expect(posts).toEqual([])
  })

  test("axe finds no accessibility violations on the form with errors shown", async ({ page }) => {
    await openForm(page)
    await page.getByLabel(formWords.email).fill("not an address")
    await page.getByRole("button", { name: formWords.send }).click()
    await expect(page.getByRole("alert").locator("..")).toBeFocused()
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe("a valid message", () => {
  test("posts the spec's JSON to the endpoint, is delivered, and lands on the thank-you page", async ({
    page,
    pageErrors,
  }) => {
    const subject = `Hall booking ${Date.now()}`
    // The page's own clock, so the fill time can pass without the test waiting for it.
    await page.clock.install()
    await openForm(page)
    await fillValidMessage(page, subject)
    // A person takes longer than the three-second minimum fill time.
    await page.clock.fastForward("00:04")
    const [request, response] = await Promise.all([
      page.waitForRequest(request => request.url().endsWith(ENDPOINT)),
      page.waitForResponse(response => response.url().endsWith(ENDPOINT)),
      page.getByRole("button", { name: formWords.send }).click(),
    ])
    expect(request.method()).toBe("POST")
    expect(request.headers()["accept"]).toBe("application/json")
    const payload = JSON.parse(request.postData() ?? "{}")
    expect(Object.keys(payload).slice(0, SPEC_KEYS.length)).toEqual(SPEC_KEYS)
    expect(payload).toMatchObject({
      recipient_name: recipient.shortName,
      from_name: "Zoe Bloggs",
      from_email_address: "zoe@example.com",
      from_telephone_number: "07700 900123",
      is_valid: true,
      subject,
      message: "Is the Gabriel Hall free on Saturday 3 May?",
      website: "",
    })
    expect(payload.fill_time_ms).toBeGreaterThanOrEqual(3_000)
    expect(response.status()).toBe(200)

    await expect(page).toHaveURL(/\/contact\/thank-you$/)
    await expect(page.getByText(THANK_YOU)).toBeVisible()
    expect(takeDeliveredMail(subject)).toContain("Reply-To: Zoe Bloggs <zoe@example.com>")
    expect(pageErrors).toEqual([])
  })

  test("from an address in other scripts, before and after the @, is delivered with it", async ({ page }) => {
    const subject = `International ${Date.now()}`
    await page.clock.install()
    await openForm(page)
    await fillValidMessage(page, subject)
    await page.getByLabel(formWords.email).fill("josé@bücher.example")
    await page.clock.fastForward("00:04")
    await page.getByRole("button", { name: formWords.send }).click()
    await expect(page).toHaveURL(/\/contact\/thank-you$/)
    // The browser may hand the domain over in its ASCII form already; either way the mail says where to reply.
    expect(takeDeliveredMail(subject)).toMatch(
      /^Reply-To: Zoe Bloggs <josé@(bücher\.example|xn--bcher-kva\.example)>$/m,
    )
  })

  test("still lands on the thank-you page when the endpoint fails with a 500", async ({ page, pageErrors }) => {
    let posted = 0
    await page.route(`**${ENDPOINT}`, route => {
      posted++
      return route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' })
    })
    await openForm(page)
    await fillValidMessage(page, "Endpoint down")
    await page.getByRole("button", { name: formWords.send }).click()
    await expect(page).toHaveURL(/\/contact\/thank-you$/)
    await expect(page.getByText(THANK_YOU)).toBeVisible()
    expect(posted).toBe(1)
    expect(pageErrors).toEqual([])
  })

  test("still lands on the thank-you page when the network fails", async ({ page }) => {
    await page.route(`**${ENDPOINT}`, route => route.abort("connectionreset"))
    await openForm(page)
    await fillValidMessage(page, "Network down")
    await page.getByRole("button", { name: formWords.send }).click()
    await expect(page).toHaveURL(/\/contact\/thank-you$/)
  })
})

test.describe("a message for someone whose messages another person passes on keeps their name", () => {
  for (const width of [390, 1280]) {
    test(`at ${width}px: the form says so once, and the mail the recipient gets says whom it is for`, async ({
      page,
      pageErrors,
    }) => {
      const passedOn = peopleWhoseMessagesArePassedOn()[0]
      test.skip(!passedOn, "nobody's messages are passed on today")
      const via = contactRecipients.find(person => person.shortName === passedOn!.messagesVia)!
      await page.setViewportSize({ width, height: 900 })
      await page.clock.install()
      await openForm(page, `/contact?send_to=${passedOn!.shortName}`)
      // The person who will pass it on is chosen, and one note, by the choice, says whom it is for.
      await expect(page.getByLabel(formWords.recipient)).toHaveValue(via.shortName)
      await expect(page.getByText(passedOnNoteStart)).toHaveCount(1)
      await expect(page.getByRole("status").filter({ hasText: passedOnNoteStart })).toContainText(passedOn!.name)
      const subject = `For ${passedOn!.shortName} ${Date.now()}`
      await page.getByLabel(formWords.name).fill("Zoe Bloggs")
      await page.getByLabel(formWords.email).fill("zoe@example.com")
      await page.getByLabel(formWords.subject).fill(subject)
      await page.getByLabel(formWords.message).fill("Could you visit my mother?")
      await page.clock.fastForward("00:04")
      await page.getByRole("button", { name: formWords.send }).click()
      await expect(page).toHaveURL(/\/contact\/thank-you$/)
      const mail = takeDeliveredMail(subject)
      expect(mail).toContain(`To: "${via.label}" <${via.shortName}@example.invalid>`)
      expect(mail).toContain(fillIn(formWords.forLine, { person: nameWithRole(passedOn!) }))
      expect(pageErrors).toEqual([])
    })
  }
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("the form posts natively and the endpoint's 303 lands on the thank-you page", async ({ page }) => {
    const subject = `No script ${Date.now()}`
    await page.goto(`/contact?send_to=${recipient.shortName}`)
    // Nothing can preselect without a script: the visitor chooses.
    await expect(page.getByLabel(formWords.recipient)).toHaveValue("")
    await fillValidMessage(page, subject)
    const [response] = await Promise.all([
      page.waitForResponse(response => response.url().endsWith(ENDPOINT)),
      page.getByRole("button", { name: formWords.send }).click(),
    ])
    expect(response.status()).toBe(303)
    await expect(page).toHaveURL(/\/contact\/thank-you$/)
    await expect(page.getByText(THANK_YOU)).toBeVisible()
    expect(takeDeliveredMail(subject)).toContain(`To: "${recipient.label}" <${recipient.shortName}@example.invalid>`)
  })

  test("the browser's own checks stop an empty form from being posted", async ({ page }) => {
    let posted = false
    page.on("request", request => {
      if (request.url().includes(ENDPOINT)) posted = true
    })
    await page.goto("/contact")
    await page.getByRole("button", { name: formWords.send }).click()
    await page.waitForLoadState("networkidle")
    expect(posted).toBe(false)
    await expect(page).toHaveURL(/\/contact$/)
    expect(
      await page
        .getByLabel(formWords.recipient)
        .evaluate(select => (select as HTMLSelectElement).validity.valueMissing),
    ).toBe(true)
  })
})
