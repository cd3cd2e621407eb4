import { execFileSync, spawn, type ChildProcess } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { sitePort } from "../../scripts/test-ports"
import { siteNow } from "../../src/content/site-now"
import { labelFor } from "../../src/cms/config"
import { collectionByFolder } from "../../src/content/collections"
import { checkEntryData } from "../../src/content/entry-problems"
import { checkContent } from "../../src/content/validate"
import { copyOfSite } from "../support/site-copy"
import { expect, test } from "./fixtures"

/**
 * The CMS as an editor uses it on a computer (`npm run cms`): /admin from the built site, served as Netlify serves
 * it, with Decap's local backend (decap-server, on loopback) working on a COPY of the site, so this checkout's
 * data/ is never written. Through the forms: a new event with a photo uploaded from this computer (first with a
 * mistake the content check refuses, in the check's own words), and a person's description changed. Then the
 * copy's files pass the content check, and a production build of the copy shows them.
 */
const backendPort = sitePort + 70
const projectRoot = path.resolve(__dirname, "../..")
const adminUrl = `/admin/?local_backend=http://127.0.0.1:${backendPort}/api/v1`
const photoName = "cms-check-photo.jpg"

let siteCopy: string
let backend: ChildProcess
let backendLog = ""

const firstEntry = (folder: string) =>
  fs
    .readdirSync(path.join(siteCopy, "data", folder))
    .filter(name => name.endsWith(".json"))
    .sort()[0]!
    .replace(/\.json$/, "")
const readEntry = (folder: string, slug: string) =>
  JSON.parse(fs.readFileSync(path.join(siteCopy, "data", folder, `${slug}.json`), "utf8")) as Record<string, unknown>

/** An event twelve days after the tests' "now", so it is upcoming on the built site. */
const upcomingDay = new Date(siteNow().getTime() + 12 * 86_400_000).toISOString().slice(0, 10)
const event = {
  order: 90,
  name: "CMS check supper <em>and quiz</em>",
  serviceType: "street-party",
  startsAt: `${upcomingDay}T18:00`,
  endsAt: `${upcomingDay}T21:00`,
  content: ["A supper and a quiz in the Celebration Hall, added through the CMS."],
  tags: "Supper, All Ages",
}
const pictureAlt = "Tables set for supper in the Celebration Hall"
const personDescription = "Keeps the parish diary; changed through the CMS by the browser test."

test.describe.configure({ mode: "serial", timeout: 10 * 60_000 })

