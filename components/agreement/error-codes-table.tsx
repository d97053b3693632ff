import { Table, TBody, Td, Th, THead } from "@/components/ui/table";
import type { CodePrfJson, PrfJson } from "@/lib/agreement/agreement-report-types";
import { errorCodes } from "@/lib/taxonomy/comment-errors";
import { formatStat } from "./format";

const nameOf = new Map(errorCodes.map((c) => [c.code, c]));

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
      <Td className="text-right tabular-nums">{formatStat(p.precision)}</Td>
      <Td className="text-right tabular-nums">{formatStat(p.recall)}</Td>
      <Td className="text-right tabular-nums">{formatStat(p.f1)}</Td>
    </tr>
  );
  return (
    <Table caption={caption} captionVisible {...rest}>
      <THead>
        <Th>Code</Th>
        <Th className="text-right">Gold support</Th>
        <Th className="text-right">Precision</Th>
        <Th className="text-right">Recall</Th>
        <Th className="text-right">F1</Th>
      </THead>
      <TBody>
        {averages
          ? row("macro", <span className="font-mono text-xs">macro</span>, averages.macro, "")
          : null}
        {averages
          ? row("micro", <span className="font-mono text-xs">micro</span>, averages.micro, "")
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
