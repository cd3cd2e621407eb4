/**
 * The import graph's rules (`npm run lint` runs them with dependency-cruiser). The site's code stacks in layers, each
 * importing only from those below it:
 *
 *   build and tools    gatsby/, plugins/, gatsby-*.ts(x), scripts/, tools/, netlify/, src/api/
 *   pages              src/pages/, src/templates/, src/cms/
 *   browser runtime    src/islands/, src/standalone/, src/page-metrics/
 *   components         src/components/
 *   services           src/contact/, src/calendar/, src/seo/, src/site-status/
 *   content            src/content/ (the schemas, the check, Markdown, dates)
 *   foundations        src/theme/, src/dom-markers.ts (import nothing from the site)
 *
 * and no module takes part in an import cycle. A local plugin's `index.ts` is its public API for the site's code (like
 * a package's): the islands plugin's tells it which islands a page rendered. The tools (tools/: placeholder pictures,
 * the QR code) share with the site through its content and theme layers only, never through services, components,
 * the runtime or pages, so the product can change without breaking them.
 */
const layers = [
  { name: "foundations", path: "^src/(theme/|dom-markers\\.ts)" },
  { name: "content", path: "^src/content/" },
  { name: "services", path: "^src/(contact|calendar|seo|site-status)/" },
  { name: "components", path: "^src/components/" },
  { name: "browser runtime", path: "^src/(islands|standalone|page-metrics)/" },
  { name: "pages", path: "^src/(pages|templates|cms)/" },
]

/** One rule per layer: nothing in it imports from a layer above it. */
const upwardImports = layers.map((layer, index) => ({
  name: `${layer.name} imports no higher layer`,
  comment: `${layer.name} sits below ${layers
    .slice(index + 1)
    .map(higher => higher.name)
    .join(", ")} and the build: it must not import from them`,
  severity: "error",
  from: { path: layer.path },
  to: {
    path: [
      ...layers.slice(index + 1).map(higher => higher.path),
      "^(gatsby|scripts|tools|netlify)/",
      "^plugins/[^/]+/(?!(index|browser)\\.ts$)",
      "^gatsby-(config|node|ssr|browser)",
      "^src/api/",
    ],
  },
}))

module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", comment: "an import cycle", from: {}, to: { circular: true } },
    ...upwardImports,
    {
      name: "the page frame sits above the components",
      comment: "src/components/Layout composes the header, menus and footer; no component imports it back",
      severity: "error",
      from: { path: "^src/components/", pathNot: "^src/components/Layout/" },
      to: { path: "^src/components/Layout/" },
    },
    {
      name: "tools use content and theme only",
      comment: "a tool (tools/) shares with the site through src/content and src/theme, not through the product's code",
      severity: "error",
      from: { path: "^tools/" },
      to: { path: layers.slice(layers.findIndex(layer => layer.name === "services")).map(layer => layer.path) },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(public|\\.cache|node_modules|static|src/generated)/|gatsby-types\\.d\\.ts$" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"] },
  },
}
