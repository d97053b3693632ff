import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import type { ReleaseDto } from "@/lib/releases/release-dto";

const Row = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="grid grid-cols-[9rem_1fr] gap-2 py-1.5">
    <dt className="font-medium text-slate-600">{term}</dt>
    <dd className="min-w-0 text-slate-900">{children}</dd>
  </div>
);

/** License, checksum, who and when, guideline versions, notes and citation. */
export function ReleaseFacts({
  release,
  published,
}: {
  release: ReleaseDto;
  published: ReactNode;
}) {
  const t = useTranslations("releases.facts");
  return (
    <Card aria-labelledby="release-facts">
      <CardTitle id="release-facts">{t("title")}</CardTitle>
      <dl className="divide-y divide-slate-100 text-sm" data-testid="release-facts">
        <Row term={t("license")}>{release.license}</Row>
        <Row term={t("lines")}>{release.lineCount}</Row>
        <Row term={t("sha256")}>
          <code className="text-xs break-all" data-testid="release-sha256">
            {release.sha256}
          </code>
        </Row>
        <Row term={t("published")}>
          {published} {release.createdBy ? t("by", { name: release.createdBy.name }) : null}
        </Row>
        <Row term={t("guidelineVersions")}>
          {release.guidelineVersions.length ? release.guidelineVersions.join(", ") : "—"}
        </Row>
        {release.notes ? (
          <Row term={t("notes")}>
            <p className="whitespace-pre-wrap">{release.notes}</p>
          </Row>
        ) : null}
        <Row term={t("citation")}>
          {release.citation ? (
            <pre className="text-xs whitespace-pre-wrap break-words">{release.citation}</pre>
          ) : (
            "—"
          )}
        </Row>
      </dl>
    </Card>
  );
}
