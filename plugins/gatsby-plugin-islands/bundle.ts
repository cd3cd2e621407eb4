import fs from "node:fs"
import path from "node:path"
import webpack from "webpack"

/** How a bundle's JSX gets its styles. */
export type JsxStyles =
  /** emotion's `css` prop, compiled as gatsby-plugin-emotion compiles the pages, with @emotion/babel-plugin's options */
  | { emotion: Record<string, unknown> }
  /** none of its own: React's JSX runtime, and the page's critical CSS styles what the script renders */
  | "from-the-page"

/** Babel: stops the build at a `css` prop, which React's own JSX runtime would write into the page as an attribute. */
const noCssProp = () => ({
  visitor: {
    JSXAttribute(path: { node: { name: { name: unknown } }; buildCodeFrameError(message: string): Error }) {
      if (path.node.name.name === "css") {
        throw path.buildCodeFrameError(
          "A script bundled by gatsby-plugin-islands carries no style runtime: give this element a class name " +
            "styled in the page's critical CSS instead of a css prop (plugins/gatsby-plugin-islands/README.md).",
        )
      }
    },
  },
})

/**
 * How the site's own TypeScript and JSX are compiled for a browser bundle: with emotion's `css` prop as
 * tsconfig.json compiles JSX for the server (the CMS script, whose previews render the site's components), or with
 * React's own JSX runtime and no style runtime at all (the standalone and island scripts).
 */
export function siteSourceRule(styles: JsxStyles = { emotion: {} }): webpack.RuleSetRule {
  const react =
    styles === "from-the-page"
      ? { presets: [["@babel/preset-react", { runtime: "automatic" }]], plugins: [noCssProp] }
      : {
          presets: [["@babel/preset-react", { runtime: "automatic", importSource: "@emotion/react" }]],
          plugins: [["@emotion/babel-plugin", styles.emotion]],
        }
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    // By name, resolved from the site's node_modules (Parcel, which compiles gatsby-node, has no require.resolve).
    loader: "babel-loader",
    options: {
      babelrc: false,
      configFile: false,
      presets: ["@babel/preset-typescript", ...react.presets],
      plugins: react.plugins,
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
      // No style runtime in the visitor's scripts: what they render is styled by the page's critical CSS, by class
      // name (the contact form: src/components/ContactForm/look.ts). __tests__/e2e/hydration.spec.ts checks that
      // the island writes no styles and still shows its error styles.
      rules: [siteSourceRule("from-the-page")],
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
