import type { Page } from "@playwright/test"
import { contactMessages } from "../../src/contact/message"
import { expect, test } from "./fixtures"
import { contactRecipients, pageWords } from "./shipped-content"

/**
 * The contact form before its script (the island's) has come: it comes only when the visitor reaches for the form,
 * and may be slow on a phone. Until then the page's small script answers a Send with the site's own error summary,
 * and what the visitor chooses and types is kept when the script takes over.
 */

const ENDPOINT = "/api/v1/submit-contact-form-message"
/** The contact form's words (data/pages/contact.md). */
const formWords = pageWords.contact.form
const recipient = contactRecipients[0]!

/** Holds the form's script (the island script) back until the returned function lets it come, if ever. */
async function holdIslandScript(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>(resolve => (release = resolve))
  await page.route("**/static/islands/**", async route => {
    await held
    await route.continue()
  })
  return release
}

test("what a visitor chooses and types while the form's script is still coming is kept", async ({ page }) => {
  // The script comes only when the visitor reaches for the form; here it is held until they have chosen and typed.
  const release = await holdIslandScript(page)
  await page.goto("/contact")
  const form = page.locator(`form[action="${ENDPOINT}"]`)
  await page.getByLabel(formWords.recipient).selectOption(recipient.shortName)
  await page.getByLabel(formWords.name).fill("Mary Jones")
  await expect(form).not.toHaveAttribute("novalidate")
  release()
  await expect(form).toHaveAttribute("novalidate", "")
  await expect(page.getByLabel(formWords.name)).toHaveValue("Mary Jones")
  await expect(page.getByLabel(formWords.recipient)).toHaveValue(recipient.shortName)
  await expect(page.locator('input[name="recipient_name"]')).toHaveValue(recipient.shortName)
})

test.describe("before the form's script has come", () => {
  test("every Send shows the site's error summary in the shared rules' words, focused, not the browser's bubble", async ({
    page,
    pageErrors,
  }) => {
    // Held for good: the page's small script is all there is.
    await holdIslandScript(page)
    const posts: string[] = []
    page.on("request", request => {
      if (request.url().includes(ENDPOINT)) posts.push(request.method())
    })
    await page.goto("/contact")
    const form = page.locator(`form[action="${ENDPOINT}"]`)
    await expect(form).not.toHaveAttribute("novalidate")
    // The browser's own check still runs, and the page answers it: its bubble is cancelled (the event's default).
    // Read at the control itself: its own listeners run after the page's, which listens on the form as it captures.
    const bubbleCancelled = form.evaluate(
      (element: HTMLFormElement) =>
        new Promise<boolean>(resolve => {
          for (const control of element.elements)
            control.addEventListener("invalid", event => resolve(event.defaultPrevented), { once: true })
        }),
    )
    await page.getByRole("button", { name: formWords.send }).click()
    expect(await bubbleCancelled).toBe(true)
    const summary = page.getByRole("alert")
    await expect(summary.getByRole("heading", { name: formWords.problem })).toBeVisible()
    await expect(summary.locator("..")).toBeFocused()
    await expect(summary.getByRole("link")).toHaveText([
      contactMessages.recipientMissing,
      contactMessages.nameMissing,
      contactMessages.emailMissing,
    ])
    await expect(page.getByLabel(formWords.name)).toHaveAttribute("aria-invalid", "true")

    // The next Send lists what is still wrong, and a link takes the reader to its field.
    await page.getByLabel(formWords.recipient).selectOption(recipient.shortName)
    await page.getByLabel(formWords.name).fill("Zoe Bloggs")
    await page.getByLabel(formWords.email).fill("zoe")
    await page.getByRole("button", { name: formWords.send }).click()
    await expect(summary.getByRole("link")).toHaveText([contactMessages.emailInvalid])
    await expect(page.getByLabel(formWords.name)).not.toHaveAttribute("aria-invalid")
    await summary.getByRole("link").click()
    await expect(page.getByLabel(formWords.email)).toBeFocused()
    expect(posts).toEqual([])
    expect(pageErrors).toEqual([])
  })

  test("once the script has come, its own summary takes over at the next Send, with nothing left of the first", async ({
    page,
  }) => {
    const release = await holdIslandScript(page)
    await page.goto("/contact")
    const form = page.locator(`form[action="${ENDPOINT}"]`)
    await page.getByRole("button", { name: formWords.send }).click()
    await expect(page.getByRole("alert").getByRole("link")).toHaveCount(3)
    release()
    await expect(form).toHaveAttribute("novalidate", "")
    await page.getByLabel(formWords.recipient).selectOption(recipient.shortName)
    await page.getByRole("button", { name: formWords.send }).click()
    // One summary, the script's: the same words, less what was put right.
    await expect(page.getByRole("alert")).toHaveCount(1)
    await expect(page.getByRole("alert").getByRole("link")).toHaveText([
      contactMessages.nameMissing,
      contactMessages.emailMissing,
    ])
    await expect(page.getByLabel(formWords.recipient)).not.toHaveAttribute("aria-invalid")
  })
})
