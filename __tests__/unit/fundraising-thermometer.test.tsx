/** @jest-environment jsdom */
import * as React from "react"
import {
  budgetFigures,
  formatPounds,
  summariseBudget,
  Thermometer,
  thermometerFill,
} from "../../src/components/Thermometer"
import {
  labelGap,
  labelSize,
  spreadLabels,
  thermometerLayout,
  view,
  type Point,
  type Segment,
} from "../../src/components/Thermometer/layout"
import { fillIn } from "../../src/content/template"
import { render, shippedPage } from "../support/render"

/** The thermometer's words as the parish writes them (data/pages/fundraising.md). */
const words = shippedPage<Queries.FundraisingPageQuery["page"]>("fundraising")!.thermometer

/** Renders the thermometer and returns its SVG element, as a browser would parse it. */
function drawThermometer(income: number, spend: number, description = "a description"): SVGSVGElement {
  return render(<Thermometer income={income} spend={spend} words={words} description={description} />).querySelector(
    "svg",
  )!
}

/** The top of the coloured level in the tube (smaller y = higher up). */
const levelTop = (svg: SVGSVGElement) => Number(svg.querySelector("[data-testid=thermometer-level]")!.getAttribute("y"))

describe("summariseBudget: the sums the Fundraising page states", () => {
  test("adds the lines up and spreads the shortfall over twelve months", () => {
    const lines = [
      { name: "Fixed costs", income: 30_000, spend: 30_000 },
      { name: "Variable costs", income: 69_000, spend: 72_000 },
    ]
    expect(summariseBudget(lines)).toEqual({
      income: 99_000,
      spend: 102_000,
      shortfall: 3_000,
      shortfallPerMonth: 250,
    })
  })

  test("a budget in surplus has no shortfall, never a negative one", () => {
    expect(summariseBudget([{ name: "All", income: 110, spend: 100 }]).shortfall).toBe(0)
  })
})

describe("thermometerFill", () => {
  test("is income as a share of spend", () => {
    expect(thermometerFill(99_000, 102_000)).toBeCloseTo(0.9706, 4)
    expect(thermometerFill(0, 102_000)).toBe(0)
    expect(thermometerFill(51_000, 102_000)).toBe(0.5)
  })

  test("stops at full when income exceeds spend", () => {
    expect(thermometerFill(150, 100)).toBe(1)
  })

  test("refuses a spend it cannot divide by, with a clear message", () => {
    expect(() => thermometerFill(10, 0)).toThrow(/positive spend figure/)
    expect(() => thermometerFill(10, Number.NaN)).toThrow(RangeError)
  })
})

describe("formatPounds", () => {
  test("writes whole thousands as the budget does, and smaller sums in pounds", () => {
    expect(formatPounds(30_000)).toBe("£30k")
    expect(formatPounds(102_000)).toBe("£102k")
    expect(formatPounds(250)).toBe("£250")
    expect(formatPounds(1_500)).toBe("£1,500")
  })
})

describe("the budget's figures, for the page's sentences", () => {
  test("in the parish's money format, with the share of the goal reached", () => {
    expect(budgetFigures(summariseBudget([{ name: "All", income: 99_000, spend: 102_000 }]), 2022)).toEqual({
      year: 2022,
      income: "£99k",
      spend: "£102k",
      shortfall: "£3k",
      perMonth: "£250",
      percent: 97,
    })
  })

  test("never rounds a shortfall up to 100%", () => {
    expect(budgetFigures(summariseBudget([{ name: "All", income: 99_900, spend: 100_000 }]), 2022).percent).toBe(99)
  })
})

describe("the thermometer's text alternative", () => {
  test("is the image's accessible name and its tooltip", () => {
    const svg = drawThermometer(99_000, 102_000, "Projected income of £99k against £102k.")
    expect(svg.getAttribute("role")).toBe("img")
    expect(svg.getAttribute("aria-label")).toBe("Projected income of £99k against £102k.")
    expect(svg.querySelector("title")?.textContent).toBe("Projected income of £99k against £102k.")
  })
})

