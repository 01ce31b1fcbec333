import { describe, expect, it } from 'vitest';
import en from './en.json';
import ko from './ko.json';

type Tree = { [key: string]: string | Tree };

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

function valuesOf(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : valuesOf(value)));
}

describe('translations', () => {
  it('Korean and English have the same keys', () => {
    expect(keysOf(ko).sort()).toEqual(keysOf(en).sort());
  });

  it('no text is left empty', () => {
    for (const resource of [en, ko]) expect(valuesOf(resource).filter((v) => !v.trim())).toEqual([]);
  });

  it('both languages use the same placeholders in each text', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    // Each tree is walked once: walking it again per key made this test quadratic in the texts.
    const koreanValues = valuesOf(ko);
    const englishValues = valuesOf(en);
    const korean = new Map(keysOf(ko).map((key, i) => [key, koreanValues[i]!]));
    keysOf(en).forEach((key, i) => {
      expect(placeholders(korean.get(key) ?? ''), key).toEqual(placeholders(englishValues[i]!));
    });
  });
});
