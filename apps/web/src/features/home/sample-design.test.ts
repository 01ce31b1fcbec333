import { loadStoredDesign } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { sampleDesign } from './sample-design.ts';

describe('the sample project', () => {
  it('is a valid two-room flat with its doors and windows, in the names given', () => {
    const design = sampleDesign({ living: '거실', bedroom: '침실' });
    const loaded = loadStoredDesign(JSON.parse(JSON.stringify(design)));
    expect(loaded.ok).toBe(true);
    const [floor] = design.floors;
    expect(floor!.rooms.map((r) => r.name).sort()).toEqual(['거실', '침실']);
    expect(floor!.openings.map((o) => o.editorTypeCode).sort()).toEqual([51, 51, 56, 56]);
  });
});
