// The query of GET /projects/{id}/submissions (pure): a page size and the keyset cursor of the
// last row seen, `<submitted at, epoch ms>_<assignment id>`, as the previous page's next_cursor.
import { z } from "zod";

export const submissionsQuerySchema = z.strictObject({
  cursor: z
    .string()
    .regex(/^\d{1,15}_\d{1,10}$/, "must be a next_cursor from the previous page")
    .transform((s) => {
      const [ms, id] = s.split("_").map(Number);
      return { submittedAtMs: ms, assignmentId: id };
    })
    .optional(),
  limit: z.coerce
    .number({ error: "must be a whole number from 1 to 200" })
    .int("must be a whole number from 1 to 200")
    .min(1, "must be at least 1")
    .max(200, "must be at most 200")
    .default(50),
});

export type SubmissionsQuery = z.output<typeof submissionsQuerySchema>;

export const submissionsCursor = (submittedAt: Date, assignmentId: number) => `${submittedAt.getTime()}_${assignmentId}`;
