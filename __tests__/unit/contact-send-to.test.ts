import { nameWithRole, sendToChoice } from "../../src/contact/recipients"

/** /contact?send_to=...: whom the form preselects, and what it says when a recipient passes the message on. */
const recipients = [
  { shortName: "david", name: "David Okafor", role: "Churchwarden" },
  { shortName: "tom", name: "Tom Reilly", role: "Halls Manager" },
]
const passedOn = [{ shortName: "helen", name: "Revd Helen Marsh", role: "Vicar", messagesVia: "david" }]

describe("send_to", () => {
  it("a recipient is chosen directly", () => {
    expect(sendToChoice("tom", recipients, passedOn)).toEqual({ recipient: recipients[1] })
  })

  it("someone else is reached through the recipient who passes their messages on", () => {
    const choice = sendToChoice("helen", recipients, passedOn)
    expect(choice).toEqual({ recipient: recipients[0], passedOnFor: passedOn[0] })
    expect(nameWithRole(choice!.passedOnFor!)).toBe("Revd Helen Marsh (Vicar)")
  })

  it.each([null, "", "nobody"])("chooses nobody for %p", sendTo => {
    expect(sendToChoice(sendTo, recipients, passedOn)).toBeUndefined()
  })
})
