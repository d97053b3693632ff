// README extraction form state: functionalities (a span of the README source and a paraphrase).
import { z } from "zod";
import type { KindModule } from "@/components/annotate/kind-module";

export type Span = { start: number; end: number; text: string };
export type Functionality = { id: string; extractive: Span; abstractive: string };
export type ReadmeForm = { functionalities: Functionality[]; notes: string };

let counter = 0;
/** A key for React lists (crypto.randomUUID needs a secure context). */
export const newId = () =>
  `f${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

const lenient = z.object({
  functionalities: z
    .array(
      z.object({
        id: z.string().catch(() => newId()),
        extractive: z.object({
          start: z.number().int().min(0),
          end: z.number().int().min(0),
          text: z.string(),
        }),
        abstractive: z.string().catch(""),
      }),
    )
    .catch([]),
  notes: z.string().catch(""),
});

export const readmeModule: KindModule<ReadmeForm> = {
  empty: () => ({ functionalities: [], notes: "" }),
  parse: (raw) => {
    const parsed = lenient.safeParse(raw ?? {});
    return parsed.success ? parsed.data : { functionalities: [], notes: "" };
  },
  toAnnotation: (f) => ({
    functionalities: f.functionalities.map((x) => ({
      extractive: { start: x.extractive.start, end: x.extractive.end, text: x.extractive.text },
      abstractive: x.abstractive,
    })),
    notes: f.notes,
  }),
  labels: {
    functionalities: "kindScreens.readmeExtraction.list.label",
    notes: "kindScreens.common.notes",
  },
  legend: [
    { keys: ["A"], message: "kindScreens.readmeExtraction.legend.add" },
    { keys: ["Alt+↑", "Alt+↓"], message: "kindScreens.readmeExtraction.legend.move" },
    { keys: ["V"], message: "kindScreens.readmeExtraction.legend.view" },
  ],
};
