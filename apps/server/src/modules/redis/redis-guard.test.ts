import { ErrorReply } from 'redis';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test-support/test-app';
import { createRedisGuard, RedisUnavailableError } from './redis-guard';

function guardOnClock() {
  const clock = createTestClock();
  const changes: boolean[] = [];
  const guard = createRedisGuard({
    answerTimeoutMs: 50,
    probeIntervalMs: 1_000,
    now: clock.now,
    onChange: (isUp) => changes.push(isUp),
  });
  return { clock, guard, changes };
}

const never = () => new Promise<string>(() => undefined);

describe('the Redis guard', () => {
  it('gives up on a command that gets no answer within the limit, and marks Redis down', async () => {
    const { guard, changes } = guardOnClock();

    await expect(guard.run(never)).rejects.toThrow(RedisUnavailableError);

    expect(guard.isUp).toBe(false);
    expect(changes).toEqual([false]);
  });

  it('fails commands at once while down, without calling Redis, until a probe is due', async () => {
    const { clock, guard } = guardOnClock();
    await guard.run(never).catch(() => undefined);
    let calls = 0;
    const counted = () => {
      calls += 1;
      return Promise.resolve('PONG');
    };

    await expect(guard.run(counted)).rejects.toThrow(RedisUnavailableError);
    expect(guard.canTry()).toBe(false);
    expect(calls).toBe(0);

    clock.advance(1_000);
    expect(guard.canTry()).toBe(true);
    await expect(guard.run(counted)).resolves.toBe('PONG');
    expect(calls).toBe(1);
    expect(guard.isUp).toBe(true);
  });

  it('lets one probe through per interval, and keeps Redis down when it fails', async () => {
    const { clock, guard, changes } = guardOnClock();
    await guard.run(never).catch(() => undefined);
    clock.advance(1_000);

    const probe = guard.run(() => Promise.reject(new Error('ECONNREFUSED')));
    await expect(guard.run(() => Promise.resolve('second'))).rejects.toThrow(RedisUnavailableError);
    await expect(probe).rejects.toThrow('ECONNREFUSED');
    expect(guard.isUp).toBe(false);
    expect(changes).toEqual([false]);
  });

  it('counts an error Redis answered with (a bad command) as Redis being up', async () => {
    const { guard } = guardOnClock();

    await expect(guard.run(() => Promise.reject(new ErrorReply('WRONGTYPE')))).rejects.toThrow(
      'WRONGTYPE',
    );
    expect(guard.isUp).toBe(true);
  });
});
