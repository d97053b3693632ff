import { getTranslations } from "next-intl/server";
import { ApiPostButton } from "@/components/checks/api-post-button";
import { ScorecardsTable } from "@/components/scorecards/scorecards-table";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { SelectField } from "@/components/ui/form-fields";
import type { SessionUser } from "@/lib/auth/session-user";
import { AppError } from "@/lib/errors";
import { getProjectScorecards } from "@/lib/scorecards/get-project-scorecards";

/** The report for `language`; a language the filter rejects (a hand-edited URL) shows every language. */
async function scorecards(user: SessionUser, projectId: number, language: string | null) {
  try {
    return await getProjectScorecards({ actor: user, projectId, language });
  } catch (error) {
    if (error instanceof AppError && error.code === "bad_request")
      return getProjectScorecards({ actor: user, projectId });
    throw error;
  }
}

/**
 * The lead's overview table of annotator scorecards (SPEC §4), computed on each visit; the
 * language selector (a GET form, `?scorecard_language=`) restricts every figure to that language's
 * items, as the API's `?language=` does.
 */
export async function AnnotatorScorecards({
  projectId,
  user,
  language = null,
}: {
  projectId: number;
  user: SessionUser;
  language?: string | null;
}) {
  const report = await scorecards(user, projectId, language);
  const t = await getTranslations("overview.scorecards");
  const csvQuery =
    report.language === null ? "" : `&language=${encodeURIComponent(report.language)}`;
  return (
    <Card aria-labelledby="scorecards-title" className="mt-6">
      <CardTitle id="scorecards-title">{t("title")}</CardTitle>
      {report.languages.length > 1 || report.language !== null ? (
        <form
          method="get"
          className="mb-3 flex items-end gap-2"
          data-testid="scorecard-language-form"
        >
          <SelectField
            name="scorecard_language"
            label={t("language")}
            defaultValue={report.language ?? ""}
            options={[
              { value: "", label: t("allLanguages") },
              ...report.languages.map((l) => ({ value: l, label: l })),
            ]}
          />
          <Button type="submit">{t("show")}</Button>
        </form>
      ) : null}
      <ScorecardsTable
        report={report}
        csvHref={`/api/v1/projects/${projectId}/annotators?format=csv${csvQuery}`}
        actions={(card) =>
          card.checks.paused && card.userId !== null ? (
            <ApiPostButton
              url={`/api/v1/projects/${projectId}/annotators/${card.userId}/resume`}
              label={t("resume")}
              busyLabel={t("resuming")}
              testId="resume"
            />
          ) : null
        }
      />
    </Card>
  );
}
