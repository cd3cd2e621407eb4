/** St Michael's School's spring term of 2027 with its half term, as data/terms gives a term: for calendar tests. */
export const spring2027 = {
  name: "Spring term",
  starts: "2027-01-05",
  ends: "2027-03-26",
  halfTermStarts: "2027-02-15",
  halfTermEnds: "2027-02-19",
}
