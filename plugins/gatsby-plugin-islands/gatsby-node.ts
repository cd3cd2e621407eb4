import path from "node:path"
import type { GatsbyNode, PluginOptions } from "gatsby"
import { bundleScript } from "./bundle"
import { gatsbyImageHeadScripts, htmlRendererStage } from "./gatsby-internals"
import { writeScriptFiles } from "./inline-scripts"
import { bundles, type BundleName, type IslandsBuild } from "./page-scripts"

/** The site's options: each bundle's entry module, relative to the site's root. */
type IslandsOptions = PluginOptions & Record<BundleName, string>

export const pluginOptionsSchema: GatsbyNode["pluginOptionsSchema"] = ({ Joi }) =>
  Joi.object({
    standalone: Joi.string()
      .required()
      .description("entry of the script every page runs, e.g. ./src/standalone/entry.ts"),
    islands: Joi.string().required().description("entry of the script that hydrates the islands"),
    idle: Joi.string().required().description("entry of the script every page loads once it is idle"),
  })

/** Gatsby always runs from the site's root folder; compiled gatsby-node code cannot rely on __dirname. */
const siteRoot = () => process.cwd()

let built: IslandsBuild | undefined

/**
 * `gatsby build` only (`gatsby develop` hydrates whole pages as usual), before Gatsby renders any page: bundles the
 * standalone and island scripts into public/static/, and writes the inline head script pages will name as a file,
 * all named by their content hashes.
 */
export const onPreBuild: GatsbyNode["onPreBuild"] = async ({ reporter }, options) => {
  const publicDir = path.join(siteRoot(), "public")
  const names = Object.keys(bundles) as BundleName[]
  const files = await Promise.all(
    names.map(name =>
      bundleScript(siteRoot(), publicDir, {
        name,
        entry: (options as IslandsOptions)[name],
        publicPath: bundles[name].publicPath,
      }),
    ),
  )
  const scripts = Object.fromEntries(names.map((name, index) => [name, files[index]!])) as IslandsBuild["scripts"]
  built = { scripts, scriptFiles: writeScriptFiles(publicDir, gatsbyImageHeadScripts()) }
  reporter.info(`gatsby-plugin-islands: built ${files.join(" and ")}; wrote gatsby-plugin-image's head loader`)
}

/** Hands what onPreBuild built to the HTML renderer's bundle, where gatsby-ssr reads it as ISLANDS_PLUGIN_BUILD. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage !== htmlRendererStage) return
  if (!built) throw new Error("gatsby-plugin-islands: Gatsby made the HTML renderer before onPreBuild had run")
  actions.setWebpackConfig({ plugins: [plugins.define({ ISLANDS_PLUGIN_BUILD: JSON.stringify(built) })] })
}
