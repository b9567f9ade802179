// Everything the load tools run against, started together and stopped in reverse: a mailbox (SMTP
// stand-in), a private PostgreSQL and Redis, and the app under the real launcher.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { LaunchedApp } from './launched-app.js';
import { MailBox } from './mail-box.js';
import { PrivatePostgres } from './private-postgres.js';
import { PrivateRedis } from './private-redis.js';

export interface PrivateApp {
  mail: MailBox;
  postgres: PrivatePostgres;
  redis: PrivateRedis;
  app: LaunchedApp;
  stop(): Promise<void>;
  /** Stops everything, then exits with `code`; also what Ctrl-C and SIGTERM do, so nothing is left running. */
  exit(code: number): Promise<void>;
}

export async function startPrivateApp(outDir: string, say: (line: string) => void, env: Record<string, string> = {}): Promise<PrivateApp> {
  mkdirSync(outDir, { recursive: true });
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopper of stoppers.reverse()) await stopper().catch((error: Error) => say(`could not stop: ${error.message}`));
    stoppers.length = 0;
  };
  try {
    const mail = await MailBox.start();
    stoppers.push(() => mail.stop());
    say('starting a private PostgreSQL and Redis');
    const postgres = await PrivatePostgres.start();
    stoppers.push(() => postgres.stop());
    const redis = await PrivateRedis.start();
    stoppers.push(() => redis.stop());
    const logFile = join(outDir, 'app.log');
    say(`starting the app with the launcher (PostgreSQL on ${postgres.port}, Redis on ${redis.port}; log: ${logFile})`);
    const app = await LaunchedApp.start({ databaseUrl: postgres.url, redisUrl: redis.url, smtpUrl: mail.smtpUrl, logFile, env });
    stoppers.push(() => app.stop());
    say(`the app is up at ${app.url}`);
    let exiting = false;
    const exit = async (code: number) => {
      if (exiting) return;
      exiting = true;
      await stop();
      process.exit(code);
    };
    process.on('SIGINT', () => void exit(130));
    process.on('SIGTERM', () => void exit(143));
    // A crash of the tool itself must not leave a PostgreSQL, a Redis and six processes behind.
    process.on('uncaughtException', (error) => {
      console.error(error);
      void exit(1);
    });
    return { mail, postgres, redis, app, stop, exit };
  } catch (error) {
    await stop();
    throw error;
  }
}
