import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser.ts';

const feed = (chunks: string[]) => {
  const parser = new SseParser();
  return chunks.flatMap((chunk) => parser.push(chunk));
};

describe('the server-sent events parser', () => {
  it('reads named events with their data', () => {
    expect(feed(['event: renders\ndata: {"renders":[]}\n\n'])).toEqual([
      { event: 'renders', data: '{"renders":[]}' },
    ]);
  });

  it('completes an event cut anywhere across chunks, one character at a time too', () => {
    const text = 'event: renders\ndata: {"a":1}\n\nevent: renders\ndata: {"a":2}\n\n';
    const expected = [
      { event: 'renders', data: '{"a":1}' },
      { event: 'renders', data: '{"a":2}' },
    ];
    expect(feed([text.slice(0, 9), text.slice(9, 30), text.slice(30)])).toEqual(expected);
    expect(feed([...text])).toEqual(expected);
  });

  it('waits for the blank line before answering an event', () => {
    const parser = new SseParser();
    expect(parser.push('event: renders\ndata: x\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'renders', data: 'x' }]);
  });

  it('accepts CRLF and CR line ends, even a CRLF split between chunks', () => {
    expect(feed(['data: a\r\n\r\n', 'data: b\r\r', 'data: c\n\n'])).toEqual([
      { event: 'message', data: 'a' },
      { event: 'message', data: 'b' },
      { event: 'message', data: 'c' },
    ]);
    expect(feed(['data: c\r', '\n\r', '\n'])).toEqual([{ event: 'message', data: 'c' }]);
  });

  it('joins several data lines, skips comments and keep-alives, and keeps the id', () => {
    expect(feed([': keep-alive\n\n', 'id: 7\ndata: one\ndata:two\n: note\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo', id: '7' },
    ]);
  });

  it('answers nothing for an event without data and forgets its name', () => {
    expect(feed(['event: renders\n\n', 'data: x\n\n'])).toEqual([{ event: 'message', data: 'x' }]);
  });
});
