import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { groupRoute, groups } from "../src/content/collections/groups"
import { pageAliases, sitePages } from "../src/content/collections/pages"
import { groupCalendarPath } from "./calendar-feeds"
import { siteRoot } from "./site-root"

const template = (name: string) => path.join(siteRoot(), "src/templates", `${name}.tsx`)

/**
 * The pages made from content rather than from a file in src/pages/: each plain-text page of data/pages/, each
 * group's page (one per file in data/groups/, at the address of its file's name), and News & Events at its own
 * address and its old one.
 */
export const createPages: GatsbyNode["createPages"] = async ({ actions, getNodesByType }) => {
  for (const [fileName, page] of Object.entries(sitePages)) {
    if (!("plain" in page)) continue
    actions.createPage({
      path: page.route,
      component: template("text-page"),
      context: { fileName, noindex: "noindex" in page && page.noindex },
    })
  }

  for (const node of getNodesByType(groups.typeName)) {
    const fileName = String(node.fileName)
    actions.createPage({
      path: groupRoute(fileName),
      component: template("group-page"),
      // The panel's person is found by their short name, and its regular gatherings by the page's address, which
      // the page's query takes from here; the page's own calendar feed is gatsby/calendar-feeds.ts's.
      context: {
        fileName,
        contact: String(node.contact),
        route: groupRoute(fileName),
        calendar: groupCalendarPath(fileName),
      },
    })
  }

  const newsRoute = sitePages["news-and-events"].route
  const newsAliases = Object.keys(pageAliases).filter(alias => pageAliases[alias] === "news-and-events")
  for (const route of [newsRoute, ...newsAliases]) {
    actions.createPage({
      path: route,
      component: template("news-and-events"),
      // The old address shows the same page and points search engines to the one address to list.
      context: route === newsRoute ? {} : { canonicalPath: newsRoute },
    })
  }
}
