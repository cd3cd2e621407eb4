import { z } from "zod"
import { order, paragraphs, text } from "../fields"

/** A card on the Community Notice Board: text only. */
export const noticeSchema = z.strictObject({
  order,
  title: text("card heading"),
  body: paragraphs("the notice, one string per paragraph"),
})

export type NoticeEntry = z.infer<typeof noticeSchema>
