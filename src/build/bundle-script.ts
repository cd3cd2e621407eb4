// The compiler settings moved into the islands plugin; src/build/cms-script.ts still imports them from here.
export { runCompiler, siteSourceRule } from "../../plugins/gatsby-plugin-islands/bundle"
