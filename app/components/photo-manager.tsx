// Photos of a place inside the location form: upload, reorder (pointer or keyboard), remove.
// The first photo is the primary one; the form receives one hidden field per photo, in order.
// Removing only takes a photo out of the form: saving deletes it from storage, so a cancelled dialog
// leaves the place's photos as they were. Photos uploaded here and not saved are deleted when the
// form goes away (decision 0013, "Photos never break").
import { useEffect, useId, useRef, useState } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowLeft, ArrowRight, GripVertical, ImagePlus, Loader2, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/toasts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { checkPhotoFile, PHOTO_ACCEPT, PHOTO_MESSAGES, photoSrcSet } from "~/lib/photos";

export type PhotoManagerProps = {
  name: string;
  defaultValue?: string[];
  slugHint?: string;
};

export function PhotoManager({ name, defaultValue = [], slugHint = "" }: PhotoManagerProps) {
  const { t } = useTranslation("account");
  const [photos, setPhotos] = useState<string[]>(() => [...defaultValue]);
  const [uploading, setUploading] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  /** What this form uploaded: when it goes away, the server deletes those no place shows. */
  const uploaded = useRef(new Set<string>());
  useEffect(() => {
    const mine = uploaded.current;
    return () => discardUnsaved([...mine]);
  }, []);
  const dndId = useId();
  const inputId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  async function upload(file: File) {
    const problem = checkPhotoFile(file);
    if (problem) {
      toast.error(t("photos.uploadFailed"), { description: problem });
      return;
    }
    setUploading(true);
    try {
      const body = new FormData();
      body.set("file", file);
      body.set("slug", slugHint);
      const response = await fetch("/admin/photos", { method: "POST", body });
      const result = (await response.json().catch(() => ({}))) as { url?: string; error?: string };
      if (!response.ok || !result.url) throw new Error(result.error ?? PHOTO_MESSAGES.uploadFailed);
      const url = result.url;
      uploaded.current.add(url);
      setPhotos((current) => [...current, url]);
      toast.success(t("photos.success"), { description: t("photos.uploaded") });
    } catch (error) {
      toast.error(t("photos.uploadFailed"), {
        description: error instanceof Error && error.message ? error.message : PHOTO_MESSAGES.uploadFailed,
      });
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  function remove(url: string) {
    setPhotos((current) => current.filter((p) => p !== url));
    toast.success(t("photos.success"), { description: t("photos.removed") });
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= photos.length) return;
    setPhotos((current) => arrayMove(current, from, to));
  }

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = photos.indexOf(String(active.id));
    const to = photos.indexOf(String(over.id));
    if (from >= 0 && to >= 0) move(from, to);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-900">{t("photos.legend")}</legend>
      <p className="text-sm text-slate-600">{t("photos.help")}</p>

      {photos.map((url) => (
        <input key={url} type="hidden" name={name} value={url} />
      ))}

      {photos.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {t("photos.none")}
        </p>
      ) : (
        <DndContext id={dndId} sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={photos} strategy={rectSortingStrategy}>
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label={t("photos.listLabel")}>
              {photos.map((url, index) => (
                <SortablePhoto
                  key={url}
                  url={url}
                  index={index}
                  count={photos.length}
                  onMove={move}
                  onRemove={() => remove(url)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={inputId}
          className="has-[:focus-visible]:outline-brand-600 inline-flex h-10 cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2"
        >
          {uploading ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <ImagePlus className="size-4" aria-hidden="true" />
          )}
          {uploading ? t("photos.uploading") : t("photos.upload")}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={PHOTO_ACCEPT}
            className="sr-only"
            disabled={uploading}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void upload(file);
            }}
          />
        </label>
        <span className="text-xs text-slate-600">{t("photos.types")}</span>
      </div>
    </fieldset>
  );
}

/**
 * Asks the server to delete uploads of a form that went away; it keeps any a place shows (the form
 * was saved). `keepalive` lets the request finish when the page itself is being left.
 */
function discardUnsaved(urls: string[]) {
  if (!urls.length) return;
  const body = new FormData();
  body.set("intent", "delete");
  for (const url of urls) body.append("url", url);
  void fetch("/admin/photos", { method: "POST", body, keepalive: true }).catch(() => undefined);
}

/** The buttons that move a photo one place earlier or later, for those who do not drag. */
const MOVES = [
  { step: -1, Icon: ArrowLeft, label: "photos.moveEarlierOf", title: "photos.moveEarlier" },
  { step: 1, Icon: ArrowRight, label: "photos.moveLaterOf", title: "photos.moveLater" },
] as const;

type SortablePhotoProps = {
  url: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

function SortablePhoto({ url, index, count, onMove, onRemove }: SortablePhotoProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: url,
  });
  const { t } = useTranslation("account");
  const position = index + 1;
  const label = index === 0 ? t("photos.photoPrimary", { number: position }) : t("photos.photo", { number: position });
  const photo = label.toLowerCase();
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`relative overflow-hidden rounded-lg border bg-white ${isDragging ? "z-10 shadow-lg" : "border-slate-200"}`}
    >
      <img
        src={url}
        srcSet={photoSrcSet(url)}
        sizes="(min-width: 1024px) 20rem, 100vw"
        alt={label}
        className="aspect-video w-full object-cover"
        loading="lazy"
      />
      {index === 0 ? (
        <Badge tone="brand" className="absolute top-2 left-2">
          {t("photos.primary")}
        </Badge>
      ) : null}
      <div className="flex flex-wrap items-center gap-1 p-2">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t("photos.drag", { photo })}
          className="focus-visible:outline-brand-600 inline-flex size-9 cursor-grab items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        {MOVES.map(({ step, Icon, label, title }) => (
          <Button
            key={step}
            type="button"
            variant="ghost"
            size="icon"
            className="size-9"
            aria-label={t(label, { photo })}
            title={t(title)}
            disabled={index + step < 0 || index + step >= count}
            onClick={() => onMove(index, index + step)}
          >
            <Icon aria-hidden="true" />
          </Button>
        ))}
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="ml-auto text-red-800 hover:bg-red-50"
          aria-label={t("photos.removeOf", { photo })}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
          {t("photos.remove")}
        </Button>
      </div>
    </li>
  );
}
