import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { allCollectionTypes } from "../../gatsby/graphql-types"
import type { MenuEntry } from "../../src/content/collections/menu"
import { checkContent, formatProblem } from "../../src/content/validate"

const projectRoot = path.resolve(__dirname, "../..")
const menuFile = "data/menu/menu.json"
const shippedMenu = (): MenuEntry => JSON.parse(fs.readFileSync(path.join(projectRoot, menuFile), "utf8"))

/** Every route in the spec's route table (§2). */
const specRoutes = [
  "/",
  "/worship",
  "/news-and-events",
  "/parish-news",
  "/notice-board",
  "/childrens-clubs",
  "/choir",
  "/serving-team",
  "/community-and-outreach",
  "/autumn-group",
  "/venues",
  "/passive-giving",
  "/amazon-smile",
  "/easyfundraising",
  "/whos-who",
  "/school-admissions",
  "/history",
  "/children",
  "/contact",
  "/contact/thank-you",
  "/safeguarding",
  "/privacy-policy",
  "/cookies",
  "/fundraising",
]

describe("the shipped menu (spec §2, Shared layout)", () => {
  const menu = shippedMenu()
  const item = (label: string) => menu.items.find(candidate => candidate.label === label)!

  it("passes the content check", () => {
    expect(checkContent(projectRoot).problems.map(formatProblem)).toEqual([])
  })

  it("has the nine desktop items in order, each with its sub-label", () => {
    expect(menu.items.map(({ label, subLabel }) => `${label} / ${subLabel}`)).toEqual([
      "Home / Welcome",
      "Worship Times / Services & Prayer",
      "Community / News & Events",
      "Social / Groups & Clubs",
      "Venues / Hall hire",
      "Donations / How to help",
      "The Church / About Us",
      "Children / Fun for Kids",
      "Contact / Get in touch",
    ])
  })

  it("links the plain items to their pages", () => {
    const plain = menu.items.filter(candidate => candidate.to !== undefined).map(({ label, to }) => [label, to])
    expect(plain).toEqual([
      ["Home", "/"],
      ["Worship Times", "/worship"],
      ["Venues", "/venues"],
      ["Children", "/children"],
      ["Contact", "/contact"],
    ])
  })

  it("makes Community and The Church drop-downs of tiles to the spec's routes", () => {
    expect(item("Community").tiles?.map(tile => tile.to)).toEqual(["/news-and-events", "/notice-board"])
    expect(item("The Church").tiles?.map(tile => tile.to)).toEqual(["/whos-who", "/school-admissions", "/history"])
    // /parish-news shows the News & Events screen, so Community is highlighted there too.
    expect(item("Community").tiles?.[0]?.alsoCurrentOn).toEqual(["/parish-news"])
  })

  it("gives Social two columns: Children's Clubs with the four groups, and the other groups", () => {
    const [children, others] = item("Social").columns ?? []
    expect(item("Social").columns).toHaveLength(2)
    expect(children?.heading).toBe("Children's Clubs")
    const blurb = children?.text?.join(" ") ?? ""
    for (const club of ["Pebbles", "Rocks", "Boulders", "Cornerstones"]) expect(blurb).toContain(club)
    expect(children?.tile?.to).toBe("/childrens-clubs")
    expect(others?.heading).toBe("Other Groups")
    expect(others?.groups?.map(group => [group.title, group.to])).toEqual([
      ["Choir", "/choir"],
      ["The Serving Team", "/serving-team"],
      ["Community & Outreach", "/community-and-outreach"],
      ["Autumn Group", "/autumn-group"],
    ])
    const blurbs = Object.fromEntries(others?.groups?.map(group => [group.title, group.blurb]) ?? [])
    expect(blurbs.Choir).toBe("Help us enrich our Sunday service by making a joyful noise")
    expect(blurbs["The Serving Team"]).toMatch(/school year 3 and over/)
    expect(blurbs["Community & Outreach"]).toMatch(/social events and fundraising/i)
    for (const words of ["over 60's", "lunches", "afternoon tea", "outings", "theatre trips"]) {
      expect(blurbs["Autumn Group"]).toContain(words)
    }
  })

  it("gives Donations a direct donation link (outside, from site.json) and three passive-giving pages", () => {
    const [direct, passive] = item("Donations").columns ?? []
    expect(item("Donations").columns).toHaveLength(2)
    expect(direct?.heading).toBe("Direct Donations")
    expect(direct?.text?.join(" ")).toMatch(/one-off or regular/)
    expect(direct?.link).toEqual({ label: "Make a Donation", siteLink: "donationUrl" })
    expect(passive?.heading).toBe("Passive Giving")
    expect(passive?.text?.join(" ")).toMatch(/no extra cost/)
    expect(passive?.logos?.map(logo => logo.to)).toEqual(["/amazon-smile", "/easyfundraising", "/passive-giving"])
  })

  it("lists the phone menu's 18 links in the spec's order and wording", () => {
    expect(menu.phone.map(link => link.label)).toEqual([
      "Welcome",
      "Service Times",
      "News & Events",
      "Sunday Clubs & Children's Groups",
      "Choir",
      "Serving Team",
      "Community & Outreach",
      "Autumn Group",
      "Venues & Hall Hire",
      "Make a Donation (External Site)",
      "Easyfundraising",
      "Amazon Smile",
      "About Passive Giving",
      "Who's Who?",
      "School Admissions",
      "History",
      "Children",
      "Contact",
    ])
    expect(menu.phone.find(link => link.label.startsWith("Make a Donation"))?.siteLink).toBe("donationUrl")
  })

  it("has the footer's mission themes and Important Information links", () => {
    const mission = menu.footer.mission.text.join(" ")
    for (const words of ["Confidence", "Compassion", "Creativity", "up", "out", "in", "informal formality"]) {
      expect(mission).toContain(words)
    }
    expect(menu.footer.importantInformation.links.map(link => link.to)).toEqual(["/safeguarding", "/privacy-policy"])
  })

  it("links only to routes of the spec", () => {
    const routes = JSON.stringify(menu).match(/"(?:to|alsoCurrentOn)":\s*(?:"[^"]*"|\[[^\]]*\])/g) ?? []
    const linked = routes.flatMap(match => [...match.matchAll(/"(\/[^"]*)"/g)].map(found => found[1]))
    expect(linked.length).toBeGreaterThan(30)
    expect(linked.filter(route => !specRoutes.includes(route!))).toEqual([])
  })
})

describe("mistakes in the menu are caught with one clear line each", () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "parish-menu-"))
    fs.cpSync(path.join(projectRoot, "data"), path.join(root, "data"), { recursive: true })
    fs.cpSync(path.join(projectRoot, "static/files"), path.join(root, "static/files"), { recursive: true })
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  const editMenu = (change: (menu: MenuEntry) => void) => {
    const menu = shippedMenu()
    change(menu)
    fs.writeFileSync(path.join(root, menuFile), JSON.stringify(menu, null, 2))
  }
  const problemLines = () => checkContent(root).problems.map(formatProblem)

  it("an item that is both a link and a drop-down", () => {
    editMenu(menu => (menu.items[2]!.to = "/news-and-events"))
    expect(problemLines()).toEqual([
      `${menuFile} › items[2]: needs exactly one of "to" (a plain link), "tiles" (a drop-down) or "columns" (a mega menu)`,
    ])
  })

  it("a page address without its leading slash", () => {
    editMenu(menu => (menu.items[1]!.to = "worship"))
    expect(problemLines()).toEqual([
      `${menuFile} › items[1].to: must be a page address on this site: "/" then lower-case words joined by hyphens, e.g. "/worship", got "worship"`,
    ])
  })

  it("a phone link with neither a page nor an outside address", () => {
    editMenu(menu => delete menu.phone[0]!.to)
    expect(problemLines()).toEqual([
      `${menuFile} › phone[0]: needs either "to" (a page here, e.g. "/worship") or "siteLink" (e.g. "donationUrl"), not both`,
    ])
  })

  it("an outside address that site.json does not have", () => {
    editMenu(menu => ((menu.phone[9] as { siteLink: string }).siteLink = "paypalUrl"))
    expect(problemLines()).toEqual([
      `${menuFile} › phone[9].siteLink: expected one of donationUrl, easyfundraisingUrl, schoolUrl, dioceseUrl, ecoChurchUrl, mapUrl, got "paypalUrl"`,
    ])
  })

  it("a picture that is not beside menu.json", () => {
    editMenu(menu => (menu.items[6]!.tiles![2]!.image = "tile-histroy.jpg"))
    expect(problemLines()).toEqual([
      `${menuFile} › items[6].tiles[2].image: data/menu/tile-histroy.jpg does not exist; put the photo in the same folder or correct the file name`,
    ])
  })

  it("a tenth menu bar item, which would not fit", () => {
    editMenu(menu => menu.items.push({ label: "Shop", subLabel: "Gifts", to: "/shop" }))
    expect(problemLines()).toEqual([
      `${menuFile} › items: has 10 items but only 9 fit on the menu bar; remove one or move it into a drop-down`,
    ])
  })
})

describe("the menu's GraphQL types", () => {
  const types = Object.fromEntries(allCollectionTypes().map(type => [type.name, type]))

  it("declares Menu as a node with nested types, and its pictures as Files for gatsby-plugin-image", () => {
    expect(types.Menu).toMatchObject({ interfaces: ["Node"], extensions: { infer: false } })
    expect(types.Menu?.fields.items?.type).toBe("[MenuItems!]!")
    for (const [type, field] of [
      ["Menu", "brandLogo"],
      ["MenuItemsTiles", "image"],
      ["MenuItemsColumnsTile", "image"],
      ["MenuItemsColumnsGroups", "thumbnail"],
      ["MenuItemsColumnsLogos", "logo"],
      ["MenuFooterEcoAward", "image"],
      ["MenuFooterDioceseLogo", "image"],
    ] as const) {
      expect(types[type]?.fields[field]).toMatchObject({ type: "File!", extensions: { fileByRelativePath: {} } })
    }
  })
})
