import Link from "next/link";
import { useTranslations } from "next-intl";
import { LocalTime } from "@/components/ui/local-time";
import { linkClass } from "@/components/ui/styles";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { ReleaseListEntry } from "@/lib/releases/release-dto";

/** The project's releases, newest first; the version links to the release's page. */
export function ReleaseTable({
  projectId,
  releases,
}: {
  projectId: number;
  releases: ReleaseListEntry[];
}) {
  const t = useTranslations("releases.table");
  return (
    <Table caption={t("caption")} data-testid="release-table">
      <THead>
        <Th>{t("version")}</Th>
        <Th>{t("title")}</Th>
        <Th>{t("license")}</Th>
        <Th className="text-right">{t("lines")}</Th>
        <Th>{t("published")}</Th>
        <Th>{t("sha256")}</Th>
      </THead>
      <TBody>
        {releases.map((r) => (
          <tr key={r.id}>
            <Td>
              <Link href={`/projects/${projectId}/releases/${r.id}`} className={linkClass}>
                {r.version}
              </Link>
            </Td>
            <Td className="break-words">{r.title}</Td>
            <Td>{r.license}</Td>
            <Td className="text-right tabular-nums">{r.lineCount}</Td>
            <Td>
              <LocalTime iso={r.createdAt} />{" "}
              {r.createdBy ? t("by", { name: r.createdBy.name }) : null}
            </Td>
            <Td>
              <code className="text-xs" title={r.sha256}>
                {r.sha256.slice(0, 12)}…
              </code>
            </Td>
          </tr>
        ))}
      </TBody>
    </Table>
  );
}
