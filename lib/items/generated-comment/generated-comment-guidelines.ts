// A new generated_comment project's instructions (decision 079): Katzy et al.'s rubric. Each
// code's "use when" is its definition in lib/taxonomy/comment-errors.ts (one home); the "not
// when" lines below draw the borders between neighbouring codes.
import { errorCategories, errorCodes, errorGroups } from "@/lib/taxonomy/comment-errors";

/** What a group (or an ungrouped code) does not cover, and which code does. */
const exclusions: Record<string, string> = {
  "MS-IG": "a readable comment with a wrong claim (SE-HA3) or bad grammar (LG-GR).",
  "MS-CC":
    "identifiers the comment names to describe the code; code written as an example (SE-CS1).",
  "MS-ME": "data, links or licence text that appear in the file itself.",
  "MS-ET": "a complete but thin comment (SE-MD).",
  "MS-LT": "a comment that repeats itself without leaving its subject (MS-RE).",
  "MS-RE": "one repeated word that is a grammar slip (LG-GR).",
  "LG-GR": "a wrong word choice (LG-IS) or another language (LG-WL).",
  "LG-IS":
    "a term left in English as developers write it (not an error) or translated when it should not be (LG-WL1).",
  "LG-WL": "identifiers and code in the comment, which stay as in the code.",
  "SE-MD": "a comment cut off mid-sentence (MS-ET).",
  "SE-TS": "details that are wrong (SE-HA3).",
  "SE-HA": "missing information (SE-MD) or an unclear reference (SE-OI).",
  "SE-CS": "identifiers named in prose (not an error) or copied surrounding code (MS-CC).",
  "SE-OI": "a reference to something that does not exist (SE-HA2).",
  "ST-IF": "the words of the comment: only its markers, tags and layout.",
};

const groupName = new Map(errorGroups.map((g) => [g.code, g.name]));

function categoryRubric(category: { code: string; name: string }): string {
  const lines: string[] = [`### ${category.code} · ${category.name}`, ""];
  let open: string | null = null;
  const close = () => {
    if (open && exclusions[open]) lines.push(`  - *Not when:* ${exclusions[open]}`);
  };
  for (const c of errorCodes.filter((e) => e.category === category.code)) {
    const head = c.group ?? c.code;
    if (head !== open) {
      close();
      open = head;
      if (c.group) lines.push(`- **${c.group} ${groupName.get(c.group)}**`);
    }
    const bullet = c.group ? "  - " : "- ";
    lines.push(`${bullet}**${c.code} ${c.name}**: ${c.definition}`);
  }
  close();
  return lines.join("\n");
}

export const generatedCommentGuidelines = `## Tag generated code comments

The model was given the file with one comment masked and wrote a comment in its place. Read the
code around it, the original comment and the generated one (G jumps between them).

**Accuracy** of the generated comment against the original:

- **Correct**: says what the original says, in the requested language.
- **Partially correct**: right in part; details missing, wrong or badly phrased.
- **Incorrect**: wrong, misleading, unusable or empty.

**Error codes**: tag every code that applies (none for a flawless comment). Use a code when its
definition holds; the *not when* line names the neighbouring code to use instead.

${errorCategories.map(categoryRubric).join("\n\n")}`;
