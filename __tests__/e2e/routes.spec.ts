import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "./fixtures"
import { site } from "./shipped-content"

/**
 * Spec §2's route table, all 24 screens: each answers, has one h1 and its own
 * title, shows the shared layout, raises no page error and passes axe's WCAG
 * 2.2 AA rules. Each screen's own content is checked in the screens-*.spec.ts files.
 */
const routes: { path: string; heading: RegExp }[] = [
  { path: "/", heading: /Welcome/i },
  { path: "/worship", heading: /Services|Worship/i },
  { path: "/news-and-events", heading: /News/i },
  { path: "/parish-news", heading: /News/i },
  { path: "/notice-board", heading: /Notice Board/i },
  { path: "/childrens-clubs", heading: /Sunday Clubs|Children/i },
  { path: "/choir", heading: /Choir/i },
  { path: "/serving-team", heading: /Serving Team/i },
  { path: "/community-and-outreach", heading: /Community/i },
  { path: "/autumn-group", heading: /Autumn Group/i },
  { path: "/venues", heading: /Venues|Hall Hire/i },
  { path: "/passive-giving", heading: /Passive Giving/i },
  { path: "/amazon-smile", heading: /Amazon ?Smile/i },
  { path: "/easyfundraising", heading: /easyfundraising/i },
  { path: "/whos-who", heading: /Who's Who/i },
  { path: "/school-admissions", heading: /School Admissions/i },
  { path: "/history", heading: /History/i },
  { path: "/children", heading: /Children/i },
  { path: "/contact", heading: /Contact/i },
  { path: "/contact/thank-you", heading: /Thank you/i },
  { path: "/safeguarding", heading: /Safeguarding/i },
  { path: "/privacy-policy", heading: /Privacy/i },
  { path: "/cookies", heading: /^Cookies$/ },
  { path: "/fundraising", heading: /Fundraising/i },
]

test("the route table has the spec's 24 screens", () => {
  expect(new Set(routes.map(route => route.path)).size).toBe(24)
})

for (const { path, heading } of routes) {
  test(`${path} opens with its heading, the layout and no accessibility violations`, async ({ page, pageErrors }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
    expect(await page.title()).toContain(site.title)
    await expect(page.getByRole("banner")).toBeVisible()
    await expect(page.getByRole("contentinfo")).toBeVisible()
    await page.waitForLoadState("networkidle")
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze()
    expect(
      violations.map(violation => `${violation.id}: ${violation.nodes.map(node => node.target).join(" ")}`),
    ).toEqual([])
    expect(pageErrors).toEqual([])
  })
}
