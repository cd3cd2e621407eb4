import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "./fixtures"
import { formatPounds, summariseBudget } from "../../src/components/Thermometer"
import { site } from "./shipped-content"

/** The Fundraising page's figures, from site.json's budget. */
const budget = site.budget
const budgetTotal = summariseBudget(budget.lines)

/**
 * The fixed-text screens of groups, giving, school admissions, history and the
 * policies: each opens, has its one h1 and the spec's facts (§2, §9), runs
 * without page errors and passes axe's WCAG 2.2 AA rules.
 */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

const screens: { route: string; h1: string; facts: string[] }[] = [
  {
    route: "/childrens-clubs",
    h1: "Sunday Clubs and youth groups",
    facts: [
      "Pebbles",
      "born after 1 September 2018",
      "Rocks",
      "nursery or reception, born before 1 September 2018",
      "Boulders",
      "school years 1 and 2",
      "Cornerstones",
      "school years 3 to 6",
      "The first and third Thursday",
      "The second and fourth Thursday",
      "6-8 p.m. in term time",
      "£1.50",
      "over 9 years",
      "Brownies: Tuesday at 6 p.m.",
      "Guides: Tuesday at 7.30 p.m.",
      "Celebration Hall",
    ],
  },
  { route: "/choir", h1: "Choir", facts: ["Help us enrich our Sunday service by making a joyful noise"] },
  { route: "/serving-team", h1: "Serving Team", facts: ["school year 3 and over"] },
  { route: "/community-and-outreach", h1: "Community & Outreach", facts: ["Social events", "Fundraising"] },
  {
    route: "/autumn-group",
    h1: "Autumn Group",
    facts: ["over 60s", "quarterly", "lunches", "afternoon tea", "outings", "theatre trips"],
  },
  {
    route: "/school-admissions",
    h1: "School Admissions",
    facts: [
      "Church attendance needed before application",
      "12 months of church attendance",
      "24 months of church attendance, Sundays only",
      "counts back to the previous Sunday and is not a separate mark",
      "sign the attendance book",
      "supplementary form",
    ],
  },
  {
    route: "/history",
    h1: "History",
    facts: ["Gabriel Hall", "Frank Burton Hall", "Celebration Hall", "Angels Rest", "Raphael Suite"],
  },
  {
    route: "/passive-giving",
    h1: "Passive Giving",
    facts: ["What is passive giving?", "at no extra cost", "How do I sign up?", "Is it safe?", "Does it cost more?"],
  },
  {
    route: "/amazon-smile",
    h1: "Amazon Smile",
    facts: ["Amazon Smile closed on 20 February 2023", "no longer current"],
  },
  { route: "/easyfundraising", h1: "Easyfundraising", facts: ["over 4,000 shops", "How to sign up to our cause"] },
  {
    route: "/privacy-policy",
    h1: "Privacy Policy",
    facts: [
      `The Parochial Church Council (PCC) of ${site.parishName}, ${site.locality}`,
      site.officeEmail,
      "at least 7 years",
      "We will answer within one month",
      "We will do this within one month",
      "Information Commissioner's Office",
    ],
  },
  { route: "/cookies", h1: "Cookies", facts: [] },
  {
    route: "/fundraising",
    h1: "Fundraising",
    facts: [
      `${budget.incomeRisePercent}% up on ${budget.year - 1}`,
      `${budget.spendRisePercent}% up`,
      ...(budgetTotal.shortfall > 0
        ? [
            `${formatPounds(budgetTotal.shortfall)} shortfall, which is ${formatPounds(budgetTotal.shortfallPerMonth)} per month`,
          ]
        : []),
    ],
  },
]

for (const { route, h1, facts } of screens) {
  test(`${route}: opens with its heading, the spec's facts, no page errors and no axe violations`, async ({
    page,
    pageErrors,
  }) => {
    const response = await page.goto(route)
    expect(response?.status()).toBe(200)
    const main = page.getByRole("main")
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(h1 === "Passive Giving" ? /^Passive Giving/ : h1)
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
    for (const fact of facts) await expect(main, fact).toContainText(fact)
    await expect(page).toHaveTitle(new RegExp(` \\| ${site.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`))
    await page.waitForLoadState("networkidle")
    const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
    expect(results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map(node => node.target) }))).toEqual([])
    expect(pageErrors).toEqual([])
  })
}

