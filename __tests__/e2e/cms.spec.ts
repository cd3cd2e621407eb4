import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import sharp from "sharp"
import { sitePort } from "../../scripts/test-ports"
import { siteNow } from "../../src/content/site-now"
import { fieldAtPath, fieldLabelPath } from "../../src/cms/config"
import { inWords, monthChoices, partsOf } from "../../src/cms/date-parts"
import { dateBoxWords } from "../../src/cms/date-widget"
import { plainEnglish } from "../../src/cms/phrases"
import { saveRefusalWords } from "../../src/cms/save-refusal"
import { collectionByFolder } from "../../src/content/collections"
import { canonicalSource } from "../../src/content/canonical-form"
import { formatClockTime } from "../../src/content/clock-time"
import { checkEntryData } from "../../src/content/entry-problems"
import { readJsonSource } from "../../src/content/entry-source"
import { jsonSchemaOf } from "../../src/content/json-schema"
import { plainTextOf } from "../../src/content/sanitize"
import { checkContent, suggestedFileName } from "../../src/content/validate"
import {
  boxLabel,
  formFields,
  save,
  saveAsNotepadDoes,
  savedNotice,
  startDecapServer,
  uploadImage,
} from "../support/cms-local"
import { copyOfSite } from "../support/site-copy"
import { expect, test } from "./fixtures"

/**
 * The CMS as an editor uses it on a computer (`npm run cms`): /admin from the built site, served as Netlify serves
 * it, with Decap's local backend working on a COPY of the site, so this checkout's data/ is never written. Through
 * the forms: a new event, first saved with its boxes empty (each says so in the content check's words), with a photo
 * straight from a camera and its times in the date boxes, first with a mistake the check refuses (the refusal names
 * the field by its label and stays until dismissed), saved under a file name made from the plain text of its name,
 * its photo under its own name in lower case; a person whose file Notepad saved, opened by changing the address,
 * changed and written in the one form, and a photo named like another person's not put over theirs; a sentence
 * added to a page's Markdown text. A new group's page is added as a file with a menu link. Then the copy's files pass
 * the content check, and a production build of the copy (the last test, minutes) shows them all. The browser speaks
 * American English: the date boxes store the date typed whatever the browser's language.
 */
const backendPort = sitePort + 70
const adminUrl = `/admin/?local_backend=http://127.0.0.1:${backendPort}/api/v1`
/** A photo as a camera names it, and the name it is saved under: Decap makes an upload's name lower-case. */
const photoName = "IMG_2041.JPG"
const savedPhotoName = photoName.toLowerCase()

let siteCopy: string
let backend: Awaited<ReturnType<typeof startDecapServer>> | undefined

const firstEntry = (folder: string) =>
  fs
    .readdirSync(path.join(siteCopy, "data", folder))
    .filter(name => name.endsWith(".json"))
    .sort()[0]!
    .replace(/\.json$/, "")
/** An entry's data, read as the site reads it (a byte-order mark and Windows line ends are fine). */
const readEntry = (folder: string, slug: string) =>
  readJsonSource(fs.readFileSync(path.join(siteCopy, "data", folder, `${slug}.json`), "utf8")).data ?? {}

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
/** What the new event's file should be called: the plain text of its name, as the content check asks. */
const eventFileName = suggestedFileName(event.name.replace(/<[^>]+>/g, ""), ".json")
const pictureAlt = "Tables set for supper in the Celebration Hall"
const personDescription = "Keeps the parish diary; changed through the CMS by the browser test."
/** A sentence an editor adds to a page's text in the Pages collection. */
const pageSentence = "This sentence was added to the page through the CMS by the browser test."
/** A group the parish starts: one new file in data/groups/ and one link in the phone menu. */
const newGroup = { fileName: "bell-ringers", title: "Bell Ringers", panelHeading: "The bell ringers at a glance" }

/**
 * A new group's page as the parish would add it by hand or on GitHub, beside the CMS: a copy of a group's file under a
 * new name, and a phone-menu link to it. The build below shows both.
 */
