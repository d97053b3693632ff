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
  return (
    <Card aria-labelledby="release-facts">
      <CardTitle id="release-facts">About</CardTitle>
      <dl className="divide-y divide-slate-100 text-sm" data-testid="release-facts">
        <Row term="License">{release.license}</Row>
        <Row term="Lines">{release.lineCount}</Row>
        <Row term="sha256">
          <code className="text-xs break-all" data-testid="release-sha256">
            {release.sha256}
          </code>
        </Row>
        <Row term="Published">
          {published} {release.createdBy ? `by ${release.createdBy.name}` : null}
        </Row>
        <Row term="Guideline versions">
          {release.guidelineVersions.length ? release.guidelineVersions.join(", ") : "—"}
        </Row>
        {release.notes ? (
          <Row term="Notes">
            <p className="whitespace-pre-wrap">{release.notes}</p>
          </Row>
        ) : null}
        <Row term="Citation">
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