test.beforeAll(async () => {
  siteCopy = copyOfSite("parish-cms-")
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 60, b: 120 } } })
    .jpeg()
    .toFile(path.join(siteCopy, photoName))

  backend = spawn(path.join(projectRoot, "node_modules/.bin/decap-server"), [], {
    cwd: siteCopy,
    env: {
      ...process.env,
      MODE: "fs",
      GIT_REPO_DIRECTORY: siteCopy,
      PORT: String(backendPort),
      BIND_HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  for (const stream of [backend.stdout!, backend.stderr!]) stream.on("data", chunk => (backendLog += String(chunk)))
  await expect.poll(() => backendLog, { timeout: 30_000 }).toContain(`listening on 127.0.0.1:${backendPort}`)
})

test.afterAll(() => {
  if (backend?.exitCode === null) backend.kill("SIGTERM")
  if (siteCopy) fs.rmSync(siteCopy, { recursive: true, force: true })
})

/** Publishes the open entry (on this computer a save writes the file at once) and waits for Decap to say so. */
async function save(page: import("@playwright/test").Page) {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByText("Publish now").click()
}

test("an editor adds an event with a photo and changes a person through the forms; the check's refusals read the same", async ({
  page,
}) => {
  test.setTimeout(4 * 60_000)
  const cspViolations: string[] = []
  page.on("console", message => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text())
  })

  await page.goto(adminUrl)
  await page.getByRole("button", { name: "Login" }).click()

  // A new event, first with an end before its start: the save is refused with the content check's own words.
  await page.goto(`${adminUrl}#/collections/events/new`)
  await page.getByLabel(labelFor("order")).fill(String(event.order))
  await page.getByLabel(labelFor("name")).fill(event.name)
  await page.getByLabel(labelFor("serviceType")).click()
  await page.getByText(event.serviceType, { exact: true }).click()
  await page.getByLabel(`${labelFor("startsAt")} (optional)`).fill(event.startsAt)
  const wrongEnd = `${upcomingDay}T17:00`
  await page.getByLabel(`${labelFor("endsAt")} (optional)`).fill(wrongEnd)
  await page.getByRole("button", { name: `Add ${labelFor("content").toLowerCase()}` }).click()
  await page.locator("textarea").first().fill(event.content[0]!)
  await page.getByLabel(labelFor("tags")).fill(event.tags)
  // The event's photo, uploaded from this computer, and what it shows.
  // An optional group of fields starts folded; Decap's unfold button has no name, only its test id.
  await page.locator('[id^="picture-field"]').getByTestId("expand-button").click()
  await page.getByRole("button", { name: "Choose an image" }).click()
  await page.locator('input[type="file"]').setInputFiles(path.join(siteCopy, photoName))
  await page.getByRole("button", { name: "Choose selected" }).click()
  await page.getByLabel(labelFor("alt")).fill(pictureAlt)
  const events = collectionByFolder("events")!
  const refusal = checkEntryData(events, "x.json", {
    ...event,
    endsAt: wrongEnd,
    teaAndCoffee: false,
    eucharist: false,
    featured: false,
  }).problems.find(problem => problem.field === "endsAt")
  expect(refusal).toBeDefined()
  await save(page)
  await expect(page.getByText(`endsAt: ${refusal!.message}`)).toBeVisible()
  const eventFiles = () =>
    fs
      .readdirSync(path.join(siteCopy, "data/events"))
      .filter(name => name.endsWith(".json"))
      .sort()
  const eventsBefore = eventFiles()

  // The preview is the site's own event component: the date in words, the name's markup rendered.
  const preview = page.frameLocator("iframe").first()
  await expect(preview.getByRole("heading", { name: "CMS check supper and quiz" })).toBeVisible()
  await expect(preview.locator("h2 em")).toHaveText("and quiz")

  const endsAt = page.getByLabel(`${labelFor("endsAt")} (optional)`)
  // Emptied first: Decap's text box keeps what it had when a new value is typed straight over it.
  await endsAt.fill("")
  await endsAt.fill(event.endsAt)
  await expect(endsAt).toHaveValue(event.endsAt)
  await save(page)
  await expect(page.getByText("Entry saved")).toBeVisible()
  await expect.poll(() => eventFiles().length).toBe(eventsBefore.length + 1)
  expect(fs.existsSync(path.join(siteCopy, "data/events", photoName))).toBe(true)
  // After a first save Decap moves itself to the new entry's address: wait for that, or it can overtake the next goto.
  await expect(page).toHaveURL(/#\/collections\/events\/entries\/[^/]+$/)

  // A person's description, changed.
  const person = firstEntry("people")
  await page.goto(`${adminUrl}#/collections/people/entries/${person}`)
  await page.reload()
  const description = page.getByLabel(labelFor("description"))
  await description.fill("")
  await description.fill(personDescription)
  await expect(description).toHaveValue(personDescription)
  await save(page)
  await expect(page.getByText("Entry saved")).toBeVisible()
  await expect.poll(() => readEntry("people", person).description).toBe(personDescription)

  expect(cspViolations).toEqual([])
})

test("the saved files pass the content check and show on the site built from them", async () => {
  test.setTimeout(8 * 60_000)
  const report = await checkContent(siteCopy, siteNow())
  expect(report.problems).toEqual([])
  const saved = report.entries.find(entry => entry.collection.folder === "events" && entry.data.order === event.order)
  expect(saved?.data).toMatchObject({ ...event, picture: { photo: photoName, alt: pictureAlt } })

  // A production build of the copy, with the tests' "now" (as `npm run build:test`).
  execFileSync(path.join(projectRoot, "node_modules/.bin/gatsby"), ["build"], {
    cwd: siteCopy,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_OPTIONS: "--disable-warning=DEP0040" },
    stdio: "ignore",
  })
  const built = (route: string) => fs.readFileSync(path.join(siteCopy, "public", route, "index.html"), "utf8")
  const newsAndEvents = built("news-and-events")
  expect(newsAndEvents).toContain("CMS check supper <em>and quiz</em>")
  expect(newsAndEvents).toContain(photoName.replace(/\.jpg$/, ""))
  expect(newsAndEvents).toContain(`alt="${pictureAlt}"`)
  expect(built("whos-who")).toContain(personDescription)
})
