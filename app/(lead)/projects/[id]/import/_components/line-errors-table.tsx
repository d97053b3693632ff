import { useTranslations } from "next-intl";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { ImportLineError } from "./upload-file";

/** Line, external id, field and message of each problem (one row per line and field). */
export function LineErrorsTable({
  errors,
  caption,
  testId = "import-error-row",
}: {
  errors: ImportLineError[];
  caption: string;
  testId?: string;
}) {
  const t = useTranslations("importPage.lineErrors");
  return (
    <div className="max-h-[32rem] overflow-auto">
      <Table caption={caption}>
        <THead>
          <Th className="w-20">{t("line")}</Th>
          <Th>{t("externalId")}</Th>
          <Th>{t("field")}</Th>
          <Th>{t("problem")}</Th>
        </THead>
        <TBody>
          {errors.map((e, i) => (
            <tr key={i} data-testid={testId}>
              <Td className="font-mono tabular-nums">{e.line}</Td>
              <Td className="font-mono break-all">{e.external_id ?? "—"}</Td>
              <Td className="font-mono break-all">{e.field ?? t("wholeLine")}</Td>
              <Td className="break-words">{e.message}</Td>
            </tr>
          ))}
        </TBody>
      </Table>
    </div>
  );
}
