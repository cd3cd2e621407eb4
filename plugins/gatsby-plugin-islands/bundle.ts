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

/**
 * As Gatsby's browser bundles see the environment: each GATSBY_* variable set at build time, any other
 * `process.env.X` undefined (NODE_ENV is "production", from webpack's mode).
 */
function gatsbyEnvironment(): Record<string, string> {
  const gatsbyVariables = Object.entries(process.env).filter(([name]) => name.startsWith("GATSBY_"))
  return {
    ...Object.fromEntries(gatsbyVariables.map(([name, value]) => [`process.env.${name}`, JSON.stringify(value)])),
    "process.env": "({})",
  }
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
    plugins: [new webpack.DefinePlugin(gatsbyEnvironment())],
    performance: { hints: false },
    devtool: false,
  })
  const stats = await runCompiler(compiler, `the ${name} script`)
  const [file] = stats.toJson({ all: false, entrypoints: true }).entrypoints?.[name]?.assets ?? []
  if (!file) throw new Error(`the ${name} script's bundle has no file`)
  return `${publicPath}${file.name}`
}
