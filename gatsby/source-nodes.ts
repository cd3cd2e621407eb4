import type { GatsbyNode } from "gatsby"
import { siteNow } from "../src/content/site-now"
import { syncContentNodes } from "./content-nodes"
import { checkContentNow, isDevelop, latestContentReport, watchContent } from "./content-watch"

/**
 * The content's nodes, from the check onPreInit ran (gatsby/content-nodes.ts). Under `npm start` they follow
 * every change in data/: the check runs again and the nodes that changed are made to match it.
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = async helpers => {
  await syncContentNodes(latestContentReport() ?? (await checkContentNow()), siteNow(), helpers)
  if (isDevelop() && !watching) {
    watchContent(report => syncContentNodes(report, siteNow(), helpers, { changesOnly: true }))
    watching = true
  }
}

/** Gatsby may source again under `npm start` (a refresh); one watcher is enough. */
let watching = false
