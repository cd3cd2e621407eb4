import sharp from "sharp"
import { expect, test } from "./fixtures"
import { pageWords, site } from "./shipped-content"

test("the home page loads with the site title and no page errors", async ({ page, pageErrors }) => {
  const response = await page.goto("/")
  expect(response?.status()).toBe(200)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pageWords.home.title)
  expect(await page.title()).toContain(site.title)
  // Wait for the page's script to run so client-side errors would have surfaced.
  await page.waitForLoadState("networkidle")
  expect(pageErrors).toEqual([])
})

test("portraits are served at 128 and 256 px in AVIF, and at 128 px in JPEG for browsers without AVIF", async ({
  page,
  request,
  pageErrors,
}) => {
  await page.goto("/whos-who")
  const portrait = page.getByRole("main").locator("picture").first()
  await expect(portrait).toBeAttached()
  const avif = await portrait.locator('source[type="image/avif"]').getAttribute("srcset")
  // A WebP copy would only add bytes to the page; the JPEG's 2x would add them to every page's first 14 KB.
  await expect(portrait.locator("source")).toHaveCount(1)
  const jpeg = await portrait.locator("img").getAttribute("src")
  const candidates = [
    ...(avif ?? "").split(",").map(candidate => candidate.trim().split(/\s+/)),
    [jpeg ?? "", "128w"],
  ]
  const served: string[] = []
  for (const [url, descriptor] of candidates) {
    const image = await request.get(url!)
    expect(image.status(), url).toBe(200)
    const metadata = await sharp(await image.body()).metadata()
    served.push(`${metadata.format === "heif" ? "avif" : metadata.format} ${metadata.width}w as ${descriptor}`)
  }
  expect(served).toEqual(["avif 128w as 128w", "avif 256w as 256w", "jpeg 128w as 128w"])
  expect(pageErrors).toEqual([])
})
