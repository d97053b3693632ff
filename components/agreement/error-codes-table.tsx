import { useTranslations } from "next-intl";
import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { CodePrfJson, PrfJson } from "@/lib/agreement/agreement-report-types";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { useStatFormat } from "./use-stat-format";

const nameOf = new Map(errorCodes.map((c) => [c.code, c]));
const AVERAGES = ["macro", "micro"] as const;

/** The codes a table shows: those gold carries or the machine predicted (the others have nothing to say). */
export const usedCodes = (perCode: Record<string, CodePrfJson>) =>
  Object.entries(perCode).filter(([, p]) => p.support > 0 || p.precision !== null);

/**
 * A machine's per-code precision, recall and F1 against gold (the judges report's table; the
 * agreement dashboard's machine cards show the same), with the macro and micro averages where given.
 */
export function ErrorCodesTable({
  caption,
  perCode,
  averages,
  ...rest
}: {
  caption: string;
  perCode: Record<string, CodePrfJson>;
  averages?: { macro: PrfJson; micro: PrfJson };
  "data-testid"?: string;
}) {
  const t = useTranslations("agreement.prf");
  const f = useStatFormat();
  const row = (
    key: string,
    label: React.ReactNode,
    p: PrfJson,
    support: number | string,
    title?: string,
  ) => (
    <tr key={key}>
      <Th scope="row" className="text-left font-normal" title={title}>
        {label}
      </Th>
      <Td className="text-right tabular-nums">{support}</Td>
      <Td className="text-right tabular-nums">{f.stat(p.precision)}</Td>
      <Td className="text-right tabular-nums">{f.stat(p.recall)}</Td>
      <Td className="text-right tabular-nums">{f.stat(p.f1)}</Td>
    </tr>
  );
  return (
    <Table caption={caption} captionVisible {...rest}>
      <THead>
        <Th>{t("code")}</Th>
        <Th className="text-right">{t("goldSupport")}</Th>
        <Th className="text-right">{t("precision")}</Th>
        <Th className="text-right">{t("recall")}</Th>
        <Th className="text-right">F1</Th>
      </THead>
      <TBody>
        {averages
          ? AVERAGES.map((k) =>
              row(
                k,
                <span className="font-mono text-xs">{t(`averages.${k}`)}</span>,
                averages[k],
                "",
              ),
            )
          : null}
        {usedCodes(perCode).map(([code, p]) =>
          row(
            code,
            <>
              <span className="font-mono text-xs">{code}</span> {nameOf.get(code)?.name}
            </>,
            p,
            p.support,
            nameOf.get(code)?.definition,
          ),
        )}
      </TBody>
    </Table>
  );
}
