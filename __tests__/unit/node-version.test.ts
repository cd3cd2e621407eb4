import fs from "node:fs"
import path from "node:path"
import { parse } from "smol-toml"

/** One Node major everywhere: what Netlify builds and runs the function on is what the tests run on. */
const root = path.resolve(__dirname, "../..")
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const major = (version: string) => /(\d+)/.exec(version)?.[1]

const nvmrc = read(".nvmrc").trim()
const packageJson = JSON.parse(read("package.json")) as {
  engines: { node: string }
  devDependencies: Record<string, string>
}
const netlify = parse(read("netlify.toml")) as { build: { environment: Record<string, string> } }

describe("the Node version", () => {
  it("is one supported LTS major in .nvmrc, netlify.toml, engines and the test runtime package", () => {
    expect(Number(nvmrc)).toBeGreaterThanOrEqual(22)
    expect(Number(nvmrc) % 2).toBe(0) // even majors are the long-term-support lines
    expect(major(netlify.build.environment.NODE_VERSION ?? "")).toBe(nvmrc)
    expect(major(packageJson.engines.node)).toBe(nvmrc)
    expect(major(packageJson.devDependencies.node ?? "")).toBe(nvmrc)
  })

  it("is the one these tests run on", () => {
    expect(major(process.versions.node)).toBe(nvmrc)
  })
})