function addGroupPage() {
  const groupsFolder = path.join(siteCopy, "data/groups")
  const template = fs.readFileSync(path.join(groupsFolder, fs.readdirSync(groupsFolder).sort()[0]!), "utf8")
  fs.writeFileSync(
    path.join(groupsFolder, `${newGroup.fileName}.md`),
    template
      .replace(/^title: .*$/m, `title: ${newGroup.title}`)
      .replace(/^panelHeading: .*$/m, `panelHeading: ${newGroup.panelHeading}`),
  )
  const menuFile = path.join(siteCopy, "data/menu/menu.json")
  const menu = JSON.parse(fs.readFileSync(menuFile, "utf8")) as { phone: { label: string; to?: string }[] }
  menu.phone.push({ label: newGroup.title, to: `/${newGroup.fileName}` })
  fs.writeFileSync(menuFile, `${JSON.stringify(menu, null, 2)}\n`)
}

test.describe.configure({ mode: "serial", timeout: 10 * 60_000 })
// A browser whose own date pickers put the month first: the CMS's date boxes must not care.
test.use({ locale: "en-US" })

test.beforeAll(async () => {
  siteCopy = copyOfSite("parish-cms-")
  addGroupPage()
  // The person the test edits: their file was saved by Notepad.
  saveAsNotepadDoes(path.join(siteCopy, "data/people", `${firstEntry("people")}.json`))
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 90, g: 60, b: 120 } } })
    .jpeg()
    .toFile(path.join(siteCopy, photoName))
  backend = await startDecapServer(siteCopy, backendPort)
})

test.afterAll(() => {
  backend?.stop()
  if (siteCopy) fs.rmSync(siteCopy, { recursive: true, force: true })
})

