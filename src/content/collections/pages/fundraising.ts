import { z } from "zod"
import { lookAgainBy } from "../../date-fields"
import { sentenceWith, text } from "../../fields"
import { body, pageFields } from "./words"

/** Fundraising: the budget behind the table and the thermometer, and the words around them. */
export const fundraisingPage = z.strictObject({
  ...pageFields,
  budget: z
    .strictObject({
      year: z.number().int().min(2000).max(2100).describe("the year the projection is for").meta({ title: "Year" }),
      lookAgainBy: lookAgainBy({ many: "the budget figures" }),
      lines: z
        .array(
          z.strictObject({
            name: text('the kind of costs, e.g. "Fixed costs"').meta({ title: "Costs" }),
            income: z.number().nonnegative().describe("projected income, in whole pounds").meta({ title: "Income" }),
            spend: z.number().positive().describe("projected spending, in whole pounds").meta({ title: "Spend" }),
          }),
        )
        .min(1)
        .describe("one line per kind of costs, in the order of the table")
        .meta({ title: "Lines", itemTitle: "line" }),
    })
    .describe("the figures behind the table and the thermometer")
    .meta({ title: "Budget" }),
  body: body("the text before the budget table"),
  table: z
    .strictObject({
      caption: sentenceWith("the table's caption", { may: ["year"] }).meta({ title: "Caption" }),
      costs: text("the first column's heading").meta({ title: "Costs column" }),
      income: text("the income column's heading").meta({ title: "Income column" }),
      spend: text("the spending column's heading").meta({ title: "Spend column" }),
      total: text("the last row's name").meta({ title: "Total row" }),
    })
    .meta({ title: "Budget table" }),
  shortfall: sentenceWith("the sentence after the table when spending is more than income", {
    may: ["shortfall", "perMonth", "year"],
    must: ["shortfall"],
  }).meta({ title: "Shortfall sentence" }),
  covered: text("the sentence after the table when income covers spending").meta({ title: "Covered sentence" }),
  thermometer: z
    .strictObject({
      toGo: sentenceWith("the label beside the gap", { may: ["amount"], must: ["amount"] }).meta({
        title: "Gap label",
      }),
      goal: sentenceWith("the label at the top", { may: ["amount"], must: ["amount"] }).meta({ title: "Goal label" }),
      raised: sentenceWith("the label at the level reached", { may: ["amount"], must: ["amount"] }).meta({
        title: "Income label",
      }),
      description: sentenceWith(
        "what the thermometer shows, read to people who cannot see it (the shortfall sentence follows it)",
        { may: ["income", "spend", "percent"] },
      ).meta({ title: "Description" }),
    })
    .meta({ title: "Thermometer" }),
  after: body("the text after the budget: how to help").meta({ title: "How to help" }),
})
