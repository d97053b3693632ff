"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { MessageKey } from "./kind-module";

/** A kind's field names (catalogue keys, `KindModule.labels`) in the reader's language. */
export function useFieldLabels(labels: Record<string, MessageKey>): Record<string, string> {
  const t = useTranslations();
  return useMemo(
    () => Object.fromEntries(Object.entries(labels).map(([field, key]) => [field, t(key)])),
    [labels, t],
  );
}
