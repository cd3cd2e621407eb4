import { spawnSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { TEST_NOW } from "../../scripts/test-now"
import { entryJson } from "../../src/content/canonical-form"
import { events } from "../../src/content/collections/events"
import { addDays, datePart, londonLocal } from "../../src/content/london-time"
import { plainTextOf } from "../../src/content/sanitize"
import { entriesIn, checkContent } from "../../src/content/validate"
import { copyOfSite } from "../support/site-copy"

/**
 * The whole site built three years after the tests' pinned date, its data/ as shipped and one event planted a week
 * after that day: it builds, shows the planted event on News & Events, Home, in the JSON-LD and events.ics, and none of
 * the shipped events (all long over); the services' feed starts from that week, and the footer carries that year.
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
let build: ReturnType<typeof spawnSync>

beforeAll(async () => {
  shippedEventNames = entriesIn((await checkContent(site, instant)).entries, events).map(entry =>
    plainTextOf(entry.data.name),
  )
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

it("starts each service's weekly series from that week, and the footer's copyright carries that year", () => {
  const starts = [...read("services.ics").matchAll(/^DTSTART;TZID=Europe\/London:(\d{8})T/gm)].map(match => match[1])
  expect(starts.length).toBeGreaterThan(0)
  const thatWeek = Array.from({ length: 7 }, (_, day) => addDays(today, day).replace(/-/g, ""))
  for (const start of starts) expect(thatWeek).toContain(start)
  const footer = /<footer[\s\S]*<\/footer>/.exec(read("index.html"))?.[0] ?? ""
  expect(textOf(footer)).toContain(`© ${instant.getUTCFullYear()}`)
})
