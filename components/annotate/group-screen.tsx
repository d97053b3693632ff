"use client";

import { useTranslations } from "next-intl";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import type { AnnotateActions } from "@/lib/actions/annotate-action-types";
import type { CompareSettings } from "@/lib/annotations/comparison";
import { AnnotationScreen, type AnnotationScreenProps } from "./annotation-screen";
import { noteLanded } from "./submit-outbox";
import { useShortcuts } from "./use-shortcuts";
import { WorkHelp } from "./work-help";

/** One comment of the group: what the single-item screen gets for its assignment. */
export type GroupMember = Pick<
  AnnotationScreenProps,
  "assignmentId" | "leaseExpiresAt" | "draft" | "workspace" | "header"
>;

type State = "open" | "done";

/**
 * A file group's screen (decision 051): the caller's claims on one code file, rated one comment
 * at a time on the same code. Each comment keeps its own single-item screen (form, draft, timer,
 * submit), all mounted and one shown; `]`/`[` move between them, keeping the code's scroll
 * position, and a submit or skip moves on to the file's next open comment. The last one's
 * submit goes to the next item like the single-item screen (with the claim ahead, which the claim
 * gives only once the group is down to its last comment).
 */
export function GroupScreen(props: {
  projectId: number;
  members: GroupMember[];
  /** The member the URL names. */
  initialAssignmentId: number;
  fileId: string;
  /** The caller's comments of this file submitted or skipped before this page: numbered on from them. */
  doneBefore: number;
  serverNow: string;
  settings: CompareSettings;
  instructions: ReactNode;
  actions: AnnotateActions;
}) {
  const { members, projectId } = props;
  const t = useTranslations("annotate.group");
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      members.findIndex((m) => m.assignmentId === props.initialAssignmentId),
    ),
  );
  const [states, setStates] = useState<State[]>(() => members.map(() => "open"));
  // A save of any comment renews every running lease of the group (lib/queue/save-draft.ts): shown on each.
  const [leases, setLeases] = useState(() => members.map((m) => m.leaseExpiresAt));
  const [clockOffsetMs] = useState(() => Date.parse(props.serverNow) - Date.now());
  const renewed = (i: number) => (lease: string) =>
    setLeases((was) =>
      was.map((l, j) =>
        j === i || Date.parse(l) > Date.now() + clockOffsetMs
          ? Date.parse(lease) > Date.parse(l)
            ? lease
            : l
          : l,
      ),
    );
  const statesRef = useRef(states);
  const root = useRef<HTMLDivElement>(null);
  const carried = useRef<number | null>(null);
  const stripCurrent = useRef<HTMLButtonElement>(null);

  // Read by a submit that ends after the annotator moved on: the panel on screen now.
  const activeRef = useRef(active);

  const region = (i: number) =>
    root.current?.querySelector<HTMLElement>(
      `[data-group-member="${i}"] [data-testid=item-region]`,
    ) ?? null;
  const move = (to: number) => {
    if (to < 0 || to >= members.length || to === activeRef.current) return;
    carried.current = region(activeRef.current)?.scrollTop ?? null;
    activeRef.current = to;
    setActive(to);
    // The address names the comment on screen: a reload comes back to it.
    window.history.replaceState(
      null,
      "",
      `/projects/${projectId}/annotate/${members[to].assignmentId}`,
    );
  };
  // A hidden panel cannot be scrolled: the code's position is set once the next one shows.
  useLayoutEffect(() => {
    const el = region(active);
    if (el && carried.current !== null) el.scrollTop = carried.current;
    carried.current = null;
    stripCurrent.current?.focus({ preventScroll: true });
  }, [active]);

  const finished = (i: number) => () => {
    const next = statesRef.current.map((s, j) => (j === i ? "done" : s));
    statesRef.current = next;
    setStates(next);
    noteLanded();
    const open = [...next.keys()].filter((j) => next[j] === "open");
    const to = open.find((j) => j > i) ?? open[0];
    if (to === undefined) return false;
    // Moved elsewhere while this submit ran: stay there.
    if (activeRef.current === i) move(to);
    return true;
  };

  useShortcuts([
    { key: "]", run: () => move(activeRef.current + 1) },
    { key: "[", run: () => move(activeRef.current - 1) },
  ]);

  const { doneBefore } = props;
  const done = doneBefore + states.filter((s) => s === "done").length;
  const strip = (
    <nav
      aria-label={t("strip")}
      data-testid="group-strip"
      className="flex shrink-0 flex-wrap items-center gap-2 text-sm"
    >
      <span className="text-slate-700">
        {t.rich("position", {
          file: props.fileId,
          current: doneBefore + active + 1,
          total: doneBefore + members.length,
          done,
          mono: (c) => <span className="font-mono">{c}</span>,
        })}
      </span>
      <ul className="flex flex-wrap gap-1.5">
        {members.map((m, i) => (
          <li key={m.assignmentId}>
            <button
              type="button"
              ref={i === active ? stripCurrent : undefined}
              onClick={() => move(i)}
              aria-current={i === active ? "step" : undefined}
              data-testid="group-comment"
              data-state={states[i]}
              className={`rounded-md border px-2.5 py-0.5 font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 ${
                i === active
                  ? "border-indigo-600 bg-indigo-50 text-indigo-900"
                  : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
              }`}
            >
              {t("comment", { number: doneBefore + i + 1 })}
              {states[i] === "done" ? (
                <span className="ml-1 text-emerald-700" aria-label={t("done")}>
                  ✓
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <span className="text-xs text-slate-600">
        <kbd>[</kbd> <kbd>]</kbd> {t("previousNext")}
      </span>
    </nav>
  );

  return (
    <WorkHelp projectId={projectId}>
      <div ref={root} data-testid="group-screen" className="lg:h-full">
        {members.map((m, i) => (
          <div
            key={m.assignmentId}
            data-group-member={i}
            hidden={i !== active}
            className="lg:h-full"
          >
            <AnnotationScreen
              projectId={projectId}
              assignmentId={m.assignmentId}
              leaseExpiresAt={leases[i]}
              serverNow={props.serverNow}
              draft={m.draft}
              settings={props.settings}
              workspace={m.workspace}
              header={
                <>
                  {m.header}
                  {i === active ? strip : null}
                </>
              }
              instructions={props.instructions}
              actions={props.actions}
              group={{
                isActive: i === active,
                onFinished: finished(i),
                onLeaseRenewed: renewed(i),
              }}
            />
          </div>
        ))}
      </div>
    </WorkHelp>
  );
}
