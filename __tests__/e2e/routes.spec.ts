import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"
import { axeViolations, open } from "./page-helpers"
import { groups, site } from "./shipped-content"
import { sitePages } from "../../src/content/collections/pages"

/**
 * The route table (docs/requirements.md#routes): every screen answers, has one h1 and its own title, shows the shared layout, raises no page
 * error and passes axe's WCAG 2.2 AA rules. This is every page's one axe pass as it opens; other specs run axe only
 * on a state a visitor makes (a menu open, the map shown, the form's errors). Each page's own words are checked in
 * page-text.spec.ts.
 */
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

test("the built site has every route of the spec (and any group page an editor has added)", () => {
  expect(builtPagePaths()).toEqual(expect.arrayContaining(specRoutes))
})

/** The spec's routes, every page of data/pages/ and every group's page an editor has added. */
const routes = [
  ...new Set([
    ...specRoutes,
    ...Object.values(sitePages)
      .map(({ route }) => route)
      .filter(route => route !== sitePages["not-found"].route),
    ...groups.map(({ route }) => route),
  ]),
]

for (const path of routes) {
  test(`${path} opens with one heading, its title, the layout and no accessibility violations`, async ({
    page,
    pageErrors,
  }) => {
    // Opened as a visitor sees it once its script has run, so axe sees the page's final state.
    await open(page, path)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
    expect(await page.title()).toContain(site.title)
    await expect(page.getByRole("banner")).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    expect(pageErrors).toEqual([])
  })
}
