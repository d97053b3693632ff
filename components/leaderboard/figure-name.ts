import { useTranslations } from "next-intl";
import type { FigureKey } from "@/lib/leaderboard/simpleqa-figures";

/** A figure's full name in the viewer's language; the short one (CO, NA…) is SimpleQA's symbol. */
export function useFigureName() {
  const t = useTranslations("leaderboard.figures");
  return (key: FigureKey) => t(key);
}
