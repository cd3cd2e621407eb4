import fs from "node:fs"
import path from "node:path"
import { formatProblem } from "../../src/content/validate"
import {
  anotherParishData,
  anotherParishRoot,
  checkedParish,
  factsIn,
  parishFacts,
  projectRoot,
} from "../support/parish-facts"

/**
 * Another parish's content (__tests__/fixtures/another-parish/data: its own name, diocese, two services, three halls,
 * seven people, its own menu) is content the site accepts as it is: the check passes it, and it is the other
 * parish's throughout. The slow test another-parish.test.ts builds the site from it.
 */

const root = anotherParishRoot()
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

it("passes the content check with no mistakes", async () => {
  expect((await checkedParish(root)).problems.map(formatProblem)).toEqual([])
})

it("names nothing of the shipped parish in any of its files", async () => {
  const facts = parishFacts(await checkedParish(projectRoot))
  expect(facts.length).toBeGreaterThan(10)
  const files = fs
    .readdirSync(anotherParishData, { recursive: true, withFileTypes: true })
    .filter(entry => entry.isFile() && /\.(json|md)$/.test(entry.name))
    .map(entry => path.join(entry.parentPath, entry.name))
  const found = files.flatMap(file => {
    return factsIn(fs.readFileSync(file, "utf8"), facts).map(
      fact => `${path.relative(anotherParishData, file)}: ${fact}`,
    )
  })
  expect(found).toEqual([])
})

it("is told apart from the shipped parish by its facts", async () => {
  const theirs = parishFacts(await checkedParish(root))
  expect(theirs.length).toBeGreaterThan(10)
  const ours = new Set(parishFacts(await checkedParish(projectRoot)))
  expect(theirs.filter(fact => ours.has(fact))).toEqual([])
})

it("tells its editors about their content in words that name nothing of the shipped parish", async () => {
  const facts = parishFacts(await checkedParish(projectRoot))
  const report = await checkedParish(root)
  const lines = [...report.problems, ...report.warnings].map(formatProblem)
  expect(lines.filter(line => factsIn(line, facts).length)).toEqual([])
})
