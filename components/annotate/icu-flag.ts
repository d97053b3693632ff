// ICU `select` takes strings: a yes/no fact goes to a message as "yes" or "no"
// ("{hasSaved, select, yes {…} other {…}}").
export const icuFlag = (value: boolean): "yes" | "no" => (value ? "yes" : "no");
