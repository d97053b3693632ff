import Link from "next/link";
import { linkClass } from "@/components/ui/styles";

export default function ProjectNotFound() {
  return (
    <div className="mx-auto max-w-lg rounded-lg border border-slate-200 bg-white p-6">
      <h1 className="text-lg font-semibold">Not found</h1>
      <p className="mt-2 text-sm text-slate-600">
        This project or item does not exist, or you are not a member of the project.
      </p>
      <p className="mt-4 text-sm">
        <Link href="/projects" className={linkClass}>
          Back to your projects
        </Link>
      </p>
    </div>
  );
}
