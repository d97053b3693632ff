// Data health (SPEC §5): the findings about a project's imported data, from the counts the
// database aggregated (health-sql.ts). Pure: wording, severity and order live here.

type HealthSeverity = "error" | "warning" | "info";

type Finding<C extends string, D> = {
  code: C;
  severity: HealthSeverity;
  message: string;
  details: D;
};

export type HealthFinding =
  | Finding<"duplicate_outputs", { models: [string, string]; common: number; identical: number }>
  | Finding<"question_set_differs", { model: string; missing: number; extra: number }>
  | Finding<"repeated_questions", { model: string; count: number }>
  | Finding<"repeated_content", { field: string; count: number }>
  | Finding<"empty_field", { field: string; count: number }>
  | Finding<"replaced_characters", { field: string; count: number }>;

/** Per checked field: blank values and values holding U+FFFD. */
type FieldCounts = { field: string; mayBeEmpty: boolean; empty: number; replaced: number };

/** `shared`: the size of the question set most models share; `pairs`: models with identical answers. */
export type AnswerCounts = {
  repeated: { model: string; count: number }[];
  sets: { model: string; missing: number; extra: number }[];
  shared: number;
  pairs: { a: string; b: string; common: number; identical: number }[];
};

export type HealthCounts = {
  fields: FieldCounts[];
  repeated: { field: string; count: number } | null;
  answers: AnswerCounts | null;
};

/** A question set this far from the shared one (either way) is another set, not a few gaps. */
const OTHER_SET_SHARE = 0.1;
const rank: Record<HealthSeverity, number> = { error: 0, warning: 1, info: 2 };

const n = (count: number) => count.toLocaleString("en");
const items = (count: number) => `${n(count)} ${count === 1 ? "item" : "items"}`;
const byName = (a: string, b: string) => a.localeCompare(b, "en");

function answerFindings(a: AnswerCounts): HealthFinding[] {
  const found: HealthFinding[] = [];
  for (const p of a.pairs.filter((p) => 2 * p.identical > p.common)) {
    const [x, y] = [p.a, p.b].sort(byName);
    found.push({
      code: "duplicate_outputs",
      severity: "error",
      message: `${x}'s answers equal ${y}'s for ${n(p.identical)} of ${n(p.common)} common questions`,
      details: { models: [x, y], common: p.common, identical: p.identical },
    });
  }
  for (const s of a.sets.filter((s) => s.missing + s.extra > 0)) {
    const isOther = Math.max(s.missing, s.extra) > OTHER_SET_SHARE * a.shared;
    const parts = [
      s.missing ? `lacks ${n(s.missing)} of the ${n(a.shared)} questions most models share` : "",
      s.extra ? `answers ${n(s.extra)} questions outside that set` : "",
    ].filter(Boolean);
    found.push({
      code: "question_set_differs",
      severity: isOther ? "error" : "warning",
      message: `${s.model} ${parts.join(" and ")}`,
      details: { model: s.model, missing: s.missing, extra: s.extra },
    });
  }
  for (const r of a.repeated)
    found.push({
      code: "repeated_questions",
      severity: "warning",
      message: `${n(r.count)} of ${r.model}'s answers ${r.count === 1 ? "repeats" : "repeat"} a question it already answered`,
      details: { model: r.model, count: r.count },
    });
  return found;
}

function fieldFindings(fields: FieldCounts[]): HealthFinding[] {
  const found: HealthFinding[] = [];
  for (const { field, mayBeEmpty, empty, replaced } of fields) {
    if (empty)
      found.push({
        code: "empty_field",
        severity: mayBeEmpty ? "info" : "warning",
        message: `${field} is empty in ${items(empty)}`,
        details: { field, count: empty },
      });
    if (replaced)
      found.push({
        code: "replaced_characters",
        severity: "warning",
        message: `${field} holds U+FFFD (a replaced character) in ${items(replaced)}`,
        details: { field, count: replaced },
      });
  }
  return found;
}

function repeatedFindings(repeated: HealthCounts["repeated"]): HealthFinding[] {
  if (!repeated?.count) return [];
  const { field, count } = repeated;
  return [
    {
      code: "repeated_content",
      severity: "warning",
      message: `${items(count)} repeat another item's ${field}`,
      details: { field, count },
    },
  ];
}

/** Every finding, errors first; within a severity in the order of the checks. */
export function healthFindings(counts: HealthCounts): HealthFinding[] {
  const found = [
    ...(counts.answers ? answerFindings(counts.answers) : []),
    ...repeatedFindings(counts.repeated),
    ...fieldFindings(counts.fields),
  ];
  return found
    .map((f, i) => ({ f, i }))
    .sort((x, y) => rank[x.f.severity] - rank[y.f.severity] || x.i - y.i)
    .map(({ f }) => f);
}
