// Where eslint-plugin-i18next's no-literal-string applies, and how: the one definition the lint
// config and its test share.
export const uiTextRule = {
  files: [
    "app/layout.tsx",
    "app/(auth)/**/*.tsx",
    "components/nav/**/*.tsx",
    // Brackets escaped: minimatch reads a bare [id] as a character class.
    "app/(lead)/projects/\\[id\\]/_components/**/*.tsx",
    "app/(lead)/projects/\\[id\\]/page.tsx",
    "app/(lead)/projects/\\[id\\]/layout.tsx",
    "app/(lead)/projects/\\[id\\]/settings/**/*.tsx",
    "app/(lead)/projects/\\[id\\]/members/**/*.tsx",
    "app/(lead)/projects/new/**/*.tsx",
    "app/(app)/**/*.tsx",
    "app/(admin)/**/*.tsx",
    "app/error.tsx",
    "app/forbidden.tsx",
    "app/page.tsx",
    "components/ui/**/*.tsx",
    "components/projects/**/*.tsx",
    "components/scorecards/**/*.tsx",
    "components/items/**/*.tsx",
    "app/(lead)/projects/\\[id\\]/items/**/*.tsx",
    "app/(lead)/projects/\\[id\\]/import/**/*.tsx",
    "app/(lead)/projects/\\[id\\]/export/**/*.tsx",
    "app/(lead)/projects/\\[id\\]/releases/**/*.tsx",
    "app/(lead)/projects/\\[id\\]/health/**/*.tsx",
    "components/annotate/**/*.tsx",
    "components/checks/**/*.tsx",
    "components/guidelines/**/*.tsx",
    "components/adjudicate/**/*.tsx",
    "app/(annotate)/**/*.tsx",
    "app/(adjudicate)/**/*.tsx",
    "components/kinds/**/*.tsx",
  ],
  options: {
    // JSX text and string literals inside JSX expressions ({ok ? "Saved" : "Failed"}).
    mode: "jsx-only",
    // Of attributes, only those a person reads or hears; the rest (className, name, href…) are code.
    "jsx-attributes": {
      include: ["aria-label", "aria-description", "title", "placeholder", "alt", "label"],
    },
    // Punctuation, symbols and digits alone ("·", "—", "3/4"), CONSTANT_NAMES, and the product's name.
    words: { exclude: [/^[\p{P}\p{S}\p{N}\s]+$/u, "[A-Z_-]+", "Accord"] },
  },
};
