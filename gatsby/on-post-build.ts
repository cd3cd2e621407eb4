import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { writeFaviconIco } from "./favicon-ico"
import { buildCmsScript } from "./cms-script"
import { siteFacts } from "../src/content/collections/site"
import { calendarFeeds } from "./calendar-feeds"
import { siteRoot } from "./site-root"
import { writeHeadersFile } from "./content-security-policy"
import { writeSafeguardingPoster } from "./safeguarding-poster"
import { removePhotoLeftovers } from "./stale-public-files"

/**
 * After every build, files beside the pages (the pages themselves are finished by then; their scripts come from
 * plugins/gatsby-plugin-islands): the calendar feeds, the safeguarding poster, robots.txt, /favicon.ico, the
 * Content-Security-Policy in _headers and the CMS's script; and out of public/ go the sizes of photos deleted from
 * data/ (gatsby/stale-public-files.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType, reporter }) => {
  const publicDir = path.join(siteRoot(), "public")
  // A group page that is gone takes its feed with it.
  fs.rmSync(path.join(publicDir, "calendars"), { recursive: true, force: true })
  for (const [feedPath, calendar] of Object.entries(calendarFeeds({ getNodesByType }))) {
    fs.mkdirSync(path.dirname(path.join(publicDir, feedPath)), { recursive: true })
    fs.writeFileSync(path.join(publicDir, feedPath), calendar)
  }

  await writeSafeguardingPoster(publicDir, { getNodesByType })

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
  // The Content-Security-Policy, which follows the content's embeds; netlify.toml holds every other header.
  writeHeadersFile(siteRoot(), publicDir)

  const photoLeftovers = removePhotoLeftovers(
    publicDir,
    new Set(getNodesByType("File").map(file => file.internal.contentDigest)),
  )
  if (photoLeftovers.length)
    reporter.info(`Removed the sizes of photos data/ no longer has: ${photoLeftovers.join(", ")}`)

  // The CMS's script (/admin, served by netlify/functions/cms-admin.mts); no page names it. Built after the site,
  // since its previews point at the font files Gatsby's build published.
  const cmsScript = await buildCmsScript(siteRoot(), path.join(publicDir, "admin"))
  reporter.info(
    `Wrote the calendar feeds, the safeguarding poster, robots.txt, favicon.ico and _headers; built the CMS's ${cmsScript}`,
  )
}
