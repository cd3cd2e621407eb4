/** @jest-environment jsdom */
import * as React from "react"
import { act } from "react"
import { createRoot, type Root } from "react-dom/client"
import {
  contactPayloadKeys,
  FORM_POST_FIELDS,
  validateContactMessage,
  type ContactErrors,
} from "../../src/contact/message"
import type { FormErrors } from "../../src/components/ContactForm/fields"
import { shippedCalendar } from "../support/shipped-content"
import { THANK_YOU_PATH } from "../../src/contact/endpoint"
import { ContactMessageForm } from "../../src/components/ContactForm/ContactMessageForm"
import { ErrorSummary } from "../../src/components/ContactForm/ErrorSummary"
import { FormField } from "../../src/components/ContactForm/FormField"
import { formFieldsFor } from "../../src/components/ContactForm/fields"
import { useContactSubmit } from "../../src/components/ContactForm/use-contact-submit"
import { shippedPage, shippedWording } from "../support/render"

/** The form's words as the parish writes them (data/pages/contact.md). */
const words = shippedPage<{ form: Queries.ContactFormWordsFragment }>("contact").form
// The message's own fields; the hall booking questions have tests of their own (hall-booking, the endpoint's, the browser's).
const { textFields, recipientField } = formFieldsFor(words)
const formFields = [recipientField, ...textFields]

// React wants this flag to run act() outside a test renderer.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLElement
let root: Root

beforeEach(() => {
  document.title = "Contact | St Michael's"
  container = document.createElement("div")
  document.body.append(container)
  root = createRoot(container)
})

afterEach(() => {
  act(() => root.unmount())
  container.remove()
})

const show = (element: React.ReactElement) => act(() => root.render(element))

/** Every field of the form, each with the error given for it. */
const AllFields = ({ errors }: { errors: FormErrors }) => (
  <>
    {formFields.map(field => (
      <FormField
        key={field.name}
        field={field}
        error={errors[field.field]}
        errorPrefix={words.errorPrefix}
        choices={[{ value: "tom", label: "Tom" }]}
      />
    ))}
  </>
)

const controlOf = (id: string) => {
  const control = document.getElementById(id)
  if (!(
    control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
  ))
    throw new Error(`no form control #${id}`)
  return control
}

describe("ErrorSummary", () => {
  const someErrors: ContactErrors = { message: "Your message is too long", from_name: "Enter your name" }

  test("shows nothing, and leaves the title alone, while there are no errors", () => {
    show(<ErrorSummary errors={{}} fields={formFields} words={words} />)
    expect(container.innerHTML).toBe("")
    expect(document.title).toBe("Contact | St Michael's")
  })

  test("the focused box holds role=alert on a child, so focus and announcement are different elements", () => {
    show(<ErrorSummary errors={someErrors} fields={formFields} words={words} />)
    const alert = container.querySelector('[role="alert"]')
    expect(alert).not.toBeNull()
    expect(document.activeElement).toBe(alert?.parentElement)
    expect(document.activeElement?.getAttribute("role")).toBeNull()
    expect(alert?.querySelector("h2")?.textContent).toBe(words.problem)
  })

  test("lists the errors in form order, each linking to its field's control, which a click focuses", () => {
    show(
      <>
        <ErrorSummary errors={someErrors} fields={formFields} words={words} />
        <AllFields errors={someErrors} />
      </>,
    )
    // jsdom does not lay out pages; record what would be scrolled into view.
    const scrolledTo: Element[] = []
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this)
    }
    const links = [...container.querySelectorAll<HTMLAnchorElement>('[role="alert"] a')]
    expect(links.map(link => link.textContent)).toEqual(["Enter your name", "Your message is too long"])
    for (const link of links) {
      const control = controlOf(link.hash.slice(1))
      act(() => link.click())
      expect(document.activeElement).toBe(control)
      // The whole field comes into view, its label first, not just the control.
      expect(scrolledTo.at(-1)?.contains(control.labels?.[0] ?? null)).toBe(true)
    }
  })

  test("a recipient error links to the select, not to the hidden copy that cannot take focus", () => {
    show(
      <>
        <ErrorSummary errors={{ recipient_name: "Select who your message is for" }} fields={formFields} words={words} />
        <AllFields errors={{}} />
      </>,
    )
    const link = container.querySelector<HTMLAnchorElement>('[role="alert"] a')
    expect(controlOf(link?.hash.slice(1) ?? "").tagName).toBe("SELECT")
  })

  test("takes focus again at each failed send, even with the same errors", () => {
    show(<ErrorSummary errors={{ ...someErrors }} fields={formFields} words={words} />)
    act(() => (document.activeElement as HTMLElement).blur())
    expect(document.activeElement).toBe(document.body)
    show(<ErrorSummary errors={{ ...someErrors }} fields={formFields} words={words} />)
    expect(document.activeElement).toBe(container.querySelector('[role="alert"]')?.parentElement)
  })

  test("prefixes the page title with the error prefix while shown, once, and removes it when the errors are gone", () => {
    show(<ErrorSummary errors={someErrors} fields={formFields} words={words} />)
    show(<ErrorSummary errors={{ ...someErrors }} fields={formFields} words={words} />)
    expect(document.title).toBe(`${words.errorPrefix} Contact | St Michael's`)
    show(<ErrorSummary errors={{}} fields={formFields} words={words} />)
    expect(document.title).toBe("Contact | St Michael's")
  })
})

