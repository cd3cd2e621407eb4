/** Gatsby always runs from the site's root folder; compiled gatsby-node code cannot rely on __dirname. */
export const siteRoot = () => process.cwd()
