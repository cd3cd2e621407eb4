import { z } from "zod"
import { defineCollection } from "../collection"
import { order, paragraphs, text } from "../fields"

/** A card on the Community Notice Board: text only. */
export const noticeSchema = z.strictObject({
  order,
  title: text("the notice's heading").meta({ title: "Heading" }),
  body: paragraphs("the notice; one box per paragraph").meta({ title: "Text", itemTitle: "paragraph" }),
})

export type NoticeEntry = z.infer<typeof noticeSchema>

export const notices = defineCollection({
  folder: "notices",
  typeName: "Notice",
  label: "Notices",
  labelSingular: "notice",
  description: "The cards on the Community Notice Board, in order.",
  schema: noticeSchema,
})