describe("the field table against the shared schema", () => {
  /** What the schema says about a message with nothing filled in: the required fields are the ones it reports. */
  const emptyMessageErrors = (() => {
    const result = validateContactMessage({ is_valid: true }, ["tom"])
    if (result.ok) throw new Error("an empty message should not be valid")
    return result.errors
  })()

  test.each(formFields.map(field => [field.label, field] as const))(
    "%s is required in the browser exactly when the schema requires it",
    (_label, field) => {
      show(<AllFields errors={{}} />)
      expect(controlOf(field.id).required).toBe(field.field in emptyMessageErrors)
    },
  )

  const oneLineFields = formFields.filter(field => field !== recipientField && field.type !== "textarea")

  test.each(oneLineFields.map(field => [field.label, field] as const))(
    "%s lets the browser take no more than the schema accepts",
    (_label, field) => {
      show(<AllFields errors={{}} />)
      const control = controlOf(field.id)
      if (!(control instanceof HTMLInputElement)) throw new Error(`${field.label} is not a one-line input`)
      const limit = control.maxLength
      expect(limit).toBeGreaterThan(0)
      const errorsWith = (length: number) => {
        const value =
          field.type === "email" ? `${"a".repeat(length - "@example.com".length)}@example.com` : "a".repeat(length)
        const valid = { recipient_name: "tom", from_name: "Zoe", from_email_address: "zoe@example.com", is_valid: true }
        const result = validateContactMessage({ ...valid, [field.field]: value }, ["tom"])
        const errors: FormErrors = result.ok ? {} : result.errors
        return errors
      }
      expect(errorsWith(limit)[field.field]).toBeUndefined()
      expect(errorsWith(limit + 1)[field.field]).toBeDefined()
    },
  )

  test("a field in error shows the error prefix and the message, and its control is described by hint and error", () => {
    const emailField = formFields.find(field => field.type === "email")!
    show(<FormField field={emailField} error="Enter your email address" errorPrefix={words.errorPrefix} />)
    const control = controlOf(emailField.id)
    expect(control.getAttribute("aria-invalid")).toBe("true")
    const description = (control.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map(id => document.getElementById(id)?.textContent)
    expect(description).toEqual([emailField.hint, `${words.errorPrefix} Enter your email address`])
  })
})

describe("useContactSubmit", () => {
  /** The hook on a form with every field, as the contact page wires it. */
  function Form({ forPerson }: { forPerson?: string }) {
    const { formRef, errors, status, isValid, handleSubmit } = useContactSubmit(["tom"], { forPerson, goTo: goToMock })
    return (
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <ErrorSummary errors={errors} fields={formFields} words={words} />
        <AllFields errors={errors} />
        <input name="website" defaultValue="" />
        <input type="hidden" name="is_valid" value={String(isValid)} />
        <button type="submit">{status === "editing" ? words.send : words.sending}</button>
      </form>
    )
  }

  const fetchMock = jest.fn()
  const goToMock = jest.fn()

  beforeEach(() => {
    fetchMock.mockReset()
    goToMock.mockReset()
    globalThis.fetch = fetchMock
  })

  const fill = (id: string, value: string) => {
    controlOf(id).value = value
  }
  /** Submits, then lets the request's promise chain settle. */
  const send = async () => {
    await act(async () => {
      container.querySelector("form")!.requestSubmit()
      await new Promise(resolve => setTimeout(resolve, 0))
    })
  }

  test("an invalid message stays on the form with its errors and sends nothing", async () => {
    show(<Form />)
    await send()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(goToMock).not.toHaveBeenCalled()
    expect(container.querySelectorAll('[role="alert"] a').length).toBeGreaterThan(0)
    expect(container.querySelector<HTMLInputElement>('input[name="is_valid"]')?.value).toBe("false")
  })

  test("a valid message is POSTed as the spec's no-cors JSON, then the visitor goes on even if the request fails", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"))
    show(<Form />)
    fill(recipientField.id, "tom")
    for (const field of formFields.filter(field => field !== recipientField)) {
      fill(field.id, field.type === "email" ? "zoe@example.com" : field.type === "tel" ? "07700 900123" : "Zoe")
    }
    await send()

    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(init).toMatchObject({
      method: "POST",
      mode: "no-cors",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
    })
    const payload = JSON.parse(String(init.body))
    expect(Object.keys(payload).slice(0, contactPayloadKeys.length)).toEqual([...contactPayloadKeys])
    expect(payload).toMatchObject({ recipient_name: "tom", from_email_address: "zoe@example.com", is_valid: true })
    expect(goToMock).toHaveBeenCalledWith(THANK_YOU_PATH)
  })

  test("a message for someone whose messages are passed on opens with the line saying whom it is for", async () => {
    fetchMock.mockResolvedValue({ text: async () => "" })
    show(<Form forPerson="This message is for Revd Helen Marsh (Vicar)." />)
    fill(recipientField.id, "tom")
    fill("contact-name", "Zoe")
    fill("contact-email", "zoe@example.com")
    fill("contact-message", "Could you visit my mother?")
    await send()
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(JSON.parse(String(init.body)).message).toBe(
      "This message is for Revd Helen Marsh (Vicar).\n\nCould you visit my mother?",
    )
  })

  test("=? in a one-line field stays on the form, with the endpoint's own message by the field and in the summary", async () => {
    show(<Form />)
    fill(recipientField.id, "tom")
    fill("contact-name", "Zoe =?utf-8?Q?a?b?=")
    fill("contact-email", "zoe@example.com")
    await send()
    expect(fetchMock).not.toHaveBeenCalled()
    const expected = validateContactMessage(
      {
        recipient_name: "tom",
        from_name: "Zoe =?utf-8?Q?a?b?=",
        from_email_address: "zoe@example.com",
        is_valid: true,
      },
      ["tom"],
    )
    const message = expected.ok ? "" : expected.errors.from_name!
    expect(message).toMatch(/^Your name must not contain mail-encoded text/)
    expect(container.querySelector('[role="alert"] a')?.textContent).toBe(message)
    expect(document.getElementById("contact-name-error")?.textContent).toBe(`${words.errorPrefix} ${message}`)
  })

  test("an address in another script, before and after the @, is sent as typed", async () => {
    fetchMock.mockResolvedValue({ text: async () => "" })
    show(<Form />)
    fill(recipientField.id, "tom")
    fill("contact-name", "José")
    fill("contact-email", "josé@bücher.example")
    await send()
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(JSON.parse(String(init.body)).from_email_address).toBe("josé@bücher.example")
    expect(goToMock).toHaveBeenCalledWith(THANK_YOU_PATH)
  })

  test("a second click while sending sends nothing more", async () => {
    fetchMock.mockReturnValue(new Promise(() => {}))
    show(<Form />)
    fill(recipientField.id, "tom")
    fill("contact-name", "Zoe")
    fill("contact-email", "zoe@example.com")
    await send()
    expect(container.querySelector("button")?.textContent).toBe(words.sending)
    await send()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe("the form posted without JavaScript", () => {
  test("sends exactly the fields the endpoint's spam rule for form posts expects, with is_valid false", () => {
    show(
      <ContactMessageForm
        allPerson={{ nodes: [{ shortName: "tom", role: "Halls Manager", name: "Tom Smith" }] }}
        hallEnquiries={{ shortName: "tom" }}
        passedOnPeople={{ nodes: [] }}
        calendar={shippedCalendar()}
        words={words}
        newTab={shippedWording().newTab}
        sendToUnknown={shippedWording().person.sendToUnknown}
      />,
    )
    const form = container.querySelector("form")!
    controlOf("contact-recipient").value = "tom"
    // FormData builds the entry list as a browser does for a submission: every named control, empty ones too.
    const posted = new FormData(form)
    expect([...posted.keys()]).toEqual([...FORM_POST_FIELDS])
    expect(posted.get("is_valid")).toBe("false")
    expect(posted.get("website")).toBe("")
  })
})
