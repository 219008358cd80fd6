import { TextReadingPort } from '@/lib/pdf/text-port';

describe('TextReadingPort', () => {
  it('delivers a message after the sender has returned, to every listener', async () => {
    const port = new TextReadingPort();
    const received: unknown[] = [];
    port.addEventListener('message', (event) => received.push(event.data));
    port.postMessage({ action: 'test' });
    expect(received).toEqual([]);
    await Promise.resolve();
    expect(received).toEqual([{ action: 'test' }]);
  });

  it('keeps the lists a batch was sent with when the sender then replaces them, as pdf.js does', async () => {
    const port = new TextReadingPort();
    const received: { chunk: { items: string[] } }[] = [];
    port.addEventListener('message', (event) => received.push(event.data as { chunk: { items: string[] } }));
    const batch = { items: ['SECTION I'] };
    port.postMessage({ stream: 4, chunk: batch });
    batch.items = [];
    await Promise.resolve();
    expect(received[0]!.chunk.items).toEqual(['SECTION I']);
  });

  it('delivers nothing once terminated', async () => {
    const port = new TextReadingPort();
    const listener = jest.fn();
    port.addEventListener('message', listener);
    port.terminate();
    port.postMessage({ action: 'test' });
    await Promise.resolve();
    expect(listener).not.toHaveBeenCalled();
  });
});
