import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { Page } from "@playwright/test"
import { SITE_STATUS_PATH } from "../../src/cms/admin-page"
import { statusLines } from "../../src/cms/site-status-lines"
import { siteStatusWords } from "../../src/cms/site-status-words"
import type { ContactMessage } from "../../src/contact/message"
import { folderStore, newKeptMessage } from "../../src/contact/message-store"
import { deliveryFailure } from "../../src/contact/pending"
import { siteStatusSchema } from "../../src/site-status/answer"
import { createDeployNotificationHandler } from "../../src/site-status/deploy-notification-handler"
import { deployRecords } from "../../src/site-status/deploy-records"
import { statusContent } from "../../src/site-status/bundled-content"
import { createSiteStatusHandler } from "../../src/site-status/status-handler"
import { shippedRecipients } from "../support/shipped-content"
import { deployBody, netlifySignature, notificationPost } from "../support/deploy-notifications"
import { expect, test } from "./fixtures"
import {
  expectSignedIn,
  logIn,
  newIdentityStub,
  openSite,
  siteLaunchOptions,
  siteOrigin,
  type IdentityStub,
} from "./identity-site"

/**
 * The site's status on /admin, as a volunteer sees it: the built site opened as the live one, with the Identity stub
 * (./identity-site.ts). /admin/status is answered by the status function's own code in this process, checking the
 * editor's token with that stub, over a store with two messages that have waited three hours and a build of the live
 * site that failed, recorded from a signed deploy notification. A signed-in editor sees the panel with what needs a
 * person, each with what to do; signed out, there is no panel and no question is asked.
 */
test.use(siteLaunchOptions)

const password = "bells ring at nine on sundays"
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)

/** What the visitors wrote: none of it may show in the status. */
const written = {
  from_name: "Zoe Bloggs",
  from_email_address: "zoe@example.com",
  from_telephone_number: "",
  subject: "The hall on Saturday",
  message: "Please ring me about the hall.",
  is_valid: true,
}

/** A status function with stubbed surroundings: messages in a folder, builds in memory, Identity the stub. */
async function stubbedStatus(stub: IdentityStub) {
  const messages = folderStore(fs.mkdtempSync(path.join(os.tmpdir(), "status-e2e-")))
  const [recipient] = shippedRecipients()
  if (!recipient) throw new Error("No contact form recipient in data/people")
  const message: ContactMessage = { ...written, recipient_name: recipient.shortName }
  for (const hours of [3, 2]) await messages.keep(newKeptMessage(message, recipient, hoursAgo(hours)))
  await messages.noteFailure(deliveryFailure("connect ECONNREFUSED 192.0.2.7:587", hoursAgo(0.2)))

  const kept = new Map<string, unknown>()
  const blobs = {
    get: async (key: string) => kept.get(key),
    setJSON: async (key: string, value: unknown) => void kept.set(key, value),
  }
  const secret = "webhook secret"
  const notify = createDeployNotificationHandler({
    secret: () => secret,
    records: () => deployRecords(blobs),
    log: { info() {}, warn() {}, error() {} },
  })
  for (const fields of [
    { id: "a", state: "ready", created_at: hoursAgo(26).toISOString(), published_at: hoursAgo(25.9).toISOString() },
    {
      id: "b",
      state: "error",
      created_at: hoursAgo(2).toISOString(),
      error_message: "Build script returned non-zero exit code: 2",
    },
  ] as const) {
    const body = deployBody(fields)
    expect(
      (
        await notify(
          notificationPost(
            `${siteOrigin}/.netlify/functions/deploy-notification`,
            body,
            netlifySignature(body, secret),
          ),
        )
      ).status,
    ).toBe(200)
  }
  return createSiteStatusHandler({
    identityUrl: () => `${stub.url}/.netlify/identity`,
    sources: () => ({ messages, deploys: deployRecords(blobs), content: statusContent(), addresses: () => [] }),
  })
}

/** Answers /admin/status in `page` with `handler`; the answers given, for the test to read. */
async function answerStatus(page: Page, handler: (request: Request) => Promise<Response>) {
  const answers: unknown[] = []
  await page.route(`${siteOrigin}${SITE_STATUS_PATH}`, async route => {
    const request = route.request()
    const response = await handler(
      new Request(request.url(), { method: request.method(), headers: await request.allHeaders() }),
    )
    const body = await response.text()
    answers.push(JSON.parse(body))
    await route.fulfill({ status: response.status, headers: Object.fromEntries(response.headers), body })
  })
  return answers
}

const panel = (page: Page) => page.getByRole("region", { name: new RegExp(`^${siteStatusWords.heading}`) })

test("a signed-in editor sees the site's status: what needs a person, each with what to do", async ({ page }) => {
  test.setTimeout(120_000)
  const stub = await newIdentityStub({ password })
  const { violations, errors } = await openSite(page, stub)
  const answers = await answerStatus(page, await stubbedStatus(stub))
  await page.goto(`${siteOrigin}/admin/`)
  await logIn(page, password)
  await expectSignedIn(page)

  await expect(panel(page)).toBeVisible()
  expect(answers).toHaveLength(1)
  const status = siteStatusSchema.parse(answers[0])
  const { needPerson } = statusLines(status)
  // Two messages waiting three hours and a failed build; the content warnings of the build under test.
  expect(needPerson).toHaveLength(2 + status.content.warnings.length)
  await expect(panel(page).getByRole("heading")).toHaveText(
    `${siteStatusWords.heading}: ${siteStatusWords.needPeople(needPerson.length)}`,
  )
  for (const { what, todo } of needPerson) {
    await expect(panel(page).getByText(what)).toBeVisible()
    if (todo) await expect(panel(page).getByText(todo).first()).toBeVisible()
  }
  // Nothing of the messages but their number and age.
  for (const word of [written.from_name, written.from_email_address, written.subject, written.message]) {
    await expect(panel(page)).not.toContainText(word)
  }

  // The details fold away, and "Check again" asks again.
  const firstLine = panel(page).getByRole("listitem").first()
  await panel(page).getByRole("button", { name: siteStatusWords.hide }).click()
  await expect(firstLine).toBeHidden()
  await panel(page).getByRole("button", { name: siteStatusWords.show }).click()
  await panel(page).getByRole("button", { name: siteStatusWords.checkAgain }).click()
  await expect.poll(() => answers.length).toBe(2)
  await expect(firstLine).toBeVisible()

  expect(violations).toEqual([])
  expect(errors).toEqual([])
  await stub.close()
})

test("signed out, there is no status panel and the status is never asked for", async ({ page }) => {
  test.setTimeout(60_000)
  const stub = await newIdentityStub({ password })
  await openSite(page, stub)
  const answers = await answerStatus(page, await stubbedStatus(stub))
  await page.goto(`${siteOrigin}/admin/`)
  await expect(page.getByRole("button", { name: /Login/ })).toBeVisible({ timeout: 30_000 })
  await expect(panel(page)).toHaveCount(0)
  await expect(page.locator("#site-status")).toBeEmpty()
  expect(answers).toEqual([])
  await stub.close()
})
