/** @jest-environment jsdom */
import * as React from "react"
import { act } from "react"
import { createRoot } from "react-dom/client"
import { dateBoxWords, LondonDateTimeControl } from "../../src/cms/date-widget"
import { inWords, monthChoices, partsOf, valueOfParts } from "../../src/cms/date-parts"
import { readTypedTime as parseTime } from "../../src/content/london-time"
import { formatClockTime } from "../../src/content/clock-time"
import { impossibleLondonTime } from "../../src/content/date-fields"
import { siteNow } from "../../src/content/site-now"

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

/**
 * The CMS's date and time boxes: what a volunteer types in day, month, year and time is stored as the London
 * wall-clock text a file holds, and a stored value shows in the boxes as it was typed, whatever the computer's
 * language. Expectations are worked out from the stored form, never written out as prose.
 */
const pad = (number: number) => String(number).padStart(2, "0")
const everyClockTime = Array.from(
  { length: 24 * 4 },
  (_, index) => `${pad(Math.floor(index / 4))}:${pad((index % 4) * 15)}`,
)
const year = siteNow().getUTCFullYear()

describe("the date boxes' reading and writing", () => {
  it("shows a stored value in the boxes and stores the boxes' value unchanged, for every month and time", () => {
    for (const [monthIndex] of monthChoices.entries()) {
      for (const time of everyClockTime) {
        const stored = `${year}-${pad(monthIndex + 1)}-${pad((monthIndex % 28) + 1)}T${time}`
        if (impossibleLondonTime(stored)) continue
        expect(valueOfParts(partsOf(stored))).toEqual({ value: stored })
      }
    }
  })

  it("offers the twelve months by their English names, in order", () => {
    const names = monthChoices.map(({ value }) =>
      new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" }).format(Date.UTC(2000, Number(value) - 1, 1)),
    )
    expect(monthChoices.map(({ name }) => name)).toEqual(names)
    expect(new Set(names).size).toBe(12)
  })

  it("takes a time on the 24-hour clock, with a dot, or in the words the site writes it in", () => {
    for (const time of everyClockTime) {
      expect({ time, typed: parseTime(time) }).toEqual({ time, typed: time })
      expect({ time, typed: parseTime(time.replace(":", ".")) }).toEqual({ time, typed: time })
      // "6.30 p.m.", "12 noon", "12 midnight": the site's own words for the time read back as that time.
      expect({ time, typed: parseTime(formatClockTime(time)) }).toEqual({ time, typed: time })
      expect({
        time,
        typed: parseTime(
          formatClockTime(time)
            .replace(/([ap])\.m\./, "$1m")
            .toUpperCase(),
        ),
      }).toEqual({
        time,
        typed: time,
      })
    }
  })

  it("refuses what is not a time rather than guessing", () => {
    for (const typed of ["25:00", "10:60", "13 pm", "0 am", "16", "half six", ""]) {
      expect({ typed, time: parseTime(typed) }).toEqual({ typed, time: undefined })
    }
  })

  it("stores nothing for empty boxes, and names what is missing in boxes half filled in", () => {
    expect(valueOfParts({ day: "", month: "", year: "", time: "" })).toEqual({ empty: true })
    const read = valueOfParts({ day: "24", month: "12", year: "", time: "" })
    expect("problem" in read && read.problem).toMatch(/year.*time/)
  })

  it("refuses a day the month does not have with the content check's own words", () => {
    const parts = { day: "30", month: "2", year: String(year), time: "10:00" }
    const read = valueOfParts(parts)
    expect(read).toEqual({ problem: impossibleLondonTime(`${year}-02-30T10:00`) })
    expect("problem" in read && read.problem).not.toContain(`${year}-02-30`)
  })
})

describe("the date boxes in the CMS's form", () => {
  /** Decap's field, as an Immutable map answers `get`. */
  const field = (settings: Record<string, unknown>) => ({ get: (key: string) => settings[key] })

  function mount(value: string, required = true, settings: Record<string, unknown> = {}) {
    const container = document.createElement("div")
    document.body.append(container)
    const changes: string[] = []
    const control = React.createRef<LondonDateTimeControl>()
    const root = createRoot(container)
    const render = (current: string) =>
      act(() =>
        root.render(
          <LondonDateTimeControl
            ref={control}
            value={current}
            forID="starts"
            field={field({ label: "Starts", name: "startsAt", required, ...settings })}
            t={key => key.split(".").at(-1)!}
            onChange={next => {
              changes.push(next)
              render(next)
            }}
          />,
        ),
      )
    render(value)
    const box = (label: string) =>
      [...container.querySelectorAll("label")]
        .find(candidate => candidate.firstChild?.textContent === label)!
        .querySelector<HTMLInputElement | HTMLSelectElement>("input, select")!
    /** Types into a box as React sees it. */
    const type = (label: string, text: string) =>
      act(() => {
        const element = box(label)
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")!.set!
        setter.call(element, text)
        element.dispatchEvent(new Event(element.tagName === "SELECT" ? "change" : "input", { bubbles: true }))
      })
    return { container, changes, control, box, type, unmount: () => act(() => root.unmount()) }
  }

  it("stores what was typed in day, month, year and time as London wall-clock text, and says it in words", () => {
    const stored = `${year}-12-24T16:00`
    const { changes, type, container, unmount } = mount("")
    const { day, month, time } = partsOf(stored)
    type(dateBoxWords.day, day)
    type(dateBoxWords.month, month)
    type(dateBoxWords.year, String(year))
    type(dateBoxWords.time, formatClockTime(time))
    expect(changes.at(-1)).toBe(stored)
    expect(container.querySelector("output")?.textContent).toBe(inWords(stored))
    unmount()
  })

  it("shows a stored value in its boxes, the month by name", () => {
    const stored = `${year}-03-07T09:30`
    const { box, unmount } = mount(stored)
    const select = box(dateBoxWords.month) as HTMLSelectElement
    expect(box(dateBoxWords.day).value).toBe(partsOf(stored).day)
    expect(select.selectedOptions[0]?.textContent).toBe(monthChoices[2]!.name)
    expect(box(dateBoxWords.year).value).toBe(String(year))
    expect(box(dateBoxWords.time).value).toBe(partsOf(stored).time)
    unmount()
  })

  it("stops Decap's save while the boxes are half filled in, naming the field", () => {
    const { type, control, unmount } = mount("")
    type(dateBoxWords.day, "24")
    const verdict = control.current!.isValid()
    expect(verdict).toEqual({ error: { message: expect.stringMatching(/^Starts: /) } })
    unmount()
  })

  it("for a day alone (a date to look again by) has no time box, and stores the day, said in words", () => {
    const stored = `${year}-05-31`
    const { changes, type, container, box, unmount } = mount("", true, { time: false })
    expect(container.querySelectorAll("input, select")).toHaveLength(3)
    type(dateBoxWords.day, "31")
    type(dateBoxWords.month, "5")
    type(dateBoxWords.year, String(year))
    expect(changes.at(-1)).toBe(stored)
    expect(container.querySelector("output")?.textContent).toBe(inWords(stored))
    expect(box(dateBoxWords.day).value).toBe("31")
    unmount()
  })

  it("is one group named like its label, with the label's own '(optional)' when the form does not insist", () => {
    const { container, unmount } = mount("", false)
    expect(container.querySelector('[role="group"]')?.getAttribute("aria-label")).toBe("Starts (optional)")
    // Decap's label above the boxes points at the first of them.
    expect(container.querySelector("#starts")).not.toBeNull()
    unmount()
  })
})
