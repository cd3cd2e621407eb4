import { publisherName } from "../../src/content/publisher-name"
import { accessText, capacityPhrases, venueSizeText } from "../../src/components/VenueCard/venue-text"
import { markdownLinks } from "../../src/content/markdown"
import { nameWithRole } from "../../src/contact/recipients"
import { fillIn } from "../../src/content/template"
import { expect, test } from "./fixtures"
import { axeViolations, main, open } from "./page-helpers"
import {
  altShown,
  contactLinkName,
  downloads,
  newTabLinkName,
  notices,
  pageWords,
  people,
  site,
  venues,
  wording,
} from "./shipped-content"

/** The contact form's words (data/pages/contact.md). */
const formWords = pageWords.contact.form
/** The passed-on note, up to its first slot: how it starts whoever it names. */
const passedOnNoteStart = formWords.passedOn.split("{")[0]!

/**
 * Who's Who, Venues, Children, Notice Board, Safeguarding, Contact and
 * Thank-you in Chromium against the built site. Expected names and links are
 * read from the content files in data/, so the tests follow the editors' data.
 */

test.describe("Who's Who", () => {
  test("shows every person of data/people as a card, each with a portrait from the data layer", async ({ page }) => {
    await open(page, "/whos-who")
    const cards = main(page).locator("article")
    await expect(cards).toHaveCount(people.length)
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(people.map(person => person.name))
    // People without a photo get the placeholder: every card still has its picture.
    for (const card of await cards.all()) await expect(card.locator("picture img")).toHaveCount(1)
  })

  test("every card links to a website or to the contact form with that person chosen", async ({ page }) => {
    await open(page, "/whos-who")
    for (const person of people) {
      const card = main(page).locator("article", { has: page.getByRole("heading", { name: person.name }) })
      if (person.website) {
        const website = card.getByRole("link", { name: fillIn(wording.person.websiteLabel, { name: person.name }) })
        await expect(website).toHaveAttribute("href", person.website)
        await expect(website).toHaveAttribute("target", "_blank")
        await expect(card.locator('a[href^="/contact"]')).toHaveCount(0)
      } else {
        await expect(card.getByRole("link", { name: contactLinkName(person) })).toHaveAttribute(
          "href",
          `/contact?send_to=${person.shortName}`,
        )
      }
    }
  })

  test("email and telephone are links where the data has them, and absent where not", async ({ page }) => {
    await open(page, "/whos-who")
    for (const person of people) {
      const card = main(page).locator("article", { has: page.getByRole("heading", { name: person.name }) })
      const mailto = card.locator('a[href^="mailto:"]')
      const tel = card.locator('a[href^="tel:"]')
      if (person.email) await expect(mailto).toHaveAttribute("href", `mailto:${person.email}`)
      else await expect(mailto).toHaveCount(0)
      if (person.telephone) await expect(tel).toHaveAttribute("href", `tel:${person.telephone.replace(/\D/g, "")}`)
      else await expect(tel).toHaveCount(0)
    }
  })

  test("every Contact link reaches someone: the person, or the recipient who passes their messages on", async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const recipients = people.filter(person => person.contactFormRecipient === true)
    await open(page, "/whos-who")
    const contactLinks = await main(page)
      .locator('article a[href^="/contact?send_to="]')
      .evaluateAll(links => links.map(link => (link as HTMLAnchorElement).getAttribute("href")!))
    expect(contactLinks).toHaveLength(people.filter(person => !person.website).length)
    for (const href of contactLinks) {
      const person = people.find(candidate => href === `/contact?send_to=${candidate.shortName}`)!
      await page.goto(href)
      await expect(page.locator("form[novalidate]")).toBeAttached()
      const choice = page.getByLabel(formWords.recipient)
      const note = page.getByRole("status").filter({ hasText: passedOnNoteStart })
      if (person.contactFormRecipient) {
        await expect(choice).toHaveValue(person.shortName)
        await expect(note).toHaveCount(0)
      } else {
        const via = recipients.find(recipient => recipient.shortName === person.messagesVia)!
        await expect(choice).toHaveValue(via.shortName)
        await expect(note).toHaveText(
          fillIn(formWords.passedOn, { person: nameWithRole(person), recipient: nameWithRole(via) }),
        )
      }
    }
  })

  test("a Contact link opens the form with that person already chosen", async ({ page }) => {
    const recipient = people.find(person => person.receivesHallEnquiries === true)!
    await open(page, "/whos-who")
    const card = main(page).locator("article", { has: page.getByRole("heading", { name: recipient.name }) })
    await card.getByRole("link", { name: contactLinkName(recipient) }).click()
    await expect(page).toHaveURL(new RegExp(`/contact\\?send_to=${recipient.shortName}$`))
    await expect(page.getByLabel(formWords.recipient)).toHaveValue(recipient.shortName)
  })
})

