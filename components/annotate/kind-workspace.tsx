"use client";

import { kindClientUi, type WorkspaceData } from "@/components/kinds/client-registry";
import type { WorkspaceProps } from "./workspace-types";

export type { WorkspaceData } from "@/components/kinds/client-registry";

type Props = Omit<WorkspaceProps<unknown, WorkspaceData>, "update"> & {
  update: (next: unknown) => void;
};

/** The kind's workspace; `form` was produced by the same kind's module. */
export function KindWorkspace({ data, ...rest }: Props) {
  const { Workspace } = kindClientUi(data.kind);
  return <Workspace data={data} {...rest} />;
}
