import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigation } from "react-router";
import { Spinner } from "~/components/ui/spinner";
import { loadingText } from "~/lib/loading-texts";

/** The centred spinner with the screen's own loading text while the next page loads. */
export function NavigationSpinner() {
  const navigation = useNavigation();
  const location = useLocation();
  const { t } = useTranslation(["common", "facts"]);
  if (navigation.state !== "loading" || !navigation.location) return null;
  const label = loadingText(location.pathname, navigation.location.pathname, (key, values) =>
    String(t(key as ParseKeys<["common", "facts"]>, values)),
  );
  if (!label) return null;
  return (
    <div className="fixed inset-x-0 top-16 bottom-0 z-30 flex items-center justify-center bg-white/90">
      <Spinner label={label} />
    </div>
  );
}
