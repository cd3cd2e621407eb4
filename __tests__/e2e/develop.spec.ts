import { spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { sitePort } from "../../scripts/test-ports"
import { entryJson } from "../../src/content/canonical-form"
import { siteNow } from "../../src/content/site-now"
import { copyOfSite } from "../support/site-copy"
import { expect, test } from "./fixtures"
import { pageWords, site } from "./shipped-content"

/**
 * `npm start` as an editor uses it: a copy of the site (so this checkout is left as it was) under `gatsby develop`,
 * started by this spec (minutes; its tests are tagged @slow).
 * It first starts with no cache (as on a fresh checkout, or after `npm run clean`) and site.json broken: the page
 * shows the content check's box, not a developer's error screen, and the site once the file is fixed. An event file
 * is then added, broken, fixed and deleted while the page is open: the terminal and the page show the same one-line
 * message, fixing the file brings the event back without a restart, and a deleted file's entry is gone. Then
 * `npm start` is stopped and started again, so the nodes come from Gatsby's cache, and site.json is broken.
 */
const port = sitePort + 60
const base = `http://127.0.0.1:${port}`
const projectRoot = path.resolve(__dirname, "../..")
const eventFile = "data/events/develop-check.json"

let siteCopy: string
let develop: ChildProcess
let terminal = ""

const upcomingStart = () => `${new Date(siteNow().getTime() + 10 * 86_400_000).toISOString().slice(0, 10)}T19:30`
/** The test's event, written as the CMS writes files (so the check has nothing to say about its layout). */
const event = (fields: Record<string, unknown> = {}) =>
  entryJson({
    order: 99,
    name: "Develop check <em>evening</em>",
    serviceType: "eucharist",
    startsAt: upcomingStart(),
    content: ["An event this test adds, breaks and mends."],
    tags: "Test",
    teaAndCoffee: false,
    eucharist: false,
    featured: false,
    ...fields,
  })
const write = (text: string) => fs.writeFileSync(path.join(siteCopy, eventFile), text)

test.describe.configure({ mode: "serial", timeout: 15 * 60_000 })

/** Starts `gatsby develop` in the site's copy and waits until it answers; `terminal` then holds what it prints. */
async function startDevelop() {
  terminal = ""
  develop = spawn(
    path.join(projectRoot, "node_modules/.bin/gatsby"),
    ["develop", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: siteCopy,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_OPTIONS: "--disable-warning=DEP0040" },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    },
  )
  for (const stream of [develop.stdout!, develop.stderr!]) stream.on("data", chunk => (terminal += String(chunk)))
  // Ready when Gatsby says so (its first answers come while it is still starting) and the page answers.
  await expect
    .poll(
      async () => {
        if (develop.exitCode !== null) throw new Error(`gatsby develop stopped:\n${terminal}`)
        if (!terminal.includes("You can now view")) return 0
        return fetch(`${base}/news-and-events`).then(
          response => response.status,
          () => 0,
        )
      },
      // A cold start on a busy 2-core machine (the image jobs and the first bundle) can take over ten minutes.
      { timeout: 13 * 60_000, intervals: [2000] },
    )
    .toBe(200)
}

/** Stops `gatsby develop` as Ctrl+C in the terminal would: the whole process group, and waits until it is gone. */
async function stopDevelop() {
  if (!develop?.pid || develop.exitCode !== null) return
  const stopped = new Promise(resolve => develop.once("exit", resolve))
  process.kill(-develop.pid, "SIGINT")
  await stopped
}

const siteFile = () => path.join(siteCopy, "data/site/site.json")
let siteJson = ""
/** site.json with a comma after its last field, as a hand edit might leave it. */
const brokenSiteJson = () => siteJson.replace(/\n}\s*$/, ",\n}\n")
const siteJsonMistake = /data\/site\/site\.json: line \d+ ends with a comma/

test.beforeAll(async () => {
  test.setTimeout(14 * 60_000)
  siteCopy = copyOfSite("parish-develop-")
  siteJson = fs.readFileSync(siteFile(), "utf8")
  // The first start has no cache: a fresh checkout, or one after `npm run clean`.
  fs.writeFileSync(siteFile(), brokenSiteJson())
  await startDevelop()
})

