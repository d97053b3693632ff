import Link from "next/link";
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
  return (
    <Table caption="Releases, newest first" data-testid="release-table">
      <THead>
        <Th>Version</Th>
        <Th>Title</Th>
        <Th>License</Th>
        <Th className="text-right">Lines</Th>
        <Th>Published</Th>
        <Th>sha256</Th>
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
              <LocalTime iso={r.createdAt} /> {r.createdBy ? `by ${r.createdBy.name}` : null}
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
