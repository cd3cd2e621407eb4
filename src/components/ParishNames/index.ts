import { graphql, useStaticQuery } from "gatsby"

/** The church's names as pages write them, all from data/site/site.json so a page never spells them out. */
export interface ParishNames {
  /** "St Michael and All Angels" */
  name: string
  /** "St Michael and All Angels, Ashgrove": the name with its place, for search engines and formal text */
  withPlace: string
  /** "St Michael's": what people call it day to day */
  everyday: string
  /** "Ashgrove" */
  locality: string
}

export function useParishNames(): ParishNames {
  const { siteFacts } = useStaticQuery<Queries.ParishNamesQuery>(graphql`
    query ParishNames {
      siteFacts {
        parishName
        locality
        everydayName
      }
    }
  `)
  // site.json is required by the content check, so siteFacts is always there in a build.
  const name = siteFacts?.parishName ?? ""
  const locality = siteFacts?.locality ?? ""
  return { name, locality, withPlace: `${name}, ${locality}`, everyday: siteFacts?.everydayName ?? name }
}
