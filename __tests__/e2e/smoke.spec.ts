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

test("portraits are served at 128 and 256 px in AVIF and JPEG", async ({ page, request, pageErrors }) => {
  await page.goto("/whos-who")
  const portrait = page.getByRole("main").locator("picture").first()
  await expect(portrait).toBeAttached()
  // gatsby-plugin-image may hold the sources in data-srcset until hydrated.
  const sources = await portrait.locator("source, img").evaluateAll(elements =>
    elements.map(element => ({
      type: element.getAttribute("type") ?? "image/jpeg",
      srcset: element.getAttribute("srcset") ?? element.getAttribute("data-srcset") ?? "",
    })),
  )
  const byType = Object.fromEntries(sources.filter(source => source.srcset).map(source => [source.type, source.srcset]))
  // AVIF for the browsers that read it, JPEG for the rest (a WebP copy would only add bytes to the page).
  expect(Object.keys(byType).sort()).toEqual(["image/avif", "image/jpeg"])

  for (const [type, srcset] of Object.entries(byType)) {
    const candidates = srcset.split(",").map(candidate => candidate.trim().split(/\s+/))
    // A fixed 128 px image offers its 1x and 2x files as width candidates.
    expect(candidates.map(([, descriptor]) => descriptor)).toEqual(["128w", "256w"])
    const widths: number[] = []
    for (const [url] of candidates) {
      const image = await request.get(url!)
      expect(image.status(), url).toBe(200)
      const metadata = await sharp(await image.body()).metadata()
      expect(`image/${metadata.format === "heif" ? "avif" : metadata.format}`).toBe(type)
      widths.push(metadata.width!)
    }
    expect(widths).toEqual([128, 256])
  }
  expect(pageErrors).toEqual([])
})
