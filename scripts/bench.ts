/**
 * The performance benchmark: `npm run bench`.
 * Builds the site cold and warm (timed), serves public/ as Netlify would (headers of netlify.toml, gzip), runs
 * Lighthouse (mobile, default throttling) five times over every page (`--runs=N` for another number) and prints
 * its median run, one row per page: the four category scores, LCP, TBT, CLS, and the bytes (as transferred, gzip)
 * of all JS, HTML, CSS and images, the first-visit JS (the scripts the HTML names), and each page's HTML gzip size
 * against the 14 KB first-round-trip budget, then /contact's first-visit JS against a bare Gatsby 5 + React page
 * built beside it (scripts/bare-gatsby.ts). Figures are printed and saved to bench-results/latest.json; nothing
 * here passes or fails a test. `npm run bench -- --help` lists the options.
 */
import { execFileSync, execSync, spawn } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { chromium } from "@playwright/test"
import * as chromeLauncher from "chrome-launcher"
import type { Result } from "lighthouse"
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js"
import { builtPagePaths, hasIsland } from "../__tests__/e2e/built-pages"
import { bareGatsbyFirstVisitJs, firstVisitJsBytes } from "./bare-gatsby"
import { chromiumArgs, findChromium } from "./chromium-path"

const root = path.resolve(__dirname, "..")
const port = Number(process.env.BENCH_PORT ?? 9300)
/** Issue 21: a static page ships at most 5 KB gzip of JavaScript; one that runs React no more than a bare Gatsby page. */
const budgets = { htmlGzipBytes: 14 * 1024, staticFirstVisitJsGzipBytes: 5 * 1024 }
/**
 * What a new TCP connection delivers in its first round trip: ten segments of 1,460 bytes (RFC 6928), as
 * Lighthouse's simulation counts it. A page whose HTML, headers included, is larger waits one round trip more
 * (150 ms in its mobile throttling) before its text can paint.
 */
const firstRoundTripBytes = 10 * 1460

function timed(command: string): number {
  const started = Date.now()
  execSync(command, { cwd: root, stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  return (Date.now() - started) / 1000
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)}`

/** The woff2 files a page's @font-face rules name, their size on disk, and whether the page preloads them. */
function webFontFiles(html: string): { file: string; bytes: number; preloaded: boolean }[] {
  const urls = [...new Set([...html.matchAll(/url\((\/static\/[^)]+\.woff2)\)/g)].map(match => match[1]!))]
  return urls.map(url => ({
    file: path.basename(url).replace(/-[0-9a-f]{20,}(?=\.woff2$)/, ""),
    bytes: fs.statSync(path.join(root, "public", url)).size,
    preloaded: html.includes(`rel="preload" as="font" type="font/woff2" href="${url}"`),
  }))
}

/**
 * The layout figures the design holds, measured on the served site in Chromium: where Home's "Join us"
 * ends on a phone's and a laptop's first screen, each page's length and footer height on a 390 px phone.
 */
async function layoutFigures(chromePath: string, pagePaths: string[]) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumArgs })
  try {
    const bottomOf = `(selector) => { const el = document.querySelector(selector); return el ? Math.round(el.getBoundingClientRect().bottom + scrollY) : NaN }`
    const firstScreens: string[] = []
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      const page = await browser.newPage({ viewport })
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, route => route.abort())
      await page.goto(`http://127.0.0.1:${port}/`)
      const phone = await page.evaluate(`(${bottomOf})('main a[href^="tel:"]')`)
      const panel = await page.evaluate(`(${bottomOf})('main section:has(#join-us)')`)
      firstScreens.push(
        `${viewport.width}×${viewport.height}: phone link ends at ${phone} px, the panel at ${panel} px`,
      )
      await page.close()
    }
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, route => route.abort())
    const lengths: Record<string, string | number>[] = []
    for (const pagePath of pagePaths) {
      await page.goto(`http://127.0.0.1:${port}${pagePath}`)
      // The footer is laid out once near the screen (content-visibility: auto): measured as a reader scrolls to it.
      await page.locator("footer").scrollIntoViewIfNeeded()
      const footerLaidOut = `document.querySelector("footer > *").checkVisibility({ contentVisibilityAuto: true })`
      while (!(await page.evaluate(footerLaidOut))) await page.waitForTimeout(50)
      const [length, footer] = await page.evaluate<[number, number]>(
        `[document.documentElement.scrollHeight, Math.round(document.querySelector("footer").getBoundingClientRect().height)]`,
      )
      lengths.push({ page: pagePath, "length at 390 px": length, "footer px": footer })
    }
    return { firstScreens, lengths }
  } finally {
    await browser.close()
  }
}

