"use client";

import type { ReactNode } from "react";
import type { CommentForm } from "./comment/comment-form";
import { CommentWorkspace } from "./comment/comment-workspace";
import type { DialogueForm } from "./dialogue/dialogue-form";
import { DialogueWorkspace } from "./dialogue/dialogue-workspace";
import type { QaForm } from "./qa/qa-form";
import { QaWorkspace } from "./qa/qa-workspace";
import type { ReadmeForm } from "./readme/readme-form";
import { ReadmeWorkspace } from "./readme/readme-workspace";
import type { WorkspaceProps } from "./workspace-types";

/** Per kind: server-rendered item parts (`ReactNode`s) and the plain data the form needs. */
export type WorkspaceData =
  | { kind: "qa_pair"; item: ReactNode; references: { url: string; title: string | null }[] }
  | { kind: "dialogue"; item: ReactNode; taskCategories: string[] }
  | { kind: "readme"; header: ReactNode; rendered: ReactNode; content: string }
  | { kind: "generated_comment"; item: ReactNode };

type Props = Omit<WorkspaceProps<unknown, WorkspaceData>, "update"> & { update: (next: unknown) => void };

/** The kind's workspace; `form` was produced by the same kind's module. */
export function KindWorkspace({ data, form, update, ...rest }: Props) {
  switch (data.kind) {
    case "qa_pair":
      return <QaWorkspace data={data} form={form as QaForm} update={update} {...rest} />;
    case "dialogue":
      return <DialogueWorkspace data={data} form={form as DialogueForm} update={update} {...rest} />;
    case "readme":
      return <ReadmeWorkspace data={data} form={form as ReadmeForm} update={update} {...rest} />;
    case "generated_comment":
      return <CommentWorkspace data={data} form={form as CommentForm} update={update} {...rest} />;
  }
}
