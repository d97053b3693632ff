// The query of GET /projects/{id}/submissions (pure): a page size and the keyset cursor of the
// last row seen, `<submitted at, epoch ms>_<assignment id>`, as the previous page's next_cursor.
import { z } from "zod";
import { isRowId } from "@/lib/validation/row-id";
import { cursorProblem, listQuerySchema } from "@/lib/validation/list-query";

const cursor = z
  .string()
  .regex(/^\d{1,15}_\d{1,10}$/, cursorProblem)
  .transform((s) => {
    const [ms, id] = s.split("_").map(Number);
    return { submittedAtMs: ms, assignmentId: id };
  })
  .refine((c) => isRowId(c.assignmentId), cursorProblem);

export const submissionsQuerySchema = listQuerySchema(cursor);

export type SubmissionsQuery = z.output<typeof submissionsQuerySchema>;

export const submissionsCursor = (submittedAt: Date, assignmentId: number) =>
  `${submittedAt.getTime()}_${assignmentId}`;
