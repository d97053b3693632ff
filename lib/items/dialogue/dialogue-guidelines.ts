// A new dialogue project's instructions (decision 079): triage of developer–LLM dialogues.
export const dialogueGuidelines = `## Triage developer–LLM dialogues

Read the whole dialogue, then answer in order:

1. **Dev-related**: is the user's request about software development (code, tools, platforms,
   computer-science knowledge)? Small talk, general writing or homework in other subjects is not.
2. **Task category** (dev-related dialogues only): the user's main request, e.g. knowledge
   question, code generation, debugging, explanation. For a knowledge question, say whether it is
   **code-centric** (about a language, library or API) or conceptual.
3. **Could seed a benchmark question**: tick each that holds for the user's question —
   **single answer** (one correct answer), **time-invariant** (the answer will not change) and
   **evidence-supported** (an authoritative source confirms it).

Judge the user's request, not the quality of the assistant's reply.`;
