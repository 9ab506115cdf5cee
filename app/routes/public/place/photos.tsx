// The place page's photos: the administrators' gallery and the owners' credited photos, each opening
// in the photo viewer.
import { useTranslation } from "react-i18next";
import { photoSrcSet } from "~/lib/photos";
import { usePhotoViewer, type ViewerPhoto } from "~/components/photo-viewer";
import { categoryPrefix } from "~/lib/vocabulary";
import type { Place } from "./stored-text";

/** A photo of the place; when it fails to load, the category's icon shows instead (see app.css). */
function PlacePhoto({
  src,
  alt,
  category,
  sizes,
  className,
}: {
  src: string;
  alt: string;
  category: string;
  sizes: string;
  className?: string;
}) {
  return (
    <img
      src={src}
      srcSet={photoSrcSet(src)}
      sizes={sizes}
      alt={alt}
      data-fallback={categoryPrefix(category)}
      className={className}
    />
  );
}

export type PhotoLink = ReturnType<typeof usePhotoViewer>["linkProps"];

/** The administrators' photos of the place, first in the viewer. */
export function adminPhotos(place: Place, t: ReturnType<typeof useTranslation<"place">>["t"]): ViewerPhoto[] {
  const photos = place.photos.length ? place.photos : place.imageUrl ? [place.imageUrl] : [];
  return photos.map((src, i) => ({
    src,
    alt: i === 0 ? t("photoOf", { name: place.name }) : t("photoNumberOf", { n: i + 1, name: place.name }),
  }));
}

export function Gallery({ place, photos, link }: { place: Place; photos: ViewerPhoto[]; link: PhotoLink }) {
  const { t } = useTranslation("place");
  if (!photos.length) return null;
  const [primary, ...others] = photos;
  return (
    <section aria-label={t("photos")} className="mx-auto max-w-5xl px-4 pt-8">
      <figure className="overflow-hidden rounded-xl bg-slate-100">
        <a {...link(0)} className="block">
          <PlacePhoto
            src={primary!.src}
            alt={primary!.alt}
            category={place.category}
            sizes="(min-width: 1024px) 1024px, 100vw"
            className="aspect-[16/9] w-full object-cover"
          />
        </a>
      </figure>
      {others.length ? (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {others.map((photo, i) => (
            <li key={photo.src} className="overflow-hidden rounded-lg bg-slate-100">
              <a {...link(i + 1)} className="block">
                <PlacePhoto
                  src={photo.src}
                  alt={photo.alt}
                  category={place.category}
                  sizes="(min-width: 640px) 25vw, 50vw"
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Owners' approved photos, after the administrators' ones, each credited; each opens in the viewer. */
export function OwnerPhotos({
  photos,
  first,
  link,
}: {
  photos: { id: string; url: string; caption: string | null; credit: string }[];
  /** The viewer's index of the first of them (after the administrators' photos). */
  first: number;
  link: PhotoLink;
}) {
  const { t } = useTranslation("place");
  if (!photos.length) return null;
  return (
    <section aria-label={t("reviews.ownerPhotos")} className="mx-auto max-w-5xl px-4 pt-6">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <figure>
              <a {...link(first + i)} className="block overflow-hidden rounded-lg bg-slate-100">
                <img
                  src={photo.url}
                  srcSet={photoSrcSet(photo.url)}
                  sizes="(min-width: 640px) 25vw, 50vw"
                  alt={photo.caption ?? photo.credit}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              </a>
              <figcaption className="mt-1 text-xs text-slate-600">{photo.credit}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
