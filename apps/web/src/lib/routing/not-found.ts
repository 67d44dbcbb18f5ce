// The internal segment of the 404 page the proxy answers unknown paths with (`/it/b2c/page-not-found`).
// No public path leads there: next-intl maps public paths to the route table's internal paths only.
export const NOT_FOUND_SEGMENT = 'page-not-found';
