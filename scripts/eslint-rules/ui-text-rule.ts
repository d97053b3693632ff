// Where eslint-plugin-i18next's no-literal-string applies, and how: the one definition the lint
// config and its test share.
export const uiTextRule = {
  // Every page and component: their text is in lib/i18n/messages (decision 081).
  files: ["app/**/*.tsx", "components/**/*.tsx"],
  options: {
    // JSX text and string literals inside JSX expressions ({ok ? "Saved" : "Failed"}).
    mode: "jsx-only",
    // Of attributes, only those a person reads or hears; the rest (className, name, href…) are code.
    "jsx-attributes": {
      include: [
        "aria-label",
        "aria-description",
        "title",
        "placeholder",
        "alt",
        "label",
        "hint",
        "busyLabel",
        "pendingLabel",
        "description",
        "emptyText",
      ],
    },
    // Punctuation, symbols and digits alone ("·", "—", "3/4"), CONSTANT_NAMES, the product's name,
    // and statistics' symbols, written the same in every language (n, κ, α, pₒ, pₑ, AC1, F1).
    words: {
      exclude: [/^[\p{P}\p{S}\p{N}\s]+$/u, "[A-Z_-]+", "Accord", /^\s*(n|N|κ|α|pₒ|pₑ|AC1|F1)\s*$/u],
    },
  },
};
