/**
 * The tests must run on the Node major that Netlify builds and runs the site with (.nvmrc, netlify.toml,
 * package.json's engines). npm scripts find `node` in node_modules/.bin first, where the `node` devDependency puts
 * that major, so `npm test` runs on it whatever Node started npm. This stops early, and says how, when it does not.
 */
import fs from "node:fs"
import path from "node:path"

const wanted = fs.readFileSync(path.resolve(__dirname, "..", ".nvmrc"), "utf8").trim()
const running = process.versions.node.split(".")[0]
if (running !== wanted) {
  console.error(
    `These checks run on Node ${process.versions.node}, but the site is built and deployed on Node ${wanted} (.nvmrc). ` +
      "Run them through npm (`npm test`), which uses node_modules/.bin/node, after `npm install`; or install Node " +
      `${wanted}.`,
  )
  process.exit(1)
}
console.log(`Node ${process.versions.node}: the major that Netlify builds and runs the site with.`)
