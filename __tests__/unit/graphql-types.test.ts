import { allCollectionTypes } from "../../gatsby/graphql-types"

const types = Object.fromEntries(allCollectionTypes().map(type => [type.name, type]))
const fieldTypes = (name: string) =>
  Object.fromEntries(Object.entries(types[name]?.fields ?? {}).map(([field, config]) => [field, config.type]))

describe("GraphQL types declared from the content schemas", () => {
  it("declares every collection as a Node type with inference off", () => {
    for (const name of ["Event", "Person", "Service", "Activity", "Venue", "Download", "Notice", "SiteFacts"]) {
      expect(types[name]).toMatchObject({ interfaces: expect.arrayContaining(["Node"]), extensions: { infer: false } })
    }
  })

  it("declares what services and activities share as one interface, with the schedule's fields, that both implement", () => {
    expect(types.RegularGathering).toMatchObject({ isInterface: true })
    for (const name of ["Service", "Activity"]) {
      expect(types[name]?.interfaces).toContain("RegularGathering")
      for (const field of Object.keys(types.RegularGathering?.fields ?? {})) {
        expect({ name, field, declared: field in (types[name]?.fields ?? {}) }).toEqual({ name, field, declared: true })
      }
    }
    expect(fieldTypes("RegularGathering")).toMatchObject({ day: "String", startTime: "String!", pages: "[String!]!" })
  })

  it("makes required fields non-null and optional ones nullable", () => {
    expect(fieldTypes("Event")).toMatchObject({
      name: "String!",
      serviceType: "String!",
      content: "[String!]!",
      featured: "Boolean!",
      sundayClubs: "Boolean",
      order: "Int!",
      startsAt: "String",
    })
    expect(fieldTypes("Person")).toMatchObject({ photo: "File", website: "String", role: "String!" })
  })

  it("declares photos as the Files beside their entry, so gatsby-plugin-image can process them", () => {
    expect(types.Venue?.fields.photos).toMatchObject({ type: "[VenuePhotos!]!" })
    expect(types.VenuePhotos?.fields.photo).toMatchObject({ type: "File!", extensions: { photoBesideEntry: {} } })
    expect(types.Service?.fields.image).toMatchObject({ type: "File!", extensions: { photoBesideEntry: {} } })
  })

  it("declares nested objects as their own types", () => {
    expect(fieldTypes("Venue").size).toBe("VenueSize")
    expect(fieldTypes("VenueSize")).toEqual({ lengthMetres: "Float!", widthMetres: "Float!" })
    expect(types.VenueSize?.interfaces).toBeUndefined()
    expect(fieldTypes("Download").thumbnail_width).toBe("Int!")
  })
})