test.describe("Venues", () => {
  /** The halls' words and the comparison table's (data/pages/venues.md). */
  const { hall: hallWords, comparison: tableWords } = pageWords.venues

  test("lists the venues of data/venues in order, each with its size where it has one, its access and its photos", async ({
    page,
  }) => {
    await open(page, "/venues")
    // The halls' cards: articles named by their h2 (the Halls Manager's card beside the text is a person's).
    const cards = main(page).locator("article:has(> h2)")
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText(venues.map(venue => venue.name))
    for (const [index, venue] of venues.entries()) {
      const card = cards.nth(index)
      // Under the name: the size and capacity where the file gives them, then the access statement.
      const size = venueSizeText(venue.size)
      const capacity = capacityPhrases(venue.capacity, pageWords.venues.capacity).join(" · ")
      await expect(card.locator("h2 + ul > li")).toHaveText([
        ...(size ? [fillIn(hallWords.size, { size })] : []),
        ...(capacity ? [fillIn(hallWords.capacity, { capacity })] : []),
        accessText(venue.disabledAccess, hallWords),
      ])
      await expect(card.getByRole("heading", { level: 3, name: hallWords.features })).toBeVisible()
      for (const feature of venue.features) await expect(card).toContainText(feature)
      await expect(card.locator("picture img")).toHaveCount(venue.photos.length)
      // Each photo has its own description, or says what its drawing shows while the placeholder is there.
      for (const [index, photo] of venue.photos.entries()) {
        const alt = await altShown("venues", photo.photo, photo.alt)
        await expect(card.locator("picture img").nth(index)).toHaveAttribute("alt", alt)
      }
    }
  })

  test("booking is a button-sized link to the contact form with the Halls Manager chosen", async ({ page }) => {
    const manager = people.find(person => person.receivesHallEnquiries === true)!
    await open(page, "/venues")
    const ask = main(page).getByRole("link", { name: pageWords.venues.booking })
    await expect(ask).toHaveAttribute("href", `/contact?send_to=${manager.shortName}`)
    // A button, not a link in a paragraph: as tall as a target older hands can hit.
    expect((await ask.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  })

  test("a table compares the halls before their descriptions: size, capacity, step-free access and kitchen", async ({
    page,
  }) => {
    await open(page, "/venues")
    const table = main(page).getByRole("region", { name: tableWords.heading }).getByRole("table")
    await expect(table.getByRole("columnheader")).toHaveText([
      tableWords.hall,
      tableWords.size,
      tableWords.capacity,
      tableWords.stepFree,
      tableWords.kitchen,
    ])
    const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") })
    await expect(rows.getByRole("rowheader")).toHaveText(venues.map(venue => venue.name))
    for (const [index, venue] of venues.entries()) {
      const cells = rows.nth(index).getByRole("cell")
      const size = venueSizeText(venue.size)
      await expect(cells.nth(0)).toContainText(size ?? tableWords.notGiven)
      const capacity = capacityPhrases(venue.capacity, pageWords.venues.capacity)
      await expect(cells.nth(1)).toHaveText(capacity.length > 0 ? capacity.join("") : tableWords.notGiven)
      await expect(cells.nth(2)).toHaveText(venue.disabledAccess ? tableWords.yes : tableWords.no)
      // The schema has no kitchen field: editors list a kitchen among the features.
      const kitchen = venue.features.find(feature => /kitchen/i.test(feature))
      await expect(cells.nth(3)).toHaveText(kitchen ?? tableWords.no)
      // The hall's name goes to its description below.
      const target = await rows.nth(index).getByRole("link", { name: venue.name }).getAttribute("href")
      await expect(main(page).getByRole("heading", { level: 2, name: venue.name })).toHaveAttribute(
        "id",
        target!.slice(1),
      )
    }
    // Above the first hall's description.
    const firstCard = main(page).locator("article:has(> h2)").first()
    expect((await table.boundingBox())!.y).toBeLessThan((await firstCard.boundingBox())!.y)
  })

  test("on a phone, where each hall's row is a block, the browser still announces a table with its headers", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, "/venues")
    // The rows are laid out as blocks here: the narrow-screen layout is the one under test.
    await expect(main(page).locator("table tbody tr").first()).toHaveCSS("display", "grid")
    // Chromium's own accessibility tree (what a screen reader is given), not Playwright's reading of the markup.
    const cdp = await page.context().newCDPSession(page)
    const { nodes } = await cdp.send("Accessibility.getFullAXTree")
    const roles = (role: string) => nodes.filter(node => node.role?.value === role && !node.ignored)
    const tables = roles("table")
    expect(tables.map(node => node.name?.value)).toEqual([tableWords.heading])
    expect(roles("columnheader").map(node => node.name?.value)).toEqual([
      tableWords.hall,
      tableWords.size,
      tableWords.capacity,
      tableWords.stepFree,
      tableWords.kitchen,
    ])
    expect(roles("rowheader").map(node => node.name?.value)).toEqual(venues.map(venue => venue.name))
    expect(roles("cell")).toHaveLength(venues.length * 4)
  })
})

