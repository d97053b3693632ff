// The generated comment's client half: its form, workspace and merged-copy editor.
import type { KindClientUi } from "@/components/kinds/kind-ui";
import { commentModule, type CommentForm } from "./comment-form";
import { CommentMergeForm } from "./comment-merge-form";
import { CommentWorkspace } from "./comment-workspace";
import { CommentSettingsFields } from "./comment-settings-fields";

export const generatedCommentClient = {
  form: commentModule,
  union: {
    label: "kindScreens.codeComment.union",
    merge: (x: CommentForm, y: CommentForm) => ({
      ...x,
      error_codes: [...new Set([...x.error_codes, ...y.error_codes])],
    }),
  },
  Workspace: CommentWorkspace,
  MergeForm: ({ value, update, errors }) => (
    <CommentMergeForm value={value} onChange={(v) => update(() => v)} errors={errors} />
  ),
  SettingsFields: CommentSettingsFields,
} satisfies KindClientUi<CommentForm, Parameters<typeof CommentWorkspace>[0]["data"]>;
