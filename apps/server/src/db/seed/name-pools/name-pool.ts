/** One community's names: its candidates' generation, their parents', and family names. */
export interface NamePool {
  familyNames: readonly string[];
  maleGivenNames: readonly string[];
  femaleGivenNames: readonly string[];
  /** Given names that already read as a full name (e.g. 'Nusrat Jahan'): no family name added. */
  femaleFullGivenNames: readonly string[];
  /** Surnames women of this community often carry instead of their father's. */
  femaleSurnames: readonly string[];
  fatherGivenNames: readonly string[];
  motherGivenNames: readonly string[];
}
