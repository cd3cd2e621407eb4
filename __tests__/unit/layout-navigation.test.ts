/** @jest-environment jsdom */
import { ariaCurrent, currentness, currentnessOfAny, normalisePathname } from "../../src/components/Navigation/current-page"
import {
  focusAfterNavigation,
  routerFocusWrapperId,
  scrollAfterNavigation,
} from "../../src/components/Layout/route-effects"
import { itemId, navLink, phoneGroups, routeAliases, routesOf } from "../../src/components/Navigation/links"

describe("which menu entry is current", () => {
  const aliases = { "/parish-news": "/news-and-events" }

  it("ignores a trailing slash, query and hash", () => {
    expect(normalisePathname("/worship/")).toBe("/worship")
    expect(normalisePathname("/contact?send_to=helen#form")).toBe("/contact")
    expect(normalisePathname("")).toBe("/")
    expect(normalisePathname("/")).toBe("/")
  })

  it("marks Home only on an exact match", () => {
    expect(currentness("/", "/")).toBe("page")
    expect(currentness("/?utm=x", "/")).toBe("page")
    expect(currentness("/whos-who", "/")).toBeUndefined()
    expect(currentness("/contact/thank-you", "/")).toBeUndefined()
  })

  it("marks the page itself, and a page under it as its section", () => {
    expect(currentness("/whos-who", "/whos-who")).toBe("page")
    expect(currentness("/whos-who/", "/whos-who")).toBe("page")
    expect(currentness("/contact/thank-you", "/contact")).toBe("section")
    // A route that merely starts with the same letters is not inside it.
    expect(currentness("/children", "/childrens-clubs")).toBeUndefined()
    expect(currentness("/childrens-clubs", "/children")).toBeUndefined()
  })

  it("treats another address of the same screen as that screen", () => {
    expect(currentness("/parish-news", "/news-and-events", aliases)).toBe("page")
    expect(currentness("/parish-news", "/notice-board", aliases)).toBeUndefined()
  })

  it("marks a drop-down when any of its routes is current", () => {
    expect(currentnessOfAny("/history", ["/whos-who", "/school-admissions", "/history"])).toBe("page")
    expect(currentnessOfAny("/contact/thank-you", ["/worship", "/contact"])).toBe("section")
    expect(currentnessOfAny("/", ["/whos-who", "/history"])).toBeUndefined()
  })

  it('says "page" for the page and "true" for its section', () => {
    expect(ariaCurrent("page")).toBe("page")
    expect(ariaCurrent("section")).toBe("true")
    expect(ariaCurrent(undefined)).toBeUndefined()
  })

  describe("from data/menu/menu.json", () => {
    const siteLinks = {
      donationUrl: "https://donate.example.org",
      easyfundraisingUrl: "https://easy.example.org",
      schoolUrl: "https://school.example.org",
      dioceseUrl: "https://diocese.example.org",
      ecoChurchUrl: "https://eco.example.org",
      mapUrl: "https://map.example.org",
    }
    const noLinks = { to: null, alsoCurrentOn: null, tiles: null, columns: null }
    const home = { ...noLinks, label: "Home", to: "/" }
    const community = {
      ...noLinks,
      label: "Community",
      tiles: [
        { to: "/news-and-events", alsoCurrentOn: ["/parish-news"] },
        { to: "/notice-board", alsoCurrentOn: null },
      ],
    }
    const donations = {
      ...noLinks,
      label: "Donations",
      columns: [
        {
          tile: null,
          groups: null,
          link: { label: "Make a Donation", to: null, siteLink: "donationUrl" },
          logos: null,
        },
        { tile: null, groups: null, link: null, logos: [{ to: "/amazon-smile" }, { to: "/easyfundraising" }] },
      ],
    }

    it("lists the pages a mega menu links to, leaving out outside addresses", () => {
      expect(routesOf(donations)).toEqual(["/amazon-smile", "/easyfundraising"])
      expect(routesOf(community)).toEqual(["/news-and-events", "/notice-board"])
      expect(itemId({ label: "The Church" })).toBe("the-church")
      expect(itemId({ label: "Children's Clubs & Groups" })).toBe("childrens-clubs-and-groups")
    })

    it("gives an outside link the address site.json holds, and counts another address of a page as that page", () => {
      expect(navLink({ label: "Give", to: null, siteLink: "donationUrl" }, siteLinks)).toEqual({
        label: "Give",
        href: siteLinks.donationUrl,
        external: true,
      })
      expect(navLink({ label: "Contact", to: "/contact", siteLink: null }, siteLinks).external).toBe(false)
      expect(routeAliases([home, community])).toEqual({ "/parish-news": "/news-and-events" })
    })

    it("labels runs of phone links by the desktop item that holds them, keeping their order", () => {
      const internal = (label: string, href: string) => ({ label, href, external: false })
      const phone = [
        internal("Welcome", "/"),
        { label: "Make a Donation", href: siteLinks.donationUrl, external: true },
        internal("Amazon Smile", "/amazon-smile"),
        internal("Contact", "/contact"),
        internal("Easyfundraising", "/easyfundraising"),
      ]
      const groups = phoneGroups(phone, [home, donations], siteLinks)
      expect(groups.flatMap(group => group.links)).toEqual(phone)
      expect(groups.map(group => [group.label, group.links.map(link => link.label)])).toEqual([
        [undefined, ["Welcome"]],
        ["Donations", ["Make a Donation", "Amazon Smile"]],
        [undefined, ["Contact"]],
        [undefined, ["Easyfundraising"]],
      ])
    })
  })
})

