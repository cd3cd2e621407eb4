import { activities } from "../../src/content/collections/activities"
import { groups } from "../../src/content/collections/groups"
import { services } from "../../src/content/collections/services"
import { venues } from "../../src/content/collections/venues"
import { readTypedTime } from "../../src/content/london-time"
import { checkContent, entriesIn } from "../../src/content/validate"
import { projectRoot } from "../support/content-copy"

/**
 * A time is typed once: the regular gatherings' times are data (data/services, data/activities), and the group pages
 * and the halls take them from there, so no group's or hall's text states one of those times, where it could drift.
 */

/** Clock times as prose writes them: "6 p.m.", "7.30 p.m.", "18:30", "10am", "noon". */
const clockTimes = /\b(?:(?:1[0-2]|0?[1-9])(?:[.:][0-5]\d)?\s?[ap]\.?\s?m\.?|(?:[01]?\d|2[0-3]):[0-5]\d|noon|midnight)(?![a-z])/gi

/** Every string in a value, at any depth. */
const textsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(textsIn)
      : []

it("no group page and no hall states the time of a service or regular activity", async () => {
  const { entries } = await checkContent(projectRoot)
  const regular = [...entriesIn(entries, services), ...entriesIn(entries, activities)]
  const dataTimes = new Set(regular.flatMap(({ data }) => [data.startTime, data.endTime ?? ""]).filter(Boolean))
  const stated = [...entriesIn(entries, groups), ...entriesIn(entries, venues)].flatMap(entry =>
    textsIn(entry.data).flatMap(text =>
      [...text.matchAll(clockTimes)]
        .map(match => ({ file: entry.file, said: match[0], time: readTypedTime(match[0].replace(/\s+/g, " ")) }))
        .filter(found => found.time !== undefined && dataTimes.has(found.time)),
    ),
  )
  expect(dataTimes.size).toBeGreaterThan(0)
  expect(stated).toEqual([])
})
