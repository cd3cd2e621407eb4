import type { Page } from "@playwright/test"
import { borders, colors } from "../../src/theme"
import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"
import { open } from "./page-helpers"
import {
  activities,
  groups,
  hrefOf,
  menu,
  panelItems,
  panelLinks,
  people,
  sentencePattern,
  services,
  wording,
} from "./shipped-content"

/**
 * One furniture per kind of page: sibling pages of a menu section are dressed alike, a long page lists its parts at
 * its top, and a button, a card and a panel look the same wherever they are. Routes and sections come from the
 * built site and data/menu/menu.json, so a page or menu link an editor adds is held to the same rules.
 */

const routes = builtPagePaths().filter(route => !route.startsWith("/admin"))

/**
 * The menus' sections: each drop-down or mega menu, with the other addresses of its pages and the pages it places in
 * its section by `alsoCurrentOn` (Fundraising in Donations), and the footer's Important Information.
 */
const sections = [
  ...panelItems.map(item => ({
    name: item.label,
    routes: [
      ...panelLinks(item),
      // A tile's other address (/parish-news), and the pages the item places in its section.
      ...(item.tiles ?? []).flatMap(tile => tile.alsoCurrentOn ?? []),
      ...(item.alsoCurrentOn ?? []),
    ],
  })),
  { name: menu.footer.importantInformation.heading, routes: menu.footer.importantInformation.links.map(hrefOf) },
].map(section => ({ ...section, routes: section.routes.filter(route => routes.includes(route)) }))

const railOf = (page: Page) =>
  page.getByRole("main").getByRole("navigation", { name: sentencePattern(wording.pageRail.sectionName) })

test.describe("at 1280px", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const section of sections.filter(candidate => candidate.routes.length > 1)) {
    test(`${section.name}: every page carries the same rail, or none does`, async ({ page }) => {
      test.setTimeout(60_000)
      const rails: Record<string, string[] | "none"> = {}
      for (const route of section.routes) {
        await page.goto(route)
        const rail = railOf(page)
        rails[route] =
          (await rail.count()) === 0
            ? "none"
            : await rail.getByRole("link").evaluateAll(links => links.map(link => link.getAttribute("href") ?? ""))
      }
      const first = rails[section.routes[0]!]
      for (const route of section.routes) expect(rails[route], `${route} beside ${section.routes[0]}`).toEqual(first)
    })
  }
})

/** The kinds of aside a page carries (docs/design.md, "Asides by section"), and whom its "Who to ask" names. */
const asidesOf = (page: Page) =>
  page.getByRole("main").evaluate(
    (main, { sectionName, joinUs, whoToAsk }) => {
      const named = (element: Element) =>
        element.getAttribute("aria-label") ??
        document.getElementById(element.getAttribute("aria-labelledby") ?? "")?.textContent ??
        ""
      const asides = [...main.querySelectorAll("aside")]
      const askHeading = asides
        .flatMap(aside => [...aside.querySelectorAll("h2, h3")])
        .find(heading => heading.textContent === whoToAsk)
      return {
        "section menu": [...main.querySelectorAll("nav")].some(nav => new RegExp(sectionName).test(named(nav))),
        "Join us on Sunday": [...main.querySelectorAll("section")].some(section => named(section) === joinUs),
        "who to ask": askHeading ? (askHeading.nextElementSibling?.textContent ?? "") : "none",
        // A group's "at a glance" panel (src/components/GroupAside) with when and where it meets.
        "at a glance": asides.some(
          aside => aside.getAttribute("aria-labelledby") === "at-a-glance" && aside.querySelector("dl"),
        ),
      }
    },
    {
      sectionName: sentencePattern(wording.pageRail.sectionName).source,
      joinUs: wording.pageRail.joinUs,
      whoToAsk: wording.groupPanel.whoToAsk,
    },
  )

/** The line under "Who to ask" for the person a group page names. */
const askLine = (shortName: string) => {
  const person = people.find(candidate => candidate.shortName === shortName)!
  return wording.groupPanel.person.replace("{name}", person.name).replace("{role}", person.role)
}

test("at 1280px every page carries its section's kinds of aside: section menu, who to ask, Join us, at a glance", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const problems: string[] = []
  for (const route of routes) {
    const section = sections.find(candidate => candidate.routes.length > 1 && candidate.routes.includes(route))
    const group = groups.find(candidate => candidate.route === route)
    // Whom the section's pages ask: the person its first group page names (none in a section without one).
    const sectionContact = section?.routes.map(r => groups.find(g => g.route === r)?.contact).find(Boolean)
    const expected = {
      "section menu": section !== undefined,
      "Join us on Sunday": section !== undefined,
      "who to ask": group ? askLine(group.contact) : sectionContact ? askLine(sectionContact) : "none",
      // When it meets: the meetings its file describes, or the services and activities that name its page.
      "at a glance":
        (group?.meetings.length ?? 0) > 0 ||
        [...services, ...activities].some(gathering => group && gathering.pages.includes(group.route)),
    }
    await page.goto(route)
    const found = await asidesOf(page)
    if (JSON.stringify(found) !== JSON.stringify(expected))
      problems.push(
        `${route} (${section?.name ?? "no section"}): ${JSON.stringify(found)}, not ${JSON.stringify(expected)}`,
      )
  }
  expect(problems).toEqual([])
})

