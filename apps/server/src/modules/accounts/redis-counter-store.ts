/**
 * Login counters shared through Redis, so every instance counts the same failures. One Lua
 * script does INCR and PEXPIRE atomically (the counter can never be left without an expiry),
 * and commands fail fast while Redis is away: the fail-safe store then counts in memory.
 */
import { z } from 'zod';
import type { CounterStore } from './counter-store';

/** The two node-redis commands the store uses (a connected client satisfies it). */
export interface RedisCounterClient {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
  del(key: string): Promise<unknown>;
}

/**
 * KEYS[1] the counter; ARGV[1] window in ms; ARGV[2] extendUpTo.
 * Returns { count, ms until expiry }. A key found without expiry (never written by this script)
 * gets one, so no counter can block forever.
 */
const INCREMENT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or count <= tonumber(ARGV[2]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

const replySchema = z.tuple([z.number().int(), z.number().int()]);

/** @param keyPrefix e.g. 'rh:auth:v1:'; keys are `${keyPrefix}${key}` */
export function createRedisCounterStore(options: {
  client: RedisCounterClient;
  keyPrefix: string;
}): CounterStore {
  const { client, keyPrefix } = options;
  return {
    async increment(key, windowMs, extendUpTo = 0) {
      const reply = await client.eval(INCREMENT_SCRIPT, {
        keys: [keyPrefix + key],
        arguments: [String(Math.ceil(windowMs)), String(extendUpTo)],
      });
      const [count, resetInMs] = replySchema.parse(reply);
      return { count, resetInMs };
    },
    async reset(key) {
      await client.del(keyPrefix + key);
    },
  };
}
