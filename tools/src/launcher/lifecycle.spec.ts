import { describe, expect, it } from 'vitest';
import { Lifecycle, type Stoppable } from './lifecycle.js';

function recorder(events: string[], name: string, stop: () => Promise<void> = async () => undefined): Stoppable {
  return {
    stop: async () => {
      events.push(`stop ${name}`);
      await stop();
    },
    kill: () => events.push(`kill ${name}`),
  };
}

describe('Lifecycle', () => {
  it('stops in reverse order of starting: processes before the Redis and PostgreSQL they use', async () => {
    const events: string[] = [];
    const lifecycle = new Lifecycle();
    lifecycle.add('redis', recorder(events, 'redis'));
    lifecycle.add('postgres', recorder(events, 'postgres'));
    lifecycle.add('processes', recorder(events, 'processes'));
    await lifecycle.stopAll(() => undefined);
    expect(events).toEqual(['stop processes', 'stop postgres', 'stop redis']);
    expect(lifecycle.isStopping).toBe(true);
  });

  it('keeps going when one fails to stop, and reports it', async () => {
    const events: string[] = [];
    const failures: string[] = [];
    const lifecycle = new Lifecycle();
    lifecycle.add('redis', recorder(events, 'redis'));
    lifecycle.add(
      'processes',
      recorder(events, 'processes', () => Promise.reject(new Error('stuck'))),
    );
    await lifecycle.stopAll((name) => failures.push(name));
    expect(events).toEqual(['stop processes', 'stop redis']);
    expect(failures).toEqual(['processes']);
  });

  it('a forced stop still kills what is being stopped gracefully at that moment', async () => {
    const events: string[] = [];
    const lifecycle = new Lifecycle();
    let finish: () => void = () => undefined;
    lifecycle.add('redis', recorder(events, 'redis'));
    lifecycle.add(
      'processes',
      recorder(events, 'processes', () => new Promise<void>((resolve) => (finish = resolve))),
    );
    const graceful = lifecycle.stopAll(() => undefined);
    await Promise.resolve();
    lifecycle.killAll();
    expect(events).toEqual(['stop processes', 'kill processes', 'kill redis']);
    finish();
    await graceful;
  });
});
