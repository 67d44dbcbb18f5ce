// Uploads generated files through Strapi's upload service (so images get the responsive formats),
// once per name: a second seed run reuses what the first one uploaded.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { ImageRef } from './data/types';
import type { SeedLocale } from './i18n';
import { renderIllustration, renderPdf } from './images';

/** ffmpeg ships as an optional npm package; without it the demo videos have a poster only. */
async function ffmpegPath(): Promise<string | null> {
  try {
    // Loaded on first use: the package throws on import when its platform binary is missing.
    return (await import('@ffmpeg-installer/ffmpeg')).default.path;
  } catch {
    return null;
  }
}

/** An 8-second silent WebM clip: a slow zoom over the illustration. */
async function renderClip(ref: ImageRef): Promise<Buffer> {
  const ffmpeg = await ffmpegPath();
  if (!ffmpeg) throw new Error('ffmpeg is not installed');
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'brina-clip-'));
  try {
    const still = path.join(dir, 'still.jpg');
    const out = path.join(dir, 'clip.webm');
    await fs.writeFile(still, await renderIllustration(ref.key, ref.palette));
    const args = [
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
    await new Promise<void>((resolve, reject) => execFile(ffmpeg, args, (error) => (error ? reject(error) : resolve())));
    return await fs.readFile(out);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

type UploadService = { upload(input: { data: object; files: object }): Promise<{ id: number }[]> };

export class MediaLibrary {
  private cache = new Map<string, number>();
  constructor(private strapi: Core.Strapi) {}

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
    return this.upload(`${ref.key}-${locale}.jpg`, 'image/jpeg', () => renderIllustration(ref.key, ref.palette), ref.alt[locale]);
  }

  /** The demo video for a poster picture, or null when ffmpeg is missing. */
  async video(ref: ImageRef): Promise<number | null> {
    if (!(await ffmpegPath())) {
      this.strapi.log.warn(`Seed: ffmpeg missing, video ${ref.key} gets no clip`);
      return null;
    }
    return this.upload(`${ref.key}.webm`, 'video/webm', () => renderClip(ref), null);
  }

  async pdf(key: string, title: string, lines: string[]): Promise<number> {
    return this.upload(`${key}.pdf`, 'application/pdf', () => renderPdf(title, lines), null);
  }
}
