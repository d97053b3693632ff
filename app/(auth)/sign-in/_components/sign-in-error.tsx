import { signInErrorMessage } from "@/lib/auth/sign-in-error";

export function SignInError({ error }: { error: string }) {
  return (
    <p
      data-testid="form-error"
      role="alert"
      className="mt-4 rounded bg-red-50 px-3 py-2 text-sm text-red-700"
    >
      {signInErrorMessage(error)}
    </p>
  );
}
