import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import sanitizeHtml from "sanitize-html"
import { eventsCalendar, servicesCalendar, type CalendarService } from "../src/calendar/ics"
import { externaliseInlineScripts } from "../src/build/externalise-inline-scripts"
import { siteRoot } from "./site-root"

/** Where the moved inline scripts live, under Gatsby's long-cached static folder. */
export const inlineScriptsPath = "/static/inline-scripts"

interface FeedData {
  siteFacts: {
    title: string
    siteUrl: string
    address: { lines: string[]; town: string; postcode: string }
  } | null
  allService: { nodes: CalendarService[] }
  allEvent: {
    nodes: {
      name: string
      startsAt: string | null
      endsAt: string | null
      content: string[]
      parent: { name: string } | null
    }[]
  }
}

const htmlFiles = (folder: string): string[] =>
  fs.readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) return htmlFiles(full)
    return entry.name.endsWith(".html") ? [full] : []
  })

/** The calendar feeds, robots.txt and the inline-script move, written into public/ after every build. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const publicDir = path.join(siteRoot(), "public")
  const { data, errors } = await graphql<FeedData>(`
    query CalendarFeeds {
      siteFacts {
        title
        siteUrl
        address {
          lines
          town
          postcode
        }
      }
      allService(sort: { order: ASC }) {
        nodes {
          name
          day
          startTime
          durationMinutes
          description
        }
      }
      allEvent(filter: { startsAt: { ne: null } }, sort: { order: ASC }) {
        nodes {
          name
          startsAt
          endsAt
          content
          parent {
            ... on File {
              name
            }
          }
        }
      }
    }
  `)
  if (errors || !data?.siteFacts) {
    reporter.panicOnBuild("Could not read the data for the calendar feeds", errors)
    return
  }
  const site = data.siteFacts
  fs.writeFileSync(path.join(publicDir, "services.ics"), servicesCalendar(site, data.allService.nodes))
  fs.writeFileSync(
    path.join(publicDir, "events.ics"),
    eventsCalendar(
      site,
      data.allEvent.nodes.map(event => ({
        title: sanitizeHtml(event.name, { allowedTags: [], allowedAttributes: {} }),
        slug: event.parent?.name ?? event.startsAt!,
        startsAt: event.startsAt!,
        endsAt: event.endsAt,
        content: event.content,
      })),
    ),
  )

  // Deploy previews and branch deploys must not be indexed; only the production site is.
  const isProduction = !process.env.CONTEXT || process.env.CONTEXT === "production"
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    isProduction
      ? `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap-index.xml\n`
      : "User-agent: *\nDisallow: /\n",
  )

  const scriptsDir = path.join(publicDir, inlineScriptsPath)
  fs.mkdirSync(scriptsDir, { recursive: true })
  let moved = 0
  for (const file of htmlFiles(publicDir)) {
    const { html, scripts } = externaliseInlineScripts(fs.readFileSync(file, "utf8"), inlineScriptsPath)
    for (const [name, content] of scripts) fs.writeFileSync(path.join(scriptsDir, name), content)
    fs.writeFileSync(file, html)
    moved += scripts.size
  }
  reporter.info(`Wrote services.ics, events.ics and robots.txt; moved ${moved} inline scripts into files`)
}
