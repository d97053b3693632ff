// The QA form's keyboard actions, pure: cite reference n, and accept-as-correct citing them all.
import { normalizeUrl } from "@/lib/annotations/annotation-schemas";
import { isHttpUrl, type Citation, type QaForm } from "./qa-form";

export type Reference = { url: string; title: string | null };

/** The references a citation may be taken from (http(s) only), each with its number n in the item's list (1-based, as the item shows them). */
export const citableReferences = (references: Reference[]): (Reference & { n: number })[] =>
  references.map((r, i) => ({ ...r, n: i + 1 })).filter((r) => isHttpUrl(r.url));

export function isSameUrl(a: string, b: string): boolean {
  return isHttpUrl(a) && isHttpUrl(b) && normalizeUrl(a.trim()) === normalizeUrl(b.trim());
}

/** The citations with `url` added: into the first blank row, else as a new row; unchanged when already cited. */
export function withCitation(citations: Citation[], url: string): Citation[] {
  if (citations.some((c) => isSameUrl(c.url, url))) return citations;
  const blank = citations.findIndex((c) => !c.url.trim());
  return blank >= 0
    ? citations.map((c, j) => (j === blank ? { ...c, url } : c))
    : [...citations, { url, quote: "" }];
}

/** The form citing the item's reference n (1-based); unchanged when there is none or it is not http(s). */
export function withReferenceCited(form: QaForm, references: Reference[], n: number): QaForm {
  const ref = citableReferences(references).find((r) => r.n === n);
  return ref ? { ...form, citations: withCitation(form.citations, ref.url) } : form;
}

/**
 * Accept as correct with all references (Shift+A): every standard met, verdict accept, reference
 * answer correct (so no corrected answer: SPEC §3), every citable reference cited. Citations and
 * notes already written are kept; reject reasons go (an accepted pair has none).
 */
export function withAcceptedAsCorrect(form: QaForm, references: Reference[]): QaForm {
  const citations = citableReferences(references).reduce(
    (acc, r) => withCitation(acc, r.url),
    form.citations,
  );
  return {
    ...form,
    standards: { single_answer: "meets", not_too_simple: "meets", verifiable: "meets" },
    verdict: "accept",
    reject_reasons: [],
    answer_label: "correct",
    final_answer: "",
    citations,
  };
}
