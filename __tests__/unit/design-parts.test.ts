import { dateParts } from "../../src/components/DateMarker/date-parts"
import type { LayoutModel, MenuLinkModel } from "../../src/components/Layout/layout-data"
import { sectionLinks } from "../../src/components/PageRail/section-links"
import { floorAreaText, kitchenOf, venueHeadingId } from "../../src/components/VenueCard/venue-text"
import { fontFaceCss, webFonts } from "../../src/theme/font-faces"

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
  const link = (label: string, href: string, external = false): MenuLinkModel => ({ label, href, external })
  const model: Pick<LayoutModel, "phoneGroups" | "footer"> = {
    phoneGroups: [
      { label: undefined, links: [link("Welcome", "/")] },
      { label: "The Church", links: [link("Who's Who?", "/whos-who"), link("History", "/history")] },
      {
        label: "Donations",
        links: [link("Make a Donation", "https://give.example.org", true), link("Amazon Smile", "/amazon-smile")],
      },
    ],
    footer: {
      missionHeading: "Our mission",
      mission: [],
      importantInformationHeading: "Important Information",
      importantInformation: [link("Safeguarding", "/safeguarding"), link("Privacy Policy", "/privacy-policy")],
      ecoAward: { href: "", image: undefined, alt: "" },
      dioceseLogo: { href: "", image: undefined, alt: "" },
    },
  }

  it("lists the pages of the menu section this page is in", () => {
    expect(sectionLinks(model, "/history/")?.label).toBe("The Church")
    expect(sectionLinks(model, "/history")?.links.map(entry => entry.href)).toEqual(["/whos-who", "/history"])
  })

  it("falls back to the footer's Important Information, and to nothing for a page in no section", () => {
    expect(sectionLinks(model, "/privacy-policy")?.label).toBe("Important Information")
    expect(sectionLinks(model, "/")).toBeUndefined()
    expect(sectionLinks(model, "/cookies")).toBeUndefined()
  })

  it("finds a page by its other address too", () => {
    expect(sectionLinks(model, "/old-history", { "/old-history": "/history" })?.label).toBe("The Church")
  })
})

describe("the web fonts", () => {
  it("gives every web font weight a resized local fallback of the same weight", () => {
    const fallbackWeights = new Set(
      fontFaceCss
        .split("@font-face")
        .filter(rule => rule.includes("local("))
        .map(rule => `${/font-family:"([^"]+) Fallback/.exec(rule)?.[1]} ${/font-weight:(\d+)/.exec(rule)?.[1]}`),
    )
    for (const font of Object.values(webFonts)) expect(fallbackWeights).toContain(`${font.family} ${font.weight}`)
  })
})
