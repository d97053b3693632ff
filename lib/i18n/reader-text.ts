import "server-only";
import { getTranslations } from "next-intl/server";
import type { ServerMessage } from "./server-message";

type Translatable = Pick<ServerMessage, "key" | "values">;

/**
 * A server message in the language of the person the request is for; its English text outside a
 * request (scripts, tests), where there is no reader.
 */
export async function readerText(message: Translatable, english: string): Promise<string> {
  try {
    const t = await getTranslations("serverMessages");
    return t(message.key, message.values as never);
  } catch {
    return english;
  }
}
