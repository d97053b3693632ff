// QA verification form state: the annotation's fields plus the quality-standards checklist, which
// only guides the verdict and is not submitted.
import { z } from "zod";
import { accuracyLabels, normalizeUrl, rejectReasons } from "@/lib/annotations/annotation-schemas";
import type { KindModule } from "@/components/annotate/kind-module";

export type RejectReason = (typeof rejectReasons)[number];
type AnswerLabel = (typeof accuracyLabels)[number];

/** Each standard's name and help are `kindScreens.qaPair.standards.<key>` in the catalogues. */
export const qaStandards = [
  { key: "single_answer", reason: "not_single_answer" },
  { key: "not_too_simple", reason: "too_simple" },
  { key: "verifiable", reason: "not_verifiable" },
] as const;
export type StandardKey = (typeof qaStandards)[number]["key"];
export type StandardCheck = "meets" | "fails" | null;

export type Citation = { url: string; quote: string };
export type QaForm = {
  standards: Record<StandardKey, StandardCheck>;
  verdict: "accept" | "reject" | null;
  reject_reasons: RejectReason[];
  answer_label: AnswerLabel | null;
  final_answer: string;
  citations: Citation[];
  notes: string;
};

const check = z.enum(["meets", "fails"]).nullable().catch(null);
const text = z
  .string()
  .nullable()
  .catch("")
  .transform((v) => v ?? "");
const emptyForm = (): QaForm => ({
  standards: { single_answer: null, not_too_simple: null, verifiable: null },
  verdict: null,
  reject_reasons: [],
  answer_label: null,
  final_answer: "",
  citations: [],
  notes: "",
});
const lenient = z.object({
  standards: z
    .object({ single_answer: check, not_too_simple: check, verifiable: check })
    .catch(emptyForm().standards),
  verdict: z.enum(["accept", "reject"]).nullable().catch(null),
  reject_reasons: z.array(z.enum(rejectReasons)).catch([]),
  answer_label: z.enum(accuracyLabels).nullable().catch(null),
  final_answer: text,
  citations: z.array(z.object({ url: text, quote: text })).catch([]),
  notes: text,
});

/** The form with reject reason `r` added, or removed if it was there. */
export const withReasonToggled = (f: QaForm, r: RejectReason): QaForm => ({
  ...f,
  reject_reasons: f.reject_reasons.includes(r)
    ? f.reject_reasons.filter((x) => x !== r)
    : [...f.reject_reasons, r],
});

/** Citation rows that are entirely blank are not submitted. */
const keptCitations = (f: QaForm) =>
  f.citations.map((c, index) => ({ c, index })).filter(({ c }) => c.url.trim() || c.quote.trim());

export function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s.trim());
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

/** Distinct http(s) URLs among the citations, counted the way the server counts them. */
export function distinctCitationUrls(citations: Citation[]): number {
  return new Set(citations.filter((c) => isHttpUrl(c.url)).map((c) => normalizeUrl(c.url.trim())))
    .size;
}

export const qaModule: KindModule<QaForm> = {
  empty: emptyForm,
  parse: (raw) => {
    const parsed = lenient.safeParse(raw ?? {});
    return parsed.success ? parsed.data : emptyForm();
  },
  toAnnotation: (f) => {
    const notes = f.notes;
    if (f.verdict === "reject")
      return {
        verdict: "reject",
        reject_reasons: f.reject_reasons,
        answer_label: null,
        final_answer: null,
        citations: [],
        notes,
      };
    return {
      ...(f.verdict ? { verdict: f.verdict } : {}),
      reject_reasons: [],
      answer_label: f.answer_label,
      final_answer: f.final_answer.trim() || null,
      citations: keptCitations(f).map(({ c }) => ({
        url: c.url.trim(),
        quote: c.quote.trim() || null,
      })),
      notes,
    };
  },
  formPath: (path, f) => {
    const m = /^citations\.(\d+)(.*)$/.exec(path);
    if (!m) return path;
    const row = keptCitations(f)[Number(m[1])];
    return row ? `citations.${row.index}${m[2]}` : path;
  },
  labels: {
    verdict: "kindScreens.qaPair.fields.verdict",
    reject_reasons: "kindScreens.qaPair.fields.rejectReasons",
    answer_label: "kindScreens.qaPair.fields.answerLabel",
    final_answer: "kindScreens.qaPair.fields.correctedAnswer",
    citations: "kindScreens.qaPair.fields.citations",
    notes: "kindScreens.common.notes",
  },
  legend: [
    { keys: ["A"], message: "kindScreens.qaPair.legend.accept" },
    { keys: ["Shift+A"], message: "kindScreens.qaPair.legend.acceptAll" },
    { keys: ["R"], message: "kindScreens.qaPair.legend.reject" },
    { keys: ["1", "2", "3"], message: "kindScreens.qaPair.legend.answer" },
    { keys: ["1–5"], message: "kindScreens.qaPair.legend.reasons" },
    { keys: ["C 1–9"], message: "kindScreens.qaPair.legend.cite" },
    { keys: ["U"], message: "kindScreens.qaPair.legend.url" },
  ],
};
