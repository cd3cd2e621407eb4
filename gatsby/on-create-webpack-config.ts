import type { GatsbyNode } from "gatsby"

interface Rule {
  test?: unknown
  use?: unknown
}

/**
 * Font files stay files. No chunk time-out is set: built pages load no webpack chunks (their scripts' 120-second
 * limit is in plugins/gatsby-plugin-islands/browser.ts), and webpack's default for the bundles `npm start` loads is
 * already 120 seconds.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, getConfig, loaders }) => {
  // Gatsby inlines a file under 10 KB as a data: URL, and a cut font file can be that small. A font stays a file of
  // its own, which the browser fetches once and caches for every page, rather than bytes repeated in every page's head.
  const config = getConfig() as { module: { rules: Rule[] } }
  const isFontRule = (rule: Rule) => rule.test instanceof RegExp && rule.test.test("font.woff2")
  config.module.rules = config.module.rules.map(rule => (isFontRule(rule) ? { ...rule, use: [loaders.file()] } : rule))
  actions.replaceWebpackConfig(config)
}
