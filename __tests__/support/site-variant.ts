import fs from "node:fs"
import path from "node:path"
import { siteFacts, type SiteFactsEntry } from "../../src/content/collections/site"
import { entryAsNode } from "../../src/content/entry-as-node"
import { checkEntrySource } from "../../src/content/validate"

const siteFile = "data/site/site.json"
const shippedSource = () => fs.readFileSync(path.resolve(__dirname, "../..", siteFile), "utf8")

/**
 * The shipped data/site/site.json with some fields changed (a field given as undefined is left out), through the
 * content check as the build reads it: its problems, and, when it passes, its data and its node.
 */
export function siteVariant(changes: Partial<Record<keyof SiteFactsEntry, unknown>>) {
  const source = JSON.stringify({ ...(JSON.parse(shippedSource()) as object), ...changes }, null, 2)
  const checked = checkEntrySource(siteFacts, siteFile, source)
  const data = checked.data as SiteFactsEntry | undefined
  return {
    /** each problem as "field: message" */
    problems: checked.problems.map(problem => `${problem.field ?? ""}: ${problem.message}`),
    data,
    /** the entry as its GraphQL node gives it to a component, typed as the caller's fragment */
    node: <Fragment>(): Fragment => {
      if (!data) throw new Error(`the changed site.json does not pass the check: ${checked.problems[0]?.message}`)
      return entryAsNode<Fragment>(siteFacts, data, "site")
    },
  }
}

/** The shipped site.json, checked. */
export const shippedSite = () => siteVariant({})
