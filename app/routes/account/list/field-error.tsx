import { useErrorText } from "~/components/error-text";

/** A field's message: a rule's (English in the reply, shown in the page's language) or one the server worded. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const text = useErrorText();
  return message ? (
    <p id={id} className="text-sm text-red-700">
      {text(message)}
    </p>
  ) : null;
}
