import { dateParts } from "../../src/components/DateMarker/date-parts"
import { sectionOf, type SectionItem } from "../../src/components/PageRail/section-links"
import { floorAreaText, kitchenOf, venueHeadingId } from "../../src/components/VenueCard/venue-text"
import { fallbackFontFaceCss, webFonts } from "../../src/theme/font-faces"

describe("an event's date marker", () => {
  it("shows the day, short month and weekday of the start's calendar day", () => {
    expect(dateParts("2026-11-29T10:00")).toEqual({ weekday: "Sun", day: "29", month: "Nov" })
    expect(dateParts("2027-01-01T00:30")).toEqual({ weekday: "Fri", day: "1", month: "Jan" })
  })

  it("keeps a London wall-clock start on its own day, even just after midnight on the clocks' change", () => {
    // 00:30 on the last Sunday of March is still Sunday 28 in any time zone the build runs in.
    expect(dateParts("2027-03-28T00:30")?.day).toBe("28")
    expect(dateParts("2026-10-25T23:45")?.day).toBe("25")
  })

  it("shows nothing for a value that is not a date", () => {
    expect(dateParts("next Sunday")).toBeUndefined()
    expect(dateParts("2026-13-45T10:00")).toBeUndefined()
  })
})

describe("the venues' comparison", () => {
  it("reads a kitchen from the feature tags, whatever the editor called it", () => {
    expect(kitchenOf(["Stage", "Kitchen"])).toBe("Kitchen")
    expect(kitchenOf(["Kitchenette", "Quiet"])).toBe("Kitchenette")
    expect(kitchenOf(["Fully equipped kitchen"])).toBe("Fully equipped kitchen")
    expect(kitchenOf(["Piano", "Wi-Fi"])).toBeUndefined()
  })

  it("gives the floor area in whole square metres, and nothing without a size", () => {
    expect(floorAreaText({ lengthMetres: 15, widthMetres: 7 })).toBe("105 m²")
    expect(floorAreaText({ lengthMetres: 6.5, widthMetres: 5.5 })).toBe("36 m²")
    expect(floorAreaText(null)).toBeUndefined()
  })

  it("links each hall to its card's heading by an id made from its name", () => {
    expect(venueHeadingId("Frank Burton Room")).toBe("venue-frank-burton-room")
  })
})

describe("the rail beside a text page", () => {
  const page = (title: string, to: string) => ({ title, to })
  const mega = (label: string, columns: SectionItem["columns"], alsoCurrentOn: string[] | null = null) => ({
    label,
    alsoCurrentOn,
    tiles: null,
    columns,
  })
  const items: SectionItem[] = [
    { label: "Home", alsoCurrentOn: null, tiles: null, columns: null },
    {
      label: "The Church",
      alsoCurrentOn: null,
      columns: null,
      tiles: [page("Who's Who", "/whos-who"), page("History", "/history")],
    },
    mega(
      "Donations",
      [
        {
          tile: null,
          groups: null,
          logos: null,
          link: { label: "Make a Donation", to: null, siteLink: "donationUrl" },
        },
        { tile: null, groups: null, link: null, logos: [page("Amazon Smile", "/amazon-smile")] },
      ],
      ["/fundraising"],
    ),
    { label: "Contact", alsoCurrentOn: null, tiles: [page("Contact", "/contact")], columns: null },
  ]
  const siteLinks = { donationUrl: "https://give.example.org" } as Queries.SiteLinksFragment
  const importantInformation = {
    heading: "Important Information",
    links: [
      { label: "Safeguarding", to: "/safeguarding" },
      { label: "Privacy Policy", to: "/privacy-policy" },
    ],
  }
  const section = (pathname: string, aliases = {}) =>
    sectionOf(items, siteLinks, importantInformation, pathname, aliases)

  it("lists the pages of the menu section this page is in, as its drop-down names them", () => {
    expect(section("/history/")?.label).toBe("The Church")
    expect(section("/history")?.links.map(entry => [entry.label, entry.href])).toEqual([
      ["Who's Who", "/whos-who"],
      ["History", "/history"],
    ])
    expect(section("/amazon-smile")?.links.map(entry => entry.href)).toEqual([
      "https://give.example.org",
      "/amazon-smile",
    ])
  })

  it("places a page the item names in alsoCurrentOn in its section", () => {
    expect(section("/fundraising")?.label).toBe("Donations")
  })

  it("falls back to the footer's Important Information, and to nothing for a page in no section", () => {
    expect(section("/privacy-policy")?.label).toBe("Important Information")
    expect(section("/")).toBeUndefined()
    expect(section("/cookies")).toBeUndefined()
    // A drop-down of one page is no section.
    expect(section("/contact")).toBeUndefined()
  })

  it("finds a page by its other address too", () => {
    expect(section("/old-history", { "/old-history": "/history" })?.label).toBe("The Church")
  })
})

describe("the web fonts", () => {
  it("gives every web font weight a resized local fallback of the same weight", () => {
    const fallbackWeights = new Set(
      fallbackFontFaceCss
        .split("@font-face")
        .filter(rule => rule.includes("local("))
        .map(rule => `${/font-family:"([^"]+) Fallback/.exec(rule)?.[1]} ${/font-weight:(\d+)/.exec(rule)?.[1]}`),
    )
    for (const font of Object.values(webFonts)) expect(fallbackWeights).toContain(`${font.family} ${font.weight}`)
  })
})