describe("the thermometer drawing", () => {
  test("its level rises with income, in proportion", () => {
    const empty = levelTop(drawThermometer(0, 100))
    const half = levelTop(drawThermometer(50, 100))
    const full = levelTop(drawThermometer(100, 100))
    expect(full).toBeLessThan(half)
    expect(half).toBeLessThan(empty)
    expect(half).toBeCloseTo((empty + full) / 2, 5)
    // Income beyond the goal does not overflow the tube.
    expect(levelTop(drawThermometer(500, 100))).toBe(full)
  })

  test("labels the goal, what is still to raise, and the income reached", () => {
    const labels = [...drawThermometer(99_000, 102_000).querySelectorAll("text")].map(text => text.textContent)
    expect(labels).toEqual([
      fillIn(words.goal, { amount: "£102k" }),
      fillIn(words.toGo, { amount: "£3k" }),
      fillIn(words.raised, { amount: "£99k" }),
    ])
  })

  test("draws the gap to the goal as its own band, and keeps the three labels apart", () => {
    const svg = drawThermometer(99_000, 102_000)
    const gap = svg.querySelector("[data-testid=thermometer-gap]")!
    expect(Number(gap.getAttribute("y")) + Number(gap.getAttribute("height"))).toBeCloseTo(levelTop(svg), 5)
    const labelYs = [...svg.querySelectorAll("text")].map(text => Number(text.getAttribute("y")))
    const fontSize = Number(svg.querySelector("text")!.getAttribute("font-size"))
    for (let index = 1; index < labelYs.length; index++) {
      expect(labelYs[index]! - labelYs[index - 1]!).toBeGreaterThanOrEqual(fontSize * 1.2)
    }
  })

  test("has no gap band or 'to go' once the goal is met", () => {
    const svg = drawThermometer(100_000, 100_000)
    expect(svg.querySelector("[data-testid=thermometer-gap]")).toBeNull()
    expect(svg.textContent).not.toContain(fillIn(words.toGo, { amount: "" }).trim())
  })
})

describe("the thermometer's labels and leader lines", () => {
  /** Where two straight segments cross, touching ends aside. */
  function cross([a, b]: Segment, [c, d]: Segment): boolean {
    const side = (p: Point, q: Point, r: Point) => Math.sign((q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x))
    return side(a, b, c) * side(a, b, d) < 0 && side(c, d, a) * side(c, d, b) < 0
  }

  // Every share of the goal from nothing to beyond it, the close calls (a sliver to go, a sliver raised) included.
  const incomes = [0, 1, 10, 50, 500, 2_000, 5_000, 50_000, 90_000, 97_000, 99_000, 99_900, 99_990, 100_000, 120_000]

  test.each(incomes)(
    "with %d raised of 100,000: labels in order, apart, inside the drawing, and no leaders crossing",
    income => {
      const layout = thermometerLayout(income, 100_000)
      const placed = [layout.goal, ...(layout.gap ? [layout.gap] : []), layout.income]
      const labelYs = placed.map(part => part.labelY)
      for (let index = 1; index < labelYs.length; index++) {
        expect(labelYs[index]! - labelYs[index - 1]!).toBeGreaterThanOrEqual(labelGap - 1e-9)
      }
      for (const y of labelYs) {
        expect(y - labelSize / 2).toBeGreaterThanOrEqual(0)
        expect(y + labelSize / 2).toBeLessThanOrEqual(view.height)
      }
      // Each leader goes from the mark it names to its own label.
      for (const part of placed) expect(part.leader[1].y).toBe(part.labelY)
      for (const [index, leader] of placed.entries()) {
        for (const other of placed.slice(index + 1)) expect(cross(leader.leader, other.leader)).toBe(false)
      }
    },
  )

  test("labels that would overlap are set apart around what they name; labels with room stay level with it", () => {
    expect(spreadLabels([100, 200, 300], 24, 0)).toEqual([100, 200, 300])
    // Two marks 4 apart: a pair 24 apart, centred on the two.
    expect(spreadLabels([100, 104], 24, 0)).toEqual([90, 114])
    // Pushed down from the top, keeping the gap.
    expect(spreadLabels([0, 2], 24, 12)).toEqual([12, 36])
  })
})
