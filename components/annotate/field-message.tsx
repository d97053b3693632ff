import { sentence } from "./form-errors";

/** The messages of one field, linked from the control with aria-describedby={id}. */
export function FieldMessage({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={id} data-testid="field-error" className="mt-1 text-sm text-red-700">
      {messages.map(sentence).join(" ")}
    </p>
  );
}