/**
 * Lighthouse's representative run of `runs` (its own computeMedianRun: the run nearest the median FCP and TTI).
 * One run's performance score moves by a point or two from run to run on the same page; Lighthouse's documentation
 * on variability advises the median of several runs.
 */
function medianLighthouseRun(url: string, chromePort: number, runs: number): Result {
  const reports = Array.from({ length: runs }, () => {
    // Lighthouse's CLI, not its Node API: tsx's compiled helpers would break the code Lighthouse runs in the page.
    const report = execFileSync(
      process.execPath,
      [
        require.resolve("lighthouse/cli/index.js"),
        url,
        `--port=${chromePort}`,
        "--output=json",
        "--quiet",
        "--only-categories=performance,accessibility,best-practices,seo",
      ],
      { encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
    )
    return JSON.parse(report) as Result
  })
  return computeMedianRun(filterToValidRuns(reports))
}

const usage = `npm run bench -- [options]
  --no-build          reuse public/ as it is
  --runs=N            Lighthouse runs per page, the median kept (default 5)
  --routes=/,/venues  only these pages (default: every built page)`

/** A --name=value option, or undefined. */
const option = (name: string) => process.argv.find(arg => arg.startsWith(`--${name}=`))?.slice(name.length + 3)

async function main() {
  if (process.argv.includes("--help")) return console.log(usage)
  const skipBuild = process.argv.includes("--no-build")
  const runs = Number(option("runs") ?? 5)
  const onlyRoutes = option("routes")?.split(",")
  const coldBuild = skipBuild ? NaN : timed("npx gatsby clean && npx gatsby build")
  const warmBuild = skipBuild ? NaN : timed("npx gatsby build")
  const bare = bareGatsbyFirstVisitJs(root)

  // Its own process group: npx does not pass a kill on to the server it starts, which then kept the port and the
  // benchmark itself running after the table was printed.
  const server = spawn("npx", ["tsx", "scripts/preview-server.ts", "--port", String(port), "--gzip"], {
    cwd: root,
    detached: true,
  })
  await new Promise(resolve => setTimeout(resolve, 2500))
  const chromePath = findChromium()
  if (!chromePath) throw new Error("No Chromium: run `npx tsx scripts/ensure-chromium.ts` first.")
  // Paint holding off: in headless Chromium a page that has finished loading before its first frame (ours, with its
  // fonts preloaded) can wait one or two whole seconds for that frame, which no reader's browser does (Lighthouse
  // issue #17148, "Observed FCP/LCP inflated by whole seconds in headless runs"; PageSpeed Insights shows it too).
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--disable-features=PaintHolding", ...chromiumArgs],
  })

  const rows: Record<string, string | number>[] = []
  let layout: Awaited<ReturnType<typeof layoutFigures>> = { firstScreens: [], lengths: [] }
  try {
    const pagePaths = builtPagePaths(path.join(root, "public")).filter(
      route => !onlyRoutes || onlyRoutes.includes(route),
    )
    for (const pagePath of pagePaths) {
      const { categories, audits } = medianLighthouseRun(`http://127.0.0.1:${port}${pagePath}`, chrome.port, runs)
      const bytesOf = (type: string) =>
        (
          (audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] })
            ?.items ?? []
        ).find(item => item.resourceType === type)?.transferSize ?? 0
      const htmlFile = path.join(root, "public", pagePath === "/" ? "" : pagePath, "index.html")
      const html = fs.readFileSync(htmlFile, "utf8")
      const htmlGzip = zlib.gzipSync(html).length
      // First-visit JavaScript: the scripts the page itself names, each counted once (later chunks,
      // prefetches for linked pages and web-vitals load after the page and are in "JS KB").
      const firstVisitJs = firstVisitJsBytes(path.join(root, "public"), html)
      const jsBudget = hasIsland(html) ? bare.bytes : budgets.staticFirstVisitJsGzipBytes
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
      rows.push({
        page: pagePath,
        perf: score("performance"),
        a11y: score("accessibility"),
        bp: score("best-practices"),
        seo: score("seo"),
        "LCP s": ((audits["largest-contentful-paint"]?.numericValue ?? 0) / 1000).toFixed(2),
        "TBT ms": Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        CLS: (audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
        "1st JS gz KB": `${kb(firstVisitJs)}${firstVisitJs > jsBudget ? " (over)" : ""}`,
        "JS KB": kb(bytesOf("script")),
        "HTML KB": `${kb(bytesOf("document"))}${bytesOf("document") > firstRoundTripBytes ? " (2 trips)" : ""}`,
        "CSS KB": kb(bytesOf("stylesheet")),
        "font KB": kb(bytesOf("font")),
        "img KB": kb(bytesOf("image")),
        "HTML gz KB": `${kb(htmlGzip)}${htmlGzip > budgets.htmlGzipBytes ? " (over)" : ""}`,
      })
      process.stdout.write(".")
    }
    layout = await layoutFigures(chromePath, pagePaths)
  } finally {
    await chrome.kill()
    process.kill(-server.pid!)
  }
  console.log("\n")
  console.table(rows)
  console.log(`Cold build: ${coldBuild.toFixed(1)} s; warm build: ${warmBuild.toFixed(1)} s`)
  console.log(
    `Budgets: 100 in every category; first-visit JS ≤ ${kb(budgets.staticFirstVisitJsGzipBytes)} KB gzip on a ` +
      `static page, ≤ 0.9× a bare Gatsby + React page on one that runs React; ` +
      `HTML with critical CSS ≤ ${kb(budgets.htmlGzipBytes)} KB gzip; "(2 trips)": the HTML with its headers, as ` +
      `sent, is over the ${kb(firstRoundTripBytes)} KB a new connection's first round trip carries`,
  )
  const ratios = builtPagePaths(path.join(root, "public")).flatMap(route => {
    const html = fs.readFileSync(path.join(root, "public", route === "/" ? "" : route, "index.html"), "utf8")
    if (!hasIsland(html)) return []
    const bytes = firstVisitJsBytes(path.join(root, "public"), html)
    return [{ route, bytes, ratio: bytes / bare.bytes }]
  })
  const home = fs.readFileSync(path.join(root, "public", "index.html"), "utf8")
  const fonts = webFontFiles(home)
  console.log(
    `Web fonts (woff2, already compressed; the same files on every page, cached after the first): ${fonts
      .map(font => `${font.file} ${kb(font.bytes)} KB${font.preloaded ? " (preloaded)" : ""}`)
      .join(", ")}; ${kb(fonts.reduce((sum, font) => sum + font.bytes, 0))} KB in all`,
  )
  console.log(`Bare Gatsby + React page (${bare.versions}): ${kb(bare.bytes)} KB gzip first-visit JS`)
  for (const { route, bytes, ratio } of ratios) {
    console.log(`${route}: ${kb(bytes)} KB gzip first-visit JS = ${ratio.toFixed(2)}× the bare Gatsby + React page`)
  }
  console.log(`Home's "Join us" (target: on the first screen): ${layout.firstScreens.join("; ")}`)
  console.log("Phone pages (target: footer ≤ 800 px at 390 px):")
  console.table(layout.lengths)
  fs.mkdirSync(path.join(root, "bench-results"), { recursive: true })
  fs.writeFileSync(
    path.join(root, "bench-results/latest.json"),
    JSON.stringify({ date: new Date().toISOString(), coldBuild, warmBuild, bare, ratios, rows }, null, 2),
  )
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
