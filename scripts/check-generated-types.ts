/**
 * After a build: fails if the build changed src/gatsby-types.d.ts from what git holds (docs/decisions/
 * 0003-committed-types.md). The committed types are what a fresh clone typechecks with, so a change to a query or a
 * schema must bring its types along. A staged file counts as held, so a change can be tested before its commit.
 */
import { execFileSync } from "node:child_process"

const typesFile = "src/gatsby-types.d.ts"

try {
  execFileSync("git", ["diff", "--quiet", "--", typesFile], { stdio: "ignore" })
  console.log(`${typesFile} is as the build writes it.`)
} catch (error) {
  const notInGit = (error as { status?: number }).status !== 1
  if (notInGit) {
    console.log(`Not a git checkout: ${typesFile} was not compared.`)
  } else {
    console.error(
      `The build changed ${typesFile}: a query or a schema changed its types. Look at \`git diff ${typesFile}\`, then ` +
        `commit it with your change (or \`git add\` it to test first).`,
    )
    process.exit(1)
  }
}
