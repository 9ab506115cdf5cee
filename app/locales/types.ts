// The shape a translation must have: every key of the English texts, each a string. Spanish has a
// plural form English has not ("many", for a million and more): a key ending in _other may have a
// _many beside it.
export type Translation<T> = {
  [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
} & { [many: `${string}_many`]: string };
