import { describe, expect, it } from 'vitest';
import { Text } from 'ink';
import { createOutput } from './output';
import { Table } from './ui/Table';
import { Progress } from './ui/Progress';

/** A pipe or a file: no TTY and no width. */
function pipe() {
  let text = '';
  const stream = {
    write: (chunk: string) => ((text += chunk), true),
    isTTY: false,
    on: () => stream,
    off: () => stream,
    once: () => stream,
    removeListener: () => stream,
  } as unknown as NodeJS.WriteStream;
  return { stream, text: () => text };
}

describe('output to a pipe or a file', () => {
  it('prints each table row on one line however long', async () => {
    const out = pipe();
    const long = 'x'.repeat(150);
    await createOutput(false, out.stream).show({}, () => <Table columns={['id', 'name', 'detail']} rows={[['1', 'Ana Pérez', long]]} emptyText="-" />);
    const lines = out.text().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^1\\s+Ana Pérez\\s+${long}$`));
  });

  it('prints only the last state of a live view on stderr, without terminal control codes', async () => {
    const out = pipe();
    const err = pipe();
    await createOutput(false, out.stream, err.stream).live<number>(
      ({ value }) => <Progress done={value ?? 0} total={4} />,
      async (update) => {
        for (let done = 1; done <= 4; done += 1) update(done);
      },
    );
    expect(err.text()).toMatch(/^█+ 4\/4\n$/);
    // `cmd > file`: the file gets the result alone.
    expect(out.text()).toBe('');
  });

  it('prints the last state when the work fails too', async () => {
    const err = pipe();
    const failing = createOutput(false, pipe().stream, err.stream).live<string>(
      ({ value }) => <Text>{value ?? 'nothing'}</Text>,
      async (update) => {
        update('halfway');
        throw new Error('boom');
      },
    );
    await expect(failing).rejects.toThrow('boom');
    expect(err.text()).toBe('halfway\n');
  });
});