test("an editor adds an event with a photo using the date boxes, and opens a person by address; empty boxes and a refused save name the field and the fix", async ({
  page,
}) => {
  test.setTimeout(4 * 60_000)
  const cspViolations: string[] = []
  page.on("console", message => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text())
  })
  const box = (fieldPath: string) => page.getByLabel(boxLabel("events", fieldPath), { exact: true })
  /** A date's day, month, year and time boxes, one group named like the field. */
  const dateBoxes = (fieldPath: string) => page.getByRole("group", { name: boxLabel("events", fieldPath), exact: true })
  /** Types a date as a volunteer reads it: the day, the month by name, the year, the time in words. */
  async function typeDate(fieldPath: string, stored: string) {
    const boxes = dateBoxes(fieldPath)
    const { day, month, year, time } = partsOf(stored)
    await boxes.getByLabel(dateBoxWords.day).fill(day)
    await boxes.getByLabel(dateBoxWords.month).selectOption({ label: monthChoices[Number(month) - 1]!.name })
    await boxes.getByLabel(dateBoxWords.year).fill(year)
    await boxes.getByLabel(dateBoxWords.time).fill(formatClockTime(time))
    // The boxes say the date in words, as the site will.
    await expect(boxes.getByRole("status")).toHaveText(inWords(stored))
  }

  await page.goto(adminUrl)
  await page.getByRole("button", { name: "Login" }).click()

  // A new event, from the Events list's button, first with an end before its start.
  const events = collectionByFolder("events")!
  await page.goto(`${adminUrl}#/collections/events`)
  await page
    .getByRole("link", {
      name: plainEnglish.collection.collectionTop.newButton.replace("%{collectionLabel}", events.labelSingular),
    })
    .click()
  await expect(page).toHaveURL(/#\/collections\/events\/new$/)
  // Saved with its boxes empty: each required box says so, by its label, in the content check's words.
  await save(page)
  const tagsLabel = fieldAtPath(formFields("events"), "tags")!.label
  await expect(
    page.getByText(plainEnglish.editor.editorControlPane.widget.required.replace("%{fieldLabel}", tagsLabel), {
      exact: true,
    }),
  ).toBeVisible()
  await box("order").fill(String(event.order))
  await box("name").fill(event.name)
  await box("serviceType").click()
  await page.getByText(event.serviceType, { exact: true }).click()
  await typeDate("startsAt", event.startsAt)
  const wrongEnd = `${upcomingDay}T17:00`
  await typeDate("endsAt", wrongEnd)
  // The list's button names what it adds.
  const content = fieldAtPath(formFields("events"), "content")!
  await page.getByRole("button", { name: `Add ${content.label_singular}`, exact: true }).click()
  await page.locator("textarea").first().fill(event.content[0]!)
  await box("tags").fill(event.tags)
  // The event's photo, straight from the camera, and what it shows: the picture's fields are in plain sight.
  await uploadImage(page, path.join(siteCopy, photoName))
  await page.getByRole("button", { name: "Choose selected" }).click()
  await box("picture.alt").fill(pictureAlt)

  const refusal = checkEntryData(events, "x.json", {
    ...event,
    endsAt: wrongEnd,
    teaAndCoffee: false,
    eucharist: false,
    featured: false,
  }).problems.find(problem => problem.field === "endsAt")
  expect(refusal).toBeDefined()
  const refusalLine = `${fieldLabelPath(formFields("events"), "endsAt")}: ${refusal!.message}`
  const eventFiles = () =>
    fs
      .readdirSync(path.join(siteCopy, "data/events"))
      .filter(name => name.endsWith(".json"))
      .sort()
  const eventsBefore = eventFiles()
  await save(page)

  // Decap's message says what is wrong, the field by its label, and goes after a few seconds; the list stays.
  const decapMessage = page.getByText(plainEnglish.ui.toast.onFailToPersist.replace("%{details}", refusalLine))
  await expect(decapMessage).toBeVisible()
  const refused = page.getByRole("alert").filter({ has: page.getByRole("heading", { name: saveRefusalWords.heading }) })
  await expect(refused).toContainText(refusalLine)
  await expect(decapMessage).toBeHidden({ timeout: 30_000 })
  await expect(refused).toBeVisible()
  await refused.getByRole("button", { name: saveRefusalWords.dismiss }).click()
  await expect(refused).toBeHidden()
  expect(eventFiles()).toEqual(eventsBefore)

  // The preview is the site's own event component: the date in words, the name's markup rendered.
  const preview = page.frameLocator("iframe").first()
  await expect(preview.getByRole("heading", { name: "CMS check supper and quiz" })).toBeVisible()
  await expect(preview.locator("h2 em")).toHaveText("and quiz")

  await typeDate("endsAt", event.endsAt)
  await save(page)
  await expect(savedNotice(page)).toBeVisible()
  // Saved under the plain text of its name, its photo beside it, its fields in the schema's order.
  await expect.poll(eventFiles).toEqual([...eventsBefore, eventFileName].sort())
  expect(fs.readdirSync(path.join(siteCopy, "data/events"))).toContain(savedPhotoName)
  const saved = readEntry("events", eventFileName.replace(/\.json$/, ""))
  expect(saved).toMatchObject({ ...event, picture: { photo: savedPhotoName, alt: pictureAlt } })
  const schemaOrder = Object.keys(jsonSchemaOf(events.schema).properties ?? {})
  expect(Object.keys(saved)).toEqual(schemaOrder.filter(key => key in saved))
  // After a first save Decap moves itself to the new entry's address: wait for that, or it can overtake the next move.
  await expect(page).toHaveURL(/#\/collections\/events\/entries\/[^/]+$/)

  // The Events list names each event as the site shows it, without its markup.
  await page.goto(`${adminUrl}#/collections/events`)
  await expect(page.getByText(plainTextOf(event.name), { exact: true })).toBeVisible()
  await expect(page.getByText(event.name, { exact: true })).toHaveCount(0)

  // A person, opened by changing the address (no reload): the form shows their entry.
  const person = firstEntry("people")
  await page.goto(`${adminUrl}#/collections/people/entries/${person}`)
  const description = page.getByLabel(boxLabel("people", "description"), { exact: true })
  await expect(description).toHaveValue(String(readEntry("people", person).description))
  await description.fill(personDescription)
  await expect(description).toHaveValue(personDescription)
  await save(page)
  await expect(savedNotice(page)).toBeVisible()
  await expect.poll(() => readEntry("people", person).description).toBe(personDescription)
  // Notepad's byte-order mark and line ends are gone: the file is in the one form of data/.
  const personFile = `data/people/${person}.json`
  const personText = fs.readFileSync(path.join(siteCopy, personFile), "utf8")
  expect(personText).toBe(canonicalSource(collectionByFolder("people")!, personFile, personText))
  expect(personText).not.toMatch(/^\uFEFF|\r/)
  // A photo named like another person's: Decap asks before replacing it, and Cancel keeps that photo as it was.
  const peopleFolder = path.join(siteCopy, "data/people")
  const takenName = fs.readdirSync(peopleFolder).find(name => name.endsWith(".jpg"))!
  const takenPhoto = fs.readFileSync(path.join(peopleFolder, takenName))
  fs.copyFileSync(path.join(siteCopy, photoName), path.join(siteCopy, takenName.toUpperCase()))
  const questions: string[] = []
  page.once("dialog", dialog => void dialog.dismiss().then(() => questions.push(dialog.message())))
  await uploadImage(page, path.join(siteCopy, takenName.toUpperCase()))
  await expect.poll(() => questions).toEqual([expect.stringContaining(takenName)])
  expect(fs.readFileSync(path.join(peopleFolder, takenName)).equals(takenPhoto)).toBe(true)

  // A page's words, in the Pages collection: a sentence added at the end of its Markdown text.
  const pageFile = path.join(siteCopy, "data/pages/history.md")
  await page.goto(`${adminUrl}#/collections/pages/entries/history`)
  const text = page.locator('[data-slate-editor="true"]').first()
  // Moving from one entry to another reloads the CMS (entry-address.ts): on a busy machine that takes a while.
  await expect(text).toBeVisible({ timeout: 30_000 })
  await text.click()
  await page.keyboard.press("Control+End")
  await page.keyboard.press("Enter")
  await page.keyboard.type(pageSentence)
  // The preview shows the page's text as the site writes it.
  await expect(page.frameLocator("iframe").first().getByText(pageSentence)).toBeVisible()
  await save(page)
  await expect(savedNotice(page)).toBeVisible()
  await expect.poll(() => fs.readFileSync(pageFile, "utf8")).toContain(pageSentence)

  expect(cspViolations).toEqual([])
})

