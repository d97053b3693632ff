// A new readme project's instructions (decision 079): FuncRead's rules for functionalities.
export const readmeGuidelines = `## Extract the functionalities a README states

A **functionality** is something the software does for its user, as the README states it.

1. Select the span of the README that states it (the *extractive* part): the shortest passage
   that says it in full, one functionality per span.
2. Write it in your own words (the *abstractive* part): one short sentence starting with a verb,
   e.g. "Retries failed jobs with exponential backoff".
3. Include features, supported inputs and outputs, and behaviour the user can rely on.
4. Exclude installation steps, requirements, licences, badges, links, contributor notes and
   roadmap or TODO items (planned is not done).
5. Do not infer: what the README does not say is not a functionality, however likely.
6. List each functionality once; when two passages say the same, select the clearer one.`;
