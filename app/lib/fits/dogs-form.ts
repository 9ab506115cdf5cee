// The "My dogs" form between the browser and the rules (./dogs.ts): the permits typed one per line
// become the list the rules read, saved dogs become the form's values, and the dogs of a visitor
// who is not signed in are kept in this browser's localStorage under DOGS_STORAGE_KEY.
import { DogsSchema, type Dog } from "./dogs";

export const DOGS_STORAGE_KEY = "fdp-dogs";

const PERMITS_TEXT = /^dogs\[(\d+)\]\.permitsText$/;

/** The form's data with each dog's permits (one per line in `dogs[i].permitsText`) as `dogs[i].permits[j]`. */
export function withPermitLists(formData: FormData): FormData {
  const out = new FormData();
  for (const [name, value] of formData) {
    const match = PERMITS_TEXT.exec(name);
    if (!match || typeof value !== "string") {
      out.append(name, value);
      continue;
    }
    const lines = value
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    lines.forEach((line, j) => out.append(`dogs[${match[1]}].permits[${j}]`, line));
  }
  return out;
}

export type DogFormValues = {
  name: string;
  weightLb?: string;
  size?: string;
  age?: string;
  ageUnit: string;
  sex?: string;
  spayedNeutered?: string;
  inHeat?: string;
  rabiesTag?: string;
  licence?: string;
  licenceCounty?: string;
  permitsText?: string;
};

/** A kept dog as the form shows it (its age in months). */
export function formValues(dog: Dog): DogFormValues {
  const text = (n: number | undefined) => (n === undefined ? undefined : String(n));
  return {
    name: dog.name,
    weightLb: text(dog.weightLb),
    size: dog.size,
    age: text(dog.ageMonths),
    ageUnit: "months",
    sex: dog.sex,
    spayedNeutered: dog.spayedNeutered,
    inHeat: dog.inHeat,
    rabiesTag: dog.rabiesTag,
    licence: dog.licence,
    licenceCounty: dog.licenceCounty,
    permitsText: dog.permits.join("\n"),
  };
}

/** What this browser keeps under DOGS_STORAGE_KEY, "" when nothing or when storage is refused. */
export function storedDogsText(): string {
  try {
    return window.localStorage.getItem(DOGS_STORAGE_KEY) ?? "";
  } catch {
    return "";
  }
}

/** The dogs of what the browser keeps; none when it is not a list of dogs. */
export function parseStoredDogs(raw: string): Dog[] {
  try {
    const parsed = DogsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Keeps `dogs` in this browser; false when the browser refuses. */
export function storeDogs(dogs: Dog[]): boolean {
  try {
    window.localStorage.setItem(DOGS_STORAGE_KEY, JSON.stringify(dogs));
    return true;
  } catch {
    return false;
  }
}