test(
  "a production build of the copy (gatsby build, in this test) shows the saved files, which pass the content check",
  {
    tag: "@slow",
  },
  async () => {
    test.setTimeout(8 * 60_000)
    const report = await checkContent(siteCopy, siteNow())
    expect(report.problems).toEqual([])
    const saved = report.entries.find(entry => entry.collection.folder === "events" && entry.data.order === event.order)
    // The tags, typed as the spec's comma-separated text, are the site's list of two.
    expect(saved?.data).toMatchObject({
      ...event,
      tags: ["Supper", "All Ages"],
      picture: { photo: savedPhotoName, alt: pictureAlt },
    })

    // A production build of the copy, with the tests' "now" (as `npm run build:test`).
    execFileSync(path.resolve(__dirname, "../../node_modules/.bin/gatsby"), ["build"], {
      cwd: siteCopy,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1", NODE_OPTIONS: "--disable-warning=DEP0040" },
      stdio: "ignore",
    })
    const built = (route: string) => fs.readFileSync(path.join(siteCopy, "public", route, "index.html"), "utf8")
    const newsAndEvents = built("news-and-events")
    expect(newsAndEvents).toContain("CMS check supper <em>and quiz</em>")
    expect(newsAndEvents).toContain(savedPhotoName.replace(/\.jpg$/, ""))
    expect(newsAndEvents).toContain(`alt="${pictureAlt}"`)
    expect(built("whos-who")).toContain(personDescription)
    expect(built("history")).toContain(pageSentence)
    // The new group's page, at the address of its file's name, with its panel; the menu links to it.
    const groupPage = built(newGroup.fileName)
    expect(groupPage).toContain(`>${newGroup.title}</h1>`)
    expect(groupPage).toContain(newGroup.panelHeading)
    expect(built("")).toContain(`href="/${newGroup.fileName}"`)
  },
)
