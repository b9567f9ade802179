// The load's view of what the worker sent: an SMTP stand-in on loopback, read by recipient.
import { SmtpStandIn } from '../stand-ins/smtp-stand-in.js';
import { mailPart } from '@lifewheel/testing';

const LOGIN_LINK = /\/login\/verify#token=([A-Za-z0-9_-]+)/;

export class MailBox {
  private readonly byRecipient = new Map<string, string[]>();
  private seen = 0;

  private constructor(private readonly server: SmtpStandIn) {}

  static async start(): Promise<MailBox> {
    const server = new SmtpStandIn();
    await server.start();
    return new MailBox(server);
  }

  get smtpUrl(): string {
    return this.server.url;
  }

  /** The raw messages sent to `address`, in the order they arrived. */
  messagesTo(address: string): string[] {
    this.index();
    return this.byRecipient.get(address.toLowerCase()) ?? [];
  }

  /** The login tokens of every login email sent to `address`. */
  loginTokensFor(address: string): string[] {
    return this.messagesTo(address).flatMap((raw) => {
      const token = LOGIN_LINK.exec(mailPart(raw, 'text/plain'))?.[1];
      return token ? [token] : [];
    });
  }

  get count(): number {
    return this.server.messages.length;
  }

  private index(): void {
    const messages = this.server.messages;
    for (; this.seen < messages.length; this.seen += 1) {
      const message = messages[this.seen]!;
      for (const to of message.to) {
        const key = to.toLowerCase();
        const list = this.byRecipient.get(key) ?? [];
        list.push(message.raw);
        this.byRecipient.set(key, list);
      }
    }
  }

  stop(): Promise<void> {
    return this.server.stop();
  }
}
