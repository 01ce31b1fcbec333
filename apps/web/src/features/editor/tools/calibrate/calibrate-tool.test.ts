import { setTracingImage } from '@roomcraft/scene';
import { describe, expect, it } from 'vitest';
import { TestEditor } from '../../test/test-editor.ts';

const withImage = () => {
  const editor = new TestEditor();
  editor.store.dispatch(setTracingImage, {
    image: { blobId: 'img', scaleMmPerPixel: 10, offset: { x: -1000, y: -1000 }, rotation: 0, opacity: 0.5 },
  });
  return editor;
};

describe('the tracing scale tool', () => {
  it('scales the image about the first mark so the marked length measures what was typed', () => {
    const editor = withImage();
    editor.setTool('calibrate');
    editor.click(0, 0).expectToBeIn('calibrate.marking');
    editor.click(2000, 0).expectToBeIn('calibrate.entering');
    editor.type('5').press('Enter');
    editor.expectToBeIn('select.idle');
    expect(editor.floor.tracingImage).toMatchObject({ scaleMmPerPixel: 25, offset: { x: -2500, y: -2500 } });
  });

  it('takes the length from the panel too, and ignores what is not a length', () => {
    const editor = withImage();
    editor.setTool('calibrate');
    editor.click(0, 0).click(0, 1000);
    editor.type('x').press('Enter');
    editor.expectToBeIn('calibrate.entering');
    editor.applyCalibration(3000);
    expect(editor.floor.tracingImage?.scaleMmPerPixel).toBe(30);
  });
});
