import fs from "node:fs"
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { ENDPOINT_CONTENT_FILE, readEndpointContent } from "../src/contact/endpoint-content"
import { siteRoot } from "./site-root"

/** The Contact page's address (src/pages/contact.tsx). */
const CONTACT_PATH = "/contact"

/**
 * The Contact page gets, as its context, the halls' calendar the contact endpoint checks booking enquiries against:
 * the very object the content check wrote into the endpoint's content (gatsby/checked-content-files.ts), so the
 * form's check in the browser and the endpoint's agree. The page hands it to the form's island as a prop.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path !== CONTACT_PATH || (page.context && "hallCalendar" in page.context)) return
  const written: unknown = JSON.parse(fs.readFileSync(path.join(siteRoot(), ENDPOINT_CONTENT_FILE), "utf8"))
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, hallCalendar: readEndpointContent(written).calendar } })
}
