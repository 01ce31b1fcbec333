import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { standInSummary } from './stand-in-summary.ts';

const standIn = (name: string | null, reason: 'no_model' | 'unreadable') => ({
  productId: `p-${name}`,
  name,
  reason,
  detail: 'technical words',
  itemIds: ['i1'],
});

describe('stand-in summary', () => {
  it('names each product with why, in English and Korean', async () => {
    const both = [standIn('Navy sofa', 'unreadable'), standIn(null, 'no_model')];
    await i18n.changeLanguage('en');
    expect(standInSummary(both, i18n.t)).toBe(
      '2 products could not be loaded: Navy sofa (its model file cannot be read), a deleted product (no processed 3D model)',
    );
    expect(standInSummary([both[0]!], i18n.t)).toMatch(/^1 product could not be loaded: Navy sofa/);
    await i18n.changeLanguage('ko');
    expect(standInSummary(both, i18n.t)).toMatch(/^제품 2개를 불러오지 못했습니다: Navy sofa/);
  });
});
