import { z } from "zod"
import { weekOf } from "../../date-fields"
import { markdown, sentenceWith, slug, text } from "../../fields"
import { body, heading, pageFields } from "./words"

/** Children's Activities: the sheets to download, the text after them and the credit. */
export const childrenPage = z.strictObject({
  ...pageFields,
  weekly: z
    .strictObject({
      heading: heading("this week's sheets"),
      text: markdown("a few words before this week's sheets").meta({ title: "Text" }).optional(),
      weekOf: weekOf({ many: "this week's activity sheets" }),
    })
    .meta({ title: "This week's sheets" }),
  extra: z
    .strictObject({
      heading: heading("the other sheets"),
      text: markdown("a few words before the other sheets").meta({ title: "Text" }).optional(),
    })
    .meta({ title: "More to download" }),
  sheets: z
    .strictObject({
      note: sentenceWith("under each sheet's name; {publisher} is the publisher's name from the list below", {
        may: ["publisher"],
      }).meta({ title: "Under each sheet" }),
      publishers: z
        .array(
          z.strictObject({
            folder: slug('the publisher\'s folder in static/files/children/, as the sheets name it, e.g. "roots"').meta(
              {
                title: "Folder",
              },
            ),
            name: text('the publisher\'s name as readers know it, e.g. "Pray & Play"').meta({ title: "Name" }),
          }),
        )
        .describe(
          'the publishers\' names as readers know them; a folder not listed is named after itself, e.g. "new-publisher" as "New publisher"',
        )
        .meta({ title: "Publishers", itemTitle: "publisher" }),
    })
    .meta({ title: "Sheets" }),
  body: body("the text after the sheets, e.g. further resources"),
  credit: markdown("the small print at the foot of the page: who owns the sheets").meta({ title: "Credit" }),
})
