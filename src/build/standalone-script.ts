import fs from "node:fs"
import path from "node:path"
import webpack from "webpack"

/**
 * Bundles the standalone script (src/standalone/entry.ts) that every page runs,
 * with Gatsby's own webpack and Babel (dependencies of gatsby): one small file
 * named by its content hash, plus the web-vitals chunk it loads once the page is
 * idle, both under /static/standalone/ (long-cached, allowed by the CSP's
 * `script-src 'self'`). It has its own chunk-loading global, so on a page that
 * also runs Gatsby's bundles the two never mix.
 */
export const standalonePublicPath = "/static/standalone/"

export async function buildStandaloneScript(siteRoot: string, publicDir: string): Promise<string> {
  const outputDir = path.join(publicDir, standalonePublicPath)
  fs.rmSync(outputDir, { recursive: true, force: true })
  const compiler = webpack({
    mode: "production",
    context: siteRoot,
    entry: { standalone: "./src/standalone/entry.ts" },
    target: ["web", "es2017"],
    output: {
      path: outputDir,
      publicPath: standalonePublicPath,
      filename: "[name]-[contenthash:20].js",
      chunkFilename: "[name]-[contenthash:20].js",
      uniqueName: "standalone",
      chunkLoadingGlobal: "standaloneChunks",
    },
    resolve: { extensions: [".ts", ".js"] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          // By name, resolved from the site's node_modules (Parcel, which compiles gatsby-node, has no require.resolve).
          loader: "babel-loader",
          options: { babelrc: false, configFile: false, presets: ["@babel/preset-typescript"] },
        },
      ],
    },
    plugins: [
      // Sent nowhere unless a reporting address is set at build time (src/web-vitals-reporter.ts).
      new webpack.DefinePlugin({
        "process.env.GATSBY_WEB_VITALS_URL": JSON.stringify(process.env.GATSBY_WEB_VITALS_URL ?? ""),
      }),
    ],
    performance: { hints: false },
    devtool: false,
  })
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => undefined)
      if (error || !result) reject(error ?? new Error("the standalone script did not build"))
      else if (result.hasErrors()) reject(new Error(result.toString({ all: false, errors: true })))
      else resolve(result)
    }),
  )
  const [file] = stats.toJson({ all: false, entrypoints: true }).entrypoints?.standalone?.assets ?? []
  if (!file) throw new Error("the standalone script's bundle has no file")
  return `${standalonePublicPath}${file.name}`
}

const standaloneTag = /<script src="\/static\/standalone\/[^"]*" async><\/script>/g

/**
 * Adds the standalone script to a page's head, in place of any earlier one (Gatsby does not rewrite unchanged
 * pages on a second build): async, so it never holds up the page; it waits for the HTML itself.
 */
export function addStandaloneScript(html: string, src: string): string {
  return html.replace(standaloneTag, "").replace("</head>", `<script src="${src}" async></script></head>`)
}
