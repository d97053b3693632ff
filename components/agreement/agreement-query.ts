/** The dashboard's filters as they appear in its URL and in the API's (same names). */
export interface AgreementFilterValues {
  language: string;
  model: string;
  /** Two e-mails, or empty. */
  annotators: [string, string] | [];
  from: string;
  to: string;
  /** Only annotations made under this guideline version, or empty. */
  guideline_version: string;
}

type Params = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined): string =>
  (Array.isArray(v) ? (v[0] ?? "") : (v ?? "")).trim();

/** Reads the filters from a page's search params; anything odd is passed on for the API to refuse. */
export function filtersFromParams(params: Params): AgreementFilterValues {
  const pair = first(params.annotators)
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    language: first(params.language),
    model: first(params.model),
    annotators: pair.length === 2 ? [pair[0], pair[1]] : [],
    from: first(params.from),
    to: first(params.to),
    guideline_version: first(params.guideline_version),
  };
}

/** Raw filters for parseAgreementQuery: a half-given pair stays visible so it can be refused with a message. */
export function rawAnnotators(params: Params): string[] | null {
  const value = first(params.annotators);
  return value === "" ? null : value.split(",");
}

/** `language=el&annotators=a%40x,b%40x`, without empty filters; `extra` is appended (e.g. format=csv). */
export function agreementQueryString(
  f: AgreementFilterValues,
  extra: Record<string, string> = {},
): string {
  const entries: [string, string][] = [
    ["language", f.language],
    ["model", f.model],
    ["annotators", f.annotators.join(",")],
    ["from", f.from],
    ["to", f.to],
    ["guideline_version", f.guideline_version],
    ...Object.entries(extra),
  ];
  return new URLSearchParams(entries.filter(([, v]) => v !== "")).toString();
}

export const hasFilters = (f: AgreementFilterValues): boolean => agreementQueryString(f) !== "";
