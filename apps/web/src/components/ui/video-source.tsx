// A <video>'s file and, for a browser that cannot play it, the link to download it instead.
export function VideoSource({ src, mime, fallback, download }: { src: string; mime: string | null | undefined; fallback: string; download: string }) {
  return (
    <>
      <source src={src} type={mime || undefined} />
      <p>
        {fallback} <a href={src}>{download}</a>
      </p>
    </>
  );
}
