/**
 * Geometry rules for rows and grids of cards, written as functions that run inside the page (page.evaluate, or a
 * WebDriver's execute script), so the same rule can be checked in Chromium, Firefox and WebKit. Each returns the
 * problems it finds, as sentences; an empty list is a pass. They take no outside values: everything they need is
 * read from the page.
 */

/**
 * The Notice Board's masonry: every column of cards starts level with the others (WebKit once started one lower,
 * carrying a card's margin over the column break), no column ends more than one card's height past another (no
 * hole under a short column), no two cards overlap, and from a tablet's width up more than one column is used.
 */
export function noticeBoardProblems(): string[] {
  const list = document.querySelector("main ul:has(> li > article)")
  if (!list) return ["no list of notice cards"]
  const cards = [...list.querySelectorAll(":scope > li > article")].map(card => card.getBoundingClientRect())
  const problems: string[] = []
  const columns = new Map<number, DOMRect[]>()
  for (const card of cards) {
    const left = Math.round(card.left)
    const column = [...columns.keys()].find(other => Math.abs(other - left) <= 1) ?? left
    columns.set(column, [...(columns.get(column) ?? []), card])
  }
  const spans = [...columns.values()].map(column => ({
    top: Math.min(...column.map(card => card.top)),
    bottom: Math.max(...column.map(card => card.bottom)),
  }))
  const tallest = Math.max(...cards.map(card => card.height))
  const tops = spans.map(span => span.top)
  const bottoms = spans.map(span => span.bottom)
  if (Math.max(...tops) - Math.min(...tops) > 1) problems.push(`columns start at ${tops.map(Math.round).join(", ")} px`)
  if (Math.max(...bottoms) - Math.min(...bottoms) > tallest + 1) {
    problems.push(
      `columns end at ${bottoms.map(Math.round).join(", ")} px, more than a card (${Math.round(tallest)} px) apart`,
    )
  }
  cards.forEach((card, index) =>
    cards.slice(index + 1).forEach((other, offset) => {
      const overlap =
        Math.min(card.right, other.right) - Math.max(card.left, other.left) > 1 &&
        Math.min(card.bottom, other.bottom) - Math.max(card.top, other.top) > 1
      if (overlap) problems.push(`cards ${index + 1} and ${index + offset + 2} overlap`)
    }),
  )
  const roomForTwo =
    list.getBoundingClientRect().width >= 40 * parseFloat(getComputedStyle(document.documentElement).fontSize)
  if (roomForTwo && cards.length >= 2 && columns.size < 2)
    problems.push(`one column in ${Math.round(list.getBoundingClientRect().width)} px`)
  return problems
}

/**
 * Who's Who: in each row of person cards, each part (portrait, role, what they do, how to reach them) starts level
 * with the same part of the cards beside it, and the names start level too, or each sits centred on its own
 * portrait beside it; and a person's name (after any title) stays on one line whenever the card is wide enough.
 */
export function personRowProblems(): string[] {
  const cards = [...document.querySelectorAll("main li > article")]
  const problems: string[] = []
  const parts = (card: Element) => ({
    portrait: card.querySelector("picture"),
    name: card.querySelector("h2, h3"),
    role: card.querySelector(":scope > p:nth-of-type(1)"),
    about: card.querySelector(":scope > p:nth-of-type(2)"),
    contact: card.querySelector(":scope > ul"),
  })
  const rows = new Map<number, Element[]>()
  for (const card of cards) {
    const top = Math.round(card.getBoundingClientRect().top)
    const row = [...rows.keys()].find(other => Math.abs(other - top) <= 1) ?? top
    rows.set(row, [...(rows.get(row) ?? []), card])
  }
  const spread = (values: number[]) => Math.max(...values) - Math.min(...values)
  for (const row of rows.values()) {
    const names = row.map(card => parts(card).name?.textContent?.trim()).join(" / ")
    for (const part of ["portrait", "role", "about", "contact"] as const) {
      const tops = row.flatMap(card => {
        const element = parts(card)[part]
        return element ? [element.getBoundingClientRect().top] : []
      })
      if (tops.length > 1 && spread(tops) > 1)
        problems.push(`${names}: the ${part}s start ${spread(tops).toFixed(1)} px apart`)
    }
    const nameTops = row.map(card => parts(card).name!.getBoundingClientRect().top)
    const centredOnPortrait = row.every(card => {
      const [name, portrait] = [parts(card).name!, parts(card).portrait!].map(element =>
        element.getBoundingClientRect(),
      )
      return portrait!.right <= name!.left && Math.abs(name!.top + name!.bottom - portrait!.top - portrait!.bottom) <= 2
    })
    if (spread(nameTops) > 1 && !centredOnPortrait) {
      problems.push(
        `${names}: the names start ${spread(nameTops).toFixed(1)} px apart, not each centred on its portrait`,
      )
    }
  }
  for (const card of cards) {
    const heading = parts(card).name
    const personal = heading?.querySelector("span")
    if (!heading || !personal) {
      problems.push(`${heading?.textContent ?? "a card"}: no name part`)
      continue
    }
    // The name's width on one line, measured apart from the card.
    const probe = personal.cloneNode(true) as HTMLElement
    probe.style.cssText = "position:absolute;visibility:hidden;white-space:nowrap;display:inline"
    heading.appendChild(probe)
    const oneLine = probe.getBoundingClientRect()
    probe.remove()
    const fits = oneLine.width <= heading.getBoundingClientRect().width
    if (fits && personal.getBoundingClientRect().height > oneLine.height * 1.5) {
      problems.push(`${heading.textContent?.trim()}: the name breaks across lines though it fits on one`)
    }
  }
  return problems
}
