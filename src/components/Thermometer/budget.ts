/**
 * The sums behind the fundraising thermometer, kept apart from the drawing so
 * the figures the page states and the height of the fill cannot disagree.
 */

export interface BudgetLine {
  /** e.g. "Fixed costs" */
  name: string
  income: number
  spend: number
}

export interface BudgetSummary {
  income: number
  spend: number
  /** spend minus income; 0 when income covers the spend */
  shortfall: number
  /** the shortfall spread over twelve months */
  shortfallPerMonth: number
}

export function summariseBudget(lines: readonly BudgetLine[]): BudgetSummary {
  const income = lines.reduce((sum, line) => sum + line.income, 0)
  const spend = lines.reduce((sum, line) => sum + line.spend, 0)
  const shortfall = Math.max(0, spend - income)
  return { income, spend, shortfall, shortfallPerMonth: shortfall / 12 }
}

/**
 * How full the thermometer is: income as a share of the spend it must meet,
 * from 0 (nothing) to 1 (the goal reached; more income does not overflow it).
 */
export function thermometerFill(income: number, spend: number): number {
  if (!Number.isFinite(income) || !Number.isFinite(spend) || spend <= 0) {
    throw new RangeError(`The thermometer needs a positive spend figure; it was given ${spend}`)
  }
  return Math.min(1, Math.max(0, income / spend))
}

/** Pounds as the parish writes them in budgets: whole thousands as "£99k", smaller sums as "£250". */
export function formatPounds(amount: number): string {
  if (amount >= 1000 && amount % 1000 === 0) return `£${(amount / 1000).toLocaleString("en-GB")}k`
  return `£${Math.round(amount).toLocaleString("en-GB")}`
}

/** The figures a budget's sentences can show, in the parish's money format: {shortfall}, {perMonth}, {percent}... */
export function budgetFigures(summary: BudgetSummary, year: number) {
  return {
    year,
    income: formatPounds(summary.income),
    spend: formatPounds(summary.spend),
    shortfall: formatPounds(summary.shortfall),
    perMonth: formatPounds(summary.shortfallPerMonth),
    percent: Math.floor(thermometerFill(summary.income, summary.spend) * 100),
  }
}
