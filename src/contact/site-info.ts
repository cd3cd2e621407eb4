import siteJson from "../../data/site/site.json"
import { siteFactsSchema } from "../content/collections/site"
import type { SiteInfo } from "./compose"

/**
 * The site's name and address for the mail, from data/site/site.json read through the same schema the content
 * check uses (a Function cannot query GraphQL, so the file is bundled with it). The build refuses a site.json with
 * a mistake, so this never meets one in a deployed function.
 */
export function siteInfo(): SiteInfo {
  const facts = siteFactsSchema.parse(siteJson)
  return { title: facts.title, siteUrl: facts.siteUrl }
}
