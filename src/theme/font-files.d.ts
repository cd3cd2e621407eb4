/** Webpack (Gatsby's file loader) turns an imported font file into the URL it publishes it at. */
declare module "*.woff2" {
  const url: string
  export default url
}
