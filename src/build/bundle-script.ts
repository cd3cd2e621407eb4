import fs from "node:fs"
import path from "node:path"
import webpack from "webpack"

/**
 * How the site's own TypeScript and JSX are compiled for a browser bundle: as tsconfig.json compiles JSX for the
 * server (emotion's css prop), with @emotion/babel-plugin given `emotionOptions`.
 */
export function siteSourceRule(emotionOptions: Record<string, unknown> = {}): webpack.RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    // By name, resolved from the site's node_modules (Parcel, which compiles gatsby-node, has no require.resolve).
    loader: "babel-loader",
    options: {
      babelrc: false,
      configFile: false,
      presets: [
        "@babel/preset-typescript",
        ["@babel/preset-react", { runtime: "automatic", importSource: "@emotion/react" }],
      ],
      plugins: [["@emotion/babel-plugin", emotionOptions]],
    },
  }
}

/** Runs a webpack compiler once; rejects with webpack's own error text, naming `what` did not build. */
export function runCompiler(compiler: webpack.Compiler, what: string): Promise<webpack.Stats> {
  return new Promise((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => undefined)
      if (error || !result) reject(error ?? new Error(`${what} did not build`))
      else if (result.hasErrors()) reject(new Error(result.toString({ all: false, errors: true })))
      else resolve(result)
    }),
  )
}

interface ScriptBundle {
  /** the bundle's name: its files are `<name>-<hash>.js` under `publicPath` */
  name: string
  /** its entry module, relative to the site's root */
  entry: string
  /** where its files are served from, under Gatsby's long-cached /static/ */
  publicPath: string
}

/**
 * Bundles one of the site's own browser scripts with Gatsby's own webpack and Babel (dependencies of gatsby):
 * files named by their content hash under `publicPath` (long-cached, allowed by the CSP's `script-src 'self'`).
 * Each bundle has its own chunk-loading global, so bundles on the same page never mix. Returns the entry file's
 * address.
 */
export async function bundleScript(
  siteRoot: string,
  publicDir: string,
  { name, entry, publicPath }: ScriptBundle,
): Promise<string> {
  const outputDir = path.join(publicDir, publicPath)
  fs.rmSync(outputDir, { recursive: true, force: true })
  const compiler = webpack({
    mode: "production",
    context: siteRoot,
    entry: { [name]: entry },
    target: ["web", "es2017"],
    output: {
      path: outputDir,
      publicPath,
      filename: "[name]-[contenthash:20].js",
      chunkFilename: "[name]-[contenthash:20].js",
      uniqueName: name,
      chunkLoadingGlobal: `${name}Chunks`,
    },
    resolve: { extensions: [".ts", ".tsx", ".js"] },
    module: {
      rules: [
        // As gatsby-plugin-emotion compiles the pages (its options as a build sees them): each css prop gets the
        // plugin's extra (empty in production) label and source-map arguments, and those arguments are part of the
        // class name's hash. An island compiled otherwise would get other class names than the server's HTML and
        // write its styles again. __tests__/e2e/hydration.spec.ts checks that it writes none.
        siteSourceRule({ sourceMap: true, autoLabel: "dev-only" }),
      ],
    },
    plugins: [
      // Gatsby writes GATSBY_* variables into its browser bundles; these bundles see the same build-time values.
      new webpack.DefinePlugin(
        Object.fromEntries(
          ["GATSBY_WEB_VITALS_URL", "GATSBY_CONTACT_API_BASE"].map(variable => [
            `process.env.${variable}`,
            JSON.stringify(process.env[variable] ?? ""),
          ]),
        ),
      ),
    ],
    performance: { hints: false },
    devtool: false,
  })
  const stats = await runCompiler(compiler, `the ${name} script`)
  const [file] = stats.toJson({ all: false, entrypoints: true }).entrypoints?.[name]?.assets ?? []
  if (!file) throw new Error(`the ${name} script's bundle has no file`)
  return `${publicPath}${file.name}`
}

/**
 * A page's HTML with the bundle's script tag in its head, in place of any earlier tag of the same bundle (Gatsby
 * does not rewrite unchanged pages on a second build), or with none when `wanted` is false.
 */
export function withScriptTag(
  html: string,
  {
    publicPath,
    src,
    loading,
    wanted = true,
  }: { publicPath: string; src: string; loading: "async" | "defer"; wanted?: boolean },
): string {
  const earlier = new RegExp(`<script src="${publicPath.replace(/[/.]/g, "\\$&")}[^"]*" (?:async|defer)></script>`, "g")
  const page = html.replace(earlier, "")
  return wanted ? page.replace("</head>", `<script src="${src}" ${loading}></script></head>`) : page
}
