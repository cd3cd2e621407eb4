import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { externaliseInlineScripts } from "../src/build/externalise-inline-scripts"
import { writeFaviconIco } from "../src/build/favicon-ico"
import { htmlFilesUnder } from "../src/build/html-files"
import { buildCmsScript } from "../src/build/cms-script"
import { addIslandScript, buildIslandScript } from "../src/build/island-script"
import { addStandaloneScript, buildStandaloneScript } from "../src/build/standalone-script"
import { siteFacts } from "../src/content/collections/site"
import { calendarFeeds } from "./calendar-feeds"
import { siteRoot } from "./site-root"

/** Where the moved inline scripts live, under Gatsby's long-cached static folder. */
export const inlineScriptsPath = "/static/inline-scripts"

/**
 * After every build: the calendar feeds, robots.txt, /favicon.ico, the CMS's script, the standalone script added to every page, the
 * island script added to the pages with an island, and the move of inline scripts into files.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, reporter }) => {
  const publicDir = path.join(siteRoot(), "public")
  for (const [feedPath, calendar] of Object.entries(calendarFeeds({ getNodesByType }))) {
    fs.writeFileSync(path.join(publicDir, feedPath), calendar)
  }

  // Deploy previews and branch deploys must not be indexed; only the production site is.
  const [site] = getNodesByType(siteFacts.typeName) as unknown as { siteUrl: string }[]
  const isProduction = !process.env.CONTEXT || process.env.CONTEXT === "production"
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    isProduction
      ? `User-agent: *\nAllow: /\n\nSitemap: ${site?.siteUrl ?? ""}/sitemap-index.xml\n`
      : "User-agent: *\nDisallow: /\n",
  )

  await writeFaviconIco(siteRoot(), publicDir)

  // The CMS's script (/admin, served by netlify/functions/cms-admin.mts) is built beside the others; no page names it.
  const [standaloneScript, islandScript, cmsScript] = await Promise.all([
    buildStandaloneScript(siteRoot(), publicDir),
    buildIslandScript(siteRoot(), publicDir),
    buildCmsScript(siteRoot(), path.join(publicDir, "admin")),
  ])

  const scriptsDir = path.join(publicDir, inlineScriptsPath)
  fs.mkdirSync(scriptsDir, { recursive: true })
  let moved = 0
  for (const file of htmlFilesUnder(publicDir)) {
    const page = addIslandScript(addStandaloneScript(fs.readFileSync(file, "utf8"), standaloneScript), islandScript)
    const { html, scripts } = externaliseInlineScripts(page, inlineScriptsPath)
    for (const [name, content] of scripts) fs.writeFileSync(path.join(scriptsDir, name), content)
    fs.writeFileSync(file, html)
    moved += scripts.size
  }
  reporter.info(
    `Wrote the calendar feeds, robots.txt and favicon.ico; added ${standaloneScript} to every page and ${islandScript} to those with an island; moved ${moved} inline scripts into files; built the CMS's ${cmsScript}`,
  )
}
