export type Values = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** One CLI command: its usage line, parseArgs options, and what it does. */
export type Command = {
  usage: string;
  options: Record<string, { type: "string" | "boolean"; multiple?: boolean }>;
  positionals?: boolean;
  run: (v: Values, rest: string[]) => Promise<void>;
};
