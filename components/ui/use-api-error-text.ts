import { useTranslations } from "next-intl";
import { useCallback } from "react";

/** The `error` of an API answer, as far as a page shows it. */
export type ApiErrorBody = {
  message?: string;
  /** A `serverMessages` catalogue key, when the server's message has one (lib/i18n/server-message.ts). */
  message_key?: string;
  message_values?: Record<string, string | number>;
};

/** An API error's message in the reader's language when the server named its catalogue key. */
export function useApiErrorText(): (error: ApiErrorBody | null | undefined) => string | undefined {
  const t = useTranslations("serverMessages");
  return useCallback(
    (error) => {
      const key = error?.message_key;
      if (key && t.has(key as never)) return t(key as never, error?.message_values as never);
      return error?.message;
    },
    [t],
  );
}
