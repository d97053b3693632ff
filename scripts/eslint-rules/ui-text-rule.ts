// Where eslint-plugin-i18next's no-literal-string applies, and how: the one definition the lint
// config and its test share.
export const uiTextRule = {
  files: [
    "app/layout.tsx",
    "app/(auth)/**/*.tsx",
    "components/nav/**/*.tsx",
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