describe("scrolling after navigation", () => {
  const scrollTo = jest.fn()
  beforeEach(() => scrollTo.mockReset())

  it("opens a new screen at its top", () => {
    expect(scrollAfterNavigation({ pathname: "/worship", hash: "", action: "PUSH" }, [0, undefined], scrollTo)).toBe(
      false,
    )
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it("opens at the top even when the same page was visited before by a link", () => {
    expect(scrollAfterNavigation({ pathname: "/worship", hash: "", action: "PUSH" }, [0, 900], scrollTo)).toBe(false)
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it("lets Back and Forward return to the saved position", () => {
    expect(scrollAfterNavigation({ pathname: "/whos-who", hash: "", action: "POP" }, [0, 2695], scrollTo)).toBe(true)
    // Back to the first page of the visit comes with no action.
    expect(scrollAfterNavigation({ pathname: "/whos-who", hash: "" }, [0, 2695], scrollTo)).toBe(true)
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it("goes to the top on Back when nothing was saved", () => {
    expect(scrollAfterNavigation({ pathname: "/whos-who", hash: "", action: "POP" }, [0, null], scrollTo)).toBe(false)
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it("leaves an #anchor to the router, which scrolls to it", () => {
    expect(scrollAfterNavigation({ pathname: "/contact", hash: "#map", action: "PUSH" }, [0, null], scrollTo)).toBe(
      true,
    )
    expect(scrollTo).not.toHaveBeenCalled()
  })
})

describe("focus after navigation", () => {
  beforeEach(() => {
    jest.useFakeTimers()
    document.body.innerHTML = `
      <div id="${routerFocusWrapperId}" tabindex="-1">
        <a href="/whos-who" id="menu-link">Who's Who</a>
        <main id="main" tabindex="-1"><h1 id="page-title" tabindex="-1">Who's Who</h1></main>
      </div>`
    document.getElementById("menu-link")!.focus()
  })
  afterEach(() => jest.useRealTimers())

  const home = { pathname: "/", hash: "" }
  const whosWho = { pathname: "/whos-who", hash: "" }

  it("moves focus to the new page's h1", () => {
    expect(focusAfterNavigation(whosWho, home)?.id).toBe("page-title")
    expect(document.activeElement?.id).toBe("page-title")
  })

  it("takes focus back once when Gatsby's router then focuses its wrapper", () => {
    focusAfterNavigation(whosWho, home)
    document.getElementById(routerFocusWrapperId)!.focus()
    expect(document.activeElement?.id).toBe("page-title")
    // A reader's later click on the page (which focuses the wrapper) is left alone.
    jest.advanceTimersByTime(1500)
    document.getElementById(routerFocusWrapperId)!.focus()
    expect(document.activeElement?.id).toBe(routerFocusWrapperId)
  })

  it("falls back to <main> on a page without a PageHeader", () => {
    document.getElementById("page-title")!.remove()
    expect(focusAfterNavigation(whosWho, home)?.id).toBe("main")
  })

  it("leaves focus alone on the first load, for an #anchor, and on the same page", () => {
    expect(focusAfterNavigation(whosWho, null)).toBeNull()
    expect(focusAfterNavigation({ pathname: "/whos-who", hash: "#helen" }, home)).toBeNull()
    expect(focusAfterNavigation(whosWho, { pathname: "/whos-who", hash: "" })).toBeNull()
    expect(document.activeElement?.id).toBe("menu-link")
  })
})