test("headings run in order on every screen: one h1, then h2s, h3s only under an h2", async ({ page }) => {
  test.setTimeout(90_000)
  for (const { route } of screens) {
    await page.goto(route)
    const levels = await page
      .getByRole("main")
      .locator("h1, h2, h3, h4")
      .evaluateAll(headings => headings.map(heading => Number(heading.tagName[1])))
    expect(levels[0], route).toBe(1)
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!, `${route} heading ${index}`).toBeLessThanOrEqual(1)
    })
  }
})

test("/cookies holds its heading and nothing else in main", async ({ page }) => {
  await page.goto("/cookies")
  const main = page.getByRole("main")
  await expect(main).toHaveText("Cookies")
  expect(await main.locator("p, ul, ol, table, section, a, img").count()).toBe(0)
})

test("/childrens-clubs sets out the four Sunday groups and the youth club rota as tables", async ({ page }) => {
  await page.goto("/childrens-clubs")
  const groups = page.getByRole("table", { name: "The four Sunday Clubs groups" })
  await expect(groups.getByRole("rowheader")).toHaveText(["Pebbles", "Rocks", "Boulders", "Cornerstones"])
  const rota = page.getByRole("table", { name: "Which Thursdays to come" })
  await expect(rota.getByRole("row", { name: /Years 3-5/ })).toContainText("first and third Thursday")
  await expect(rota.getByRole("row", { name: /Year 6 and above/ })).toContainText("second and fourth Thursday")
})

test("/fundraising: the thermometer states site.json's budget and the table agrees, line by line", async ({ page }) => {
  await page.goto("/fundraising")
  const thermometer = page.getByRole("img", { name: /Fundraising thermometer/ })
  const percent = Math.floor(Math.min(1, budgetTotal.income / budgetTotal.spend) * 100)
  await expect(thermometer).toHaveAccessibleName(
    new RegExp(
      `projected income of ${formatPounds(budgetTotal.income)} against projected spending of ${formatPounds(budgetTotal.spend)}, ${percent}% of the way`,
    ),
  )
  const table = page.getByRole("table", { name: `${budget.year} budget projection` })
  for (const line of budget.lines) {
    await expect(table.getByRole("row", { name: new RegExp(line.name) }).getByRole("cell")).toHaveText([
      formatPounds(line.income),
      formatPounds(line.spend),
    ])
  }
  await expect(table.getByRole("row", { name: /Total/ }).getByRole("cell")).toHaveText([
    formatPounds(budgetTotal.income),
    formatPounds(budgetTotal.spend),
  ])
  // The donation link goes to the giving service, in a new tab.
  const donate = page.getByRole("link", { name: /Make a donation online/ })
  await expect(donate).toHaveAttribute("href", site.donationUrl)
  await expect(donate).toHaveAttribute("target", "_blank")
  // On a phone the thermometer fits the screen.
  await page.setViewportSize({ width: 360, height: 740 })
  const box = await thermometer.boundingBox()
  expect(box!.x + box!.width).toBeLessThanOrEqual(360)
})

test("/amazon-smile says first that the scheme has closed, points to easyfundraising and keeps the PDF", async ({
  page,
  request,
}) => {
  await page.goto("/amazon-smile")
  const notice = page.getByRole("complementary", { name: "Amazon Smile has closed" })
  await expect(notice).toContainText("Amazon Smile closed on 20 February 2023")
  await expect(notice.getByRole("link", { name: "easyfundraising" })).toHaveAttribute("href", "/easyfundraising")
  // The closure notice comes before any other content of the page.
  const firstAfterHeading = page.getByRole("main").locator("header + *")
  await expect(firstAfterHeading).toContainText("Amazon Smile closed on 20 February 2023")
  const pdfLink = page.getByRole("link", { name: /Amazon Smile instructions \(PDF.*no longer current\)/ })
  const href = await pdfLink.getAttribute("href")
  expect(href).toBe("/files/amazon-smile-instructions.pdf")
  const pdf = await request.get(href!)
  expect(pdf.status()).toBe(200)
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-")
})

test("outside links (school, easyfundraising cause) open in a new tab and say so", async ({ page }) => {
  for (const [route, name, href] of [
    ["/school-admissions", /school website/, site.schoolUrl],
    ["/easyfundraising", / on easyfundraising/, site.easyfundraisingUrl],
  ] as const) {
    await page.goto(route)
    const link = page.getByRole("main").getByRole("link", { name })
    await expect(link).toHaveAttribute("href", href)
    await expect(link).toHaveAttribute("target", "_blank")
    await expect(link).toContainText("(opens in a new tab)")
  }
})

test("the text pages fit a phone screen without sideways scrolling", async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 360, height: 740 })
  for (const { route } of screens) {
    await page.goto(route)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, route).toBeLessThanOrEqual(0)
  }
})
