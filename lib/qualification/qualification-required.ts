import { AppError } from "@/lib/errors";

/**
 * Real work asked for by a member who has not passed the project's qualification round (decision
 * 080): the API's claim and submit answer it, and the annotate pages send them to the round.
 */
export const qualificationRequired = () =>
  new AppError(
    "qualification_required",
    "You need to pass this project's qualification round before you get real items.",
  );
