/** Test and benchmark support: reads a Server-Sent Events stream from fetch into events one by one. */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseReader {
  status: number;
  /** The next event (comments and the retry line skipped); rejects when the stream ended. */
  next(): Promise<SseEvent>;
  /** Waits for the first event of this name, returning it (the events before it are skipped). */
  until(event: string): Promise<SseEvent>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const queue: SseEvent[] = [];
  const next = async (): Promise<SseEvent> => {
    for (;;) {
      const ready = queue.shift();
      if (ready) return ready;
      const boundary = text.indexOf('\n\n');
      if (boundary >= 0) {
        const block = text.slice(0, boundary);
        text = text.slice(boundary + 2);
        const event: SseEvent = { event: 'message', data: '' };
        let fields = 0;
        for (const line of block.split('\n')) {
          const [name, ...rest] = line.split(':');
          const value = rest.join(':').replace(/^ /, '');
          if (name === 'id') event.id = value;
          else if (name === 'event') event.event = value;
          else if (name === 'data') event.data += value;
          else continue;
          fields += 1;
        }
        if (fields > 0) queue.push(event);
        continue;
      }
      const chunk = await reader.read();
      if (chunk.done) throw new Error('the event stream ended');
      text += chunk.value;
    }
  };
  return {
    status: response.status,
    next,
    async until(name) {
      for (;;) {
        const event = await next();
        if (event.event === name) return event;
      }
    },
    close: () => abort.abort(),
  };
}
