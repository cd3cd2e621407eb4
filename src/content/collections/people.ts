import { z } from "zod"
import { externalUrl, imageFile, order, slug, text } from "../fields"

/** The roles of spec §6: one person card each on Who's Who. */
export const roles = [
  "Vicar",
  "Churchwarden",
  "Licensed Lay Minister",
  "Halls Manager",
  "Youth Worker",
  "Church Safeguarding Officer",
  "Children's Champion",
  "Head of Serving Team & Secretary of the parish council",
  "Assistant Warden",
  "School Head",
] as const

export const personSchema = z.strictObject({
  order,
  name: text('full name as shown, e.g. "Revd Jane Doe"'),
  shortName: slug('short name used in contact links (/contact?send_to=jane), e.g. "jane"').describe(
    'short name used in contact links (/contact?send_to=...), lower-case, e.g. "jane"',
  ),
  role: z.enum(roles).describe("the person's role"),
  description: text("a few sentences about what they do"),
  photo: imageFile(
    'portrait photo beside this file, e.g. "jane-doe.jpg"; leave out to show the placeholder portrait',
  ).optional(),
  contactFormRecipient: z
    .boolean()
    .optional()
    .describe("true lists this person in the contact form's Recipient choices"),
  messagesVia: slug(
    'for someone who does not receive the contact form\'s messages: the shortName of the recipient who passes them on, e.g. "david"',
  ).optional(),
  website: externalUrl("optional personal or organisation website; replaces the Contact link").optional(),
  email: z
    .email({ message: "must be an email address like name@example.org" })
    .optional()
    .describe("optional public email"),
  telephone: z
    .string()
    .regex(/^\+?[0-9 ()-]{6,20}$/, { message: 'must be a telephone number like "020 8123 4567"' })
    .optional()
    .describe("optional public telephone number"),
})

export type PersonEntry = z.infer<typeof personSchema>
