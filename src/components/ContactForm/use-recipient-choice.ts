import * as React from "react"
import { sendToChoice, type PassedOnPerson, type Recipient } from "../../contact/recipients"

/**
 * The recipient select and the hidden copy of its value the requirements ask for (docs/requirements.md#contact-form).
 * /contact?send_to={shortName} preselects that person; for someone who does not receive the form's messages it
 * preselects the recipient who passes them on and says so (`passedOn`). An unknown name leaves "Please select..."
 * and is given back (`unknownSendTo`), so the form can say by the list that it was not found.
 * The select stays uncontrolled so that a choice made before the script loaded is kept.
 */
export function useRecipientChoice(recipients: readonly Recipient[], passedOnPeople: readonly PassedOnPerson[]) {
  const selectRef = React.useRef<HTMLSelectElement>(null)
  const [recipientCopy, setRecipientCopy] = React.useState("")
  const [passedOn, setPassedOn] = React.useState<ReturnType<typeof sendToChoice>>()
  const [unknownSendTo, setUnknownSendTo] = React.useState<string>()

  // Copy a choice made before the script ran.
  React.useEffect(() => setRecipientCopy(selectRef.current?.value ?? ""), [])

  React.useEffect(() => {
    const select = selectRef.current
    const sendTo = new URLSearchParams(window.location.search).get("send_to")
    const choice = sendToChoice(sendTo, recipients, passedOnPeople)
    // A choice made before the script loaded wins.
    if (!select || select.value !== "") return
    // Said back as the address gave it, cut short: the page shows it, and anyone can write an address.
    if (!choice) return setUnknownSendTo(sendTo?.trim().slice(0, 40) || undefined)
    select.value = choice.recipient.shortName
    setRecipientCopy(choice.recipient.shortName)
    setPassedOn(choice.passedOnFor ? choice : undefined)
  }, [recipients, passedOnPeople])

  const copyChoice = (event: React.ChangeEvent<HTMLSelectElement>) => {
    const chosen = event.currentTarget.value
    setRecipientCopy(chosen)
    // The note is about the person passing the message on: choosing someone else makes it untrue.
    setPassedOn(current => (current?.recipient.shortName === chosen ? current : undefined))
    // Once someone is chosen the note has done its work.
    setUnknownSendTo(undefined)
  }

  return {
    selectRef,
    recipientCopy,
    copyChoice,
    passedOn: passedOn?.passedOnFor ? passedOn : undefined,
    unknownSendTo,
  }
}
