"use client";

import { useTranslations } from "next-intl";
import { useActionState } from "react";
import { SubmitButton } from "@/components/ui/submit-button";
import { controlClass } from "@/components/ui/styles";
import type { MemberDto } from "@/lib/projects/project-dto";
import { updateMemberLanguagesAction } from "../actions";

/** A member's languages as one text field ("el, en"); empty: any language. Enter saves. */
export function MemberLanguagesForm({
  projectId,
  member,
}: {
  projectId: number;
  member: MemberDto;
}) {
  const t = useTranslations("members.languagesForm");
  const tc = useTranslations("common");
  const [state, action] = useActionState(updateMemberLanguagesAction, null);
  const id = `member-languages-${member.userId}`;
  const error = state && !state.ok ? (state.fields?.languages ?? [state.message]).join(" ") : null;
  const shown = state && !state.ok ? (state.values?.languages ?? "") : member.languages.join(", ");
  return (
    <form action={action} className="flex flex-col gap-1">
      <input type="hidden" name="projectId" value={projectId} />
      <input type="hidden" name="userId" value={member.userId} />
      <div className="flex items-center gap-1">
        <label htmlFor={id} className="sr-only">
          {t("label", { name: member.name })}
        </label>
        <input
          key={shown}
          id={id}
          name="languages"
          defaultValue={shown}
          placeholder={t("any")}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
          aria-invalid={error ? true : undefined}
          className={`${controlClass} w-28 py-1`}
        />
        <SubmitButton size="sm" variant="secondary" aria-label={t("save", { name: member.name })}>
          {tc("save")}
        </SubmitButton>
      </div>
      <span id={`${id}-hint`} className="sr-only">
        {t("hint")}
      </span>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
