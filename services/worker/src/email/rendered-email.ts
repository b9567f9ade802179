/** An email as the worker has written it, ready for the sender. */
export interface RenderedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language it is written in (Content-Language). */
  language: string;
  /** Extra header fields, e.g. List-Unsubscribe (RFC 8058); never those the sender sets itself. */
  headers?: Record<string, string>;
}
