// The generated comment's server half: item view, workspace parts, A/B comparison and item facts.
import type { KindServerUi } from "@/components/kinds/kind-ui";
import type { GeneratedCommentAnnotation } from "@/lib/items/generated-comment/generated-comment-annotation-schema";
import type { GeneratedCommentFields } from "@/lib/items/item-dto";
import { CommentCompare } from "./comment-compare";
import { GeneratedCommentView } from "./generated-comment-view";

export const generatedCommentUi = {
  ItemBody: ({ fields }) => <GeneratedCommentView fields={fields} />,
  workspace: (f) => ({
    kind: "generated_comment" as const,
    item: <GeneratedCommentView fields={f} />,
  }),
  Compare: ({ a, b, headers, differs }) => (
    <CommentCompare a={a} b={b} headers={headers} differs={differs} />
  ),
  facts: (f) => [
    ["kindScreens.codeComment.facts.model", f.model],
    ["kindScreens.codeComment.facts.language", f.programmingLanguage],
    ["kindScreens.codeComment.facts.file", f.fileId],
  ],
} satisfies KindServerUi<GeneratedCommentFields, GeneratedCommentAnnotation>;
