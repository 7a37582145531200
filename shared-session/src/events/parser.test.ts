import { SseParser } from './parser';

describe('SseParser', () => {
  it('parses id, event and data into messages, skipping comments (heartbeats)', () => {
    const p = new SseParser();
    const out = p.push('retry: 3000\n: connected\n\nid: 7\nevent: dispatch.instruction.created\ndata: {"id":7}\n\n: ping\n\n');
    expect(out).toEqual([{ event: 'dispatch.instruction.created', data: '{"id":7}', lastEventId: '7' }]);
    expect(p.retry).toBe(3000);
    expect(p.lastEventId).toBe('7');
  });

  it('assembles messages split across chunks anywhere, including between CR and LF', () => {
    const text = 'id: 1\r\nevent: a\r\ndata: {"x":\r\ndata: 1}\r\n\r\nid: 2\revent: b\rdata: two\r\r';
    const whole = new SseParser().push(text);
    expect(whole).toEqual([
      { event: 'a', data: '{"x":\n1}', lastEventId: '1' },
      { event: 'b', data: 'two', lastEventId: '2' },
    ]);
    // Every split point, one character at a time too, gives the same messages.
    for (let cut = 1; cut < text.length; cut++) {
      const p = new SseParser();
      expect([...p.push(text.slice(0, cut)), ...p.push(text.slice(cut))]).toEqual(whole);
    }
    const bytewise = new SseParser();
    expect([...text].flatMap((c) => bytewise.push(c))).toEqual(whole);
  });

  it('dispatches nothing for a block without data, keeps the last id, and defaults the event name', () => {
    const p = new SseParser();
    expect(p.push('id: 5\n\n')).toEqual([]);
    expect(p.lastEventId).toBe('5');
    expect(p.push('data:plain\n\n')).toEqual([{ event: 'message', data: 'plain', lastEventId: '5' }]);
    expect(p.push('data: incomplete')).toEqual([]);
  });
});
