import type { BudgetLine } from "./budget"

/** The 2022 budget projection agreed by the parish council (spec §9), in pounds. */
export const budgetProjection2022: readonly BudgetLine[] = [
  { name: "Fixed costs", income: 30_000, spend: 30_000 },
  { name: "Variable costs", income: 69_000, spend: 72_000 },
]
