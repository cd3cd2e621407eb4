// Each Node API lives in its own module under gatsby/; this file only gathers them.
export { onPreInit } from "./gatsby/on-pre-init"
export { onPreBootstrap } from "./gatsby/on-pre-bootstrap"
export { sourceNodes } from "./gatsby/source-nodes"
export { createSchemaCustomization } from "./gatsby/create-schema-customization"
export { createPages } from "./gatsby/create-pages"
export { onPostBuild } from "./gatsby/on-post-build"
export { onCreateWebpackConfig } from "./gatsby/on-create-webpack-config"
export { onCreateDevServer } from "./gatsby/on-create-dev-server"
