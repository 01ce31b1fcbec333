import { COLOURS, type DemoProduct, family, METAL, mat, WHITE, WOODS } from './catalogue.ts';
import * as shape from './furniture-shapes.ts';

const wood = (i: number) => Object.values(WOODS)[i % 3]!;
const upholstered = (i: number) => ({
  body: mat(COLOURS[(i + 3) % 6]!.code, 0.9),
  legs: wood(i),
  soft: WHITE,
});
const wooden = (i: number) => ({
  body: wood(i),
  legs: i % 2 ? METAL.black : wood(i + 1),
  metal: METAL.brass,
  soft: WHITE,
});

/** Fourteen categories, six products in each: three shapes in two colourways. */
export function demoProducts(): DemoProduct[] {
  return [
    ...family(
      'sofas',
      [
        {
          ko: '모던 3인 소파',
          en: 'Modern 3-seat sofa',
          price: 1_290_000,
          parts: shape.sofa(2.2, 0.95, 0.82, 3),
        },
        {
          ko: '컴팩트 2인 소파',
          en: 'Compact 2-seat sofa',
          price: 790_000,
          parts: shape.sofa(1.6, 0.88, 0.8, 2),
        },
        {
          ko: '와이드 4인 소파',
          en: 'Wide 4-seat sofa',
          price: 1_890_000,
          parts: shape.sofa(2.8, 1.0, 0.78, 4),
        },
      ],
      upholstered,
      0,
    ),
    ...family(
      'armchairs',
      [
        { ko: '라운지 체어', en: 'Lounge armchair', price: 490_000, parts: shape.armchair(0.85, 0.85, 0.8) },
        { ko: '리딩 체어', en: 'Reading armchair', price: 420_000, parts: shape.armchair(0.78, 0.82, 0.95) },
        { ko: '미니 암체어', en: 'Mini armchair', price: 290_000, parts: shape.armchair(0.68, 0.72, 0.74) },
      ],
      upholstered,
      1,
    ),
    ...family(
      'dining-tables',
      [
        {
          ko: '4인 식탁',
          en: '4-person dining table',
          price: 590_000,
          parts: shape.table(1.4, 0.8, 0.74, false),
        },
        {
          ko: '6인 식탁',
          en: '6-person dining table',
          price: 890_000,
          parts: shape.table(1.8, 0.9, 0.74, false),
        },
        {
          ko: '원형 식탁',
          en: 'Round dining table',
          price: 520_000,
          parts: shape.table(1.1, 1.1, 0.74, true),
        },
      ],
      wooden,
      2,
    ),
    ...family(
      'chairs',
      [
        {
          ko: '원목 의자',
          en: 'Solid wood chair',
          price: 129_000,
          parts: shape.chair(0.45, 0.5, 0.82, false),
        },
        { ko: '카페 의자', en: 'Cafe chair', price: 89_000, parts: shape.chair(0.42, 0.46, 0.8, true) },
        {
          ko: '하이백 의자',
          en: 'High-back chair',
          price: 159_000,
          parts: shape.chair(0.46, 0.52, 1.0, false),
        },
      ],
      wooden,
      3,
    ),
    ...family(
      'beds',
      [
        { ko: '퀸 침대', en: 'Queen bed', price: 990_000, parts: shape.bed(1.6, 2.1, 1.0) },
        { ko: '킹 침대', en: 'King bed', price: 1_290_000, parts: shape.bed(1.8, 2.1, 1.05) },
        { ko: '싱글 침대', en: 'Single bed', price: 490_000, parts: shape.bed(1.0, 2.05, 0.9) },
      ],
      wooden,
      4,
    ),
    ...family(
      'wardrobes',
      [
        { ko: '2도어 옷장', en: '2-door wardrobe', price: 690_000, parts: shape.wardrobe(1.0, 0.6, 2.1, 2) },
        { ko: '3도어 옷장', en: '3-door wardrobe', price: 890_000, parts: shape.wardrobe(1.5, 0.6, 2.1, 3) },
        {
          ko: '4도어 옷장',
          en: '4-door wardrobe',
          price: 1_190_000,
          parts: shape.wardrobe(2.0, 0.62, 2.3, 4),
        },
      ],
      wooden,
      5,
    ),
    ...family(
      'shelves',
      [
        { ko: '5단 책장', en: '5-tier bookshelf', price: 189_000, parts: shape.shelf(0.8, 0.3, 1.8, 5) },
        { ko: '낮은 선반', en: 'Low shelf', price: 129_000, parts: shape.shelf(1.2, 0.35, 0.8, 3) },
        { ko: '벽 선반', en: 'Wall shelf', price: 59_000, parts: shape.shelf(0.9, 0.22, 0.5, 2), code: 30 },
      ],
      wooden,
      0,
    ),
    ...family(
      'desks',
      [
        { ko: '원목 책상', en: 'Oak desk', price: 390_000, parts: shape.desk(1.4, 0.7, 0.74) },
        { ko: '컴팩트 책상', en: 'Compact desk', price: 249_000, parts: shape.desk(1.0, 0.6, 0.74) },
        { ko: '와이드 책상', en: 'Wide desk', price: 520_000, parts: shape.desk(1.8, 0.8, 0.74) },
      ],
      wooden,
      1,
    ),
    ...family(
      'lamps',
      [
        {
          ko: '플로어 스탠드',
          en: 'Floor lamp',
          price: 159_000,
          parts: shape.floorLamp(1.6, 0.4),
          // Bulbs sit in the middle of the shade (see the shapes); warm white.
          light: { kind: 'point', intensity: 120, color: '#ffd8a8', bulbHeightMm: 1450 },
        },
        {
          ko: '펜던트 조명',
          en: 'Pendant lamp',
          price: 129_000,
          parts: shape.pendantLamp(0.9, 0.45),
          code: 40,
          light: { kind: 'spot', intensity: 400, color: '#ffe2c0', bulbHeightMm: 110, angleDeg: 60 },
        },
        {
          ko: '테이블 램프',
          en: 'Table lamp',
          price: 79_000,
          parts: shape.floorLamp(0.55, 0.3),
          light: { kind: 'point', intensity: 60, color: '#ffd8a8', bulbHeightMm: 400 },
        },
      ],
      (i) => ({ metal: Object.values(METAL)[i % 3]! }),
      2,
    ),
    ...family(
      'rugs',
      [
        { ko: '거실 러그', en: 'Living room rug', price: 229_000, parts: shape.rug(2.4, 1.7) },
        { ko: '침실 러그', en: 'Bedroom rug', price: 159_000, parts: shape.rug(2.0, 1.4) },
        { ko: '복도 러그', en: 'Hallway runner', price: 89_000, parts: shape.rug(2.5, 0.8) },
      ],
      (i) => ({ body: mat(COLOURS[(i + 2) % 6]!.code, 0.95) }),
      3,
    ),
    ...family(
      'plants',
      [
        { ko: '몬스테라', en: 'Monstera', price: 89_000, parts: shape.plant(1.2, 0.35) },
        { ko: '올리브 나무', en: 'Olive tree', price: 149_000, parts: shape.plant(1.6, 0.4) },
        { ko: '작은 화분', en: 'Small potted plant', price: 29_000, parts: shape.plant(0.45, 0.18) },
      ],
      (i) => ({
        body: mat(i % 2 ? '#B5654A' : '#E8E4DC', 0.8),
        soil: mat('#3B2A1E', 1),
        leaf: mat(i % 3 ? '#3F6B35' : '#587A3A', 0.7),
      }),
      4,
    ),
    ...family(
      'kitchen-cabinets',
      [
        {
          ko: '하부장',
          en: 'Base cabinet',
          price: 320_000,
          parts: shape.kitchenCabinet(0.9, 0.6, 0.9, false),
        },
        {
          ko: '상부장',
          en: 'Wall cabinet',
          price: 210_000,
          parts: shape.kitchenCabinet(0.9, 0.35, 0.7, true),
          code: 30,
        },
        {
          ko: '싱크 하부장',
          en: 'Sink base cabinet',
          price: 380_000,
          parts: shape.kitchenCabinet(1.2, 0.6, 0.9, false),
        },
      ],
      (i) => ({ body: i % 2 ? WHITE : wood(i), legs: mat('#2A2A2A', 0.8), metal: METAL.chrome }),
      5,
    ),
    ...family(
      'bathroom',
      [
        { ko: '양변기', en: 'Toilet', price: 290_000, parts: shape.toilet() },
        { ko: '세면대', en: 'Washbasin', price: 190_000, parts: shape.washbasin(0.6), code: 30 },
        { ko: '욕조', en: 'Bathtub', price: 690_000, parts: shape.bathtub(1.6, 0.75) },
      ],
      () => ({ body: mat('#F7F7F5', 0.15), metal: METAL.chrome }),
      0,
    ),
    ...family(
      'doors-windows',
      [
        {
          ko: '여닫이 문',
          en: 'Swing door',
          price: 350_000,
          parts: shape.door(0.9, 2.1, false),
          code: 51,
          opening: { openingDirection: 'PUSH', handlePosition: 'RIGHT' },
        },
        {
          ko: '미닫이 문',
          en: 'Sliding door',
          price: 420_000,
          parts: shape.door(0.9, 2.1, true),
          code: 52,
          opening: { openingDirection: 'PULL', handlePosition: 'LEFT' },
        },
        {
          ko: '미서기 창',
          en: 'Sliding window',
          price: 280_000,
          parts: shape.window(1.5, 1.2, 2, 0),
          code: 56,
        },
      ],
      (i) => ({
        body: i % 2 ? WHITE : wood(i),
        legs: mat('#E6E2DA', 0.5),
        metal: METAL.black,
        glass: mat('#BFD7E6', 0.05),
      }),
      1,
    ),
  ];
}