/** When a test fails, what the page showed and what `npm start` printed: this spec's failures can depend on timing. */
test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return
  const pagePath = new URL(page.url()).pathname.replace(/\/$/, "") || "/index"
  const pageData = await fetch(`${base}/page-data${pagePath}/page-data.json`)
    .then(response => response.text())
    .catch((error: unknown) => String(error))
  const text = await page
    .locator("body")
    .innerText({ timeout: 5000 })
    .catch((error: unknown) => String(error))
  console.log(`The page showed:\n${text.slice(0, 2000)}\n\nIts page data:\n${pageData.slice(0, 2000)}`)
  console.log(`What npm start printed last:\n${terminal.slice(-4000)}`)
})

test.afterAll(() => {
  // The whole process group: gatsby develop and the workers it started.
  if (develop?.pid && develop.exitCode === null) process.kill(-develop.pid, "SIGTERM")
  if (siteCopy) fs.rmSync(siteCopy, { recursive: true, force: true })
})

test(
  "with no cache, a broken site.json shows the content check's box, not an error screen; fixed, the site comes",
  { tag: "@slow" },
  async ({ page }) => {
    expect(terminal).toMatch(siteJsonMistake)
    await page.goto(`${base}/`)
    const panel = page.getByRole("status").filter({ hasText: "Something in data/ needs fixing" })
    await expect(panel).toContainText(siteJsonMistake, { timeout: 60_000 })
    await expect(page.getByText("Unhandled Runtime Error")).toHaveCount(0)

    // Fixed: the box goes and the page comes, with no reload.
    fs.writeFileSync(siteFile(), siteJson)
    await expect(panel).toHaveCount(0, { timeout: 60_000 })
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageWords.home.title, { timeout: 60_000 })
    await expect(page.getByText("Unhandled Runtime Error")).toHaveCount(0)
  },
)

test(
  "a mistake saved under npm start shows in the terminal and on the page; fixing it brings the event back",
  { tag: "@slow" },
  async ({ page }) => {
    const eventHeading = page.getByRole("heading", { name: "Develop check evening" })
    const panel = page.getByRole("status").filter({ hasText: "Something in data/ needs fixing" })

    await page.goto(`${base}/news-and-events`)
    await expect(page.getByRole("heading", { level: 1, name: "News & Events" })).toBeVisible({ timeout: 60_000 })
    // A new event appears on the open page by itself.
    write(event())
    await expect(eventHeading).toBeVisible({ timeout: 60_000 })
    await expect(panel).toHaveCount(0)

    // A misspelt field: the event cannot be shown, and both places say which file, which field and what to do.
    const printedBefore = terminal.length
    write(event({ featured: undefined, feautred: true }))
    const line = `${eventFile} › feautred: unknown field; did you mean "featured"?`
    await expect(panel).toContainText(line, { timeout: 60_000 })
    await expect(panel).not.toContainText(`${eventFile} › featured: required field is missing`)
    await expect.poll(() => terminal.slice(printedBefore), { timeout: 60_000 }).toContain(line)
    await expect(eventHeading).toHaveCount(0, { timeout: 60_000 })
    // The page is still the site, not a developer's error screen.
    await expect(page.getByRole("heading", { level: 1, name: "News & Events" })).toBeVisible()

    // Fixed: the panel goes, the event is back, with no reload and no restart; the terminal says so too.
    const printedBeforeFix = terminal.length
    write(event())
    await expect(eventHeading).toBeVisible({ timeout: 60_000 })
    await expect(panel).toHaveCount(0, { timeout: 60_000 })
    await expect.poll(() => terminal.slice(printedBeforeFix), { timeout: 60_000 }).toContain("all correct again")

    // Deleted: no node survives its file.
    fs.rmSync(path.join(siteCopy, eventFile))
    await expect(eventHeading).toHaveCount(0, { timeout: 60_000 })
  },
)

