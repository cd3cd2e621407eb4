import fs from "node:fs"
import path from "node:path"
import { recipientsFromPeople } from "../../src/contact/recipients"

/** The shipped content the contact endpoint needs, read as the function's bundle has it. */
const dataDir = path.resolve(__dirname, "../../data")

/** The contact form's recipients, from data/people. */
export function shippedRecipients() {
  const folder = path.join(dataDir, "people")
  const people = fs
    .readdirSync(folder)
    .filter(file => file.endsWith(".json"))
    .map(file => JSON.parse(fs.readFileSync(path.join(folder, file), "utf8")))
  return recipientsFromPeople(people)
}

/** The site's name and address, from data/site/site.json, as the mail uses them. */
export function shippedSite(): { title: string; siteUrl: string } {
  const { title, siteUrl } = JSON.parse(fs.readFileSync(path.join(dataDir, "site/site.json"), "utf8"))
  return { title, siteUrl }
}
