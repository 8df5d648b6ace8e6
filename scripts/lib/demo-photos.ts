/**
 * The demo listings' photos (README, "Demo accounts"): simple drawings of rooms, made into photos
 * by the seed through the API's own re-encoding (functions/src/photos/image-processing.ts) and
 * stored in the local Cloud Storage server like any upload. Drawn here rather than shipped as
 * files, so the repository carries a few kilobytes of SVG instead of pictures.
 */
import { createHash } from 'node:crypto';
import type { Accommodation } from '@roommate-finder/contract/listing';

const W = 1200;
const H = 900;

interface Scene {
  wall: string;
  floor: string;
  /** The drawing's furniture and light, over wall and floor. */
  things: string;
}

const windowAt = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#9fd3f5"/>` +
  `<rect x="${x}" y="${y + h * 0.62}" width="${w}" height="${h * 0.38}" fill="#7fb77e"/>` +
  `<rect x="${x - 10}" y="${y - 10}" width="${w + 20}" height="${h + 20}" fill="none" stroke="#f4f1ea" stroke-width="20"/>` +
  `<line x1="${x + w / 2}" y1="${y}" x2="${x + w / 2}" y2="${y + h}" stroke="#f4f1ea" stroke-width="12"/>`;

const bed = (x: number, y: number, w: number, cover: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="150" rx="14" fill="#6b4a33"/>` +
  `<rect x="${x + 10}" y="${y - 40}" width="${w - 20}" height="90" rx="18" fill="${cover}"/>` +
  `<rect x="${x + 20}" y="${y - 70}" width="${w * 0.3}" height="45" rx="16" fill="#fbfaf6"/>` +
  `<rect x="${x}" y="${y - 150}" width="22" height="300" fill="#5a3d2a"/>`;

const table = (x: number, y: number) =>
  `<rect x="${x}" y="${y}" width="220" height="22" fill="#8b5e3c"/>` +
  `<rect x="${x + 15}" y="${y + 22}" width="16" height="140" fill="#6b4a33"/>` +
  `<rect x="${x + 190}" y="${y + 22}" width="16" height="140" fill="#6b4a33"/>` +
  `<rect x="${x + 60}" y="${y - 70}" width="90" height="70" rx="6" fill="#2f3e4e"/>`;

const plant = (x: number, y: number) =>
  `<rect x="${x}" y="${y}" width="70" height="80" rx="8" fill="#c0643b"/>` +
  `<ellipse cx="${x + 35}" cy="${y - 40}" rx="60" ry="70" fill="#3f8f4f"/>`;

const SCENES: Record<string, Scene> = {
  bedroom: {
    wall: '#efe2cf',
    floor: '#b98b5e',
    things: windowAt(700, 150, 320, 260) + bed(120, 600, 480, '#4f7cac') + plant(1020, 640),
  },
  twin: {
    wall: '#dfe9e4',
    floor: '#a7805a',
    things: windowAt(470, 140, 260, 240) + bed(80, 620, 340, '#c46a5a') + bed(780, 620, 340, '#5a8fc4'),
  },
  mess: {
    wall: '#e8e4d8',
    floor: '#9c7b5b',
    things:
      windowAt(500, 120, 220, 200) +
      bed(40, 640, 250, '#6a9c6b') +
      bed(320, 640, 250, '#c49b4f') +
      bed(620, 640, 250, '#8467a8') +
      bed(910, 640, 250, '#c4605a'),
  },
  bunk: {
    wall: '#e3e7ef',
    floor: '#8f7a66',
    things:
      bed(120, 700, 420, '#4f7cac') +
      bed(120, 400, 420, '#c46a5a') +
      `<rect x="520" y="250" width="22" height="600" fill="#5a3d2a"/>` +
      table(780, 560),
  },
  living: {
    wall: '#f1e6d6',
    floor: '#b08a66',
    things:
      windowAt(120, 140, 380, 280) +
      `<rect x="560" y="560" width="520" height="170" rx="30" fill="#3e6d8e"/>` +
      `<rect x="560" y="470" width="520" height="110" rx="30" fill="#4a80a5"/>` +
      `<rect x="220" y="700" width="260" height="60" rx="10" fill="#8b5e3c"/>` +
      plant(1090, 640),
  },
  kitchen: {
    wall: '#f4f0e6',
    floor: '#cfc6b6',
    things:
      windowAt(760, 130, 300, 220) +
      `<rect x="0" y="560" width="${W}" height="200" fill="#e8e2d4"/>` +
      `<rect x="0" y="540" width="${W}" height="30" fill="#6f6a60"/>` +
      `<rect x="120" y="440" width="200" height="100" rx="8" fill="#3a3a3a"/>` +
      `<circle cx="170" cy="470" r="26" fill="#555"/><circle cx="270" cy="470" r="26" fill="#555"/>` +
      `<rect x="100" y="120" width="420" height="200" fill="#b08a66"/>`,
  },
  balcony: {
    wall: '#9fd3f5',
    floor: '#c9b8a3',
    things:
      `<rect x="0" y="380" width="${W}" height="250" fill="#8fbf8a"/>` +
      `<rect x="80" y="260" width="140" height="160" fill="#d9d2c5"/><rect x="260" y="300" width="180" height="120" fill="#e6dfd2"/>` +
      Array.from(
        { length: 13 },
        (_, i) => `<rect x="${i * 95}" y="520" width="14" height="200" fill="#ffffff"/>`,
      ).join('') +
      `<rect x="0" y="510" width="${W}" height="20" fill="#ffffff"/>` +
      plant(980, 690) +
      plant(120, 700),
  },
  bath: {
    wall: '#d7e7ee',
    floor: '#b7c4c9',
    things:
      `<rect x="0" y="0" width="${W}" height="560" fill="url(#tiles)"/>` +
      `<rect x="620" y="520" width="440" height="200" rx="40" fill="#fbfbfb"/>` +
      `<rect x="180" y="360" width="200" height="260" rx="20" fill="#fbfbfb"/>` +
      `<rect x="200" y="150" width="160" height="190" rx="10" fill="#cfe3ea" stroke="#9bb" stroke-width="8"/>`,
  },
};

function svgOf(scene: Scene): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">` +
      `<defs><pattern id="tiles" width="80" height="80" patternUnits="userSpaceOnUse">` +
      `<rect width="80" height="80" fill="#e4eff3"/><path d="M80 0H0V80" fill="none" stroke="#c3d3d9" stroke-width="4"/></pattern>` +
      `<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/>` +
      `<stop offset="1" stop-color="#000" stop-opacity=".12"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="${scene.wall}"/>` +
      `<rect y="${H * 0.72}" width="${W}" height="${H * 0.28}" fill="${scene.floor}"/>` +
      scene.things +
      `<rect width="${W}" height="${H}" fill="url(#light)"/>` +
      `</svg>`,
  );
}

