// A place's photos one at a time. Each photo on the page is a link to its full-size image, which works
// before the scripts run and without them; once they run, the link opens this viewer instead: a modal
// dialog with the photo, its caption and credit, Previous and Next (buttons and the arrow keys), and
// Close (or Escape), after which the focus is back on the photo that opened it.
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { photoSrcSet } from "~/lib/photos";

export type ViewerPhoto = {
  /** The full-size image: the link's address. */
  src: string;
  alt: string;
  /** Who took it and when ("Photo: Maria G., March 2026"); none for the administrators' photos. */
  credit?: string | null;
};

/** The link and the viewer of a list of photos: spread `linkProps(i)` on each photo's `<a>`. */
export function usePhotoViewer(photos: ViewerPhoto[]) {
  const [index, setIndex] = useState<number | null>(null);
  const linkProps = useCallback(
    (i: number) => ({
      href: photos[i]?.src,
      onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        setIndex(i);
      },
    }),
    [photos],
  );
  const viewer =
    index === null ? null : (
      <PhotoViewerDialog photos={photos} index={index} onIndex={setIndex} onClose={() => setIndex(null)} />
    );
  return { linkProps, viewer };
}

function PhotoViewerDialog({
  photos,
  index,
  onIndex,
  onClose,
}: {
  photos: ViewerPhoto[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("place");
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const photo = photos[index]!;
  const many = photos.length > 1;
  const go = (step: number) => onIndex((index + step + photos.length) % photos.length);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onKeyDown={(event) => {
        if (!many) return;
        if (event.key === "ArrowRight") go(1);
        else if (event.key === "ArrowLeft") go(-1);
        else return;
        event.preventDefault();
      }}
      className="m-auto max-h-[95vh] w-[min(64rem,95vw)] rounded-xl bg-white p-0 shadow-xl backdrop:bg-slate-950/80"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-2">
        <h2 id={titleId} className="text-sm font-medium text-slate-800" aria-live="polite">
          {t("photoViewer.position", { n: index + 1, of: photos.length })}
        </h2>
        <form method="dialog">
          <Button type="submit" variant="ghost" size="sm" autoFocus>
            <X aria-hidden="true" /> {t("photoViewer.close")}
          </Button>
        </form>
      </div>
      <figure className="flex flex-col items-center gap-2 p-4">
        <img
          key={photo.src}
          src={photo.src}
          srcSet={photoSrcSet(photo.src)}
          sizes="(min-width: 1024px) 64rem, 95vw"
          alt={photo.alt}
          className="max-h-[70vh] w-auto rounded object-contain"
        />
        {photo.credit ? <figcaption className="text-sm text-slate-700">{photo.credit}</figcaption> : null}
      </figure>
      {many ? (
        <div className="flex justify-between gap-3 border-t border-slate-200 px-4 py-2">
          <Button type="button" variant="outline" size="sm" onClick={() => go(-1)}>
            <ChevronLeft aria-hidden="true" /> {t("photoViewer.previous")}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => go(1)}>
            {t("photoViewer.next")} <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </dialog>
  );
}
