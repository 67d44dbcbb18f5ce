// Uploads generated files through Strapi's upload service (so images get the responsive formats),
// once per name: a second seed run reuses what the first one uploaded.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import type { ImageRef } from './data/types';
import type { SeedLocale } from './i18n';
import { type Emblem, emblemSvg, illustrationSvg, renderEmblem, renderIllustration, renderPdf } from './images';

/** ffmpeg ships as an optional npm package; without it the demo videos have a poster only. */
async function ffmpegPath(): Promise<string | null> {
  try {
    // Loaded on first use: the package throws on import when its platform binary is missing.
    return (await import('@ffmpeg-installer/ffmpeg')).default.path;
  } catch {
    return null;
  }
}

/** The ffmpeg arguments of a clip: an 8-second silent WebM, a slow zoom over the still. */
const clipArgs = (still: string, out: string) => [
  '-y',
  '-loop',
  '1',
  '-i',
  still,
  '-vf',
  "scale=1280:-2,zoompan=z='min(zoom+0.0012,1.25)':d=200:s=640x360:fps=25",
  '-t',
  '8',
  '-c:v',
  'libvpx',
  '-b:v',
  '600k',
  '-deadline',
  'realtime',
  '-cpu-used',
  '8',
  '-an',
  out,
];

/** The clip for a still picture. */
async function renderClip(still: Buffer): Promise<Buffer> {
  const ffmpeg = await ffmpegPath();
  if (!ffmpeg) throw new Error('ffmpeg is not installed');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'brina-clip-'));
  try {
    const stillFile = path.join(dir, 'still.jpg');
    const out = path.join(dir, 'clip.webm');
    await fs.writeFile(stillFile, still);
    await new Promise<void>((resolve, reject) => execFile(ffmpeg, clipArgs(stillFile, out), (error) => (error ? reject(error) : resolve())));
    return await fs.readFile(out);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A file's bytes, or null when it does not exist yet; any other read error reaches the seed. */
const readIfThere = (file: string) =>
  fs.readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });

/**
 * The generated pictures and clips, drawn once: a picture takes about a second to draw, and the
 * same picture serves both languages. Kept in memory for this run and on disk (in `dir`, keyed by
 * a hash of what the file is drawn from and of the tools that draw it) for the next runs and for
 * a seed running at the same time (`npm test` seeds SQLite and PostgreSQL side by side): the first
 * to claim a file draws it, the other waits for it. The same input gives the same bytes.
 */
class Renders {
  private made = new Map<string, Promise<Buffer>>();
  constructor(private dir: string) {}

  get(inputs: string[], ext: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const id = `${createHash('sha256').update(inputs.join('\u0000')).digest('hex').slice(0, 32)}.${ext}`;
    let made = this.made.get(id);
    if (!made) {
      made = this.fromDisk(path.join(this.dir, id), render);
      this.made.set(id, made);
    }
    return made;
  }

  private async fromDisk(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const kept = await readIfThere(file);
    if (kept) return kept;
    await fs.mkdir(this.dir, { recursive: true });
    const claim = `${file}.claim`;
    const claimed = await fs.writeFile(claim, String(process.pid), { flag: 'wx' }).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'EEXIST') return false;
        throw error;
      },
    );
    if (!claimed) {
      // Another seed is drawing it: wait (a drawing takes seconds), then draw it here after all.
      for (let i = 0; i < 600; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        const drawn = await readIfThere(file);
        if (drawn) return drawn;
      }
    }
    const body = await render();
    const partial = `${file}.${process.pid}.partial`;
    await fs.writeFile(partial, body);
    await fs.rename(partial, file);
    await fs.rm(claim, { force: true });
    return body;
  }
}

type UploadService = { upload(input: { data: object; files: object }): Promise<{ id: number }[]> };

export class MediaLibrary {
  private cache = new Map<string, number>();
  private renders: Renders;
  constructor(private strapi: Core.Strapi) {
    this.renders = new Renders(path.join(strapi.dirs.app.root, '.cache', 'seed-media'));
  }

  /** The JPEG of an illustration (the same for both languages). */
  private still(ref: ImageRef): Promise<Buffer> {
    const svg = illustrationSvg(ref.key, ref.palette);
    return this.renders.get([svg, `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`, renderIllustration.toString()], 'jpg', () =>
      renderIllustration(ref.key, ref.palette),
    );
  }

  private async upload(name: string, mime: string, render: () => Buffer | Promise<Buffer>, alternativeText: string | null): Promise<number> {
    const cached = this.cache.get(name);
    if (cached) return cached;
    const existing = await this.strapi.db.query('plugin::upload.file').findOne({ where: { name }, select: ['id'] });
    if (existing) {
      this.cache.set(name, existing.id);
      return existing.id;
    }
    const body = await render();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'brina-seed-'));
    const filepath = path.join(dir, name);
    await fs.writeFile(filepath, body);
    try {
      const service = this.strapi.plugin('upload').service('upload') as UploadService;
      const [file] = await service.upload({
        data: { fileInfo: { name, alternativeText, caption: null } },
        files: { filepath, originalFilename: name, mimetype: mime, size: body.length },
      });
      if (!file) throw new Error(`Upload of ${name} returned nothing`);
      this.cache.set(name, file.id);
      return file.id;
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  /** The picture for one locale: its alternative text is in that locale's language. */
  async image(ref: ImageRef, locale: SeedLocale): Promise<number> {
    return this.upload(`${ref.key}-${locale}.jpg`, 'image/jpeg', () => this.still(ref), ref.alt[locale]);
  }

  /** The demo video for a poster picture, or null when ffmpeg is missing. */
  async video(ref: ImageRef): Promise<number | null> {
    if (!(await ffmpegPath())) {
      this.strapi.log.warn(`Seed: ffmpeg missing, video ${ref.key} gets no clip`);
      return null;
    }
    return this.upload(
      `${ref.key}.webm`,
      'video/webm',
      async () => {
        const still = await this.still(ref);
        const ffmpeg = (await ffmpegPath()) ?? '';
        return this.renders.get([createHash('sha256').update(still).digest('hex'), ffmpeg, clipArgs('still', 'out').join(' ')], 'webm', () =>
          renderClip(still),
        );
      },
      null,
    );
  }

  /** An EU funding emblem with its statement in the locale's language (a PNG: no SVG is uploaded). */
  async emblem(emblem: Emblem, locale: SeedLocale, alt: string): Promise<number> {
    const svg = emblemSvg(emblem, locale);
    return this.upload(
      `emblem-${emblem}-${locale}.png`,
      'image/png',
      () =>
        this.renders.get([svg, `sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`, renderEmblem.toString()], 'png', () =>
          renderEmblem(emblem, locale),
        ),
      alt,
    );
  }

  async pdf(key: string, title: string, lines: string[]): Promise<number> {
    return this.upload(`${key}.pdf`, 'application/pdf', () => renderPdf(title, lines), null);
  }
}