export type DemoScene = keyof typeof SCENES;

/** The room a listing's cover shows, by its kind of home. */
const COVER: Record<Accommodation, DemoScene> = {
  'mess-seat': 'mess',
  'shared-room': 'twin',
  'single-room': 'bedroom',
  sublet: 'bedroom',
  'whole-flat': 'living',
  'hostel-seat': 'bunk',
};

const EXTRAS: readonly DemoScene[] = ['kitchen', 'balcony', 'bath', 'living'];

export interface DemoPhoto {
  /** A photo id of the API's shape (20 letters and digits), the same at every seed. */
  id: string;
  scene: DemoScene;
}

/** One to four photos for the index-th demo listing: its kind of room first, then others. */
export function demoPhotosOf(listingId: string, index: number, accommodation: Accommodation): DemoPhoto[] {
  const scenes = [COVER[accommodation], ...EXTRAS.filter((scene) => scene !== COVER[accommodation])].slice(
    0,
    1 + (index % 4),
  );
  return scenes.map((scene) => ({
    id: createHash('sha256').update(`${listingId}/${scene}`).digest('hex').slice(0, 20),
    scene,
  }));
}

/** The drawing of a scene as an SVG file, for the seed to turn into a photo. */
export const demoSceneSvg = (scene: DemoScene): Buffer => svgOf(SCENES[scene]!);
