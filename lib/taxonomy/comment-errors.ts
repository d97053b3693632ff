// The 26-code error taxonomy for LLM-generated code comments (Katzy et al.). Codes, names and
// hierarchy follow the authors; the definitions are ours, written for annotators.
// The same rows are stored in Postgres by migration 20261129000001_taxonomy (a test keeps them equal).

/** Names this taxonomy in a generated-comment project's guidelines (lib/guidelines/); fixed. */
export const commentTaxonomyId = "katzy-26";

export type ErrorCategory = { code: string; name: string };
export type ErrorGroup = { code: string; name: string; category: string };
export type ErrorCodeDef = {
  code: string;
  name: string;
  category: string;
  group: string | null;
  definition: string;
};

export const errorCategories: ErrorCategory[] = [
  { code: "MS", name: "Model-specific" },
  { code: "LG", name: "Linguistic" },
  { code: "SE", name: "Semantic" },
  { code: "ST", name: "Syntax" },
];

export const errorGroups: ErrorGroup[] = [
  { code: "MS-ME", name: "Memorization", category: "MS" },
  { code: "MS-RE", name: "Repetition", category: "MS" },
  { code: "LG-GR", name: "Grammar", category: "LG" },
  { code: "LG-WL", name: "Wrong language", category: "LG" },
  { code: "SE-HA", name: "Hallucination", category: "SE" },
  { code: "SE-CS", name: "Code in comment", category: "SE" },
];

export const errorCodes: ErrorCodeDef[] = [
  {
    code: "MS-IG",
    name: "Incoherent Generation",
    category: "MS",
    group: null,
    definition:
      "The comment is garbled or meaningless as a whole: random tokens, broken fragments, or text no reader could act on.",
  },
  {
    code: "MS-CC",
    name: "Copy Context",
    category: "MS",
    group: null,
    definition:
      "The model copied nearby code or text from the file into the comment instead of describing the code.",
  },
  {
    code: "MS-ME1",
    name: "PII",
    category: "MS",
    group: "MS-ME",
    definition:
      "The comment reproduces personal data that is not in the file: names, e-mail addresses, phone numbers or similar.",
  },
  {
    code: "MS-ME2",
    name: "URL",
    category: "MS",
    group: "MS-ME",
    definition:
      "The comment contains a web address that does not come from the file and was recalled from training data.",
  },
  {
    code: "MS-ME3",
    name: "Training Data",
    category: "MS",
    group: "MS-ME",
    definition:
      "The comment reproduces other memorised material, such as licence headers or text from unrelated projects.",
  },
  {
    code: "MS-ET",
    name: "Early Termination",
    category: "MS",
    group: null,
    definition:
      "The comment stops too soon: it ends mid-sentence or leaves out the part that would make it useful.",
  },
  {
    code: "MS-LT",
    name: "Late Termination",
    category: "MS",
    group: null,
    definition:
      "The comment does not stop where it should and runs on into unrelated text or code.",
  },
  {
    code: "MS-RE1",
    name: "Pattern",
    category: "MS",
    group: "MS-RE",
    definition:
      "The same structure repeats with small variations (a list that keeps growing, a phrase pattern looping).",
  },
  {
    code: "MS-RE2",
    name: "Verbatim",
    category: "MS",
    group: "MS-RE",
    definition: "The same words or sentences repeat exactly, one or more times.",
  },
  {
    code: "LG-GR1",
    name: "Plurality",
    category: "LG",
    group: "LG-GR",
    definition:
      "Singular and plural do not agree, for example a plural subject with a singular verb.",
  },
  {
    code: "LG-GR2",
    name: "Conjugation",
    category: "LG",
    group: "LG-GR",
    definition: "A verb is inflected wrongly for tense, person, mood or aspect.",
  },
  {
    code: "LG-GR3",
    name: "Gender",
    category: "LG",
    group: "LG-GR",
    definition:
      "In a language with grammatical gender, an article, adjective or pronoun has the wrong gender.",
  },
  {
    code: "LG-GR4",
    name: "Syntax",
    category: "LG",
    group: "LG-GR",
    definition: "Spelling, capitalisation or word-order mistakes that break the language's rules.",
  },
  {
    code: "LG-GR5",
    name: "Cohesion",
    category: "LG",
    group: "LG-GR",
    definition:
      "The sentences do not hang together: run-ons, misplaced modifiers, missing punctuation, or clauses that do not connect.",
  },
  {
    code: "LG-IS",
    name: "Incorrect Synonym",
    category: "LG",
    group: null,
    definition:
      "A word with a related but wrong meaning is used, often a too-literal translation of a technical term.",
  },
  {
    code: "LG-WL1",
    name: "Undesired Trans.",
    category: "LG",
    group: "LG-WL",
    definition:
      "A term that developers keep in its original form (an identifier, a standard English term) was translated.",
  },
  {
    code: "LG-WL2",
    name: "Incorrect Lang.",
    category: "LG",
    group: "LG-WL",
    definition: "All or part of the comment is written in a language other than the one requested.",
  },
  {
    code: "SE-MD",
    name: "Missing Details",
    category: "SE",
    group: null,
    definition:
      "The comment is correct but leaves out information a reader needs to understand the code.",
  },
  {
    code: "SE-TS",
    name: "Too Specific",
    category: "SE",
    group: null,
    definition:
      "The comment dwells on details (values, implementation steps) where the code calls for a general summary.",
  },
  {
    code: "SE-HA1",
    name: "Misplaced Facts",
    category: "SE",
    group: "SE-HA",
    definition:
      "The comment states facts that are true elsewhere in the file but do not describe this code.",
  },
  {
    code: "SE-HA2",
    name: "Out of Context",
    category: "SE",
    group: "SE-HA",
    definition: "The comment invents behaviour or facts that appear nowhere in the file.",
  },
  {
    code: "SE-HA3",
    name: "In Context",
    category: "SE",
    group: "SE-HA",
    definition: "The comment describes this code but gets what it does wrong.",
  },
  {
    code: "SE-CS1",
    name: "Commented",
    category: "SE",
    group: "SE-CS",
    definition:
      "The comment contains code meant as an illustration, for example an example call inside the comment.",
  },
  {
    code: "SE-CS2",
    name: "Runnable",
    category: "SE",
    group: "SE-CS",
    definition: "The model wrote code it apparently intended to run, outside any comment syntax.",
  },
  {
    code: "SE-OI",
    name: "Omitted Identifier",
    category: "SE",
    group: null,
    definition:
      "The comment refers to a variable, parameter or function without naming it, leaving the reader to guess which.",
  },
  {
    code: "ST-IF",
    name: "Incorrect Format",
    category: "ST",
    group: null,
    definition:
      "The comment's form is wrong for the language or the convention: broken comment markers, wrong doc-tag syntax, bad line breaks.",
  },
];

export const errorCodeSet: ReadonlySet<string> = new Set(errorCodes.map((c) => c.code));
