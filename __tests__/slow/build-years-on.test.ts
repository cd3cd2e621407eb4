import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { TEST_NOW } from "../../scripts/test-now"
import { entryJson } from "../../src/content/canonical-form"
import { events } from "../../src/content/collections/events"
import { venues } from "../../src/content/collections/venues"
import { addDays, datePart, londonLocal } from "../../src/content/london-time"
import { plainTextOf } from "../../src/content/sanitize"
import { entriesIn, checkContent } from "../../src/content/validate"
import { copyOfSite } from "../support/site-copy"

/**
 * The whole site built three years after the tests' pinned date, its data/ as shipped and one event planted a week
 * after that day: it builds, shows the planted event on News & Events, Home, in the JSON-LD and events.ics, and none of
 * the shipped events (all long over); the services' feed starts from that week, the footer carries that year, and
 * the generated GraphQL types are the committed ones.
 * About five minutes: a production build.
 */

const site = copyOfSite("parish-years-on-")
const instant = new Date(TEST_NOW)
instant.setUTCFullYear(instant.getUTCFullYear() + 3)
const today = datePart(londonLocal(instant))
const planted = {
  file: "data/events/years-on-evening.json",
  name: "Years On <em>Evening</em>",
  startsAt: `${addDays(today, 7)}T19:30`,
}
const read = (file: string) => fs.readFileSync(path.join(site, "public", file), "utf8")
/** A page's words as a reader has them: the HTML without its tags (an event's name may hold <em>). */
const textOf = (html: string) => html.replace(/<[^>]+>/g, "")
let shippedEventNames: string[] = []
let halls: string[] = []
const namedHirer = "Ashgrove Lindy Hop Society"
const privateHirer = "Zebedee Quartermaine-Private"
let build: ReturnType<typeof spawnSync>

beforeAll(async () => {
  const shipped = (await checkContent(site, instant)).entries
  halls = entriesIn(shipped, venues).map(venue => venue.fileName)
  shippedEventNames = entriesIn(shipped, events).map(entry => plainTextOf(entry.data.name))
  fs.writeFileSync(
    path.join(site, planted.file),
    entryJson({
      order: 0,
      name: planted.name,
      serviceType: "eucharist",
      startsAt: planted.startsAt,
      content: ["An evening three years on."],
      tags: "Test",
      teaAndCoffee: false,
      eucharist: false,
      featured: true,
    }),
  )
  // Two bookings of a hall that week: one whose hirer agreed to be named, one private.
  const booking = (hirer: string, showHirer: boolean, day: number) => ({
    hall: halls[0] ?? "",
    date: addDays(today, day),
    startTime: "14:00",
    endTime: "16:00",
    hirer,
    showHirer,
  })
  fs.writeFileSync(path.join(site, "data/bookings/named.json"), entryJson(booking(namedHirer, true, 2)))
  fs.writeFileSync(path.join(site, "data/bookings/private.json"), entryJson(booking(privateHirer, false, 3)))
  build = spawnSync("npx", ["gatsby", "build"], {
    cwd: site,
    encoding: "utf8",
    env: { ...process.env, SITE_NOW: instant.toISOString(), GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
  })
}, 20 * 60_000)

afterAll(() => fs.rmSync(site, { recursive: true, force: true }))

const plantedName = plainTextOf(planted.name)

it("builds", () => {
  expect({
    status: build.status,
    log: build.status === 0 ? "" : `${build.stdout}${build.stderr}`.slice(-4000),
  }).toEqual({
    status: 0,
    log: "",
  })
})

// Only the planted event is shown and every notice and booking of today's data/ is over, yet the GraphQL types a
// fresh clone typechecks with come out the same (docs/decisions/0003-committed-types.md).
it("writes the same src/gatsby-types.d.ts as this checkout's, whichever entries are still shown", () => {
  const lines = (root: string) => fs.readFileSync(path.join(root, "src/gatsby-types.d.ts"), "utf8").split("\n")
  const [built, committed] = [lines(site), lines(path.resolve(__dirname, "../.."))]
  expect({
    dropped: committed.filter(line => !built.includes(line)),
    added: built.filter(line => !committed.includes(line)),
    same: built.join("\n") === committed.join("\n"),
  }).toEqual({ dropped: [], added: [], same: true })
})

it("shows the planted event on News & Events and Home, and none of the shipped ones", () => {
  for (const page of ["news-and-events/index.html", "index.html"]) {
    const text = textOf(read(page))
    expect({ page, planted: text.includes(plantedName) }).toEqual({ page, planted: true })
    for (const name of shippedEventNames)
      expect({ page, name, shown: text.includes(name) }).toEqual({ page, name, shown: false })
  }
})

it("describes the planted event to search engines and in events.ics, and no shipped one", () => {
  const ld = [
    ...read("news-and-events/index.html").matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs),
  ]
    .map(match => JSON.stringify(JSON.parse(match[1] ?? "null")))
    .join("\n")
  expect(ld).toContain(`"name":"${plantedName}"`)
  expect(ld).toContain(`"startDate":"${planted.startsAt}:00`)
  const ics = read("events.ics")
  expect(ics).toContain(`SUMMARY:${plantedName}`)
  for (const name of shippedEventNames) {
    expect(ld).not.toContain(`"name":"${name}"`)
    expect(ics).not.toContain(`SUMMARY:${name}`)
  }
})

it("starts each service's dates in services.ics from that week, and the footer's copyright carries that year", () => {
  const firstBySummary = new Map<string, string>()
  for (const event of read("services.ics")
    .replace(/\r\n[ \t]/g, "")
    .split("BEGIN:VEVENT")
    .slice(1)) {
    const summary = /SUMMARY:(.*)\r/.exec(event)?.[1] ?? ""
    const start = /DTSTART;TZID=Europe\/London:(\d{8})T/.exec(event)?.[1] ?? ""
    const first = firstBySummary.get(summary)
    if (first === undefined || start < first) firstBySummary.set(summary, start)
  }
  expect(firstBySummary.size).toBeGreaterThan(0)
  const thatWeek = Array.from({ length: 7 }, (_, day) => addDays(today, day).replace(/-/g, ""))
  for (const start of firstBySummary.values()) expect(thatWeek).toContain(start)
  const footer = /<footer[\s\S]*<\/footer>/.exec(read("index.html"))?.[0] ?? ""
  expect(textOf(footer)).toContain(`© ${instant.getUTCFullYear()}`)
})

it("shows a booking's hirer on Venues only where they agreed, and a private hirer's name in no file it published", () => {
  expect(textOf(read("venues/index.html"))).toContain(namedHirer)
  const published = (folder: string): string[] =>
    fs
      .readdirSync(folder, { withFileTypes: true })
      .flatMap(entry =>
        entry.isDirectory()
          ? published(path.join(folder, entry.name))
          : /\.(html|json|ics|txt|xml|js)$/.test(entry.name)
            ? [path.join(folder, entry.name)]
            : [],
      )
  const files = published(path.join(site, "public"))
  expect(files.some(file => file.includes(`${path.sep}page-data${path.sep}`))).toBe(true)
  expect(files.filter(file => fs.readFileSync(file, "utf8").includes(privateHirer))).toEqual([])
})
