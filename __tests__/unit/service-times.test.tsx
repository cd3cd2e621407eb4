/** @jest-environment jsdom */
import * as React from "react"
import { ServiceCard } from "../../src/components/ServiceCard"
import { formatClockTime, formatServiceTime } from "../../src/content/clock-time"
import { render, textsOf } from "../support/render"

describe("service times in words", () => {
  it.each([
    ["10:00", "10 a.m."],
    ["18:00", "6 p.m."],
    ["18:30", "6.30 p.m."],
    ["12:00", "12 noon"],
    ["12:15", "12.15 p.m."],
    ["00:00", "12 midnight"],
    ["00:30", "12.30 a.m."],
    ["09:05", "9.05 a.m."],
    ["23:45", "11.45 p.m."],
  ])("%s reads %s", (clockTime, words) => {
    expect(formatClockTime(clockTime)).toBe(words)
  })

  it("puts the day first, as the spec writes the services", () => {
    expect(formatServiceTime("Sunday", "10:00")).toBe("Sunday 10 a.m.")
    expect(formatServiceTime("Sunday", "18:00")).toBe("Sunday 6 p.m.")
    expect(formatServiceTime("Wednesday", "10:00")).toBe("Wednesday 10 a.m.")
  })

  it.each(["25:00", "10:60", "10am", "", "7:30"])("refuses %j with a message naming it", bad => {
    expect(() => formatClockTime(bad)).toThrow(`"${bad}" is not a 24-hour time`)
  })
})

describe("ServiceCard", () => {
  it("shows the name as a heading, the time in words, each paragraph and each tag", () => {
    const page = render(
      <ServiceCard
        service={{
          name: "Evensong",
          day: "Sunday",
          startTime: "18:00",
          description: ["First paragraph.", "Second paragraph."],
          tags: ["Reflective", "Choral first Sunday"],
          imageAlt: "Candlelight",
          image: { drawing: null, childImageSharp: null },
        }}
      />,
    )
    expect(textsOf(page, "h2")).toEqual(["Evensong"])
    expect(textsOf(page, "p")).toEqual(["Sunday 6 p.m.", "First paragraph.", "Second paragraph."])
    expect(textsOf(page, "li")).toEqual(["Reflective", "Choral first Sunday"])
  })
})
