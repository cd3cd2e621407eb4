/** @jest-environment jsdom */
import * as React from "react"
import { TwitterTimeline, TWITTER_WIDGETS_URL } from "../../src/components/TwitterTimeline"
import { enhanceTwitterTimeline } from "../../src/standalone/load-on-request"
import { UpcomingEvents } from "../../src/components/UpcomingEvents"
import { MAX_HOME_EVENTS, eventsForHome } from "../../src/content/collections/events"
import { plainTextOfMarkdown } from "../../src/content/markdown"
import { fillIn } from "../../src/content/template"
import { render, shippedPage } from "../support/render"

/** Home's words as the parish writes them (data/pages/home.md). */
const home = shippedPage<NonNullable<Queries.HomePageQuery["page"]>>("home")

const events = Array.from({ length: 8 }, (_, index) => ({
  id: `event-${index + 1}`,
  nameHtml: `Event <em>${index + 1}</em>`,
  when: `${index + 1} December`,
  startsAt: `2026-12-0${index + 1}T10:00`,
  featured: true,
}))

describe("featured events on Home", () => {
  it(`shows at most ${MAX_HOME_EVENTS} (docs/requirements.md#screens), the first ones in order`, () => {
    expect(eventsForHome(events).map(event => event.id)).toEqual(
      events.slice(0, MAX_HOME_EVENTS).map(event => event.id),
    )
    expect(events.length).toBeGreaterThan(MAX_HOME_EVENTS)
  })

  it("shows only featured events, and all of them when there are fewer than 6", () => {
    const mixed = events.slice(0, 4).map((event, index) => ({ ...event, featured: index % 2 === 0 }))
    expect(eventsForHome(mixed).map(event => event.id)).toEqual(["event-1", "event-3"])
  })

  it("links each shown event to News & Events, with its formatted name, plus a See all events link", () => {
    const section = render(<UpcomingEvents events={events} words={home.upcomingEvents} eventsPage="/news-and-events" />)
    const eventLinks = [...section.querySelectorAll("li a")]
    expect(eventLinks).toHaveLength(MAX_HOME_EVENTS)
    for (const link of eventLinks) expect(link.getAttribute("href")).toBe("/news-and-events")
    expect(eventLinks[0]!.querySelector("em")?.textContent).toBe("1")
    const seeAll = [...section.querySelectorAll("a")].find(link => link.textContent === home.upcomingEvents.allEvents)
    expect(seeAll?.getAttribute("href")).toBe("/news-and-events")
  })

  it("on a site without News & Events, shows the events with no links and no See all events", () => {
    const section = render(<UpcomingEvents events={events} words={home.upcomingEvents} />)
    expect(section.querySelectorAll("li")).toHaveLength(MAX_HOME_EVENTS)
    expect(section.querySelectorAll("a")).toHaveLength(0)
    expect(section.querySelector("li em")?.textContent).toBe("1")
    expect(section.textContent).not.toContain(home.upcomingEvents.allEvents)
  })
})

describe("Home with no upcoming events", () => {
  it("says so kindly and points to the regular services instead of an empty list", () => {
    const section = render(<UpcomingEvents events={[]} words={home.upcomingEvents} />)
    expect(section.querySelectorAll("li")).toHaveLength(0)
    expect(section.textContent).toContain(plainTextOfMarkdown(home.upcomingEvents.none))
  })
})

describe("the Twitter timeline", () => {
  const followLink = fillIn(home.social.follow, { network: "Twitter" })
  const widgetScripts = () => [...document.querySelectorAll("script")].filter(s => s.src === TWITTER_WIDGETS_URL)
  const renderTimeline = () =>
    render(
      <TwitterTimeline
        handle="StMichaelsN21"
        accountUrl="https://twitter.com/StMichaelsN21"
        words={home.social}
        followLink={followLink}
      />,
    )

  it("loads nothing from Twitter until the button is pressed, and keeps the plain link throughout", () => {
    const section = renderTimeline()
    const offer = () => section.querySelector<HTMLElement>("[data-twitter-offer]")!
    // Without the page's script there is no button to press, only the plain link.
    expect(offer().hidden).toBe(true)
    enhanceTwitterTimeline(section.firstElementChild as HTMLElement)
    expect(offer().hidden).toBe(false)
    const fallback = () => [...section.querySelectorAll("a")].find(a => a.textContent?.startsWith(followLink))
    expect(widgetScripts()).toHaveLength(0)
    expect(section.querySelector(".twitter-timeline")).toBeNull()
    expect(fallback()?.getAttribute("href")).toBe("https://twitter.com/StMichaelsN21")

    const button = section.querySelector("button")!
    expect(button.textContent).toBe(home.social.show)
    button.click()

    expect(widgetScripts()).toHaveLength(1)
    expect(section.querySelector("a.twitter-timeline")?.getAttribute("href")).toBe("https://twitter.com/StMichaelsN21")
    // What the link says until Twitter's script turns it into the timeline, in the page's words.
    expect(section.querySelector("a.twitter-timeline")?.textContent).toBe(
      fillIn(home.social.timelineLink, { handle: "StMichaelsN21" }),
    )
    // The offer has gone (hidden), the plain link stays.
    expect(offer().hidden).toBe(true)
    expect(fallback()).toBeDefined()
    // Focus moves to the timeline, not lost with the button.
    expect(section.contains(document.activeElement)).toBe(true)
  })

  it("adds the script only once when the timeline is shown again (back on Home)", () => {
    // The script from the first visit (previous test) is still on the page, and has set up window.twttr.
    expect(widgetScripts()).toHaveLength(1)
    const load = jest.fn()
    window.twttr = { widgets: { load } }
    const section = renderTimeline()
    enhanceTwitterTimeline(section.firstElementChild as HTMLElement)
    section.querySelector("button")!.click()
    expect(widgetScripts()).toHaveLength(1)
    expect(load).toHaveBeenCalledTimes(1)
  })
})
