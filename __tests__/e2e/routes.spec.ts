import AxeBuilder from "@axe-core/playwright"
import { builtPagePaths } from "./built-pages"
import { expect, test } from "./fixtures"
import { wcagTags } from "./page-helpers"
import { site } from "./shipped-content"

/**
 * Spec §2's route table: every screen answers, has one h1 and its own title, shows the shared layout, raises no page
 * error and passes axe's WCAG 2.2 AA rules. Each page's own words are checked in page-text.spec.ts.
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

for (const path of specRoutes) {
  test(`${path} opens with one heading, its title, the layout and no accessibility violations`, async ({
    page,
    pageErrors,
  }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
    expect(await page.title()).toContain(site.title)
    await expect(page.getByRole("banner")).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
    await page.waitForLoadState("networkidle")
    const { violations } = await new AxeBuilder({ page })
      .withTags(wcagTags)
      .analyze()
    expect(
      violations.map(violation => `${violation.id}: ${violation.nodes.map(node => node.target).join(" ")}`),
    ).toEqual([])
    expect(pageErrors).toEqual([])
  })
}
