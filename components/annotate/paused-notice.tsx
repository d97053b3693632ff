import { Alert } from "@/components/ui/alert";
import { ButtonLink } from "@/components/ui/button";

/**
 * The annotator's own pause in a project (decision 027), where their queue and their assignments
 * would be: why, that their claims went back with drafts kept, and who can end it.
 */
export function PausedNotice({ projectId, reason }: { projectId: number; reason: string }) {
  return (
    <div className="space-y-4" data-testid="paused-notice">
      <Alert tone="warning" title="You are paused in this project">
        <p>
          Your recent check items (items with a known answer, served among the others) scored below
          what the project&apos;s lead set: <strong>{reason}</strong>.
        </p>
        <p className="mt-2">
          You get no new items here until a lead resumes you. Items you held went back to the queue
          with your drafts kept.
        </p>
      </Alert>
      <ButtonLink href={`/projects/${projectId}`}>Back to the project</ButtonLink>
    </div>
  );
}
