// use-intl is next-intl's core: importable from scripts run outside Next (next-intl's root pulls React
// client code there).
import { createTranslator } from "use-intl/core";
import en from "./messages/en.json";

/** A key of the `serverMessages` catalogue namespace: a message the server makes for a person. */
export type ServerMessageKey = keyof (typeof en)["serverMessages"];

type Values = Record<string, string | number>;

/**
 * A message made on the server, by catalogue key: its English text is the API's `message` and the
 * log's; a page shows the reader's language instead (lib/actions/run-action.ts, useServerText).
 */
export type ServerMessage = { key: ServerMessageKey; values?: Values; text: string };

const english = createTranslator({ locale: "en", messages: en, namespace: "serverMessages" });

export function serverMessage(key: ServerMessageKey, values?: Values): ServerMessage {
  return { key, values, text: (english as (k: string, v?: Values) => string)(key, values) };
}
