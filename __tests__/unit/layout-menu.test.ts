import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { allCollectionTypes } from "../../gatsby/graphql-types"
import { maxMenuBarItems, type MenuEntry } from "../../src/content/collections/menu"
import { checkContent, formatProblem } from "../../src/content/validate"

const projectRoot = path.resolve(__dirname, "../..")
const menuFile = "data/menu/menu.json"
const shippedMenu = (): MenuEntry => JSON.parse(fs.readFileSync(path.join(projectRoot, menuFile), "utf8"))


describe("the shipped menu", () => {
  it("passes the content check", async () => {
    expect((await checkContent(projectRoot)).problems.map(formatProblem)).toEqual([])
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
  const problemLines = async () => (await checkContent(root)).problems.map(formatProblem)

  const menu = shippedMenu()
  const dropdown = menu.items.findIndex(item => item.tiles)
  const plain = menu.items.findIndex(item => item.to !== undefined)
  const outsidePhoneLink = menu.phone.findIndex(link => "siteLink" in link)

  it("an item that is both a link and a drop-down", async () => {
    editMenu(menu => (menu.items[dropdown]!.to = "/news-and-events"))
    expect(await problemLines()).toEqual([
      `${menuFile} › items[${dropdown}]: needs exactly one of "to" (a plain link), "tiles" (a drop-down) or "columns" (a mega menu)`,
    ])
  })

  it("a page address without its leading slash", async () => {
    editMenu(menu => (menu.items[plain]!.to = "worship"))
    expect(await problemLines()).toEqual([
      `${menuFile} › items[${plain}].to: must be a page address on this site: "/" then lower-case words joined by hyphens, e.g. "/worship", got "worship"`,
    ])
  })

  it("a phone link with neither a page nor an outside address", async () => {
    editMenu(menu => {
      delete menu.phone[0]!.to
      delete menu.phone[0]!.siteLink
    })
    expect(await problemLines()).toEqual([
      `${menuFile} › phone[0]: needs either "to" (a page here, e.g. "/worship") or "siteLink" (e.g. "donationUrl"), not both`,
    ])
  })

  it("an outside address that site.json does not have", async () => {
    editMenu(menu => ((menu.phone[outsidePhoneLink] as { siteLink: string }).siteLink = "paypalUrl"))
    expect(await problemLines()).toEqual([
      `${menuFile} › phone[${outsidePhoneLink}].siteLink: expected one of donationUrl, easyfundraisingUrl, schoolUrl, dioceseUrl, ecoChurchUrl, mapUrl, got "paypalUrl"`,
    ])
  })

  it("a picture that is not beside menu.json", async () => {
    editMenu(menu => (menu.items[dropdown]!.tiles![0]!.image = "tile-histroy.jpg"))
    expect(await problemLines()).toEqual([
      `${menuFile} › items[${dropdown}].tiles[0].image: data/menu/tile-histroy.jpg does not exist; put the photo in the same folder or correct its name here`,
    ])
  })

  it("a tenth menu bar item, which would not fit", async () => {
    editMenu(menu => {
      while (menu.items.length < maxMenuBarItems + 1) menu.items.push({ label: "Shop", subLabel: "Gifts", to: "/shop" })
    })
    expect(await problemLines()).toEqual([
      `${menuFile} › items: has ${maxMenuBarItems + 1} items but only ${maxMenuBarItems} fit on the menu bar; remove one or move it into a drop-down`,
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
      expect(types[type]?.fields[field]).toMatchObject({ type: "File!", extensions: { photoBesideEntry: {} } })
    }
  })
})
