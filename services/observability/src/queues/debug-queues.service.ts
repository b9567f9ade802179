import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Job, Queue } from 'bullmq';
import { JobName, QueueName, type AuditAction, type DebugQueues, type FailedJobView, type QueueOverview, type QueueWorker } from '@lifewheel/contracts';
import { AppException, ErrorCode, JobQueues } from '@lifewheel/platform';
import { CLOCK, type Clock } from '../clock.js';
import { fromSource } from '../debug/source-errors.js';

const HOUR_MS = 3_600_000;
const FAILED_PAGE = 100;
/** "Failed in the last hour" stops counting here (the panel shows it as "1000 or more"). */
export const FAILED_LAST_HOUR_CAP = 1000;
const FAILED_LIST = 50;

const QUEUES = Object.values(QueueName);

/** Every BullMQ queue through BullMQ's own API (counts, workers, failed jobs), never by scanning keys. */
@Injectable()
export class DebugQueuesService {
  constructor(
    private readonly queues: JobQueues,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  overview(): Promise<DebugQueues> {
    return fromSource('Redis', async () => ({
      checkedAt: this.clock.now().toISOString(),
      queues: await Promise.all(QUEUES.map((name) => this.queueOverview(name))),
    }));
  }

  private async queueOverview(name: QueueName): Promise<QueueOverview> {
    const queue = this.queues.queue(name);
    const now = this.clock.now().getTime();
    const [counts, paused, oldest, workers, failedLastHour] = await Promise.all([
      queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed'),
      queue.isPaused(),
      // Ascending: the job that has waited longest (BullMQ pushes new jobs at the list's head).
      queue.getJobs(['wait', 'prioritized'], 0, 0, true),
      queue.getWorkers(),
      this.failedSince(queue, now - HOUR_MS),
    ]);
    const oldestAt = Math.min(...oldest.map((job) => job.timestamp));
    return {
      queue: name,
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
      paused,
      oldestWaitingSeconds: Number.isFinite(oldestAt) ? Math.max(0, Math.round((now - oldestAt) / 1000)) : null,
      workers: workers.map(toWorker),
      failedLastHour,
    };
  }

  /** Failed jobs that failed after `since`: BullMQ lists them newest first, so counting stops at the first older one. */
  private async failedSince(queue: Queue, since: number): Promise<number> {
    let counted = 0;
    for (let start = 0; start < FAILED_LAST_HOUR_CAP; start += FAILED_PAGE) {
      const page = await queue.getFailed(start, start + FAILED_PAGE - 1);
      for (const job of page) {
        if ((job.finishedOn ?? 0) < since) return counted;
        counted += 1;
      }
      if (page.length < FAILED_PAGE) return counted;
    }
    return counted;
  }

  async failed(name: string): Promise<{ queue: QueueName; jobs: FailedJobView[] }> {
    const queueName = knownQueue(name);
    return fromSource('Redis', async () => {
      const jobs = await this.queues.queue(queueName).getFailed(0, FAILED_LIST - 1);
      return { queue: queueName, jobs: jobs.map((job) => toFailedJob(queueName, job as Job)) };
    });
  }

  /** Puts a failed job back to run again, and audits it. */
  async retry(name: string, jobId: string, actorUserId: string): Promise<{ status: 'retried' }> {
    const queueName = knownQueue(name);
    await fromSource('Redis', async () => {
      const job = await this.failedJob(queueName, jobId);
      await job.retry('failed');
    });
    await this.audit('queue-job.retry', queueName, jobId, actorUserId);
    return { status: 'retried' };
  }

  /** Removes a failed job for good, and audits it. */
  async remove(name: string, jobId: string, actorUserId: string): Promise<{ status: 'removed' }> {
    const queueName = knownQueue(name);
    await fromSource('Redis', async () => {
      const job = await this.failedJob(queueName, jobId);
      await job.remove();
    });
    await this.audit('queue-job.remove', queueName, jobId, actorUserId);
    return { status: 'removed' };
  }

  /** Only a failed job can be retried or removed from the console: a running or waiting one is not ours to touch. */
  private async failedJob(queue: QueueName, jobId: string): Promise<Job> {
    const job = (await this.queues.queue(queue).getJob(jobId)) as Job | undefined;
    if (!job || !(await job.isFailed())) throw new AppException(ErrorCode.NotFound, 'There is no failed job with this id in this queue.');
    return job;
  }

  private async audit(action: AuditAction, queue: QueueName, jobId: string, actorUserId: string): Promise<void> {
    await this.queues.enqueue(JobName.RecordAudit, {
      eventId: randomUUID(),
      occurredAt: this.clock.now().toISOString(),
      actorUserId,
      action,
      target: `${queue}/${jobId}`,
    });
  }
}

function knownQueue(name: string): QueueName {
  if (!(QUEUES as string[]).includes(name)) throw new AppException(ErrorCode.NotFound, 'There is no queue with this name.');
  return name as QueueName;
}

function toWorker(client: Record<string, string>): QueueWorker {
  return {
    // BullMQ names a worker's connection `<prefix>:<queue in base64>:w:<worker name>`.
    name: (client['rawname'] ?? '').split(':w:')[1] ?? client['rawname'] ?? '',
    addr: client['addr'] ?? '',
    ageSeconds: Number(client['age'] ?? 0),
    idleSeconds: Number(client['idle'] ?? 0),
  };
}

function toFailedJob(queue: QueueName, job: Job): FailedJobView {
  return {
    id: String(job.id),
    name: job.name,
    queue,
    error: job.failedReason ?? '',
    stack: job.stacktrace ?? [],
    attemptsMade: job.attemptsMade,
    createdAt: new Date(job.timestamp).toISOString(),
    failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
  };
}
