// `sizes` of CMS pictures, one per layout: the width each picture is shown at (the page is at most
// max-w-7xl = 80rem with 1rem padding), so the browser picks the smallest optimizer width that is
// sharp. Next's getImageProps offers widths from the smallest `vw` share up, so keep them plain.
export const IMAGE_SIZES = {
  /** Half of max-w-7xl from `lg` (detail pages' cover). */
  halfLg: '(min-width: 1280px) 604px, (min-width: 1024px) 50vw, 100vw',
  /** Half of max-w-7xl from `md` (hero, picture and text). */
  halfMd: '(min-width: 1280px) 608px, (min-width: 768px) 50vw, 100vw',
  /** Three columns of max-w-7xl from `md` (card rows, carousels, news). */
  thirdMd: '(min-width: 1280px) 400px, (min-width: 768px) 31vw, 100vw',
  /** Two columns from `sm`, three from `lg` (article lists). */
  thirdLg: '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 100vw',
  /** Two columns from `md`, three from `lg` (downloads). */
  thirdLgHalfMd: '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 768px) 47vw, 100vw',
  /** A card of the catalogue grid: three columns beside the 18rem filters from `lg`. */
  listCard: '(min-width: 1280px) 293px, (min-width: 1024px) 21vw, (min-width: 768px) 31vw, 100vw',
  /** A hero card of the catalogue grid: two of its three columns. */
  listHero: '(min-width: 1280px) 610px, (min-width: 1024px) 44vw, (min-width: 768px) 63vw, 100vw',
  /** A third of a detail page's half column (product gallery). */
  galleryThumb: '(min-width: 1280px) 193px, (min-width: 1024px) 16vw, 31vw',
  /** The article column, max-w-3xl. */
  article: '(min-width: 768px) 736px, 100vw',
  /** The full width of max-w-7xl. */
  wide: '(min-width: 1280px) 1248px, 100vw',
} as const;
