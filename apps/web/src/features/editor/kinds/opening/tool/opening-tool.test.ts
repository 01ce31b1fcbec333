import { EditorTypeCode } from '@roomcraft/contract';
import { describe, expect, it } from 'vitest';
import { designOf, rectangleFloor } from '../../../test/fixtures.ts';
import { TestEditor } from '../../../test/test-editor.ts';

const room = () => new TestEditor(designOf(rectangleFloor(4000, 3000)));

describe('the door and window tool', () => {
  it('places a door on the nearest wall with D, selects it and stays ready for the next', () => {
    const editor = room();
    editor.press('d').expectToBeIn('opening.idle');
    editor.move(1504, 60);
    expect(editor.overlay.get().opening).toMatchObject({ wallId: 'w1', offset: 1500, width: 900 });
    editor.down().expectToBeIn('opening.placing');
    editor.up().expectToBeIn('opening.idle');
    expect(editor.floor.openings).toHaveLength(1);
    expect(editor.floor.openings[0]).toMatchObject({
      wallId: 'w1',
      editorTypeCode: EditorTypeCode.SwingDoor,
      offset: 1500,
      width: 900,
      height: 2100,
      sillHeight: 0,
      // The pointer was inside the room, below the wall drawn left to right: it swings into the room.
      flipped: true,
    });
    expect(editor.selection).toEqual([{ kind: 'opening', id: editor.floor.openings[0]!.archiId }]);
  });

  it('places a window with N at its usual sill, and clamps it inside the wall', () => {
    const editor = room();
    editor.press('n');
    editor.click(3990, 2950);
    const window = editor.floor.openings[0]!;
    expect(window).toMatchObject({
      editorTypeCode: EditorTypeCode.StandardWindow,
      sillHeight: 900,
      width: 1200,
    });
    expect(['w2', 'w3']).toContain(window.wallId);
    expect(window.offset).toBe(window.wallId === 'w2' ? 3000 - 600 : 600);
  });

  it('slides the new opening while the pointer is held, as one undo step', () => {
    const editor = room();
    editor.placeOpenings(EditorTypeCode.SlidingWindow);
    editor.drag({ x: 1000, y: 0 }, { x: 2500, y: 30 });
    expect(editor.floor.openings[0]).toMatchObject({
      offset: 2500,
      editorTypeCode: EditorTypeCode.SlidingWindow,
    });
    editor.press('z', { ctrlKey: true });
    expect(editor.floor.openings).toHaveLength(0);
  });

  it('places nothing away from walls, and Escape while holding drops the opening', () => {
    const editor = room();
    editor.press('d');
    editor.click(2000, 1500);
    expect(editor.floor.openings).toHaveLength(0);
    expect(editor.overlay.get().opening).toBeUndefined();
    editor.move(2000, 0).down().press('Escape');
    editor.expectToBeIn('opening.idle');
    expect(editor.floor.openings).toHaveLength(0);
    editor.press('Escape').expectToBeIn('select.idle');
  });
});
