import {
  paint,
  roughness,
  terrazzo,
  tiles,
  type WallpaperPattern,
  wallpaper,
  woodPlanks,
} from './finish-textures.ts';

/** A demo finish: names, how it is sold, the real size of one texture tile, and its maps. */
export interface DemoFinish {
  category: 'wood-floors' | 'tile-floors' | 'paints' | 'wallpapers';
  ko: string;
  en: string;
  price: number;
  saleType: 'BY_AREA' | 'BY_PACKAGE';
  tileMm: [number, number];
  colour: string;
  albedo: () => Buffer;
  roughness: () => Buffer;
}

export const FINISH_CATEGORIES = [
  { key: 'wood-floors', ko: '원목 마루', en: 'Wood floors' },
  { key: 'tile-floors', ko: '타일', en: 'Tiles' },
  { key: 'paints', ko: '페인트', en: 'Paints' },
  { key: 'wallpapers', ko: '벽지', en: 'Wallpapers' },
] as const;

const WOODS: [string, string, string, string, number][] = [
  ['내추럴 오크 마루', 'Natural oak flooring', '#C89B6D', '#9A6B42', 6],
  ['월넛 마루', 'Walnut flooring', '#6E4A30', '#442B1A', 6],
  ['화이트 애쉬 마루', 'White ash flooring', '#E3D3B8', '#BFA883', 6],
  ['그레이 오크 마루', 'Grey oak flooring', '#A59C8E', '#786F62', 6],
  ['와이드 오크 마루', 'Wide oak planks', '#C29466', '#8E643C', 4],
  ['체리 마루', 'Cherry flooring', '#A85F3B', '#733A20', 6],
  ['메이플 마루', 'Maple flooring', '#E2C594', '#C09B62', 8],
  ['스모크 오크 마루', 'Smoked oak flooring', '#7A6048', '#4A3626', 5],
];

const TILES: [
  string,
  string,
  number,
  number,
  { offset?: boolean; veins?: boolean; checker?: string },
  string,
  string,
][] = [
  ['화이트 정사각 타일', 'White square tile', 4, 4, {}, '#F1EFEA', '#CFCAC0'],
  ['그레이 대형 타일', 'Grey large-format tile', 2, 2, {}, '#9C9C98', '#7E7E7A'],
  ['서브웨이 타일', 'Subway tile', 4, 8, { offset: true }, '#F4F2EE', '#D4D0C8'],
  ['마블 타일', 'Marble-look tile', 2, 2, { veins: true }, '#ECEAE6', '#D8D5CF'],
  ['체커 타일', 'Checkerboard tile', 8, 8, { checker: '#2B2B2B' }, '#EFEDE8', '#BDB9B0'],
  ['그린 서브웨이 타일', 'Green subway tile', 4, 8, { offset: true }, '#5F7F6A', '#DAD6CE'],
  ['테라코타 타일', 'Terracotta tile', 4, 4, {}, '#B76A4B', '#8F8A80'],
];

const PAINTS: [string, string, string][] = [
  ['웜 화이트', 'Warm white', '#F3EEE4'],
  ['라이트 그레이', 'Light grey', '#D2D3D1'],
  ['세이지 그린', 'Sage green', '#A7B49B'],
  ['더스티 블루', 'Dusty blue', '#8FA3B5'],
  ['테라코타 핑크', 'Terracotta pink', '#D4A28E'],
  ['차콜', 'Charcoal', '#4A4B4D'],
  ['머스타드', 'Mustard', '#D1A545'],
  ['라벤더', 'Lavender', '#B9AECB'],
];

const WALLPAPERS: [string, string, WallpaperPattern, string, string][] = [
  ['스트라이프 벽지', 'Striped wallpaper', 'stripes', '#EDE7DC', '#C9B79C'],
  ['도트 벽지', 'Polka dot wallpaper', 'dots', '#F2EFE8', '#8CA0B3'],
  ['그리드 벽지', 'Grid wallpaper', 'grid', '#F4F3EF', '#A9A59C'],
  ['린넨 벽지', 'Linen wallpaper', 'linen', '#E4DCCD', '#CBBFA8'],
  ['웨이브 벽지', 'Wave wallpaper', 'waves', '#EEF1EE', '#7C9A8C'],
  ['다이아몬드 벽지', 'Diamond wallpaper', 'diamonds', '#F1ECE3', '#C7A77A'],
  ['플라워 벽지', 'Floral wallpaper', 'flowers', '#F6F1EA', '#C98E8E'],
  ['헤링본 벽지', 'Herringbone wallpaper', 'herringbone', '#E9E6E0', '#9A958B'],
];

export function demoFinishes(): DemoFinish[] {
  return [
    ...WOODS.map(
      ([ko, en, light, dark, rows], i): DemoFinish => ({
        category: 'wood-floors',
        ko,
        en,
        price: 68_000 + i * 4_000,
        saleType: 'BY_AREA',
        tileMm: [1200, 1200],
        colour: light,
        albedo: () => woodPlanks(light, dark, rows, 100 + i),
        roughness: () => roughness(0.55, 200 + i),
      }),
    ),
    ...TILES.map(
      ([ko, en, across, down, opts, colour, grout], i): DemoFinish => ({
        category: 'tile-floors',
        ko,
        en,
        price: 45_000 + i * 6_000,
        saleType: 'BY_AREA',
        tileMm: [1200, 1200],
        colour,
        albedo: () => tiles(colour, grout, across, down, { ...opts, seed: 300 + i }),
        roughness: () => roughness(opts.veins ? 0.15 : 0.3, 400 + i),
      }),
    ),
    {
      category: 'tile-floors',
      ko: '테라조 타일',
      en: 'Terrazzo tile',
      price: 98_000,
      saleType: 'BY_AREA',
      tileMm: [600, 600],
      colour: '#E6E1D8',
      albedo: () => terrazzo('#E6E1D8', ['#8A8F96', '#C17A5B', '#3E3E3E', '#B9B2A4'], 500),
      roughness: () => roughness(0.35, 501),
    },
    ...PAINTS.map(
      ([ko, en, colour], i): DemoFinish => ({
        category: 'paints',
        ko: `${ko} 페인트`,
        en: `${en} paint`,
        price: 39_000 + i * 2_000,
        saleType: 'BY_PACKAGE',
        tileMm: [1000, 1000],
        colour,
        albedo: () => paint(colour, 600 + i),
        roughness: () => roughness(0.8, 700 + i),
      }),
    ),
    ...WALLPAPERS.map(
      ([ko, en, pattern, ground, ink], i): DemoFinish => ({
        category: 'wallpapers',
        ko,
        en,
        price: 32_000 + i * 3_000,
        saleType: 'BY_PACKAGE',
        tileMm: [530, 530],
        colour: ground,
        albedo: () => wallpaper(pattern, ground, ink, 800 + i),
        roughness: () => roughness(0.85, 900 + i),
      }),
    ),
  ];
}
