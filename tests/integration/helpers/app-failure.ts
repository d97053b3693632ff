import { isAppError } from "@/lib/errors";

/** The AppError `p` fails with; fails the test if `p` succeeds. */
export const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a failure");
    },
    (e: unknown) => {
      if (!isAppError(e)) throw e;
      return e;
    },
  );
