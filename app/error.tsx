"use client";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { linkClass } from "@/components/ui/styles";

/**
 * A page whose server render failed. Production hides the cause from the browser, so this names the
 * usual transient one (the API answers it as a 503) and offers a retry; `digest` finds it in the log.
 */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <main className="mx-auto mt-16 max-w-lg p-4">
      <div
        role="alert"
        data-testid="page-error"
        className="rounded-lg border border-red-300 bg-red-50 p-6 text-red-950"
      >
        <h1 className="text-lg font-semibold">This page could not be loaded</h1>
        <p className="mt-2 text-sm">
          The server could not finish it, most often because the database is unavailable for a
          moment (restarting, or its disk full). Nothing you entered elsewhere was lost. Try again
          shortly; if it keeps failing, tell an admin
          {error.digest ? ` the code ${error.digest}` : ""}.
        </p>
        <div className="mt-4 flex items-center gap-4 text-sm">
          <Button onClick={reset}>Try again</Button>
          <Link href="/projects" className={linkClass}>
            Your projects
          </Link>
        </div>
      </div>
    </main>
  );
}
