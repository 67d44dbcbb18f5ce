'use client';
// The <img> of a CMS picture, rendered from a few numbers: the RSC payload carries these props
// instead of a srcset of long optimizer URLs (the HTML still gets the full srcset).
import { cmsImgProps, type CmsImgSpec } from './cms-image-props';

export function CmsImg(spec: CmsImgSpec) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- getImageProps gives the <img> its alt and optimizer srcset
  return <img {...cmsImgProps(spec)} />;
}