test.describe("Children's Activities", () => {
  for (const [group, heading] of [
    ["weekly", pageWords.children.weekly.heading],
    ["extra", pageWords.children.extra.heading],
  ] as const) {
    test(`${heading}: a PDF link with a sized thumbnail for each download of its group, all served`, async ({
      page,
      request,
    }) => {
      await open(page, "/children")
      const section = main(page).locator("section", { has: page.getByRole("heading", { name: heading }) })
      const links = section.locator('a[href$=".pdf"]')
      const expected = downloads.filter(item => item.group === group)
      await expect(links).toHaveCount(expected.length)
      for (const [index, item] of expected.entries()) {
        const link = links.nth(index)
        await expect(link).toHaveAttribute("href", `/files/children/${item.publisher}/${item.slug}.pdf`)
        await expect(link).toContainText(item.name)
        const { note, publishers } = pageWords.children.sheets
        await expect(link).toContainText(fillIn(note, { publisher: publisherName(item.publisher, publishers) }))
        const thumbnail = link.locator("img")
        await expect(thumbnail).toHaveAttribute("src", `/files/children/${item.publisher}/${item.slug}-thumb.jpg`)
        await expect(thumbnail).toHaveAttribute("width", /^\d+$/)
        await expect(thumbnail).toHaveAttribute("height", /^\d+$/)
        for (const url of [await link.getAttribute("href"), await thumbnail.getAttribute("src")]) {
          expect((await request.get(url!)).status(), url!).toBe(200)
        }
      }
    })
  }

  test("the outside resources of the page's text open in a new tab", async ({ page }) => {
    await open(page, "/children")
    const outside = markdownLinks(pageWords.children.body).filter(href => href.startsWith("https://"))
    expect(outside.length).toBeGreaterThan(0)
    for (const href of outside)
      await expect(main(page).locator(`a[href="${href}"]`)).toHaveAttribute("target", "_blank")
  })

  test("thumbnails keep their size while still loading, so nothing shifts", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    // Hold every thumbnail back: the boxes must already have their final size.
    await page.route("**/*-thumb.jpg", () => {})
    await page.goto("/children", { waitUntil: "domcontentloaded" })
    const boxes = await main(page)
      .locator('a[href$=".pdf"] img')
      .evaluateAll(images =>
        images.map(image => ({
          shown: Math.round(image.getBoundingClientRect().height),
          declared: Number(image.getAttribute("height")),
          loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
        })),
      )
    expect(boxes).toHaveLength(downloads.length)
    for (const box of boxes) {
      expect(box.loaded).toBe(false)
      expect(box.shown).toBe(box.declared)
    }
  })
})

test("Notice Board: every notice of data/notices as a card, laid out in columns", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await open(page, "/notice-board")
  const cards = main(page).locator("article")
  await expect(cards.getByRole("heading", { level: 2 })).toHaveText(notices.map(notice => notice.title))
  const lefts = await cards.evaluateAll(elements => elements.map(element => element.getBoundingClientRect().left))
  // Masonry columns: at least two of them are used on a desktop once there are two notices.
  expect(new Set(lefts).size).toBeGreaterThanOrEqual(Math.min(2, notices.length))
})