test(
  "a broken site.json: the page keeps its last correct version beside the message, until it is fixed",
  { tag: "@slow" },
  async ({ page }) => {
    await page.goto(`${base}/`)
    const heading = page.getByRole("heading", { level: 1 })
    await expect(heading).toHaveText(pageWords.home.title, { timeout: 60_000 })
    const panel = page.getByRole("status").filter({ hasText: "Something in data/ needs fixing" })

    fs.writeFileSync(siteFile(), brokenSiteJson())
    await expect(panel).toContainText(siteJsonMistake, { timeout: 60_000 })
    // Every page needs site.json: it stays readable, with no developer's error screen over it.
    await expect(heading).toHaveText(pageWords.home.title, { timeout: 60_000 })
    await expect(page.getByText("Unhandled Runtime Error")).toHaveCount(0)

    fs.writeFileSync(siteFile(), siteJson)
    await expect(panel).toHaveCount(0, { timeout: 60_000 })
    await expect(heading).toHaveText(pageWords.home.title, { timeout: 60_000 })
  },
)

test(
  "a page's words edited under npm start show at once; a mistake in them keeps the last correct words",
  { tag: "@slow" },
  async ({ page }) => {
    const pageFile = path.join(siteCopy, "data/pages/history.md")
    const original = fs.readFileSync(pageFile, "utf8")
    await page.goto(`${base}/history`)
    const heading = page.getByRole("heading", { level: 1 })
    await expect(heading).toHaveText(pageWords.history.title, { timeout: 60_000 })

    fs.writeFileSync(pageFile, original.replace(/^title: .*$/m, "title: Our long history"))
    await expect(heading).toHaveText("Our long history", { timeout: 60_000 })

    const panel = page.getByRole("status").filter({ hasText: "Something in data/ needs fixing" })
    fs.writeFileSync(pageFile, `${original.replace(/^title: .*$/m, "title: Our long history")}\n<b>bold</b>\n`)
    await expect(panel).toContainText(/data\/pages\/history\.md › body, line \d+: remove the HTML <b>/, {
      timeout: 60_000,
    })
    await expect(heading).toHaveText("Our long history")

    fs.writeFileSync(pageFile, original)
    await expect(panel).toHaveCount(0, { timeout: 60_000 })
    await expect(heading).toHaveText(pageWords.history.title, { timeout: 60_000 })
  },
)

test(
  "after a restart, with the nodes restored from Gatsby's cache, a broken site.json still keeps the last correct version",
  { tag: "@slow" },
  async ({ page }) => {
    test.setTimeout(16 * 60_000)
    // Broken while npm start is stopped: the restarted site has only the cache's copy of the correct version.
    await stopDevelop()
    fs.writeFileSync(siteFile(), brokenSiteJson())
    await startDevelop()
    expect(terminal).toMatch(siteJsonMistake)

    await page.goto(`${base}/`)
    const heading = page.getByRole("heading", { level: 1 })
    const panel = page.getByRole("status").filter({ hasText: "Something in data/ needs fixing" })
    await expect(panel).toContainText(siteJsonMistake, { timeout: 60_000 })
    await expect(heading).toHaveText(pageWords.home.title, { timeout: 60_000 })
    await expect(page.getByText("Unhandled Runtime Error")).toHaveCount(0)
    // What site.json says reaches the page from the cache's copy: the parish's first social link in the footer.
    await expect(page.locator(`footer a[href="${site.social?.[0]?.url}"]`).first()).toBeAttached()

    // Fixed: the box goes with no reload, and the page is still the site.
    fs.writeFileSync(siteFile(), siteJson)
    await expect(panel).toHaveCount(0, { timeout: 60_000 })
    await expect(heading).toHaveText(pageWords.home.title)

    // Broken again after the restart, while the page is open: the same box, the same page.
    fs.writeFileSync(siteFile(), brokenSiteJson())
    await expect(panel).toContainText(siteJsonMistake, { timeout: 60_000 })
    await expect(heading).toHaveText(pageWords.home.title)
    await expect(page.getByText("Unhandled Runtime Error")).toHaveCount(0)
    fs.writeFileSync(siteFile(), siteJson)
    await expect(panel).toHaveCount(0, { timeout: 60_000 })
  },
)
