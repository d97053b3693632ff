import { AppError } from "@/lib/errors";
import { serverMessage } from "@/lib/i18n/server-message";

/**
 * Real work asked for by a member who has not passed the project's qualification round (decision
 * 080): the API's claim and submit answer it, and the annotate pages send them to the round.
 */
export const qualificationRequired = () =>
  new AppError("qualification_required", serverMessage("qualificationRequired"));
