import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { groupRoute, groups } from "../src/content/collections/groups"
import { pageAliases, sitePages, type SitePageName } from "../src/content/collections/pages"
import { redirects, redirectsOf } from "../src/content/collections/redirects"
import { groupCalendarPath } from "./calendar-feeds"
import { siteRoot } from "./site-root"

const template = (name: string) => path.join(siteRoot(), "src/templates", `${name}.tsx`)

/** Whether a page's file is in data/pages/ (its node is there), so the page is built. */
type PageIsThere = (name: SitePageName) => boolean

/**
 * The pages made from content: each page of data/pages/ whose file is there (a page without its file is not built at
 * all), each group's page (one per file in data/groups/, at the address of its file's name), News & Events at its own
 * address and its old one, and the redirects of data/redirects/, which the Netlify adapter writes to Netlify's
 * redirects and the local preview follows. Home and Contact, which the site always has, are files in src/pages/.
 */
export const createPages: GatsbyNode["createPages"] = async ({ actions, getNodesByType }) => {
  const isThere: PageIsThere = name => getNodesByType(sitePages[name].typeName).some(node => node.fileName === name)
  const aliasesOf = (name: SitePageName) => Object.keys(pageAliases).filter(alias => pageAliases[alias] === name)

  for (const [name, page] of Object.entries(sitePages) as [SitePageName, (typeof sitePages)[SitePageName]][]) {
    if (!isThere(name) || name === "home" || name === "contact" || name === "thank-you") continue
    const plain = "plain" in page
    for (const route of [page.route, ...aliasesOf(name)]) {
      actions.createPage({
        path: route,
        component: template(plain ? "text-page" : name),
        context: {
          ...(plain ? { fileName: name, noindex: "noindex" in page && page.noindex } : {}),
          // An old address shows the same page and points search engines to the one address to list.
          ...(route === page.route ? {} : { canonicalPath: page.route }),
        },
      })
    }
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

  for (const redirect of redirectsOf(getNodesByType(redirects.typeName))) {
    actions.createRedirect({ fromPath: redirect.from, toPath: redirect.to, isPermanent: true })
  }
}
