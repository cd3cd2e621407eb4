import type { GatsbyNode } from "gatsby"

/** Spec §9: a script chunk that has not loaded after 120 seconds counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000

interface Rule {
  test?: unknown
  use?: unknown
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, getConfig, loaders }) => {
  if (stage === "build-javascript" || stage === "develop") {
    actions.setWebpackConfig({ output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS } })
  }
  // Gatsby inlines a file under 10 KB as a data: URL, and a cut font file can be that small. A font stays a file of
  // its own, which every page preloads and the browser caches, rather than bytes repeated in every page's head.
  const config = getConfig() as { module: { rules: Rule[] } }
  const isFontRule = (rule: Rule) => rule.test instanceof RegExp && rule.test.test("font.woff2")
  config.module.rules = config.module.rules.map(rule => (isFontRule(rule) ? { ...rule, use: [loaders.file()] } : rule))
  actions.replaceWebpackConfig(config)
}
