import fs from "node:fs"
import { createRequire } from "node:module"
import path from "node:path"
import webpack from "webpack"
import { CMS_SCRIPT_PATH, IDENTITY_WIDGET_PATH } from "../src/cms/admin-page"
import { chosenCmsBackend } from "../src/cms/backend"
import { runCompiler, siteSourceRule } from "../plugins/gatsby-plugin-islands/bundle"

/** "https://github.com/owner/name(.git)" or "git@github.com:owner/name.git" → "owner/name". */
export function githubRepoOf(repositoryUrl: string | undefined): string | undefined {
  return /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(repositoryUrl ?? "")?.[1]
}

/** The name Gatsby's build gave a font file in public/static ("x.woff2" → "x-<hash>.woff2"). */
function publishedFontName(siteRoot: string) {
  return (pathData: { filename?: string }) => {
    const base = path.basename(pathData.filename ?? "", ".woff2")
    const published = fs
      .readdirSync(path.join(siteRoot, "public/static"))
      .find(name => name.startsWith(`${base}-`) && name.endsWith(".woff2"))
    if (!published) throw new Error(`${base}.woff2 is not in public/static: the CMS is built after the site`)
    return published
  }
}

/** Where an installed package's folder is, as the site's own code resolves it. */
function packageFolder(siteRoot: string, name: string): string {
  return path.dirname(createRequire(path.join(siteRoot, "package.json")).resolve(`${name}/package.json`))
}

/**
 * The file `import … from name` gives in Node, through the package's own "main": for decap-cms-app, Decap's prebuilt
 * bundle (its "module" build would have webpack compile the whole of Decap again from its sources).
 */
function packageMain(siteRoot: string, name: string): string {
  return createRequire(path.join(siteRoot, "package.json")).resolve(name)
}

/**
 * Decap's prebuilt bundle loads some of its parts only when a form needs them (CodeMirror's languages, an image
 * codec): files beside its main one, which it fetches from the folder the /admin script is served from.
 */
function copyDecapLazyParts(siteRoot: string, outputDir: string) {
  const dist = path.join(packageFolder(siteRoot, "decap-cms-app"), "dist")
  for (const name of fs.readdirSync(dist)) {
    if (/^\d+\.decap-cms-app\.js$|\.wasm$/.test(name))
      fs.copyFileSync(path.join(dist, name), path.join(outputDir, name))
  }
}

/**
 * Netlify Identity's widget, which Decap's git-gateway backend drives (`window.netlifyIdentity`): the package's own
 * prebuilt, self-contained file (and its source map), served from /admin's folder so no outside script is needed.
 */
function copyIdentityWidget(siteRoot: string, outputDir: string) {
  const widget = packageFolder(siteRoot, "netlify-identity-widget")
  const { main } = JSON.parse(fs.readFileSync(path.join(widget, "package.json"), "utf8")) as { main: string }
  const target = path.join(outputDir, path.posix.basename(IDENTITY_WIDGET_PATH))
  fs.copyFileSync(path.join(widget, main), target)
  if (fs.existsSync(path.join(widget, `${main}.map`)))
    fs.copyFileSync(path.join(widget, `${main}.map`), `${target}.map`)
}

/**
 * Bundles the /admin script (src/cms/admin.tsx: Decap CMS's prebuilt bundle, the site's React, the generated configuration,
 * the save check and the previews) into `outputDir` as one file with a fixed name, which the /admin page names
 * (src/cms/admin-page.ts); it is served with Netlify's default "must revalidate" caching, as its name carries no
 * hash. Nothing else on the site loads it. The repository comes from CMS_GITHUB_REPO, else from Netlify's
 * REPOSITORY_URL; the branch from CMS_GITHUB_BRANCH, else "main". The backend is the page's choice (admin-page.ts),
 * but a CMS_BACKEND that names none stops the build here, before a deploy could serve it.
 */
export async function buildCmsScript(siteRoot: string, outputDir: string): Promise<string> {
  chosenCmsBackend(process.env.CMS_BACKEND)
  const fileName = path.posix.basename(CMS_SCRIPT_PATH)
  const compiler = webpack({
    mode: "production",
    context: siteRoot,
    entry: { cms: "./src/cms/admin.tsx" },
    target: ["web", "es2017"],
    output: { path: outputDir, filename: fileName, publicPath: path.posix.dirname(CMS_SCRIPT_PATH) + "/" },
    resolve: {
      extensions: [".ts", ".tsx", ".js"],
      alias: {
        // The site's components import Link and graphql from gatsby; the CMS has no Gatsby runtime.
        gatsby$: path.join(siteRoot, "src/cms/gatsby-shim.tsx"),
        "decap-cms-app$": packageMain(siteRoot, "decap-cms-app"),
      },
    },
    module: {
      // Decap's bundle is already built and minified: minifying it again took over a minute here, so the script
      // is not minified (the site's own part is small beside Decap's).
      rules: [
        siteSourceRule(),
        // The previews use the site's typography, which imports its font files (src/theme/font-faces.ts): point
        // them at the copies Gatsby's build has already published under /static/, rather than publish others.
        {
          test: /\.woff2$/,
          type: "asset/resource",
          generator: { emit: false, publicPath: "/static/", filename: publishedFontName(siteRoot) },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        "process.env.CMS_GITHUB_REPO": JSON.stringify(
          process.env.CMS_GITHUB_REPO || githubRepoOf(process.env.REPOSITORY_URL) || "",
        ),
        "process.env.CMS_GITHUB_BRANCH": JSON.stringify(process.env.CMS_GITHUB_BRANCH || "main"),
        "process.env.CMS_SITE_URL": JSON.stringify(process.env.URL ?? ""),
        // The date check's "now" (src/content/fields.ts): the build's pinned one, if any, as in the content check.
        "process.env.SITE_NOW": JSON.stringify(process.env.SITE_NOW ?? ""),
      }),
      // One file: the page names it.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    devtool: false,
  })
  await runCompiler(compiler, "the CMS script")
  copyDecapLazyParts(siteRoot, outputDir)
  copyIdentityWidget(siteRoot, outputDir)
  return CMS_SCRIPT_PATH
}
