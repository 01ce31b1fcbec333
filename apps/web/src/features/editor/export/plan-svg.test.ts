import { addOpening, setRoomProps } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { designOf, rectangleFloor } from '../test/fixtures.ts';
import { planSvg } from './plan-svg.ts';

describe('the SVG export', () => {
  it('draws walls, a door, the room with its name and area, dimensions, title and scale bar', () => {
    let design = designOf(rectangleFloor(4000, 3000));
    design = addOpening(design, { wallId: 'w1', editorTypeCode: 51, offset: 2000, id: 'd1' });
    const roomId = design.floors[0]!.rooms[0]!.archiId;
    design = setRoomProps(design, { roomIds: [roomId], type: 'BEDROOM' });
    const floor = design.floors[0]!;
    const { svg, width, height } = planSvg(floor, {
      roomName: () => 'Bed & <room>',
      korean: true,
      title: 'Flat · 1F',
    });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(Math.max(width, height)).toBe(1600);
    expect(svg.match(/<path d="M[^"]*Z" fill="#353b48"|<g fill="#353b48"/g)).toHaveLength(1);
    expect(svg).toContain('Bed &amp; &lt;room&gt;');
    expect(svg).toContain('11.31 m² · 3.42평');
    expect(svg).toContain('>4000<');
    expect(svg).toContain('>3000<');
    expect(svg).toContain('Flat · 1F');
    expect(svg).toContain('>1 m<');
    expect(svg).not.toContain('var(');
    expect(new DOMParserLike(svg).balanced()).toBe(true);
  });
});

/** A tag balance check: every element opened is closed (no DOM in unit tests). */
class DOMParserLike {
  constructor(private readonly text: string) {}
  balanced(): boolean {
    const stack: string[] = [];
    for (const m of this.text.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
      if (m[3]) continue;
      if (m[1]) {
        if (stack.pop() !== m[2]) return false;
      } else stack.push(m[2]!);
    }
    return stack.length === 0;
  }
}
