import * as React from "react"
import { useLocation } from "@reach/router"

/**
 * The recipient select and the spec's hidden copy of its value (§5).
 * /contact?send_to={shortName} preselects that person; an unknown name leaves
 * "Please select...". The select stays uncontrolled so that a choice made
 * before the script loaded is kept.
 */
export function useRecipientChoice(recipientShortNames: readonly string[]) {
  const selectRef = React.useRef<HTMLSelectElement>(null)
  const sendToApplied = React.useRef(false)
  const [recipientCopy, setRecipientCopy] = React.useState("")

  // Copy a choice made before the script ran.
  React.useEffect(() => setRecipientCopy(selectRef.current?.value ?? ""), [])

  const { search } = useLocation()
  React.useEffect(() => {
    const select = selectRef.current
    const sendTo = new URLSearchParams(search).get("send_to")
    const firstTime = !sendToApplied.current
    sendToApplied.current = true
    if (!select || !sendTo || !recipientShortNames.includes(sendTo)) return
    // On arrival, a choice made before the script loaded wins; later links (client-side navigation) apply.
    if (firstTime && select.value !== "") return
    select.value = sendTo
    setRecipientCopy(sendTo)
  }, [search, recipientShortNames])

  const copyChoice = (event: React.ChangeEvent<HTMLSelectElement>) => setRecipientCopy(event.currentTarget.value)

  return { selectRef, recipientCopy, copyChoice }
}
