import { apiJson, idParam, withApi } from "@/lib/api/with-api";
import { resumeAnnotator } from "@/lib/checks/resume-annotator";

/** Resumes an annotator paused by their check scores (decision 025). */
export const POST = withApi<{ id: string; userId: string }>(async ({ actor, params }) =>
  apiJson(
    await resumeAnnotator({
      actor,
      projectId: idParam(params.id, "Project"),
      userId: idParam(params.userId, "Member"),
    }),
  ),
);