test("Safeguarding: poster, the contact cards and the diocese team", async ({ page, request }) => {
  await open(page, "/safeguarding")
  const poster = markdownLinks(pageWords.safeguarding.body).find(href => href.endsWith(".pdf"))!
  await expect(main(page).locator(`a[href="${poster}"]`)).toBeVisible()
  expect((await request.get(poster)).status()).toBe(200)
  const contacts = main(page).locator("section", {
    has: page.getByRole("heading", { name: pageWords.safeguarding.contacts.heading }),
  })
  // The people ticked as safeguarding contacts, then whoever leads the parish (data/people), each once.
  const byOrder = [...people].sort((a, b) => a.order - b.order)
  const officers = byOrder.filter(person => person.safeguardingContact === true)
  const leads = byOrder.filter(person => person.leadsParish === true && !officers.includes(person))
  await expect(contacts.getByRole("heading", { level: 3 })).toHaveText([...officers, ...leads].map(({ name }) => name))
  for (const { email } of officers.filter(officer => officer.email))
    await expect(contacts.locator(`a[href="mailto:${email}"]`)).toHaveCount(1)
  // The poster is a PDF drawn at build time from the same people.
  expect((await request.get(poster)).headers()["content-type"]).toContain("application/pdf")
  // Where to get help at once comes first, with its telephone links.
  for (const href of markdownLinks(pageWords.safeguarding.helpNow)) {
    await expect(main(page).locator(`a[href="${href}"]`).first()).toBeVisible()
  }
})

test.describe("Contact", () => {
  /** The map's words (data/pages/contact.md). */
  const mapWords = pageWords.contact.map

  test("the map iframe and its request wait until 'Show the map' is pressed", async ({ page, pageErrors }) => {
    const mapRequests: string[] = []
    page.on("request", request => {
      if (new URL(request.url()).hostname.endsWith("openstreetmap.org")) mapRequests.push(request.url())
    })
    await open(page, "/contact")
    await expect(page.locator("iframe")).toHaveCount(0)
    expect(mapRequests).toEqual([])
    const openLink = main(page).getByRole("link", { name: newTabLinkName(mapWords.open) })
    await expect(openLink).toHaveAttribute("href", site.mapUrl)

    await main(page).getByRole("button", { name: mapWords.show }).click()
    const frame = page.locator("iframe")
    await expect(frame).toHaveCount(1)
    await expect(frame).toHaveAttribute(
      "title",
      fillIn(mapWords.frameTitle, { parishName: site.parishName, street: site.address.lines.at(-1)! }),
    )
    const src = new URL((await frame.getAttribute("src"))!)
    expect(src.origin + src.pathname).toBe("https://www.openstreetmap.org/export/embed.html")
    expect(src.searchParams.get("marker")).toBe(`${site.geo.latitude},${site.geo.longitude}`)
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0)
    await expect(main(page).getByRole("button", { name: mapWords.hide })).toHaveAttribute("aria-expanded", "true")
    await expect(openLink).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test("no axe violations with the map shown", async ({ page }) => {
    await open(page, "/contact")
    await main(page).getByRole("button", { name: mapWords.show }).click()
    await expect(page.locator("iframe")).toHaveCount(1)
    // The blocked frame's error page is not ours to check.
    expect(await axeViolations(page, { exclude: "iframe" })).toEqual([])
  })

  test("address, telephone, office email and the form are on the page", async ({ page }) => {
    await open(page, "/contact")
    await expect(main(page).locator("address")).toContainText(site.address.town)
    await expect(main(page).locator(`a[href="tel:${site.telephone.replace(/\D/g, "")}"]`)).toHaveCount(1)
    await expect(main(page).locator(`a[href="mailto:${site.officeEmail}"]`)).toHaveCount(1)
    await expect(main(page).getByRole("button", { name: formWords.send })).toBeVisible()
  })
})

test("Thank-you: a way back to the home page, and hidden from search engines", async ({ page }) => {
  await open(page, "/contact/thank-you")
  await expect(main(page).locator('a[href="/"]')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex")
})
