// The forms' messages in the page's language, for any component that shows one: kept apart from
// forms.tsx so that the site's frame (flash notice, error page) does not load the form library.
import { useTranslation } from "react-i18next";
import { validationKey } from "~/lib/validation-messages";

/**
 * Writes a message of the forms' rules in the page's language: the English message itself or its
 * key ("validation.required") becomes its text of `common:validation`; any other text is shown as
 * it is (a server's message already in the page's language, a name).
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (message: string) => {
    const key = validationKey(message);
    return key ? t(`validation.${key}`) : message;
  };
}