/**
 * A page's sections: its h2s, leaving out the furniture (asides, navigation), the headings of items in a list
 * (Who's Who's people), which are one part of the page, not one each, and a heading hidden until needed (the
 * contact form's error summary).
 */
const sectionHeadings = (page: Page) =>
  page
    .getByRole("main")
    .locator("h2")
    .evaluateAll(headings =>
      headings
        .filter(heading => heading.getClientRects().length > 0 && !heading.closest("aside, nav, li"))
        .map(heading => heading.textContent ?? ""),
    )

/** From this many sections a page lists them at its top (the rule: four or more). */
const sectionsThatAskForLinks = 4

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('every page with four or more sections has "On this page" links leading to each of them', async ({ page }) => {
    test.setTimeout(180_000)
    const problems: string[] = []
    let long = 0
    // Home is the front door: its first screen answers "when and where" (design.spec.ts), not a list of parts.
    for (const route of routes.filter(candidate => candidate !== "/")) {
      await page.goto(route)
      const headings = await sectionHeadings(page)
      if (headings.length < sectionsThatAskForLinks) continue
      long++
      const links = page.getByRole("navigation", { name: wording.onThisPage }).getByRole("link")
      if ((await links.count()) === 0) {
        problems.push(`${route}: ${headings.length} sections and no "On this page"`)
        continue
      }
      // Each section is reached by a link: its heading is the link's target or inside it.
      const reached = await links.evaluateAll(anchors =>
        anchors.flatMap(anchor => {
          const target = document.getElementById(decodeURIComponent(anchor.getAttribute("href")!.slice(1)))
          if (!target) return []
          return [...target.querySelectorAll("h2"), ...(target.tagName === "H2" ? [target] : [])].map(
            heading => heading.textContent ?? "",
          )
        }),
      )
      for (const heading of headings) {
        if (!reached.includes(heading)) problems.push(`${route}: no link leads to "${heading}"`)
      }
      // The last link leads far down the page, and there it goes.
      const last = links.last()
      await last.click()
      const target = page.locator(`[id="${(await last.getAttribute("href"))!.slice(1)}"]`)
      await expect(target, route).toBeInViewport()
    }
    expect(problems).toEqual([])
    test.skip(long === 0, "no page has four sections")
  })
})

/** The look of a control, as a reader sees it: its face, size, weight, colours, corners and padding. */
const lookOf = (page: Page, selector: string) =>
  page
    .getByRole("main")
    .locator(selector)
    .evaluateAll(elements =>
      elements
        .filter(element => element.getClientRects().length > 0)
        .map(element => {
          const style = getComputedStyle(element)
          return {
            name: (element.textContent ?? "").trim().slice(0, 30),
            background: style.backgroundColor,
            look: [
              style.fontFamily.split(",")[0],
              style.fontSize,
              style.fontWeight,
              style.color,
              style.backgroundColor,
              style.borderRadius,
              style.padding,
            ].join(" | "),
          }
        }),
    )

for (const width of [390, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test("every button, and every link drawn as one, has the one button look; every panel has the one padding", async ({
      page,
    }) => {
      test.setTimeout(180_000)
      const buttons = new Map<string, string[]>()
      const paddings = new Map<string, string[]>()
      for (const route of routes) {
        // The page's script has run: controls it shows (the map button) are on screen.
        await open(page, route)
        const controls = [
          ...(await lookOf(page, "button")),
          // A link with a background of its own at rest is drawn as a button.
          ...(await lookOf(page, "a")).filter(link => !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(link.background)),
        ]
        for (const control of controls)
          buttons.set(control.look, [...(buttons.get(control.look) ?? []), `${route} "${control.name}"`])
        // The site's panels carry the gold bar along their top (Primitives' Panel).
        const panels = await page
          .getByRole("main")
          .locator("*")
          .evaluateAll(
            (elements, bar) =>
              elements
                .filter(element => {
                  const style = getComputedStyle(element)
                  return style.borderTopColor === bar.color && style.borderTopWidth === bar.width
                })
                .map(element => ({
                  name: (element.textContent ?? "").trim().slice(0, 30),
                  padding: ["Top", "Right", "Bottom", "Left"]
                    .map(side => getComputedStyle(element).getPropertyValue(`padding-${side.toLowerCase()}`))
                    .join(" "),
                })),
            { color: rgb(colors.accent), width: borders.thick },
          )
        for (const panel of panels)
          paddings.set(panel.padding, [...(paddings.get(panel.padding) ?? []), `${route} "${panel.name}"`])
      }
      expect(buttons.size, JSON.stringify(Object.fromEntries(buttons), null, 1)).toBe(1)
      expect(paddings.size, JSON.stringify(Object.fromEntries(paddings), null, 1)).toBe(1)
    })
  })
}

/** "#b8860b" as getComputedStyle writes it: "rgb(184, 134, 11)". */
function rgb(hex: string) {
  const [red, green, blue] = [1, 3, 5].map(at => parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${red}, ${green}, ${blue})`
}
