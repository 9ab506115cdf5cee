// The status filters of the admin lists (submissions, reports): the choices, their labels, the one
// an address without `?status=` shows, and what the list says when nothing matches.
export type StatusFilter<T extends string> = {
  options: readonly T[];
  labels: Record<T, string>;
  /** The filter of an address without a status, or with one the list does not know. */
  fallback: T;
  /** What an empty list says: under the fallback filter, and under any other. */
  empty: { fallback: string; other: string };
};

export function statusFilter<T extends string>(config: StatusFilter<T>) {
  return {
    ...config,
    /** The filter `?status=` asks for. */
    from(params: URLSearchParams): T {
      const value = params.get("status");
      return config.options.find((option) => option === value) ?? config.fallback;
    },
    emptyText(value: T) {
      return value === config.fallback ? config.empty.fallback : config.empty.other;
    },
  };
}
