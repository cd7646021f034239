/** One fact a biodata gives: its label and how it reads. */
export interface GivenFact {
  key: string;
  label: string;
  value: string;
  /** A text of its own (a note): shown at full width, its line breaks kept. */
  isProse?: boolean;
}

/** The facts of `facts` that have a value: one a biodata leaves out is not shown (issue 20). */
export function givenFacts(facts: readonly { key: string; label: string; value: string | null }[]) {
  return facts.filter((fact): fact is GivenFact => Boolean(fact.value));
}
