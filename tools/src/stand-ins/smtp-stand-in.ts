import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  messageId: string;
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpStandInOptions {
  /** Time the server takes to accept each message: lets tests catch a sender mid-send. */
  acceptDelayMs?: number;
}

/** A real SMTP server on loopback that keeps every message it accepts, for tests and local runs. */
export class SmtpStandIn {
  readonly messages: CapturedMail[] = [];
  private server?: SMTPServer;
  private port = 0;

  constructor(private readonly options: SmtpStandInOptions = {}) {}

  async start(): Promise<string> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const accept = () => {
            this.messages.push({
              messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '',
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
            });
            callback();
          };
          if (this.options.acceptDelayMs) setTimeout(accept, this.options.acceptDelayMs);
          else accept();
        });
      },
    });
    // A sender that vanishes mid-message (a worker killed by `npm run faults`) resets its socket;
    // a real mail server shrugs that off, and without a listener it would crash this process.
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this.url;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
