import type { ContentProblem, Entry } from "../collection"

/**
 * The duties the site looks people up by (fields an editor ticks on a person, never their role's name): who answers
 * hall enquiries, who to contact about safeguarding, who leads the parish. A post may be vacant, so a duty no one
 * holds is a warning saying what the site does instead; a duty given where it cannot work is a mistake.
 */
export type Duty = "receivesHallEnquiries" | "safeguardingContact" | "leadsParish"

/** What the duties' rules read of a person (people.ts's schema gives it; not imported, as people.ts runs these rules). */
type DutyHolder = Partial<Record<Duty | "contactFormRecipient", boolean>> & {
  order: number
  name: string
  shortName: string
}

export const holds = (person: Partial<Record<Duty, boolean>>, duty: Duty) => person[duty] === true

/** The people holding a duty, in Who's Who's order (the order the pages list them in). */
export const holdersOf = <Person extends DutyHolder>(people: readonly Person[], duty: Duty) =>
  people.filter(person => holds(person, duty)).sort((a, b) => a.order - b.order)

/** What the site does when no one holds a duty: the warning's words. */
const vacantDuty: Record<Duty, string> = {
  receivesHallEnquiries:
    "no one receives hall enquiries: the Venues page shows no one's card and its booking button opens the contact form with no one chosen, so the form does not ask the booking questions; tick \"Receives hall enquiries\" on the person who answers them (they must receive the contact form's messages)",
  safeguardingContact:
    'no one is a safeguarding contact: the Safeguarding page and its poster show only the help-now numbers and whoever leads the parish; tick "Safeguarding contact" on the Parish Safeguarding Officer',
  leadsParish:
    'no one leads the parish (a vacancy?): the Safeguarding page and its poster show only the safeguarding contacts; when a Vicar or priest-in-charge comes, tick "Leads the parish" on their entry',
}

/**
 * The duties' mistakes and vacancies; `allChecked` says whether every person's file passed its own check (a vacancy
 * may be a file with a mistake, which then waits for the fix: RuleContext.needs).
 */
export function dutyProblems(entries: Entry<DutyHolder>[], allChecked: () => boolean): ContentProblem[] {
  const problems: ContentProblem[] = []
  const recipients = entries.filter(({ data }) => data.contactFormRecipient).map(({ data }) => data.shortName)
  const hallEnquiries = entries
    .filter(({ data }) => holds(data, "receivesHallEnquiries"))
    .sort((a, b) => a.data.order - b.data.order)
  for (const { file, data } of hallEnquiries) {
    if (data.contactFormRecipient) continue
    problems.push({
      file,
      field: "receivesHallEnquiries",
      message: `the contact form does not list ${data.name}, so hall enquiries could not reach them; also tick "Receives the contact form's messages" (contactFormRecipient) here, or untick this and tick it on someone the form lists (one of: ${recipients.join(", ")})`,
    })
  }
  // One person: the booking button and each hall's "ask about this hall" link open the form with them chosen.
  const [first, ...others] = hallEnquiries
  for (const { file } of first ? others : []) {
    problems.push({
      file,
      field: "receivesHallEnquiries",
      message: `only one person can receive hall enquiries, and ${first?.data.name} (${first?.file}) does already; untick it here or there`,
    })
  }
  const duties = Object.keys(vacantDuty) as Duty[]
  for (const duty of duties) {
    if (entries.some(({ data }) => holds(data, duty))) continue
    if (!allChecked()) continue
    problems.push({ file: "data/people", field: duty, severity: "warning", message: vacantDuty[duty] })
  }
  return problems
}
