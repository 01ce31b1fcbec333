/** One server-sent event: its name (`message` when the server gave none) and its data lines joined. */
export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/**
 * An incremental parser of the `text/event-stream` format (WHATWG HTML §9.2): feed it decoded text
 * as it arrives, in chunks cut anywhere, and it answers the events each chunk completes.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private id: string | undefined;

  push(chunk: string): SseMessage[] {
    this.buffer += chunk;
    const messages: SseMessage[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const char = this.buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      // A CR at the very end may be the first half of a CRLF still on its way.
      if (char === '\r' && i === this.buffer.length - 1) break;
      const message = this.line(this.buffer.slice(start, i));
      if (message) messages.push(message);
      if (char === '\r' && this.buffer[i + 1] === '\n') i++;
      start = i + 1;
    }
    this.buffer = this.buffer.slice(start);
    return messages;
  }

  private line(line: string): SseMessage | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return null;
  }

  private dispatch(): SseMessage | null {
    const message: SseMessage | null =
      this.data.length > 0
        ? { event: this.event || 'message', data: this.data.join('\n'), ...(this.id ? { id: this.id } : {}) }
        : null;
    this.data = [];
    this.event = '';
    return message;
  }
}
