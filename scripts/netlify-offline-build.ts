/**
 * Builds the site the way Netlify builds a deploy preview, offline, so that `npm run test:netlify` can check what
 * Netlify would publish (__tests__/netlify/).
 *
 * 1. Copies this checkout's files (those .gitignore does not ignore: what a push would send; scripts/project-files.ts,
 *    which needs no git, so a ZIP download or a copy works too) to a staging folder.
 * 2. Installs dependencies there as Netlify does for a deploy preview: NODE_ENV=production, so without
 *    devDependencies. Anything the build imports from a devDependency fails here, as it would on Netlify.
 * 3. Runs Netlify's own CLI: `netlify build --offline --context deploy-preview` with NETLIFY=true, which builds with
 *    gatsby-adapter-netlify and zips the contact function into .netlify/functions/.
 * 4. Records which of the copied files the build rewrote (a deploy must not change committed files).
 *
 * NETLIFY_SKIP_GATSBY_BUILD_PLUGIN: without it the CLI installs @netlify/plugin-gatsby, whose sharp 0.32 downloads
 * libvips (impossible offline); with Gatsby's adapter that plugin has nothing to do anyway.
 * NETLIFY_LOCAL: with NETLIFY set and this not, gatsby-adapter-netlify saves and restores its build cache at
 * /opt/build/cache, Netlify's path, which on a computer outlives the build and is shared by every such build on the
 * machine (another folder's cache there broke a fresh clone's build). With it, the cache stays in the staging
 * folder's .netlify/build-cache. The script stops if /opt/build/cache appeared during the build.
 * The CLI and the build run on this project's Node (node_modules/.bin/node, the major of .nvmrc).
 */
import { spawnSync } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { netlifyStage } from "./netlify-stage"
import { projectFiles } from "./project-files"

const root = path.resolve(__dirname, "..")
const binDir = path.join(root, "node_modules", ".bin")

function run(step: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  console.log(`\n[netlify-offline-build] ${step}: ${command} ${args.join(" ")}`)
  const result = spawnSync(command, args, { cwd: netlifyStage.dir, env, stdio: "inherit" })
  if (result.status !== 0) {
    console.error(`[netlify-offline-build] ${step} FAILED (exit ${result.status ?? result.signal}).`)
    process.exit(1)
  }
}

const sha256 = (file: string) => crypto.createHash("sha256").update(fs.readFileSync(file)).digest("hex")

fs.rmSync(netlifyStage.dir, { recursive: true, force: true })
fs.mkdirSync(netlifyStage.dir, { recursive: true })
const files = projectFiles(root)
const before: Record<string, string> = {}
for (const file of files) {
  const target = path.join(netlifyStage.dir, file)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  fs.copyFileSync(path.join(root, file), target)
  before[file] = sha256(target)
}
console.log(`[netlify-offline-build] Copied ${files.length} files to ${netlifyStage.dir}`)

// This machine's environment (its registry and certificate settings), less what npm and the caller set for
// themselves, plus what Netlify's build machines set.
const inherited = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^(npm_|INIT_CWD$|NODE_ENV$|NETLIFY|CONTEXT$)/.test(name)),
)
const netlifyEnv: NodeJS.ProcessEnv = {
  ...inherited,
  PATH: `${binDir}:${process.env.PATH ?? ""}`,
  CI: "true",
  NETLIFY: "true",
  NETLIFY_LOCAL: "true",
  NETLIFY_SKIP_GATSBY_BUILD_PLUGIN: "true",
  GATSBY_TELEMETRY_DISABLED: "1",
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1",
}

run("install (production dependencies only)", "npm", ["install", "--no-audit", "--no-fund"], {
  ...netlifyEnv,
  NODE_ENV: "production",
})
// npm's record of what it installed: any package marked dev means devDependencies were installed after all.
const installed = JSON.parse(
  fs.readFileSync(path.join(netlifyStage.dir, "node_modules", ".package-lock.json"), "utf8"),
) as { packages: Record<string, { dev?: boolean }> }
const devPackages = Object.keys(installed.packages).filter(name => installed.packages[name]?.dev)
if (devPackages.length > 0) {
  console.error(
    `[netlify-offline-build] devDependencies were installed (${devPackages[0]}, ...): the check proves nothing.`,
  )
  process.exit(1)
}
const machineWideCache = "/opt/build/cache"
const machineWideCacheBefore = fs.existsSync(machineWideCache)
run("netlify build", path.join(binDir, "netlify"), ["build", "--offline", "--context", "deploy-preview"], netlifyEnv)
if (!machineWideCacheBefore && fs.existsSync(machineWideCache)) {
  console.error(`[netlify-offline-build] The build wrote ${machineWideCache}, outside its own folder; remove it.`)
  process.exit(1)
}

const rewritten = files.filter(
  file =>
    !fs.existsSync(path.join(netlifyStage.dir, file)) || sha256(path.join(netlifyStage.dir, file)) !== before[file],
)
fs.writeFileSync(netlifyStage.rewrittenFiles, JSON.stringify(rewritten, null, 2))
console.log(
  `\n[netlify-offline-build] Done. Output in ${netlifyStage.dir}; files the build changed: ${rewritten.length}`,
)
