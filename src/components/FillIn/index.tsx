import * as React from "react"

/**
 * A sentence from the content with a {slot} that is an element, e.g. "Read our {link}." with the link in its place:
 * the words stay the editor's and the element stays the component's. A slot given as text is filled in as by
 * `fillIn`; one given nothing stays as written.
 */
export function fillInWith(
  sentence: string,
  values: Readonly<Record<string, React.ReactElement | string>>,
): React.ReactNode[] {
  return sentence.split(/(\{[a-zA-Z]+\})/).map((part, index) => {
    const slot = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1]
    const value = slot ? values[slot] : undefined
    if (value === undefined) return part
    return typeof value === "string" ? value : <React.Fragment key={index}>{value}</React.Fragment>
  })
}
