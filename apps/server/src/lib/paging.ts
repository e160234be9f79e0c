/** The `meta` of a paged answer (the spec's pagination shape): `last_page` is at least 1. */
export function pageMeta(page: number, perPage: number, total: number) {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}
