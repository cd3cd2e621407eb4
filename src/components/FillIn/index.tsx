import * as React from "react"
import { fillIn } from "../../content/template"

/**
 * A sentence from the content with a {slot} that is an element, e.g. "Read our {link}." with the link in its place:
 * the words stay the editor's and the element stays the component's. Text slots are filled in as by `fillIn`.
 */
export function fillInWith(
  sentence: string,
  elements: Readonly<Record<string, React.ReactElement>>,
): React.ReactNode[] {
  return sentence.split(/(\{[a-zA-Z]+\})/).map((part, index) => {
    const slot = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1]
    const element = slot ? elements[slot] : undefined
    return element ? <React.Fragment key={index}>{element}</React.Fragment> : fillIn(part, {})
  })
}
