// A new qa_pair project's instructions (decision 079): SimpleDevQA's three quality standards.
export const qaPairGuidelines = `## Verify each question–answer pair

A pair belongs in the benchmark only if it meets all three quality standards:

1. **Single answer.** The question has exactly one correct answer; two experts reading it would
   not give different answers. Reject as *Not a single answer* when it asks for opinions, lists
   or "best" choices, or when the answer depends on unstated context.
2. **Time-invariant.** The answer will not change over time. Reject as *Time-sensitive* when it
   depends on a current version, a release date, a price or "the latest" anything.
3. **Supported by evidence.** An authoritative source (official documentation, a specification,
   the project's own repository) confirms the answer. Reject as *Not verifiable* when none does.

Reject as *Too simple* a question that needs no software-development knowledge.

If the pair is accepted, judge the reference answer: **correct**, **partially correct** (give the
corrected final answer) or **incorrect** (give the right one), and cite at least two
authoritative URLs, with a quote where it helps.`;
