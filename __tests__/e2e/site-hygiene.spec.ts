import { spawnSync } from "node:child_process"
import path from "node:path"
import { check, LinkState } from "linkinator"
import vnuJar from "vnu-jar"
import { htmlFilesUnder } from "../../gatsby/html-files"
import { expect, test } from "./fixtures"

/**
 * Whole-site checks on the built site: every internal link and asset resolves,
 * and every page is valid HTML by the Nu HTML Checker.
 */
const publicDir = path.resolve(__dirname, "../../public")

test("no internal link or asset is broken", async ({ baseURL }) => {
  test.setTimeout(180_000)
  const result = await check({
    path: `${baseURL}/`,
    recurse: true,
    concurrency: 8,
    // Outside hosts are unreachable here (and not ours to keep): check only the site itself.
    linksToSkip: async (link: string) => !link.startsWith(baseURL!),
  })
  const broken = result.links
    .filter(link => link.state === LinkState.BROKEN)
    .map(link => `${link.url} (${link.status}) linked from ${link.parent}`)
  expect(broken).toEqual([])
  // It really crawled the site, not just the home page.
  expect(result.links.filter(link => link.state === LinkState.OK).length).toBeGreaterThan(20)
})

interface NuMessage {
  type: string
  url: string
  message: string
  extract?: string
}

/**
 * Errors that come from gatsby-plugin-image's lazy-loading markup, not from our
 * own: until its loader script runs, <source> and <img> carry `data-srcset` /
 * `data-src` instead of `srcset` / `src`, with `sizes` already set. Each is
 * matched by its message AND by the plugin's own attributes in the extract.
 */
const gatsbyImageLazyMarkup: { message: string; marker: RegExp }[] = [
  { message: "Element “source” is missing required attribute “srcset”.", marker: /<source [^>]*data-srcset=/ },
  {
    message: "The “sizes” attribute must only be specified if the “srcset” attribute is also specified.",
    marker: /<source [^>]*data-srcset=|<img [^>]*data-main-image=/,
  },
  {
    message: "Element “img” is missing one or more of the following attributes: “src”, “srcset”.",
    marker: /<img [^>]*data-main-image=/,
  },
]

const isGatsbyImageLazyMarkup = (message: NuMessage) =>
  gatsbyImageLazyMarkup.some(known => known.message === message.message && known.marker.test(message.extract ?? ""))

/** CSS newer than the checker's CSS validator: container queries (CSS Containment 3, in every engine since 2023). */
const isNewerCss = (message: NuMessage) =>
  message.message.startsWith("CSS:") && /“@container”|“container-(type|name)”/.test(message.message)

test("every page is valid HTML (Nu HTML Checker)", () => {
  test.setTimeout(180_000)
  const pages = htmlFilesUnder(publicDir)
  expect(pages.length).toBeGreaterThan(1)
  // vnu writes its JSON report to stderr.
  const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...pages], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  })
  expect(run.status, run.error?.message).toBe(0)
  const { messages } = JSON.parse(run.stderr) as { messages: NuMessage[] }
  const errors = messages.filter(message => message.type === "error")
  const ours = errors
    .filter(message => !isGatsbyImageLazyMarkup(message) && !isNewerCss(message))
    .map(message => `${message.url.replace(/^.*\/public/, "")}: ${message.message} [${message.extract ?? ""}]`)
  expect(ours).toEqual([])
})
