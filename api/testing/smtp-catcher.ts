// A real SMTP server for the tests (smtp-server, from nodemailer's authors) on 127.0.0.1 and a free port: each
// message the product sends is handed whole, as received, to `onMessage`, which may refuse it (a busy server's 451).
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export async function startSmtpCatcher(
  onMessage: (raw: Buffer) => Error | undefined | Promise<Error | undefined>,
  /** Another loopback address stands in for a server elsewhere (this network reaches nothing else). */
  host = '127.0.0.1',
) {
  /** The user names clients signed in with (over this server's plain connection). */
  const logins: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push(auth.username ?? '');
      callback(null, { user: auth.username });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void Promise.resolve(onMessage(Buffer.concat(chunks))).then((refusal) => callback(refusal ?? null));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, logins, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
